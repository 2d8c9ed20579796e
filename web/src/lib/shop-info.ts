// Contact details are placeholders in the spec; real ones replace these in one place.
export const SHOP_INFO = {
  name: 'FruitShop',
  helpline: '+91 00000 00000',
  helplineHref: 'tel:+910000000000',
  email: 'support@fruitshop.example',
  address: 'Placeholder address, Pune, Maharashtra, India',
  supportHours: 'Monday-Friday 9-5',
} as const;
