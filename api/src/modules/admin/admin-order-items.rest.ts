import type { RestRoute } from '../../core/rest-route.js';
import { orderItemAdminService } from '../orders/order-item-admin.service.js';
import { restOrder } from '../orders/order.rest.js';
import { jsonBody, pathParam, pick } from './admin-fields.js';
import { actingAdmin } from './admin-log.service.js';

/** The back office's writes to an order's lines (spec §7 Order items), over orders' own service. */
export const adminOrderItemRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/order-items',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      const body = jsonBody(req);
      return restOrder(await orderItemAdminService.add(ctx.em, actingAdmin(ctx), { orderId: pick(body, 'order_id'), productId: pick(body, 'product_id'), quantity: pick(body, 'quantity') ?? 1 }));
    },
  },
  {
    method: 'PUT',
    url: '/order-items/:id',
    role: 'admin',
    handler: async (ctx, req) => restOrder(await orderItemAdminService.setQuantity(ctx.em, actingAdmin(ctx), pathParam(req), pick(jsonBody(req), 'quantity'))),
  },
  {
    method: 'DELETE',
    url: '/order-items/:id',
    role: 'admin',
    handler: async (ctx, req) => restOrder(await orderItemAdminService.remove(ctx.em, actingAdmin(ctx), pathParam(req))),
  },
];
