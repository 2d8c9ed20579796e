import type { RestRoute } from '../../core/rest-route.js';
import { badInput } from '../../lib/errors.js';
import { paiseToRupees } from '../../lib/money.js';
import type { RequestContext } from '../../core/request-context.js';
import { planAdminService, type AdminPlanRecord, type PlanFields } from '../subscriptions/plan-admin.service.js';
import { planBoxAdminService } from '../subscriptions/plan-box-admin.service.js';
import { restBoxesOf } from '../subscriptions/plan.rest.js';
import { defined, flag, hundredthsOf, jsonBody, pathParam, pick, text, wholeNumber, type JsonBody } from './admin-fields.js';
import { actingAdmin } from './admin-log.service.js';
import { ADMIN_MESSAGES } from './admin.rules.js';

/*
 * The back office's subscription plans (spec §7 Subscription plans), over subscriptions' own
 * service. GET /subscription-plans (plans on sale) is the storefront's; every plan is under
 * GET /admin/subscription-plans.
 */

const restPlan = (p: AdminPlanRecord, box: Awaited<ReturnType<typeof restBoxesOf>>[number]) => ({
  plan_id: p.id,
  plan_name: p.planName,
  plan_type: p.planType,
  plan_description: p.planDescription,
  price: paiseToRupees(p.price),
  validity: p.validityDays,
  features: p.features,
  is_active: p.isActive,
  subscriber_count: p.subscriberCount,
  delivery_frequency: p.deliveryFrequency,
  savings_text: p.savingsText,
  is_popular: p.isPopular,
  price_suffix: p.priceSuffix,
  box,
});

/** Plans with their boxes (a fixed number of statements for any number of plans). */
async function restPlans(ctx: RequestContext, plans: AdminPlanRecord[]) {
  const boxes = await restBoxesOf(ctx, plans);
  return plans.map((p, i) => restPlan(p, boxes[i]));
}
const restOne = async (ctx: RequestContext, plan: AdminPlanRecord) => (await restPlans(ctx, [plan]))[0];

/**
 * A box's lines, snake_case: `{ lines: [...] }` or the list itself; each line `product_id`, or
 * `category_id` with `unit` (a seasonal pick), and `quantity`, `note`. The service checks them.
 */
function boxLines(body: unknown): unknown[] {
  const lines = Array.isArray(body) ? body : body && typeof body === 'object' ? (body as JsonBody).lines : undefined;
  if (!Array.isArray(lines)) throw badInput('Send the box as { "lines": [...] }', 'lines');
  return lines.map((line) => {
    if (!line || typeof line !== 'object' || Array.isArray(line)) return line;
    const l = line as JsonBody;
    return { productId: pick(l, 'product_id', 'productId'), categoryId: pick(l, 'category_id', 'categoryId'), quantity: pick(l, 'quantity'), unit: pick(l, 'unit'), note: pick(l, 'note') };
  });
}

function planBody(b: JsonBody): Partial<PlanFields> {
  const features = pick(b, 'features');
  if (features !== undefined && features !== null && typeof features !== 'string' && !Array.isArray(features)) throw badInput('features must be a list or comma-separated text', 'features');
  return defined({
    planType: text(pick(b, 'plan_type'), 'plan_type') ?? undefined,
    planName: text(pick(b, 'plan_name'), 'plan_name'),
    planDescription: text(pick(b, 'plan_description'), 'plan_description') ?? undefined,
    price: hundredthsOf(pick(b, 'price'), 'price'),
    validityDays: wholeNumber(pick(b, 'validity', 'validity_days'), 'validity'),
    features: features as PlanFields['features'],
    isActive: flag(pick(b, 'is_active'), 'is_active'),
  });
}

export const adminPlanRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/admin/subscription-plans', role: 'admin', handler: async (ctx) => restPlans(ctx, await planAdminService.list(ctx.em)) },
  {
    method: 'POST',
    url: '/subscription-plans',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      const b = planBody(jsonBody(req));
      const plan = await planAdminService.create(ctx.em, actingAdmin(ctx), {
        planType: b.planType ?? '',
        planName: b.planName,
        planDescription: b.planDescription ?? '',
        price: b.price ?? null,
        validityDays: b.validityDays ?? null,
        features: b.features,
        isActive: b.isActive,
      });
      return { success: true, message: ADMIN_MESSAGES.planAdded, plan: await restOne(ctx, plan) };
    },
  },
  {
    method: 'PUT',
    url: '/subscription-plans/:planId',
    role: 'admin',
    async handler(ctx, req) {
      const plan = await planAdminService.update(ctx.em, actingAdmin(ctx), pathParam(req, 'planId'), planBody(jsonBody(req)));
      return { success: true, message: ADMIN_MESSAGES.planUpdated, plan: await restOne(ctx, plan) };
    },
  },
  {
    method: 'PUT',
    url: '/subscription-plans/:planId/box',
    role: 'admin',
    async handler(ctx, req) {
      const plan = await planBoxAdminService.setBox(ctx.em, actingAdmin(ctx), pathParam(req, 'planId'), boxLines(req.body));
      return { success: true, message: ADMIN_MESSAGES.planBoxUpdated, plan: await restOne(ctx, plan) };
    },
  },
  {
    method: 'DELETE',
    url: '/subscription-plans/:planId',
    role: 'admin',
    async handler(ctx, req) {
      const { deleted, plan } = await planAdminService.remove(ctx.em, actingAdmin(ctx), pathParam(req, 'planId'));
      return { success: true, deleted, message: ADMIN_MESSAGES.planDeleted, plan: await restOne(ctx, plan) };
    },
  },
];
