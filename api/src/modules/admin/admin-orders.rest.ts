import { queryText, type RestRoute } from '../../core/rest-route.js';
import { restOrder } from '../orders/order.rest.js';
import { jsonBody, page, pathParam, pick, text } from './admin-fields.js';
import { actingAdmin } from './admin-log.service.js';
import { adminOrderService, type AdminOrderRecord } from './admin-orders.service.js';
import { ADMIN_MESSAGES } from './admin.rules.js';

/* The back office's orders (spec §7 Orders): every customer's, searched, and their status changed. */

export const restAdminOrder = (o: AdminOrderRecord) => ({
  ...restOrder(o),
  customer: o.customer ? { id: o.customer.id, name: o.customer.fullName, email: o.customer.email, phone: o.customer.phone, address: o.customer.address } : null,
  next_statuses: o.nextStatuses,
});

export const adminOrderRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/admin/orders',
    role: 'admin',
    async handler(ctx, req) {
      const { limit, offset } = page(req);
      return (await adminOrderService.list(ctx.em, { search: queryText(req, 'search') ?? queryText(req, 'q'), status: queryText(req, 'status'), limit, offset })).map(restAdminOrder);
    },
  },
  {
    method: 'GET',
    url: '/admin/orders/:id',
    role: 'admin',
    handler: async (ctx, req) => restAdminOrder(await adminOrderService.byId(ctx.em, pathParam(req))),
  },
  {
    method: 'PUT',
    url: '/orders/:id',
    role: 'admin',
    async handler(ctx, req) {
      const status = text(pick(jsonBody(req), 'status'), 'status') ?? '';
      const order = await adminOrderService.changeStatus(ctx.em, actingAdmin(ctx), pathParam(req), status);
      return { success: true, message: ADMIN_MESSAGES.orderStatusUpdated, order: restAdminOrder(order), next_statuses: order.nextStatuses };
    },
  },
];
