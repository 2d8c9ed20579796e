import { queryText, type RestRoute } from '../../core/rest-route.js';
import { paiseToRupees } from '../../lib/money.js';
import { page, wholeNumber } from './admin-fields.js';
import { restAdminOrder } from './admin-orders.rest.js';
import { adminOrderService } from './admin-orders.service.js';
import { dashboardService, SALES_CHART_DAYS, TOP_PRODUCTS, type Trend } from './dashboard.service.js';

/** A trend in the spec's snake_case; `change_percent` null means no base month ("—"). */
function restTrend(t: Trend, value: (n: number) => number = (n) => n) {
  return { this_month: value(t.thisMonth), last_month: value(t.lastMonth), change_percent: t.changePercent };
}

/* The dashboard's figures (spec §7 Dashboard): sales summary, recent orders, low stock. */

export const adminDashboardRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/orders/summary',
    role: 'admin',
    async handler(ctx) {
      const s = await dashboardService.summary(ctx.em);
      return {
        total_sales: paiseToRupees(s.totalSales),
        total_orders: s.totalOrders,
        new_customers: s.newCustomers,
        trends: {
          sales: restTrend(s.salesTrend, paiseToRupees),
          orders: restTrend(s.ordersTrend),
          new_customers: restTrend(s.customersTrend),
        },
      };
    },
  },
  {
    method: 'GET',
    url: '/admin/sales-by-day',
    role: 'admin',
    async handler(ctx, req) {
      const days = wholeNumber(queryText(req, 'days'), 'days') ?? SALES_CHART_DAYS;
      return (await dashboardService.salesByDay(ctx.em, days)).map((d) => ({ date: d.date, orders: d.orders, revenue: paiseToRupees(d.revenue) }));
    },
  },
  {
    method: 'GET',
    url: '/admin/top-products',
    role: 'admin',
    async handler(ctx, req) {
      return (await dashboardService.topProducts(ctx.em, page(req).limit ?? TOP_PRODUCTS)).map((p) => ({
        product_id: p.productId,
        product_name: p.name,
        quantity: p.quantity,
        revenue: paiseToRupees(p.revenue),
      }));
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
