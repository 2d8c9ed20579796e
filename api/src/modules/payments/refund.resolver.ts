import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { requireAdmin, requireCustomer } from '../../lib/auth-guards.js';
import { simulateRefundOutcome, type PaymentService } from './payment.service.js';
import { RefundStatus, OrderRefundsView, RefundOrderInput, RefundView } from './refund.views.js';

/** Refunds (docs/decisions/0041-refunds.md): the customer reads an own order's; the back office reads, makes and (test mode) settles them. */
@Resolver()
export class RefundResolver {
  constructor(private readonly payments: PaymentService) {}

  @Query(() => [RefundView], { description: "The refunds of the customer's own order, oldest first." })
  orderRefunds(@Arg('orderId', () => ID) orderId: string, @Ctx() ctx: RequestContext): Promise<RefundView[]> {
    return this.payments.refunds.mine(ctx.em, requireCustomer(ctx), orderId);
  }

  @Query(() => OrderRefundsView, { description: "Admin: an order's refunds, what was paid and what can still be refunded." })
  adminOrderRefunds(@Arg('orderId', () => ID) orderId: string, @Ctx() ctx: RequestContext): Promise<OrderRefundsView> {
    requireAdmin(ctx);
    return this.payments.refunds.summary(ctx.em, orderId);
  }

  @Mutation(() => RefundView, {
    description: 'Admin: refunds chosen lines or an amount of a delivered, returned or cancelled order: through the gateway for card orders, recorded with its method and reference for cash on delivery.',
  })
  refundOrder(@Arg('input', () => RefundOrderInput) input: RefundOrderInput, @Ctx() ctx: RequestContext): Promise<RefundView> {
    return this.payments.refunds.request(ctx.em, requireAdmin(ctx), input.orderId, input);
  }

  @Mutation(() => RefundView, { description: "Admin, test mode only: the simulated gateway settles a refund and sends its signed webhook ('processed' or 'failed')." })
  async simulateRefundOutcome(
    @Arg('refundId', () => ID) refundId: string,
    @Arg('outcome', () => RefundStatus) outcome: 'processed' | 'failed',
    @Ctx() ctx: RequestContext,
  ): Promise<RefundView> {
    requireAdmin(ctx);
    await simulateRefundOutcome(this.payments, ctx.em, refundId, outcome);
    return this.payments.refunds.byId(ctx.em, refundId);
  }
}
