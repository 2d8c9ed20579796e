import { queryText, type RestRoute } from '../../core/rest-route.js';
import { paiseToRupees } from '../../lib/money.js';
import { page, wholeNumber } from './admin-fields.js';
import { restAdminOrder } from './admin-orders.rest.js';
import { adminOrderService } from './admin-orders.service.js';
import { dashboardService } from './dashboard.service.js';

/* The dashboard's figures (spec §7 Dashboard): sales summary, recent orders, low stock. */

export const adminDashboardRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/orders/summary',
    role: 'admin',
    async handler(ctx) {
      const s = await dashboardService.summary(ctx.em);
      return { total_sales: paiseToRupees(s.totalSales), total_orders: s.totalOrders, new_customers: s.newCustomers };
    },
  },
  {
    method: 'GET',
    url: '/orders/recent',
    role: 'admin',
    handler: async (ctx, req) => (await adminOrderService.recent(ctx.em, page(req).limit)).map(restAdminOrder),
  },
  {
    method: 'GET',
    url: '/admin/low-stock',
    role: 'admin',
    async handler(ctx, req) {
      const threshold = wholeNumber(queryText(req, 'threshold'), 'threshold') ?? undefined;
      return (await dashboardService.lowStock(ctx.em, threshold, page(req).limit)).map((p) => ({
        product_id: p.id,
        product_name: p.name,
        image: p.image,
        stock_quantity: p.stockQuantity,
        is_active: p.isActive,
        fruits_cat_name: p.categoryName,
      }));
    },
  },
];
