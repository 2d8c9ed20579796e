import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound, parseId } from '../../lib/errors.js';
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatusName } from '@fruit-shop/common/checkout.rules';
import { selectOrder, selectOrders, type OrderRecord } from '../orders/order.queries.js';
import { orderService } from '../orders/order.service.js';
import { adminCustomerService, escapeLike, searchText, type CustomerRecord } from './admin-customers.service.js';
import { adminLogService, clampLimit } from './admin-log.service.js';

export interface AdminOrderRecord extends OrderRecord {
  customer: CustomerRecord | null;
  /** The statuses the state machine allows from this one (the admin dropdown's choices). */
  nextStatuses: OrderStatusName[];
}

export interface AdminOrderQuery {
  /** An order id (42 or FS-000042), a status, or part of the customer's name, email or phone, or of an item's name. */
  search?: string | null;
  status?: string | null;
  userId?: number | null;
  limit?: number | null;
  offset?: number | null;
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

/** Orders with their items and customers: three statements, whatever the count. */
async function withCustomers(em: EntityManager, orders: OrderRecord[]): Promise<AdminOrderRecord[]> {
  const customers = await adminCustomerService.byIds(em, orders.map((o) => o.userId));
  return orders.map((o) => ({ ...o, customer: customers.get(o.userId) ?? null, nextStatuses: [...ORDER_TRANSITIONS[o.status]] }));
}

/** Orders as the back office sees them (every customer's), and the admin's status changes. */
export const adminOrderService = {
  async list(em: EntityManager, query: AdminOrderQuery = {}): Promise<AdminOrderRecord[]> {
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
    const orders = await selectOrders(em, where.length ? where.join(' and ') : 'true', params, clampLimit(query.limit, 50, 200), Math.max(query.offset ?? 0, 0));
    return withCustomers(em, orders);
  },

  recent(em: EntityManager, limit?: number | null): Promise<AdminOrderRecord[]> {
    return this.list(em, { limit: clampLimit(limit, 10, 50) });
  },

  async byId(em: EntityManager, rawId: string | number): Promise<AdminOrderRecord> {
    const order = await selectOrder(em, parseId(rawId, 'orderId'));
    if (!order) throw notFound('Order not found');
    return (await withCustomers(em, [order]))[0];
  },

  /** A customer's order history (the Customer Details dialog). */
  async ofCustomer(em: EntityManager, rawUserId: string | number): Promise<AdminOrderRecord[]> {
    const customer = await adminCustomerService.byId(em, rawUserId);
    return this.list(em, { userId: customer.id, limit: 200 });
  },

  /**
   * Through the state machine (orderService.changeStatus: cancelling or returning restocks and
   * writes the inventory log), with the admin log row in the same transaction.
   */
  async changeStatus(em: EntityManager, adminId: number, rawId: string | number, rawStatus: string): Promise<AdminOrderRecord> {
    const orderId = parseId(rawId, 'orderId');
    if (typeof rawStatus !== 'string' || !rawStatus.trim()) throw badInput('Please choose a status', 'status');
    await em.transactional(async (tx) => {
      const [before] = await tx.execute<{ status: OrderStatusName }[]>('select "status" from "shop_order" where "id" = ? for update', [orderId]);
      if (!before) throw notFound('Order not found');
      const after = await orderService.changeStatus(tx, orderId, rawStatus, adminId);
      if (after.status !== before.status) {
        await adminLogService.write(tx, {
          adminId,
          action: 'order_status_changed',
          targetType: 'order',
          targetId: orderId,
          changes: { status: { from: before.status, to: after.status } },
        });
      }
    });
    return this.byId(em, orderId);
  },
};
