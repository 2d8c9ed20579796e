import { MAX_QUANTITY_PER_LINE } from '@fruit-shop/common/cart.rules';
import type { Paise } from '../lib/money.js';
import { unitPrice } from '../lib/money.js';

/*
 * The shop's pricing (decisions: Money and pricing), below every module that prices something:
 * the cart, coupons, orders and the back office's order edits compute the same figures here.
 */

/**
 * The shop's fees (issue 39): the profile's delivery fee, handling fee and free-delivery
 * threshold (settings module, `shopProfileService.fees`), handed to the pricing below by the
 * module that prices. Core cannot read a module's table, so the figures come in as an argument.
 */
export interface ShopFees {
  handlingFee: Paise;
  deliveryFee: Paise;
  freeDeliveryThreshold: Paise;
}

/**
 * The shop's constants and its default fees: the fees are the profile columns' defaults (the
 * shop_profile_legal migration), what an empty profile charges; the profile's own values win.
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

export const DEFAULT_FEES: ShopFees = { handlingFee: SHOP_SETTINGS.handlingFee, deliveryFee: SHOP_SETTINGS.deliveryFee, freeDeliveryThreshold: SHOP_SETTINGS.freeDeliveryThreshold };

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

/** Delivery: the fee while 0 < subtotal < the threshold, free from it (decisions: Money and pricing; ₹25 under ₹100 by default). */
export function deliveryFeeFor(subtotal: Paise, fees: ShopFees = DEFAULT_FEES): Paise {
  return subtotal > 0 && subtotal < fees.freeDeliveryThreshold ? fees.deliveryFee : 0;
}

export const handlingFeeFor = (subtotal: Paise, fees: ShopFees = DEFAULT_FEES): Paise => (subtotal > 0 ? fees.handlingFee : 0);

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

/** Every figure of a cart or an order, in integer paise, with the shop's fees (the defaults when none are given). */
export function priceLines(lines: readonly PricedLineInput[], coupon: CouponTerms | null, fees: ShopFees = DEFAULT_FEES): Totals {
  let subtotal = 0;
  let savings = 0;
  for (const line of lines) {
    const unit = lineUnitPrice(line);
    subtotal += unit * line.quantity;
    savings += (line.price - unit) * line.quantity;
  }
  const deliveryFee = deliveryFeeFor(subtotal, fees);
  const handlingFee = handlingFeeFor(subtotal, fees);
  const gross = subtotal + deliveryFee + handlingFee;
  const couponDiscount = coupon ? Math.min(Math.max(couponDiscountFor(coupon, subtotal, deliveryFee), 0), gross) : 0;
  return {
    subtotal,
    savings,
    deliveryFee,
    handlingFee,
    couponDiscount,
    total: Math.max(gross - couponDiscount, 0),
    amountForFreeDelivery: subtotal > 0 ? Math.max(fees.freeDeliveryThreshold - subtotal, 0) : 0,
  };
}
