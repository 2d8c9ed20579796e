import type { SeedPlan } from './types.js';

// Every plan carries the spec's four baseline features so the comparison table lines up;
// the fifth entry is what sets each tier apart.
const BASE_FEATURES = ['Fresh seasonal fruits', 'Free delivery', 'Flexible scheduling', 'Quality guarantee'];

export const PLANS: SeedPlan[] = [
  {
    planType: 'Weekly',
    planName: 'Weekly Fruit Box',
    planDescription: 'A box of 4–5 kg of seasonal fruit at your door once a week, sized for a family of two.',
    price: 499,
    validityDays: 7,
    features: [...BASE_FEATURES, 'Skip a week anytime'],
    // About 4.5 kg: everyday fruit plus the week's best from the season.
    box: [
      { product: 'Royal Gala Apple', quantity: 1 },
      { product: 'Robusta Banana', quantity: 1 },
      { product: 'Mosambi', quantity: 1 },
      { categorySlug: 'seasonal', unit: 'kg', quantity: 1, note: 'Whatever is at its peak that week' },
    ],
  },
  {
    planType: 'Bi-Weekly',
    planName: 'Bi-Weekly Family Basket',
    planDescription: 'A family basket of seasonal fruit delivered every two weeks, sized for a family of four.',
    price: 899,
    validityDays: 14,
    features: [...BASE_FEATURES, 'One free fruit bowl per delivery'],
    box: [
      { product: 'Royal Gala Apple', quantity: 2 },
      { product: 'Robusta Banana', quantity: 2 },
      { product: 'Red Lady Papaya', quantity: 1 },
      { product: 'Zespri Green Kiwi', quantity: 1 },
      { categorySlug: 'seasonal', unit: 'kg', quantity: 2 },
      { product: 'Mixed Fruit Bowl', quantity: 1, note: 'The free fruit bowl' },
    ],
  },
  {
    planType: 'Monthly',
    planName: 'Monthly Orchard Pass',
    planDescription: 'Four weekly deliveries across the month with a hand-picked mix of seasonal and exotic fruit.',
    price: 1599,
    validityDays: 30,
    features: [...BASE_FEATURES, '10% off dry fruits'],
    box: [
      { product: 'Royal Gala Apple', quantity: 1 },
      { product: 'Robusta Banana', quantity: 1 },
      { product: 'Zespri Green Kiwi', quantity: 1 },
      { product: 'Thompson Seedless Grapes', quantity: 1 },
      { categorySlug: 'seasonal', unit: 'kg', quantity: 2, note: 'The ripest of the week, chosen on the day' },
    ],
  },
];
