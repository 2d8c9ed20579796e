import { couponState } from '@fruit-shop/common/coupon.rules';
import type { DiscountType } from '../../core/pricing.js';
import type { RestRoute } from '../../core/rest-route.js';
import { paiseToRupees } from '../../lib/money.js';
import { couponAdminService, type AdminCouponRecord } from '../coupons/coupon-admin.service.js';
import { dateOf, defined, flag, hundredthsOf, jsonBody, pathParam, pick, text, wholeNumber, type JsonBody } from './admin-fields.js';
import { actingAdmin } from './admin-log.service.js';

/*
 * The back office's coupons (spec §7 Coupons), over coupons' own service. GET /coupons (the
 * customer's active list) is the storefront's; the full list is GET /admin/coupons.
 */

export const restAdminCoupon = (c: AdminCouponRecord) => ({
  id: c.id,
  coupon_id: c.id,
  code: c.code,
  discount_type: c.discountType,
  discount_value: c.discountValue / 100,
  min_order_value: paiseToRupees(c.minOrderValue),
  valid_until: c.validUntil ? c.validUntil.toISOString() : null,
  description: c.description,
  is_active: c.isActive,
  usage_limit: c.usageLimit,
  per_user_limit: c.perUserLimit,
  times_used: c.timesUsed,
  status: couponState(c),
  created_at: c.createdAt.toISOString(),
});

function couponBody(b: JsonBody) {
  return defined({
    code: text(pick(b, 'code'), 'code') ?? undefined,
    discountType: (text(pick(b, 'discount_type'), 'discount_type') ?? undefined) as DiscountType | undefined,
    discountValue: hundredthsOf(pick(b, 'discount_value'), 'discount_value') ?? undefined,
    minOrderValue: hundredthsOf(pick(b, 'min_order_value'), 'min_order_value') ?? undefined,
    validUntil: dateOf(pick(b, 'valid_until'), 'valid_until'),
    description: text(pick(b, 'description'), 'description'),
    isActive: flag(pick(b, 'is_active'), 'is_active'),
    usageLimit: wholeNumber(pick(b, 'usage_limit'), 'usage_limit'),
    perUserLimit: wholeNumber(pick(b, 'per_user_limit'), 'per_user_limit'),
  });
}

export const adminCouponRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/admin/coupons', role: 'admin', handler: async (ctx) => (await couponAdminService.list(ctx.em)).map(restAdminCoupon) },
  { method: 'GET', url: '/coupons/:id', role: 'admin', handler: async (ctx, req) => restAdminCoupon(await couponAdminService.byId(ctx.em, pathParam(req))) },
  {
    method: 'POST',
    url: '/coupons',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      const b = couponBody(jsonBody(req));
      const coupon = await couponAdminService.create(ctx.em, actingAdmin(ctx), {
        code: b.code ?? '',
        discountType: b.discountType as DiscountType,
        discountValue: b.discountValue ?? 0,
        minOrderValue: b.minOrderValue ?? 0,
        validUntil: b.validUntil ?? null,
        description: b.description ?? null,
        isActive: b.isActive ?? true,
        usageLimit: b.usageLimit ?? null,
        perUserLimit: b.perUserLimit ?? null,
      });
      return { success: true, message: 'Coupon added successfully', coupon: restAdminCoupon(coupon) };
    },
  },
  {
    method: 'PUT',
    url: '/coupons/:id',
    role: 'admin',
    async handler(ctx, req) {
      const coupon = await couponAdminService.update(ctx.em, actingAdmin(ctx), pathParam(req), couponBody(jsonBody(req)));
      return { success: true, message: 'Coupon updated successfully', coupon: restAdminCoupon(coupon) };
    },
  },
  {
    method: 'DELETE',
    url: '/coupons/:id',
    role: 'admin',
    async handler(ctx, req) {
      const { deleted, coupon } = await couponAdminService.remove(ctx.em, actingAdmin(ctx), pathParam(req));
      return { success: true, deleted, message: deleted ? 'Coupon deleted successfully' : 'Coupon deactivated: orders have used it', coupon: restAdminCoupon(coupon) };
    },
  },
];
