import type { RequestContext } from '../../core/request-context.js';
import type { RestRoute } from '../../core/rest-route.js';
import { paiseToRupees } from '../../lib/money.js';
import { planBoxService } from './plan-box.service.js';
import { PlanBoxLineKind, type PlanBoxLineView } from './plan-box.views.js';
import { planService } from './plan.service.js';
import type { SubscriptionPlanView } from './plan.views.js';

/** A box line, snake_case: `type` product or seasonal_pick, with its product or category. */
export const restBoxLine = (l: PlanBoxLineView) => ({
  position: l.position,
  type: l.kind === PlanBoxLineKind.PRODUCT ? 'product' : 'seasonal_pick',
  quantity: l.quantity,
  unit: l.unit,
  note: l.note,
  label: l.label,
  product: l.product && { id: l.product.id, name: l.product.name, image: l.product.image, unit: l.product.unit, weight: l.product.weight, is_active: l.product.isActive },
  category: l.category && { id: l.category.id, name: l.category.name, slug: l.category.slug },
});

/** The boxes of these plans, in their order (batched: a fixed number of statements for any number). */
export const restBoxesOf = (ctx: RequestContext, plans: readonly { id: number }[]) =>
  Promise.all(plans.map(async (p) => (await planBoxService.box(ctx, p.id)).map(restBoxLine)));

/** The spec's plan (§3), snake_case: `validity` in days, price in rupees, features as a list; plus its box. */
function restPlan(p: SubscriptionPlanView, box: ReturnType<typeof restBoxLine>[]) {
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
    box,
  };
}

export const planRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/subscription-plans',
    async handler(ctx) {
      const plans = await planService.listPlans(ctx);
      const boxes = await restBoxesOf(ctx, plans);
      return plans.map((p, i) => restPlan(p, boxes[i]));
    },
  },
  {
    method: 'GET',
    url: '/subscription-plans/:planId',
    async handler(ctx, req) {
      const plan = await planService.getPlan(ctx, String((req.params as { planId: string }).planId));
      const [box] = await restBoxesOf(ctx, [plan]);
      return restPlan(plan, box);
    },
  },
];
