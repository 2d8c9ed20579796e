import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { paymentIntentView, PaymentIntentView, type PaymentStarter } from '../../core/payment-intent.js';
import type { RequestContext } from '../../core/request-context.js';
import { requireCustomer } from '../../lib/auth-guards.js';
import { parseId } from '../../lib/errors.js';
import { subscriptionControlsService } from './subscription-controls.service.js';
import { subscriptionDeliveryService } from './subscription-delivery.service.js';
import { subscriptionUserService } from './subscription-user.service.js';
import { BillingRecordView, SubscriptionView } from './subscription-user.views.js';

const LOGIN = 'Please log in to continue with your subscription';

@Resolver()
export class SubscriptionUserResolver {
  constructor(private readonly payments: PaymentStarter) {}

  @Query(() => [SubscriptionView], { description: "The signed-in customer's subscriptions, newest first." })
  mySubscriptions(@Ctx() ctx: RequestContext): Promise<SubscriptionView[]> {
    return subscriptionUserService.mine(ctx.em, requireCustomer(ctx, LOGIN));
  }

  @Query(() => [BillingRecordView], { description: "The signed-in customer's billing records, optionally of one subscription." })
  myBillingRecords(@Arg('subscriptionId', () => ID, { nullable: true }) subscriptionId: string | null, @Ctx() ctx: RequestContext): Promise<BillingRecordView[]> {
    return subscriptionUserService.billingRecords(ctx.em, requireCustomer(ctx, LOGIN), subscriptionId ? parseId(subscriptionId, 'subscriptionId') : undefined);
  }

  @Mutation(() => PaymentIntentView, { description: "Starts buying a plan: a payment for the plan's price. Verifying it creates the subscription." })
  async subscribe(
    @Arg('planId', () => ID) planId: string,
    @Arg('addressId', () => ID, { nullable: true, description: 'One of your saved addresses; none: the primary one.' }) addressId: string | null,
    @Arg('slotId', () => ID, { nullable: true, description: "The preferred daily window: a slot of the address's pincode (a DeliverySlot id or its slot part); none: the earliest." })
    slotId: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<PaymentIntentView> {
    const userId = requireCustomer(ctx, LOGIN);
    const delivery = await subscriptionDeliveryService.forPurchase(ctx.em, userId, { addressId, slotId });
    return paymentIntentView(await this.payments.forPlan(ctx.em, userId, planId, delivery));
  }

  @Mutation(() => SubscriptionView, { description: 'Changes where and when a subscription delivers, for deliveries whose orders are not made yet.' })
  async setSubscriptionDelivery(
    @Arg('id', () => ID) id: string,
    @Arg('addressId', () => ID, { nullable: true }) addressId: string | null,
    @Arg('slotId', () => ID, { nullable: true }) slotId: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<SubscriptionView> {
    const userId = requireCustomer(ctx, LOGIN);
    await subscriptionDeliveryService.change(ctx.em, userId, id, { addressId, slotId });
    return subscriptionUserService.own(ctx.em, userId, id);
  }

  @Mutation(() => PaymentIntentView, {
    description:
      "Starts renewing the customer's own running subscription: a payment for the next period at the plan's current price. Verifying it (verifyPayment) extends the end date by the plan's validity.",
  })
  async renewSubscription(@Arg('subscriptionId', () => ID) subscriptionId: string, @Ctx() ctx: RequestContext): Promise<PaymentIntentView> {
    return paymentIntentView(await this.payments.forRenewal(ctx.em, requireCustomer(ctx, LOGIN), subscriptionId));
  }

  @Mutation(() => SubscriptionView)
  cancelSubscription(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<SubscriptionView> {
    return subscriptionUserService.cancel(ctx.em, requireCustomer(ctx, LOGIN), id);
  }

  @Mutation(() => SubscriptionView)
  reactivateSubscription(
    @Arg('id', () => ID) id: string,
    @Arg('autoRenew', () => Boolean, { defaultValue: true }) autoRenew: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<SubscriptionView> {
    return subscriptionUserService.reactivate(ctx.em, requireCustomer(ctx, LOGIN), id, autoRenew);
  }

  @Mutation(() => SubscriptionView, {
    description: 'Pauses deliveries from today until `until` (YYYY-MM-DD, after today and within 8 weeks; deliveries restart that day) or, without it, until resumed (8 weeks at most). The end date moves out by the deliveries missed.',
  })
  pauseSubscription(@Arg('id', () => ID) id: string, @Arg('until', () => String, { nullable: true }) until: string | null, @Ctx() ctx: RequestContext): Promise<SubscriptionView> {
    return subscriptionControlsService.pause(ctx.em, requireCustomer(ctx, LOGIN), id, until);
  }

  @Mutation(() => SubscriptionView, { description: 'Ends a pause today; the end date keeps only the deliveries actually missed.' })
  resumeSubscription(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<SubscriptionView> {
    return subscriptionControlsService.resume(ctx.em, requireCustomer(ctx, LOGIN), id);
  }

  @Mutation(() => SubscriptionView, { description: 'Skips the next delivery and adds one at the end; at most 2 in each 4-week period, never while paused.' })
  skipNextDelivery(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<SubscriptionView> {
    return subscriptionControlsService.skipNext(ctx.em, requireCustomer(ctx, LOGIN), id);
  }
}
