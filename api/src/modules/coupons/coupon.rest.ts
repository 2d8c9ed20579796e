import type { RequestContext } from '../../core/request-context.js';
import { queryText, sessionUser, type RestRoute } from '../../core/rest-route.js';
import { badInput } from '../../lib/errors.js';
import { paiseToRupees, rupeesToPaise, type Paise } from '../../lib/money.js';
import { couponService, type CouponCheck, type CouponRow } from './coupon.service.js';
import { couponView } from './coupon.views.js';

/*
 * The spec's /coupons paths (§7 Coupons); a user_id must be the session's own. GET
 * /coupons/validate checks a code against the customer's cart, so it lives with the cart
 * (cart.rest.ts), above coupons.
 */

/** The spec's coupon (§3): discount_value in percent for percentage, rupees for fixed. */
export function restCoupon(c: CouponRow) {
  const view = couponView(c);
  return {
    id: view.id,
    coupon_id: view.id,
    code: view.code,
    discount_type: view.discountType,
    discount_value: view.discountValue,
    min_order_value: paiseToRupees(view.minOrderValue),
    valid_until: view.validUntil ? view.validUntil.toISOString() : null,
    description: view.description,
    is_active: c.isActive,
    usage_limit: c.usageLimit,
    per_user_limit: c.perUserLimit,
  };
}

/** The spec's validation response, plus the discount on the subtotal it was checked against. */
export function restValidation(check: CouponCheck) {
  const c = check.coupon ? restCoupon(check.coupon) : null;
  return {
    isValid: check.isValid,
    message: check.message,
    coupon_id: c?.id ?? null,
    code: c?.code ?? null,
    discount_type: c?.discount_type ?? null,
    discount_value: c?.discount_value ?? null,
    min_order_value: c?.min_order_value ?? null,
    valid_until: c?.valid_until ?? null,
    description: c?.description ?? null,
    discount: paiseToRupees(check.discount),
  };
}

/** A guest's cart_total (rupees as text), in paise. */
export function cartTotalOf(raw: string | undefined): Paise {
  if (raw === undefined || raw.trim() === '') return 0;
  if (!/^\d+(\.\d+)?$/.test(raw.trim())) throw badInput('cart_total must be a number of rupees', 'cart_total');
  try {
    return rupeesToPaise(Number(raw));
  } catch {
    throw badInput('cart_total must be a number of rupees', 'cart_total');
  }
}

/** The customer's id when a session is present (checked against user_id); a guest's user_id is ignored. */
export const viewerId = (ctx: RequestContext, namedUserId: string | undefined) => (ctx.viewer.kind === 'customer' ? sessionUser(ctx, namedUserId) : undefined);

export const couponRestRoutes: RestRoute[] = [
  {
    // Only active, unexpired coupons with uses left are public, whatever is_active asks for.
    method: 'GET',
    url: '/coupons',
    async handler(ctx, req) {
      viewerId(ctx, queryText(req, 'user_id'));
      return (await couponService.active(ctx.em)).map(restCoupon);
    },
  },
];
