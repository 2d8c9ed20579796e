import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { Money } from '../../graphql/scalars.js';
import { requireCustomer } from '../../lib/auth-guards.js';
import type { Paise } from '../../lib/money.js';
import { couponService } from '../coupons/coupon.service.js';
import { couponCheckView, CouponValidationView } from '../coupons/coupon.views.js';
import { cartService, type Cart } from './cart.service.js';
import { CartView, GuestCartLineInput, GuestCartMergeView } from './cart.views.js';

export const NOT_AUTHENTICATED = 'User not authenticated';

export async function cartView(em: EntityManager, userId: number, cart: Cart, couponCode?: string | null): Promise<CartView> {
  const { totals, coupon } = await cartService.totals(em, userId, cart, couponCode);
  return { ...cart, totals, coupon: coupon ? couponCheckView(coupon) : null };
}

/** The signed-in customer's cart (spec §5: the cart needs a logged-in user). */
@Resolver()
export class CartResolver {
  @Query(() => CartView, { description: 'With `couponCode`, the totals include that coupon when it applies, and `coupon` says why not when it does not.' })
  async cart(@Arg('couponCode', () => String, { nullable: true }) couponCode: string | null, @Ctx() ctx: RequestContext): Promise<CartView> {
    const userId = requireCustomer(ctx, NOT_AUTHENTICATED);
    return cartView(ctx.em, userId, await cartService.get(ctx.em, userId), couponCode);
  }

  @Mutation(() => CartView, { description: 'Adds to the line (creating it), within stock, max_order_limit and 99.' })
  async addToCart(
    @Arg('productId', () => ID) productId: string,
    @Arg('quantity', () => Int, { defaultValue: 1 }) quantity: number,
    @Ctx() ctx: RequestContext,
  ): Promise<CartView> {
    const userId = requireCustomer(ctx, NOT_AUTHENTICATED);
    return cartView(ctx.em, userId, await cartService.add(ctx.em, userId, productId, quantity));
  }

  @Query(() => CartView, {
    description: "A guest's cart on their device priced from the catalogue (nothing is stored; no sign-in needed). Unknown products are left out; inactive ones and lines over the limit come back flagged.",
  })
  async guestCart(@Arg('lines', () => [GuestCartLineInput]) lines: GuestCartLineInput[], @Ctx() ctx: RequestContext): Promise<CartView> {
    const cart = await cartService.priceGuest(ctx.em, lines);
    return { ...cart, totals: await cartService.plainTotals(ctx.em, cart), coupon: null };
  }

  @Mutation(() => GuestCartMergeView, {
    description: "Adds a guest cart's lines to the signed-in customer's cart in one transaction: quantities added, then capped by stock, max_order_limit and 99; `notes` name what was capped or skipped.",
  })
  async mergeGuestCart(@Arg('lines', () => [GuestCartLineInput]) lines: GuestCartLineInput[], @Ctx() ctx: RequestContext): Promise<GuestCartMergeView> {
    const userId = requireCustomer(ctx, NOT_AUTHENTICATED);
    const { cart, notes } = await cartService.mergeGuest(ctx.em, userId, lines);
    return { cart: await cartView(ctx.em, userId, cart), notes };
  }

  @Mutation(() => CartView, { description: 'Sets a line\'s quantity (0 removes it).' })
  async updateCartItem(@Arg('productId', () => ID) productId: string, @Arg('quantity', () => Int) quantity: number, @Ctx() ctx: RequestContext): Promise<CartView> {
    const userId = requireCustomer(ctx, 'Please login to update your cart');
    return cartView(ctx.em, userId, await cartService.update(ctx.em, userId, productId, quantity));
  }

  @Mutation(() => CartView)
  async removeCartItem(@Arg('productId', () => ID) productId: string, @Ctx() ctx: RequestContext): Promise<CartView> {
    const userId = requireCustomer(ctx, 'Please login to modify your cart');
    return cartView(ctx.em, userId, await cartService.remove(ctx.em, userId, productId));
  }

  @Mutation(() => CartView)
  async clearCart(@Ctx() ctx: RequestContext): Promise<CartView> {
    const userId = requireCustomer(ctx, 'Please login to modify your cart');
    return cartView(ctx.em, userId, await cartService.clear(ctx.em, userId));
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
