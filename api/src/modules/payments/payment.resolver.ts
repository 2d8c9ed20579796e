import { Arg, Ctx, ID, Mutation, Resolver, registerEnumType } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { badInput } from '../../lib/errors.js';
import { requireCustomer } from '../../lib/auth-guards.js';
import { paymentIntentView, PaymentIntentView } from '../../core/payment-intent.js';
import { PaymentResultView } from './payment-outcome.views.js';
import type { PaymentService } from './payment.service.js';
import { SimulatedPaymentResultView, VerifyPaymentInput } from './payment.views.js';

export const SimulatedOutcome = { SUCCESS: 'success', FAILURE: 'failure' } as const;
registerEnumType(SimulatedOutcome, { name: 'SimulatedOutcome' });

const LOGIN = 'Please log in to continue with your payment';

@Resolver()
export class PaymentResolver {
  constructor(private readonly payments: PaymentService) {}

  @Mutation(() => PaymentIntentView, { description: 'A payment for an own unpaid card order (`orderId`) or for a plan (`planId`); the amount is the server\'s.' })
  async createPayment(
    @Arg('orderId', () => ID, { nullable: true }) orderId: string | null,
    @Arg('planId', () => ID, { nullable: true }) planId: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<PaymentIntentView> {
    const userId = requireCustomer(ctx, LOGIN);
    if (!!orderId === !!planId) throw badInput('Give either orderId or planId');
    const intent = orderId ? await this.payments.forOrder(ctx.em, userId, orderId) : await this.payments.forPlan(ctx.em, userId, planId!);
    return paymentIntentView(intent);
  }

  @Mutation(() => PaymentResultView, { description: "Checks the checkout's signature against the stored provider order and completes the payment (idempotent)." })
  verifyPayment(@Arg('input', () => VerifyPaymentInput) input: VerifyPaymentInput, @Ctx() ctx: RequestContext): Promise<PaymentResultView> {
    return this.payments.verify(ctx.em, requireCustomer(ctx, LOGIN), {
      providerOrderId: input.razorpayOrderId,
      providerPaymentId: input.razorpayPaymentId,
      signature: input.razorpaySignature,
    });
  }

  @Mutation(() => Boolean, { description: "Records that the payment window reported a failure (kept for support)." })
  async reportPaymentFailure(@Arg('razorpayOrderId', () => String) razorpayOrderId: string, @Arg('reason', () => String) reason: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await this.payments.recordFailure(ctx.em, requireCustomer(ctx, LOGIN), razorpayOrderId, reason);
    return true;
  }

  @Mutation(() => SimulatedPaymentResultView, { description: 'Test mode only (no Razorpay keys): the simulated payment window\'s Pay or Fail.' })
  async simulatePayment(
    @Arg('razorpayOrderId', () => String) razorpayOrderId: string,
    @Arg('outcome', () => SimulatedOutcome) outcome: 'success' | 'failure',
    @Ctx() ctx: RequestContext,
  ): Promise<SimulatedPaymentResultView> {
    const result = await this.payments.simulate(ctx.em, requireCustomer(ctx, LOGIN), razorpayOrderId, outcome);
    return 'error' in result
      ? { razorpayPaymentId: null, razorpaySignature: null, errorDescription: result.error }
      : { razorpayPaymentId: result.paymentId, razorpaySignature: result.signature, errorDescription: null };
  }
}
