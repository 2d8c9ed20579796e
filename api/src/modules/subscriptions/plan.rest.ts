import type { RestRoute } from '../../core/rest-route.js';
import { paiseToRupees } from '../../lib/money.js';
import { planService } from './plan.service.js';
import type { SubscriptionPlanView } from './plan.views.js';

/** The spec's plan (§3), snake_case: `validity` in days, price in rupees, features as a list. */
function restPlan(p: SubscriptionPlanView) {
  return {
    plan_id: p.id,
    plan_name: p.planName,
    plan_type: p.planType,
    plan_description: p.planDescription,
    price: paiseToRupees(p.price),
    validity: p.validityDays,
    features: p.features,
    delivery_frequency: p.deliveryFrequency,
    savings_text: p.savingsText,
    is_popular: p.isPopular,
    price_suffix: p.priceSuffix,
  };
}

export const planRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/subscription-plans',
    handler: async (ctx) => (await planService.listPlans(ctx)).map(restPlan),
  },
  {
    method: 'GET',
    url: '/subscription-plans/:planId',
    handler: async (ctx, req) => restPlan(await planService.getPlan(ctx, String((req.params as { planId: string }).planId))),
  },
];
