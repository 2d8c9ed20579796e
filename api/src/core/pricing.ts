import { MAX_QUANTITY_PER_LINE } from '@fruit-shop/common/cart.rules';
import type { Paise } from '../lib/money.js';
import { unitPrice } from '../lib/money.js';

/*
 * The shop's pricing (decisions: Money and pricing), below every module that prices something:
 * the cart, coupons, orders and the back office's order edits compute the same figures here.
 */

/**
 * The shop's money constants, in one place on the server and exposed to clients (the
 * settings module's `shopSettings` query), so the cart's "Add ₹X more for free delivery" and
 * the order agree.
 */
export const SHOP_SETTINGS = {
  currency: 'INR',
  /** ₹9 on every order with a subtotal above zero. */
  handlingFee: 900 as Paise,
  /** ₹25 while 0 < subtotal < ₹100. */
  deliveryFee: 2500 as Paise,
  /** Delivery is free from ₹100. */
  freeDeliveryThreshold: 10000 as Paise,
  /** The most of one product a cart line may hold, whatever the stock. */
  maxQuantityPerLine: MAX_QUANTITY_PER_LINE,
} as const;

/** What a coupon takes off (the coupon table's discount_type). */
export type DiscountType = 'percentage' | 'fixed' | 'free_shipping';

/** One priced line: what the server charges, never what a client sent. */
export interface PricedLineInput {
  price: Paise;
  discountPrice: Paise | null;
  quantity: number;
}

export interface CouponTerms {
  discountType: DiscountType;
  /** Hundredths of a percent for `percentage` (1000 = 10%), paise for `fixed`. */
  discountValue: number;
}

export interface Totals {
  subtotal: Paise;
  savings: Paise;
  deliveryFee: Paise;
  handlingFee: Paise;
  couponDiscount: Paise;
  total: Paise;
  /** How much more the subtotal needs for free delivery (0 once reached, or for an empty cart). */
  amountForFreeDelivery: Paise;
}

export const lineUnitPrice = (line: PricedLineInput): Paise => unitPrice(line.price, line.discountPrice);

/** Delivery: ₹25 while 0 < subtotal < ₹100, free from ₹100 (decisions: Money and pricing). */
export function deliveryFeeFor(subtotal: Paise): Paise {
  return subtotal > 0 && subtotal < SHOP_SETTINGS.freeDeliveryThreshold ? SHOP_SETTINGS.deliveryFee : 0;
}

export const handlingFeeFor = (subtotal: Paise): Paise => (subtotal > 0 ? SHOP_SETTINGS.handlingFee : 0);

/** The coupon's discount before the cap that keeps the total at or above zero. */
export function couponDiscountFor(terms: CouponTerms, subtotal: Paise, deliveryFee: Paise): Paise {
  switch (terms.discountType) {
    case 'percentage':
      return Math.round((subtotal * terms.discountValue) / 10000);
    case 'fixed':
      return Math.min(terms.discountValue, subtotal);
    case 'free_shipping':
      return deliveryFee;
  }
}

/** Every figure of a cart or an order, in integer paise. */
export function priceLines(lines: readonly PricedLineInput[], coupon: CouponTerms | null): Totals {
  let subtotal = 0;
  let savings = 0;
  for (const line of lines) {
    const unit = lineUnitPrice(line);
    subtotal += unit * line.quantity;
    savings += (line.price - unit) * line.quantity;
  }
  const deliveryFee = deliveryFeeFor(subtotal);
  const handlingFee = handlingFeeFor(subtotal);
  const gross = subtotal + deliveryFee + handlingFee;
  const couponDiscount = coupon ? Math.min(Math.max(couponDiscountFor(coupon, subtotal, deliveryFee), 0), gross) : 0;
  return {
    subtotal,
    savings,
    deliveryFee,
    handlingFee,
    couponDiscount,
    total: Math.max(gross - couponDiscount, 0),
    amountForFreeDelivery: subtotal > 0 ? Math.max(SHOP_SETTINGS.freeDeliveryThreshold - subtotal, 0) : 0,
  };
}
