import { queryText, type RestRoute } from '../../core/rest-route.js';
import { paiseToRupees } from '../../lib/money.js';
import { customerAdminService, type CustomerRecord } from '../accounts/customer-admin.service.js';
import { page, pathParam } from './admin-fields.js';
import { restAdminOrder } from './admin-orders.rest.js';
import { adminOrderService } from './admin-orders.service.js';

/* The back office's customers (spec §7 Users): listed and searched, with their order history. */

export const restCustomer = (c: CustomerRecord) => ({
  user_id: c.id,
  id: c.id,
  name: c.name,
  middle_name: c.middleName,
  last_name: c.lastName,
  full_name: c.fullName,
  email: c.email,
  phone: c.phone,
  address: c.address,
  order_count: c.orderCount,
  total_spent: paiseToRupees(c.totalSpent),
  created_at: c.createdAt.toISOString(),
});

export const adminCustomerRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/users',
    role: 'admin',
    async handler(ctx, req) {
      const { limit, offset } = page(req);
      return (await customerAdminService.list(ctx.em, { search: queryText(req, 'search') ?? queryText(req, 'q'), limit, offset })).map(restCustomer);
    },
  },
  {
    method: 'GET',
    url: '/users/:id/orders',
    role: 'admin',
    handler: async (ctx, req) => (await adminOrderService.ofCustomer(ctx.em, pathParam(req))).map(restAdminOrder),
  },
];
