import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { priceLines } from '../../api/src/core/pricing.js';
import { canMove, firstCheckoutError, ORDER_TRANSITIONS } from '@fruit-shop/common/checkout.rules';
import { formatRupees } from '../../api/src/modules/coupons/coupon.service.js';
import { deliveryIntervalDays, nextDeliveryDate } from '../../api/src/modules/subscriptions/subscription-user.service.js';
import { maxOrderable } from '../../api/src/modules/cart/cart.service.js';

const line = (price: number, quantity: number, discountPrice: number | null = null) => ({ price, discountPrice, quantity });

describe('pricing (integer paise)', () => {
  it('charges delivery below ₹100 and handling above zero; free delivery from ₹100', () => {
    expect(priceLines([line(4000, 2)], null)).toEqual({ subtotal: 8000, savings: 0, deliveryFee: 2500, handlingFee: 900, couponDiscount: 0, total: 11400, amountForFreeDelivery: 2000 });
    expect(priceLines([line(10000, 1)], null)).toMatchObject({ deliveryFee: 0, handlingFee: 900, total: 10900, amountForFreeDelivery: 0 });
    expect(priceLines([], null)).toEqual({ subtotal: 0, savings: 0, deliveryFee: 0, handlingFee: 0, couponDiscount: 0, total: 0, amountForFreeDelivery: 0 });
  });

  it('uses the discount price only when it is lower, and counts savings', () => {
    expect(priceLines([line(12000, 2, 10000)], null)).toMatchObject({ subtotal: 20000, savings: 4000 });
    expect(priceLines([line(12000, 1, 13000)], null)).toMatchObject({ subtotal: 12000, savings: 0 });
  });

  it('applies each coupon type and never lets the total go below zero', () => {
    expect(priceLines([line(19999, 1)], { discountType: 'percentage', discountValue: 1000 }).couponDiscount).toBe(2000);
    expect(priceLines([line(5000, 1)], { discountType: 'fixed', discountValue: 99900 })).toMatchObject({ couponDiscount: 5000, total: 3400 });
    expect(priceLines([line(5000, 1)], { discountType: 'percentage', discountValue: 20000 })).toMatchObject({ couponDiscount: 8400, total: 0 });
    expect(priceLines([line(5000, 1)], { discountType: 'free_shipping', discountValue: 0 })).toMatchObject({ couponDiscount: 2500, total: 5900 });
    expect(priceLines([line(15000, 1)], { discountType: 'free_shipping', discountValue: 0 }).couponDiscount).toBe(0);
  });

  it('formats the minimum-order message amount as the spec writes it', () => {
    expect(formatRupees(19900)).toBe('₹199');
    expect(formatRupees(19950)).toBe('₹199.50');
  });

  it('caps a line at stock, max_order_limit and 99', () => {
    expect(maxOrderable(500, null)).toBe(99);
    expect(maxOrderable(5, null)).toBe(5);
    expect(maxOrderable(50, 3)).toBe(3);
    expect(maxOrderable(0, 3)).toBe(0);
  });
});

describe('checkout rules', () => {
  const ok = { firstName: 'Asha', lastName: 'K', email: 'a@b.co', phone: '98765 43210', address: 'x', city: 'Pune', state: 'MH', country: 'India', postcode: '411001' };
  it('reports missing fields with the one spec message, then formats', () => {
    expect(firstCheckoutError(ok)).toBeNull();
    expect(firstCheckoutError({ ...ok, city: '  ' })).toEqual({ field: 'city', message: 'Please fill in all required fields' });
    expect(firstCheckoutError({ ...ok, phone: '12345' })).toEqual({ field: 'phone', message: 'Please enter a valid phone number (10-15 digits)' });
    expect(firstCheckoutError({ ...ok, phone: '+919876543210' })?.message).toBe('Please enter a valid phone number (10-15 digits)');
    expect(firstCheckoutError({ ...ok, email: 'nope' })?.message).toBe('Please enter a valid email address');
    expect(firstCheckoutError({ ...ok, postcode: '011001' })?.message).toBe('Please enter a valid 6-digit pincode');
  });

  it('allows only the moves of the rulings; cancelled and returned are final', () => {
    expect(canMove('pending', 'paid')).toBe(true);
    expect(canMove('shipped', 'cancelled')).toBe(false);
    expect(canMove('delivered', 'returned')).toBe(true);
    expect(ORDER_TRANSITIONS.cancelled).toEqual([]);
    expect(ORDER_TRANSITIONS.returned).toEqual([]);
  });
});

describe('subscription deliveries', () => {
  it('delivers weekly for Weekly and Monthly (4 a month), fortnightly for Bi-Weekly', () => {
    expect(deliveryIntervalDays('Weekly')).toBe(7);
    expect(deliveryIntervalDays('Monthly')).toBe(7);
    expect(deliveryIntervalDays('Bi-Weekly')).toBe(14);
  });

  it('names the next delivery after today while active and inside the period', () => {
    const sub = { status: 'active', startDate: '2026-11-01', endDate: '2026-11-30', planType: 'Bi-Weekly' };
    expect(nextDeliveryDate(sub, '2026-11-01')).toBe('2026-11-15');
    expect(nextDeliveryDate(sub, '2026-11-15')).toBe('2026-11-29');
    expect(nextDeliveryDate(sub, '2026-11-29')).toBeNull();
    expect(nextDeliveryDate({ ...sub, status: 'cancelled' }, '2026-11-01')).toBeNull();
  });
});
