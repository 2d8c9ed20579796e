import { Arg, Ctx, Extensions, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { DEPS_TRACKED } from '../../core/guest-cache.js';
import type { RequestContext } from '../../core/request-context.js';
import { planBoxService } from './plan-box.service.js';
import { PlanBoxLineView } from './plan-box.views.js';
import { planService } from './plan.service.js';
import { SubscriptionPlanView } from './plan.views.js';

@Resolver(() => SubscriptionPlanView)
export class PlanResolver {
  @Extensions(DEPS_TRACKED)
  @Query(() => [SubscriptionPlanView], { description: 'Subscription plans on sale, in the order they were added.' })
  subscriptionPlans(@Ctx() ctx: RequestContext): Promise<SubscriptionPlanView[]> {
    return planService.listPlans(ctx);
  }

  @Extensions(DEPS_TRACKED)
  @Query(() => SubscriptionPlanView, { nullable: true, description: 'A plan on sale; null for an unknown or withdrawn plan.' })
  subscriptionPlan(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<SubscriptionPlanView | null> {
    return planService.findPlan(ctx, id);
  }

  /** Records the products it shows (planBoxService), as the DEPS_TRACKED roots above require. */
  @FieldResolver(() => [PlanBoxLineView], { description: 'What each delivery brings, in order: products and seasonal picks. Empty until an admin sets it.' })
  box(@Root() plan: SubscriptionPlanView, @Ctx() ctx: RequestContext): Promise<PlanBoxLineView[]> {
    return planBoxService.box(ctx, plan.id);
  }
}
