import type { EntityManager } from '@mikro-orm/postgresql';
import { ORDER_STATUSES, type OrderStatusName } from '@fruit-shop/common/checkout.rules';
import type { AdminActor } from '../../core/audit.js';
import { badInput, notFound, parseId } from '../../lib/errors.js';
import { clampLimit, escapeLike, searchText } from '../../lib/list-query.js';
import { decimalToPaise, type Paise } from '../../lib/money.js';
import { selectOrder, selectOrders, type OrderRecord } from './order.queries.js';
import { orderService } from './order.service.js';

export interface AdminOrderQuery {
  /** An order id (42 or FS-000042), a status, or part of the customer's name, email or phone, or of an item's name. */
  search?: string | null;
  status?: string | null;
  userId?: number | null;
  limit?: number | null;
  offset?: number | null;
}

export interface DashboardSummary {
  /** Every order's total except cancelled and returned ones. */
  totalSales: Paise;
  totalOrders: number;
  /** Customers who signed up in the last 30 days. */
  newCustomers: number;
}

const toStatus = (raw: string): OrderStatusName | undefined => {
  const status = raw.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatusName) : undefined;
};

/**
 * The search condition on alias o (spec §2: id, status, customer name, email, phone or item
 * name). A short number (up to 3 digits) is an order id only: as part of a phone or an email it
 * would match nearly every order.
 */
function searchCondition(search: string): { sql: string; params: unknown[] } {
  if (/^#?\d{1,3}$/.test(search)) return { sql: 'o."id" = ?', params: [Number(search.replace('#', ''))] };
  const like = `%${escapeLike(search)}%`;
  const parts = [
    `concat_ws(' ', o."shipping_first_name", o."shipping_last_name") ilike ?`,
    `o."shipping_email" ilike ?`,
    `o."shipping_phone" like ?`,
    `exists (select 1 from "app_user" u where u."id" = o."user_id"
       and (concat_ws(' ', u."first_name", u."middle_name", u."last_name") ilike ? or u."email" ilike ? or coalesce(u."phone", '') like ?))`,
    `exists (select 1 from "order_item" i where i."order_id" = o."id" and i."product_name" ilike ?)`,
  ];
  const params: unknown[] = [like, like, like, like, like, like, like];
  const id = /^(?:#|FS-?)?0*(\d{1,9})$/i.exec(search)?.[1];
  if (id) {
    parts.push('o."id" = ?');
    params.push(Number(id));
  }
  const status = toStatus(search);
  if (status) {
    parts.push('o."status" = ?');
    params.push(status);
  }
  return { sql: `(${parts.join(' or ')})`, params };
}

/** Orders as the back office sees them (every customer's): search, status changes, the dashboard's figures. */
export const orderAdminService = {
  /** Newest first, with their items: two statements, whatever the count. */
  async search(em: EntityManager, query: AdminOrderQuery = {}): Promise<OrderRecord[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const search = searchText(query.search);
    if (search) {
      const condition = searchCondition(search);
      where.push(condition.sql);
      params.push(...condition.params);
    }
    if (query.status) {
      const status = toStatus(query.status);
      if (!status) throw badInput(`Unknown order status: ${query.status}`, 'status');
      where.push('o."status" = ?');
      params.push(status);
    }
    if (query.userId) {
      where.push('o."user_id" = ?');
      params.push(query.userId);
    }
    return selectOrders(em, where.length ? where.join(' and ') : 'true', params, clampLimit(query.limit, 50, 200), Math.max(query.offset ?? 0, 0));
  },

  async byId(em: EntityManager, rawId: string | number): Promise<OrderRecord> {
    const order = await selectOrder(em, parseId(rawId, 'orderId'));
    if (!order) throw notFound('Order not found');
    return order;
  },

  /**
   * Through the state machine (orderService.changeStatus: cancelling or returning restocks and
   * writes the inventory log), with the admin log row in the same transaction. Returns the order's id.
   */
  async changeStatus(em: EntityManager, by: AdminActor, rawId: string | number, rawStatus: string): Promise<number> {
    const orderId = parseId(rawId, 'orderId');
    if (typeof rawStatus !== 'string' || !rawStatus.trim()) throw badInput('Please choose a status', 'status');
    await em.transactional(async (tx) => {
      const [before] = await tx.execute<{ status: OrderStatusName }[]>('select "status" from "shop_order" where "id" = ? for update', [orderId]);
      if (!before) throw notFound('Order not found');
      const after = await orderService.changeStatus(tx, orderId, rawStatus, by.adminId);
      if (after.status !== before.status) {
        await by.record(tx, {
          action: 'order_status_changed',
          targetType: 'order',
          targetId: orderId,
          changes: { status: { from: before.status, to: after.status } },
        });
      }
    });
    return orderId;
  },

  /** The dashboard's figures (spec §2 Dashboard, §3 Dashboard summary), in one statement. */
  async summary(em: EntityManager): Promise<DashboardSummary> {
    const [row] = await em.execute<{ total_sales: string; total_orders: number; new_customers: number }[]>(
      `select (select coalesce(sum("total"), 0) from "shop_order" where "status" not in ('cancelled', 'returned'))::text as "total_sales",
              (select count(*) from "shop_order")::int as "total_orders",
              (select count(*) from "app_user" where "created_at" >= now() - interval '30 days')::int as "new_customers"`,
    );
    return { totalSales: decimalToPaise(row.total_sales), totalOrders: row.total_orders, newCustomers: row.new_customers };
  },
};
