import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { paymentIntentView, PaymentIntentView, type PaymentStarter } from '../../core/payment-intent.js';
import type { RequestContext } from '../../core/request-context.js';
import { requireCustomer } from '../../lib/auth-guards.js';
import { parseId } from '../../lib/errors.js';
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
}
