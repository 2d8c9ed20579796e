/*
 * A coupon's state as the back office shows it, from its switch, its end date and its usage.
 * One rule for the admin list and the checkout check, so "Active" in the list means the
 * coupon applies today. No imports: the browser bundle takes it as is.
 */

export type CouponState = 'active' | 'inactive' | 'expired' | 'used_up';

export interface CouponStateInput {
  isActive: boolean;
  validUntil: Date | string | null;
  usageLimit: number | null;
  timesUsed: number;
}

/** Switched off first (an admin's choice), then past its end, then out of uses. */
export function couponState(coupon: CouponStateInput, now: Date = new Date()): CouponState {
  if (!coupon.isActive) return 'inactive';
  if (coupon.validUntil !== null && new Date(coupon.validUntil).getTime() <= now.getTime()) return 'expired';
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return 'used_up';
  return 'active';
}

export const COUPON_STATE_LABELS: Record<CouponState, string> = {
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
  used_up: 'Used up',
};
