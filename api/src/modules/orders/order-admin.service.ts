import type { EntityManager } from '@mikro-orm/postgresql';
import { ORDER_STATUSES, PAYMENT_METHODS, type OrderStatusName } from '@fruit-shop/common/checkout.rules';
import type { AdminActor } from '../../core/audit.js';
import { badInput, notFound, parseId } from '../../lib/errors.js';
import { clampLimit, escapeLike, searchText } from '../../lib/list-query.js';
import { decimalToPaise, type Paise } from '../../lib/money.js';
import { monthStart } from '../../lib/shop-calendar.js';
import { NEWEST_FIRST, selectOrder, selectOrders, type OrderRecord } from './order.queries.js';
import { cleanReason, orderService, toStatusName } from './order.service.js';
import { insertStaffNote, type StaffNoteRecord } from './order-timeline.js';
import { isCalendarDate } from '@fruit-shop/common/delivery.rules';
import { isEmail } from '@fruit-shop/common/email';

export interface AdminOrderQuery {
  /** An order id (42 or FS-000042), a status, or part of the customer's name, email or phone, or of an item's name. */
  search?: string | null;
  status?: string | null;
  /** cash | card */
  paymentMethod?: string | null;
  /** unpaid | paid | cash_on_delivery | refund_due */
  paymentStatus?: string | null;
  /** The slot's day, YYYY-MM-DD (shop time). */
  slotDate?: string | null;
  /** The daily slot's id (orders keep it even if the slot was deleted since). */
  slotId?: number | string | null;
  userId?: number | null;
  /** 'slot' (default: the slot's day, newest first; its window; then the time ordered) or 'newest' (time ordered, newest first). */
  sort?: 'slot' | 'newest' | null;
  limit?: number | null;
  offset?: number | null;
}

export interface AdminOrderPage {
  items: OrderRecord[];
  /** Every order matching the filters (not only this page's). */
  total: number;
}

/** By slot: the slot's day (newest first), its window, then the time ordered; orders without a slot last. */
export const BY_SLOT = 'o."delivery_date" desc nulls last, o."delivery_start" asc nulls last, o."created_at" asc, o."id" asc';

const PAYMENT_STATUS_NAMES = ['unpaid', 'paid', 'cash_on_delivery', 'refund_due'] as const;

/** The filters as one SQL condition on alias o (never text from the request inside the SQL). */
function filterCondition(query: AdminOrderQuery): { sql: string; params: unknown[] } {
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
  if (query.paymentMethod) {
    const method = String(query.paymentMethod).trim().toLowerCase();
    if (!(PAYMENT_METHODS as readonly string[]).includes(method)) throw badInput(`Unknown payment method: ${query.paymentMethod}`, 'paymentMethod');
    where.push('o."payment_method" = ?');
    params.push(method);
  }
  if (query.paymentStatus) {
    const status = String(query.paymentStatus).trim().toLowerCase();
    if (!(PAYMENT_STATUS_NAMES as readonly string[]).includes(status)) throw badInput(`Unknown payment status: ${query.paymentStatus}`, 'paymentStatus');
    where.push('o."payment_status" = ?');
    params.push(status);
  }
  if (query.slotDate) {
    const day = String(query.slotDate).trim();
    if (!isCalendarDate(day)) throw badInput('The slot date must be a date as YYYY-MM-DD', 'slotDate');
    where.push('o."delivery_date" = ?::date');
    params.push(day);
  }
  if (query.slotId !== undefined && query.slotId !== null && query.slotId !== '') {
    where.push('o."delivery_slot_id" = ?');
    params.push(parseId(query.slotId, 'slotId'));
  }
  if (query.userId) {
    where.push('o."user_id" = ?');
    params.push(query.userId);
  }
  return { sql: where.length ? where.join(' and ') : 'true', params };
}

export interface DashboardSummary {
  /** The total of every order that counts as a sale (SALE). */
  totalSales: Paise;
  /** The orders that make up totalSales (SALE), so the two cards agree. */
  totalOrders: number;
  /** Customers who signed up in the last 30 days. */
  newCustomers: number;
  /** Sales (paise), sales orders and sign-ups, this month and last: the trends' figures. */
  months: { sales: MonthPair; orders: MonthPair; customers: MonthPair };
}

/**
 * An order on alias o that counts as a sale (revenue): not cancelled or returned, and either paid
 * or cash on delivery. A card order whose payment has not come is not a sale (it is cancelled
 * when its payment window ends); a cancelled or returned one never was, whatever was refunded.
 */
export const SALE = `o."status" not in ('cancelled', 'returned') and o."payment_status" in ('paid', 'cash_on_delivery')`;

/** This Indian calendar month's figure (so far) and the last one's. */
export interface MonthPair {
  thisMonth: number;
  lastMonth: number;
}

export interface DailySales {
  /** The Indian calendar date, YYYY-MM-DD. */
  date: string;
  /** Orders placed that day that count as sales. */
  orders: number;
  revenue: Paise;
}

export interface TopProduct {
  productId: number;
  /** The name on its newest order line. */
  name: string;
  quantity: number;
  /** The sum of its lines' subtotals (before coupons and fees), sales only. */
  revenue: Paise;
}

const toStatus = (raw: string): OrderStatusName | undefined => {
  const status = raw.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatusName) : undefined;
};

/**
 * The search condition on alias o (spec §2: id, status, customer name, email, phone or item
 * name). What the text looks like picks the columns, so the lookups staff make on a delivery
 * morning stay quick on a big shop: an order number (#42, FS-000042, or up to 3 digits) is an
 * id only; text with an @ an email; a phone number (4 or more digits, spaces, dashes or a +)
 * a phone or an order id. Anything else: name, email, phone, item name or status.
 */
function searchCondition(search: string): { sql: string; params: unknown[] } {
  if (/^#?\d{1,3}$/.test(search)) return { sql: 'o."id" = ?', params: [Number(search.replace('#', ''))] };
  const orderNumber = /^(?:#|FS-?)0*(\d{1,9})$/i.exec(search)?.[1];
  if (orderNumber) return { sql: 'o."id" = ?', params: [Number(orderNumber)] };
  if (search.includes('@')) {
    const email = search.toLowerCase();
    // A whole address: the indexes (lower(shipping_email), the account's unique email; `= any(array(…))`
    // lets the planner OR two index scans). Part of one: a scan.
    if (isEmail(email)) {
      return { sql: `(lower(o."shipping_email") = ? or o."user_id" = any(array(select u."id" from "app_user" u where u."email" = ?)))`, params: [email, email] };
    }
    const like = `%${escapeLike(email)}%`;
    return { sql: `(lower(o."shipping_email") like ? or o."user_id" in (select u."id" from "app_user" u where u."email" like ?))`, params: [like, like] };
  }
  if (/^\+?[\d\s-]{4,20}$/.test(search)) {
    const digits = search.replace(/\D/g, '');
    // A whole number (+91 98765 43210, 098765 43210, 9876543210) is matched on its last ten
    // digits, which an index keeps; part of one is looked for anywhere in the phone.
    const parts =
      digits.length >= 10
        ? [`right(o."shipping_phone", 10) = ?`, `o."user_id" = any(array(select u."id" from "app_user" u where right(u."phone", 10) = ?))`]
        : [`o."shipping_phone" like ?`, `o."user_id" in (select u."id" from "app_user" u where u."phone" like ?)`];
    const needle = digits.length >= 10 ? digits.slice(-10) : `%${digits}%`;
    const params: unknown[] = [needle, needle];
    if (digits.length <= 9) {
      parts.push('o."id" = ?');
      params.push(Number(digits));
    }
    return { sql: `(${parts.join(' or ')})`, params };
  }
  // Anything else: names, emails, phones and item names, each subquery run once for the whole list.
  const like = `%${escapeLike(search)}%`;
  const parts = [
    `concat_ws(' ', o."shipping_first_name", o."shipping_last_name") ilike ?`,
    `o."shipping_email" ilike ?`,
    `o."shipping_phone" like ?`,
    `o."user_id" in (select u."id" from "app_user" u
       where concat_ws(' ', u."first_name", u."middle_name", u."last_name") ilike ? or u."email" ilike ? or coalesce(u."phone", '') like ?)`,
    `o."id" in (select i."order_id" from "order_item" i where i."product_name" ilike ?)`,
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
  /** One page of the filtered orders (newest first unless sorted by slot), with their items: two statements, whatever the count. */
  async search(em: EntityManager, query: AdminOrderQuery = {}): Promise<OrderRecord[]> {
    const { sql, params } = filterCondition(query);
    return selectOrders(em, sql, params, clampLimit(query.limit, 50, 200), Math.max(query.offset ?? 0, 0), query.sort === 'slot' ? BY_SLOT : NEWEST_FIRST);
  },

  /** A page of the back office's list (by slot unless told otherwise) and how many match in all: three statements. */
  async page(em: EntityManager, query: AdminOrderQuery = {}): Promise<AdminOrderPage> {
    const { sql, params } = filterCondition(query);
    const [count] = await em.execute<{ total: number }[]>(`select count(*)::int as "total" from "shop_order" o where ${sql}`, params);
    const items = count.total
      ? await selectOrders(em, sql, params, clampLimit(query.limit, 50, 200), Math.max(query.offset ?? 0, 0), query.sort === 'newest' ? NEWEST_FIRST : BY_SLOT)
      : [];
    return { items, total: count.total };
  },

  async byId(em: EntityManager, rawId: string | number): Promise<OrderRecord> {
    const order = await selectOrder(em, parseId(rawId, 'orderId'));
    if (!order) throw notFound('Order not found');
    return order;
  },

  /**
   * Through the state machine (orderService.changeStatus: cancelling or returning restocks and
   * writes the inventory log; every move is on the order's timeline and told to the customer),
   * with the admin log row in the same transaction. A cancel's reason goes to the customer.
   * Returns the order's id.
   */
  async changeStatus(em: EntityManager, by: AdminActor, rawId: string | number, rawStatus: string, rawReason: unknown = null): Promise<number> {
    const orderId = parseId(rawId, 'orderId');
    if (typeof rawStatus !== 'string' || !rawStatus.trim()) throw badInput('Please choose a status', 'status');
    const to = toStatusName(rawStatus);
    // The back office always asks for a reason to cancel; the spec's PUT /orders/{id} {status} sends none.
    const reason = cleanReason(rawReason);
    await em.transactional(async (tx) => {
      const [before] = await tx.execute<{ status: OrderStatusName }[]>('select "status" from "shop_order" where "id" = ? for update', [orderId]);
      if (!before) throw notFound('Order not found');
      const after = await orderService.changeStatus(tx, orderId, to, by.adminId, reason);
      if (after.status !== before.status) {
        await by.record(tx, {
          action: 'order_status_changed',
          targetType: 'order',
          targetId: orderId,
          changes: { status: { from: before.status, to: after.status }, ...(reason ? { reason } : {}) },
        });
      }
    });
    return orderId;
  },

  /** A staff note on an order (never shown to the customer), with the admin log row. */
  async addNote(em: EntityManager, by: AdminActor, rawId: string | number, text: unknown): Promise<StaffNoteRecord> {
    return em.transactional(async (tx) => {
      const note = await insertStaffNote(tx, rawId, by.adminId, text);
      await by.record(tx, { action: 'order_note_added', targetType: 'order', targetId: note.orderId, changes: { note: note.text } });
      return note;
    });
  },

  /**
   * The dashboard's figures (spec §2 Dashboard, §3 Dashboard summary) and this month's and last
   * month's (Indian calendar, from `now`), in one statement. Sign-ups are read here as
   * new_customers always was, to keep the dashboard at one statement.
   */
  async summary(em: EntityManager, now: Date = new Date()): Promise<DashboardSummary> {
    const [last, current, next] = [monthStart(now, 1), monthStart(now, 0), monthStart(now, -1)];
    const between = (column: string) => `${column} >= ? and ${column} < ?`;
    const [row] = await em.execute<Record<string, string | number>[]>(
      `select (select coalesce(sum(o."total"), 0) from "shop_order" o where ${SALE})::text as "total_sales",
              (select count(*) from "shop_order" o where ${SALE})::int as "total_orders",
              (select count(*) from "app_user" where "created_at" >= ?)::int as "new_customers",
              m.*, c.*
         from (select coalesce(sum(o."total") filter (where ${between('o."created_at"')} and ${SALE}), 0)::text as "sales_this",
                      coalesce(sum(o."total") filter (where ${between('o."created_at"')} and ${SALE}), 0)::text as "sales_last",
                      (count(*) filter (where ${between('o."created_at"')} and ${SALE}))::int as "orders_this",
                      (count(*) filter (where ${between('o."created_at"')} and ${SALE}))::int as "orders_last"
                 from "shop_order" o where o."created_at" >= ? and o."created_at" < ?) m,
              (select (count(*) filter (where ${between('u."created_at"')}))::int as "customers_this",
                      (count(*) filter (where ${between('u."created_at"')}))::int as "customers_last"
                 from "app_user" u where u."created_at" >= ? and u."created_at" < ?) c`,
      [
        new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000),
        ...[current, next, last, current, current, next, last, current, last, next],
        ...[current, next, last, current, last, next],
      ],
    );
    const pair = (name: string, read: (v: string | number) => number): MonthPair => ({ thisMonth: read(row[`${name}_this`]), lastMonth: read(row[`${name}_last`]) });
    const money = (v: string | number) => decimalToPaise(String(v));
    return {
      totalSales: money(row.total_sales),
      totalOrders: Number(row.total_orders),
      newCustomers: Number(row.new_customers),
      months: { sales: pair('sales', money), orders: pair('orders', Number), customers: pair('customers', Number) },
    };
  },

  /** Each Indian calendar day from `from` up to `to` with its sales: the days with none are left out (the caller fills them). */
  async salesByDay(em: EntityManager, from: Date, to: Date): Promise<DailySales[]> {
    const rows = await em.execute<{ day: string; orders: number; revenue: string }[]>(
      `select to_char((o."created_at" at time zone 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM-DD') as "day",
              count(*)::int as "orders", sum(o."total")::text as "revenue"
         from "shop_order" o where o."created_at" >= ? and o."created_at" < ? and ${SALE}
        group by 1 order by 1`,
      [from, to],
    );
    return rows.map((r) => ({ date: r.day, orders: r.orders, revenue: decimalToPaise(r.revenue) }));
  },

  /** The products with the most revenue from sales placed in [from, to), most first (ties: more units, then lower id). */
  async topProducts(em: EntityManager, from: Date, to: Date, limit: number): Promise<TopProduct[]> {
    const rows = await em.execute<{ product_id: number; name: string; quantity: number; revenue: string }[]>(
      `select i."product_id", (array_agg(i."product_name" order by i."id" desc))[1] as "name",
              sum(i."quantity")::int as "quantity", sum(i."sub_total")::text as "revenue"
         from "order_item" i join "shop_order" o on o."id" = i."order_id"
        where o."created_at" >= ? and o."created_at" < ? and ${SALE}
        group by i."product_id" order by sum(i."sub_total") desc, sum(i."quantity") desc, i."product_id" limit ?`,
      [from, to, clampLimit(limit, 5, 20)],
    );
    return rows.map((r) => ({ productId: r.product_id, name: r.name, quantity: r.quantity, revenue: decimalToPaise(r.revenue) }));
  },
};
