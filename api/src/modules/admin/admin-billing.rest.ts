import { queryInt, type RestRoute } from '../../core/rest-route.js';
import { billingAdminService, type BillingFields } from '../subscriptions/billing-admin.service.js';
import { restBillingRecord } from '../subscriptions/subscription-user.rest.js';
import { hundredthsOf, jsonBody, page, pathParam, pick } from './admin-fields.js';
import { actingAdmin } from './admin-log.service.js';

function billingFields(body: Record<string, unknown>): BillingFields {
  return {
    subscriptionId: pick(body, 'subscription_id', 'subscription_user_id'),
    amount: hundredthsOf(pick(body, 'amount'), 'amount'),
    status: pick(body, 'status'),
    periodStart: pick(body, 'period_start'),
    periodEnd: pick(body, 'period_end'),
  };
}

/** Admin CRUD of billing records (spec §7), over subscriptions' own service; customers read their own elsewhere. */
export const adminBillingRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/admin/billing-records',
    role: 'admin',
    async handler(ctx, req) {
      const subscriptionId = queryInt(req, 'subscription_id');
      return (await billingAdminService.list(ctx.em, { ...page(req), subscriptionId: Number.isInteger(subscriptionId) ? subscriptionId : undefined })).map(restBillingRecord);
    },
  },
  { method: 'GET', url: '/billing-records/:id', role: 'admin', handler: async (ctx, req) => restBillingRecord(await billingAdminService.byId(ctx.em, pathParam(req))) },
  {
    method: 'POST',
    url: '/billing-records',
    role: 'admin',
    status: 201,
    handler: async (ctx, req) => restBillingRecord(await billingAdminService.create(ctx.em, actingAdmin(ctx), billingFields(jsonBody(req)))),
  },
  {
    method: 'PUT',
    url: '/billing-records/:id',
    role: 'admin',
    handler: async (ctx, req) => restBillingRecord(await billingAdminService.update(ctx.em, actingAdmin(ctx), pathParam(req), billingFields(jsonBody(req)))),
  },
  {
    method: 'DELETE',
    url: '/billing-records/:id',
    role: 'admin',
    async handler(ctx, req) {
      await billingAdminService.remove(ctx.em, actingAdmin(ctx), pathParam(req));
      return { success: true, message: 'Billing record deleted successfully' };
    },
  },
];
