import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import type { OrderStatusName } from '@fruit-shop/common/checkout.rules';
import { OrderStatus } from '../orders/order.views.js';
import { customerAdminService } from '../accounts/customer-admin.service.js';
import { AdminOnly } from './admin-guard.js';
import { adminOrderService } from './admin-orders.service.js';
import { CustomerView } from './admin-customers.views.js';
import { DailySalesView, DashboardSummaryView, LowStockProductView, TopProductView } from './admin-dashboard.views.js';
import { AdminOrderView } from './admin-orders.views.js';
import { dashboardService, SALES_CHART_DAYS, TOP_PRODUCTS } from './dashboard.service.js';

/** The dashboard, orders and customers pages (spec §2 Admin dashboard). */
@Resolver()
export class AdminOrdersResolver {
  @AdminOnly()
  @Query(() => DashboardSummaryView, { description: 'total_sales (every sale), total_orders, new_customers (last 30 days), and this month against last.' })
  dashboardSummary(@Ctx() ctx: RequestContext): Promise<DashboardSummaryView> {
    return dashboardService.summary(ctx.em);
  }

  @AdminOnly()
  @Query(() => [DailySalesView], { description: 'Sales per Indian calendar day, oldest first, ending today (days: 1 to 90, default 30); a quiet day is 0.' })
  salesByDay(@Arg('days', () => Int, { defaultValue: SALES_CHART_DAYS }) days: number, @Ctx() ctx: RequestContext): Promise<DailySalesView[]> {
    return dashboardService.salesByDay(ctx.em, days);
  }

  @AdminOnly()
  @Query(() => [TopProductView], { description: "This month's best sellers by revenue (limit: default 5, at most 20)." })
  topProducts(@Arg('limit', () => Int, { defaultValue: TOP_PRODUCTS }) limit: number, @Ctx() ctx: RequestContext): Promise<TopProductView[]> {
    return dashboardService.topProducts(ctx.em, limit);
  }

  @AdminOnly()
  @Query(() => [AdminOrderView], { description: 'The newest orders with their items (the dashboard asks for 10).' })
  recentOrders(@Arg('limit', () => Int, { defaultValue: 10 }) limit: number, @Ctx() ctx: RequestContext): Promise<AdminOrderView[]> {
    return adminOrderService.recent(ctx.em, limit);
  }

  @AdminOnly()
  @Query(() => [CustomerView], { description: 'The newest customers (the dashboard asks for 5).' })
  recentCustomers(@Arg('limit', () => Int, { defaultValue: 5 }) limit: number, @Ctx() ctx: RequestContext): Promise<CustomerView[]> {
    return customerAdminService.list(ctx.em, { limit });
  }

  @AdminOnly()
  @Query(() => [LowStockProductView], { description: 'Products with stock at or below the threshold (10), emptiest first.' })
  lowStockProducts(@Arg('threshold', () => Int, { defaultValue: 10 }) threshold: number, @Ctx() ctx: RequestContext): Promise<LowStockProductView[]> {
    return dashboardService.lowStock(ctx.em, threshold);
  }

  @AdminOnly()
  @Query(() => [AdminOrderView], { description: "Every customer's orders, newest first; search matches an id, a status, the customer's name, email or phone, or an item's name." })
  adminOrders(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('status', () => OrderStatus, { nullable: true }) status: OrderStatusName | null,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminOrderView[]> {
    return adminOrderService.list(ctx.em, { search, status, limit, offset });
  }

  @AdminOnly()
  @Query(() => AdminOrderView)
  adminOrder(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<AdminOrderView> {
    return adminOrderService.byId(ctx.em, id);
  }

  @AdminOnly()
  @Query(() => [CustomerView], { description: 'Customers, newest first; search matches the name, email or phone.' })
  customers(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() ctx: RequestContext,
  ): Promise<CustomerView[]> {
    return customerAdminService.list(ctx.em, { search, limit, offset });
  }

  @AdminOnly()
  @Query(() => CustomerView)
  customer(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<CustomerView> {
    return customerAdminService.byId(ctx.em, id);
  }

  @AdminOnly()
  @Query(() => [AdminOrderView], { description: "A customer's order history (Customer Details)." })
  customerOrders(@Arg('userId', () => ID) userId: string, @Ctx() ctx: RequestContext): Promise<AdminOrderView[]> {
    return adminOrderService.ofCustomer(ctx.em, userId);
  }
}
