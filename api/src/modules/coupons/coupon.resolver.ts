import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';
import { cartService } from '../cart/cart.service.js';
import { couponService } from './coupon.service.js';
import { couponCheckView, couponView, CouponValidationView, CouponView } from './coupon.views.js';

@Resolver()
export class CouponResolver {
  @Query(() => [CouponView], { description: 'Active, unexpired coupons with uses left.' })
  async coupons(@Ctx() ctx: RequestContext): Promise<CouponView[]> {
    return (await couponService.active(ctx.em)).map(couponView);
  }

  @Query(() => CouponValidationView, {
    description: "Checks a code against the signed-in customer's cart (the server's subtotal; `cartTotal` is only used for a guest).",
  })
  async validateCoupon(
    @Arg('code', () => String) code: string,
    @Arg('cartTotal', () => Money, { nullable: true }) cartTotal: Paise | null,
    @Ctx() ctx: RequestContext,
  ): Promise<CouponValidationView> {
    if (ctx.viewer.kind === 'customer') {
      const userId = ctx.viewer.userId;
      const { totals } = await cartService.totals(ctx.em, userId, await cartService.get(ctx.em, userId));
      return couponCheckView(await couponService.check(ctx.em, code, totals.subtotal, userId));
    }
    return couponCheckView(await couponService.check(ctx.em, code, cartTotal ?? 0));
  }
}
