import { queryInt, type RestRoute } from '../../core/rest-route.js';
import { requireAdmin } from '../../lib/auth-guards.js';
import { restOrder } from '../orders/order.rest.js';
import { restBillingRecord } from '../subscriptions/subscription-user.rest.js';
import { hundredthsOf, jsonBody, page, pathParam, pick } from './admin-fields.js';
import { adminBillingService, adminOrderItemService, type BillingFields } from './admin-records.service.js';

function billingFields(body: Record<string, unknown>): BillingFields {
  return {
    subscriptionId: pick(body, 'subscription_id', 'subscription_user_id'),
    amount: hundredthsOf(pick(body, 'amount'), 'amount'),
    status: pick(body, 'status'),
    periodStart: pick(body, 'period_start'),
    periodEnd: pick(body, 'period_end'),
  };
}

/** Admin CRUD of billing records and writes to order lines (spec §7); customers read their own elsewhere. */
export const adminRecordRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/admin/billing-records',
    role: 'admin',
    async handler(ctx, req) {
      const subscriptionId = queryInt(req, 'subscription_id');
      return (await adminBillingService.list(ctx.em, { ...page(req), subscriptionId: Number.isInteger(subscriptionId) ? subscriptionId : undefined })).map(restBillingRecord);
    },
  },
  { method: 'GET', url: '/billing-records/:id', role: 'admin', handler: async (ctx, req) => restBillingRecord(await adminBillingService.byId(ctx.em, pathParam(req))) },
  {
    method: 'POST',
    url: '/billing-records',
    role: 'admin',
    status: 201,
    handler: async (ctx, req) => restBillingRecord(await adminBillingService.create(ctx.em, requireAdmin(ctx), billingFields(jsonBody(req)))),
  },
  {
    method: 'PUT',
    url: '/billing-records/:id',
    role: 'admin',
    handler: async (ctx, req) => restBillingRecord(await adminBillingService.update(ctx.em, requireAdmin(ctx), pathParam(req), billingFields(jsonBody(req)))),
  },
  {
    method: 'DELETE',
    url: '/billing-records/:id',
    role: 'admin',
    async handler(ctx, req) {
      await adminBillingService.remove(ctx.em, requireAdmin(ctx), pathParam(req));
      return { success: true, message: 'Billing record deleted successfully' };
    },
  },
  {
    method: 'POST',
    url: '/order-items',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      const body = jsonBody(req);
      return restOrder(await adminOrderItemService.add(ctx.em, requireAdmin(ctx), { orderId: pick(body, 'order_id'), productId: pick(body, 'product_id'), quantity: pick(body, 'quantity') ?? 1 }));
    },
  },
  {
    method: 'PUT',
    url: '/order-items/:id',
    role: 'admin',
    handler: async (ctx, req) => restOrder(await adminOrderItemService.setQuantity(ctx.em, requireAdmin(ctx), pathParam(req), pick(jsonBody(req), 'quantity'))),
  },
  {
    method: 'DELETE',
    url: '/order-items/:id',
    role: 'admin',
    handler: async (ctx, req) => restOrder(await adminOrderItemService.remove(ctx.em, requireAdmin(ctx), pathParam(req))),
  },
];
