import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { paymentIntentView, PaymentIntentView, type PaymentStarter } from '../../core/payment-intent.js';
import type { RequestContext } from '../../core/request-context.js';
import { requireCustomer } from '../../lib/auth-guards.js';
import { parseId } from '../../lib/errors.js';
import { subscriptionControlsService } from './subscription-controls.service.js';
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
  async subscribe(@Arg('planId', () => ID) planId: string, @Ctx() ctx: RequestContext): Promise<PaymentIntentView> {
    return paymentIntentView(await this.payments.forPlan(ctx.em, requireCustomer(ctx, LOGIN), planId));
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
