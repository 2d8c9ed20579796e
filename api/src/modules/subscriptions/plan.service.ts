import type { RequestContext } from '../../core/request-context.js';
import { notFound, parseId } from '../../lib/errors.js';
import { selectActivePlan, selectActivePlans } from './plan.queries.js';
import type { SubscriptionPlanView } from './plan.views.js';

/** The plans a shopper can buy; a plan taken off sale is as absent as an unknown one. */
export const planService = {
  listPlans(ctx: RequestContext): Promise<SubscriptionPlanView[]> {
    return selectActivePlans(ctx.em);
  },

  async findPlan(ctx: RequestContext, rawId: string | number): Promise<SubscriptionPlanView | null> {
    return (await selectActivePlan(ctx.em, parseId(rawId, 'plan id'))) ?? null;
  },

  async getPlan(ctx: RequestContext, rawId: string | number): Promise<SubscriptionPlanView> {
    const plan = await this.findPlan(ctx, rawId);
    if (!plan) throw notFound('Subscription plan not found');
    return plan;
  },
};
