import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { couponService } from './coupon.service.js';
import { couponView, CouponView } from './coupon.views.js';

// Checking a code against the customer's cart (validateCoupon) lives with the cart, above coupons.

@Resolver()
export class CouponResolver {
  @Query(() => [CouponView], { description: 'Active, unexpired coupons with uses left.' })
  async coupons(@Ctx() ctx: RequestContext): Promise<CouponView[]> {
    return (await couponService.active(ctx.em)).map(couponView);
  }
}
