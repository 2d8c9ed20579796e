import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { paymentIntentView, type PaymentStarter } from '../../core/payment-intent.js';
import type { RequestContext } from '../../core/request-context.js';
import { requireCustomer } from '../../lib/auth-guards.js';
import { ReviewView } from '../catalog/catalog.views.js';
import { reviewService } from '../catalog/review.service.js';
import { orderReviewService } from './order-review.service.js';
import { orderService } from './order.service.js';
import { OrderView, PlaceOrderInput, PlaceOrderResultView } from './order.views.js';

@Resolver()
export class OrderResolver {
  constructor(private readonly payments: PaymentStarter) {}

  @Mutation(() => PlaceOrderResultView, {
    description: 'Orders the sellable lines of the cart. Cash: placed now (cart emptied). Card: placed pending with `payment` to open; paid on verify or webhook.',
  })
  async placeOrder(@Arg('input', () => PlaceOrderInput) input: PlaceOrderInput, @Ctx() ctx: RequestContext): Promise<PlaceOrderResultView> {
    const userId = requireCustomer(ctx, 'Please log in to place an order');
    const result = await orderService.place(ctx.em, userId, { ...input, items: null, shipping: { ...input.shipping } });
    const card = result.order.paymentMethod === 'card' && result.order.paymentStatus !== 'paid' && result.order.status === 'pending';
    return {
      success: true,
      message: card ? 'Order created; complete the payment to confirm it.' : 'Order placed successfully! Check your email for confirmation.',
      orderId: result.order.id,
      order: result.order,
      payment: card ? paymentIntentView(await this.payments.forOrder(ctx.em, userId, result.order.id)) : null,
      replayed: result.replayed,
      warnings: result.warnings,
    };
  }

  @Query(() => [OrderView], { description: "The signed-in customer's orders, newest first." })
  myOrders(
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: RequestContext,
  ): Promise<OrderView[]> {
    return orderService.mine(ctx.em, requireCustomer(ctx, 'Please log in to see your orders'), limit, offset);
  }

  @Query(() => OrderView, { nullable: true, description: "One of the signed-in customer's orders; null for anyone else's or an unknown id." })
  async order(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<OrderView | null> {
    const userId = requireCustomer(ctx, 'Please log in to see your orders');
    try {
      return await orderService.own(ctx.em, userId, id);
    } catch (error) {
      if ((error as { code?: string }).code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  @Mutation(() => OrderView, { description: 'Cancels an own order while pending, paid or processing; its stock goes back.' })
  cancelOrder(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, { nullable: true, description: 'Why (optional, at most 500 characters).' }) reason: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<OrderView> {
    return orderService.cancelOwn(ctx.em, requireCustomer(ctx, 'Please log in to see your orders'), id, reason);
  }

  @Mutation(() => ReviewView, { description: 'Reviews a product from a delivered order (one review per customer and product).' })
  async addReview(
    @Arg('productId', () => ID) productId: string,
    @Arg('rating', () => Int) rating: number,
    @Arg('comment', () => String, { nullable: true }) comment: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<ReviewView> {
    const id = await orderReviewService.add(ctx.em, requireCustomer(ctx, 'Please log in to review'), { productId, rating, comment });
    return reviewService.getReview(ctx, id);
  }
}
