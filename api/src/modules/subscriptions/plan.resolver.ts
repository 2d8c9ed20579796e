import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { planService } from './plan.service.js';
import { SubscriptionPlanView } from './plan.views.js';

@Resolver(() => SubscriptionPlanView)
export class PlanResolver {
  @Query(() => [SubscriptionPlanView], { description: 'Subscription plans on sale, in the order they were added.' })
  subscriptionPlans(@Ctx() ctx: RequestContext): Promise<SubscriptionPlanView[]> {
    return planService.listPlans(ctx);
  }

  @Query(() => SubscriptionPlanView, { nullable: true, description: 'A plan on sale; null for an unknown or withdrawn plan.' })
  subscriptionPlan(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<SubscriptionPlanView | null> {
    return planService.findPlan(ctx, id);
  }
}
