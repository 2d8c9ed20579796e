import type { EntityManager } from '@mikro-orm/postgresql';
import { ORDER_TRANSITIONS, type OrderStatusName } from '@fruit-shop/common/checkout.rules';
import type { AdminActor } from '../../core/audit.js';
import { clampLimit } from '../../lib/list-query.js';
import type { Paise } from '../../lib/money.js';
import { customerAdminService, type CustomerRecord } from '../accounts/customer-admin.service.js';
import { cashToCollect, deliveryDayService, type DeliveryDayQuery, type PickList } from '../orders/delivery-day.service.js';
import { orderAdminService, type AdminOrderQuery } from '../orders/order-admin.service.js';
import type { OrderRecord } from '../orders/order.queries.js';
import type { StaffNoteRecord } from '../orders/order-timeline.js';

export interface AdminOrderRecord extends OrderRecord {
  customer: CustomerRecord | null;
  /** The statuses the state machine allows from this one (the admin dropdown's choices). */
  nextStatuses: OrderStatusName[];
  /** What the driver collects at the door: the total of a cash-on-delivery order, else 0. */
  cashToCollect: Paise;
}

export interface AdminOrderPageRecord {
  items: AdminOrderRecord[];
  total: number;
  limit: number;
  offset: number;
}

export interface AdminRunSheet {
  date: string;
  slotId: number | null;
  stops: AdminOrderRecord[];
  cashTotal: Paise;
}

/** Orders with their items and customers: three statements, whatever the count. */
async function withCustomers(em: EntityManager, orders: OrderRecord[]): Promise<AdminOrderRecord[]> {
  const customers = await customerAdminService.byIds(em, orders.map((o) => o.userId));
  return orders.map((o) => ({ ...o, customer: customers.get(o.userId) ?? null, nextStatuses: [...ORDER_TRANSITIONS[o.status]], cashToCollect: cashToCollect(o) }));
}

/**
 * Orders as the back office shows them: orders' own records, each with its customer (accounts),
 * next statuses and cash to collect. An order's timeline, staff notes and payments are read
 * per request in batches (admin-order.loaders.ts).
 */
export const adminOrderService = {
  async list(em: EntityManager, query: AdminOrderQuery = {}): Promise<AdminOrderRecord[]> {
    return withCustomers(em, await orderAdminService.search(em, query));
  },

  /** The orders page: filtered, by slot unless told otherwise, one page and the count of all (four statements). */
  async page(em: EntityManager, query: AdminOrderQuery = {}): Promise<AdminOrderPageRecord> {
    const limit = clampLimit(query.limit, 50, 200);
    const offset = Math.max(query.offset ?? 0, 0);
    const { items, total } = await orderAdminService.page(em, { ...query, limit, offset });
    return { items: await withCustomers(em, items), total, limit, offset };
  },

  recent(em: EntityManager, limit?: number | null): Promise<AdminOrderRecord[]> {
    return this.list(em, { limit: clampLimit(limit, 10, 50) });
  },

  async byId(em: EntityManager, rawId: string | number): Promise<AdminOrderRecord> {
    return (await withCustomers(em, [await orderAdminService.byId(em, rawId)]))[0];
  },

  /** A customer's order history (the Customer Details dialog). */
  async ofCustomer(em: EntityManager, rawUserId: string | number): Promise<AdminOrderRecord[]> {
    const customer = await customerAdminService.byId(em, rawUserId);
    return this.list(em, { userId: customer.id, limit: 200 });
  },

  async changeStatus(em: EntityManager, by: AdminActor, rawId: string | number, rawStatus: string, reason: unknown = null): Promise<AdminOrderRecord> {
    return this.byId(em, await orderAdminService.changeStatus(em, by, rawId, rawStatus, reason));
  },

  addNote(em: EntityManager, by: AdminActor, rawId: string | number, text: unknown): Promise<StaffNoteRecord> {
    return orderAdminService.addNote(em, by, rawId, text);
  },

  pickList(em: EntityManager, query: DeliveryDayQuery): Promise<PickList> {
    return deliveryDayService.pickList(em, query);
  },

  async runSheet(em: EntityManager, query: DeliveryDayQuery): Promise<AdminRunSheet> {
    const sheet = await deliveryDayService.runSheet(em, query);
    return { date: sheet.date, slotId: sheet.slotId, stops: await withCustomers(em, sheet.stops.map((s) => s.order)), cashTotal: sheet.cashTotal };
  },

  shipAll(em: EntityManager, by: AdminActor, query: DeliveryDayQuery): Promise<number[]> {
    return deliveryDayService.shipAll(em, by, query);
  },
};
