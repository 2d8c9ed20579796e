import type { SeedCoupon } from './types.js';

// Covers each discount type plus one expired and one switched-off code, so checkout can be
// demonstrated rejecting coupons as well as applying them.
export const COUPONS: SeedCoupon[] = [
  {
    code: 'FRESH10',
    discountType: 'percentage',
    discountValue: 10,
    minOrderValue: 199,
    validForDays: 90,
    description: '10% off orders of ₹199 or more.',
    isActive: true,
  },
  {
    code: 'SAVE50',
    discountType: 'fixed',
    discountValue: 50,
    minOrderValue: 299,
    validForDays: 60,
    description: '₹50 off orders of ₹299 or more.',
    isActive: true,
  },
  {
    code: 'FREESHIP',
    discountType: 'free_shipping',
    discountValue: 0,
    minOrderValue: 0,
    validForDays: 30,
    description: 'Free delivery on any order.',
    isActive: true,
  },
  {
    code: 'WELCOME20',
    discountType: 'percentage',
    discountValue: 20,
    minOrderValue: 499,
    validForDays: 365,
    description: '20% off your first order of ₹499 or more.',
    isActive: true,
  },
  {
    code: 'EXPIRED5',
    discountType: 'percentage',
    discountValue: 5,
    minOrderValue: 0,
    validForDays: -5,
    description: '5% off any order. This summer offer has ended.',
    isActive: true,
  },
  {
    code: 'MANGO100',
    discountType: 'fixed',
    discountValue: 100,
    minOrderValue: 999,
    validForDays: 45,
    description: 'Mango-season offer: ₹100 off orders of ₹999 or more. Paused until the next harvest.',
    isActive: false,
  },
];
