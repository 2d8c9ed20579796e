import type { EntityManager } from '@mikro-orm/postgresql';
import { ORDER_TRANSITIONS, type OrderStatusName } from '@fruit-shop/common/checkout.rules';
import type { AdminActor } from '../../core/audit.js';
import { clampLimit } from '../../lib/list-query.js';
import { customerAdminService, type CustomerRecord } from '../accounts/customer-admin.service.js';
import { orderAdminService, type AdminOrderQuery } from '../orders/order-admin.service.js';
import type { OrderRecord } from '../orders/order.queries.js';

export interface AdminOrderRecord extends OrderRecord {
  customer: CustomerRecord | null;
  /** The statuses the state machine allows from this one (the admin dropdown's choices). */
  nextStatuses: OrderStatusName[];
}

/** Orders with their items and customers: three statements, whatever the count. */
async function withCustomers(em: EntityManager, orders: OrderRecord[]): Promise<AdminOrderRecord[]> {
  const customers = await customerAdminService.byIds(em, orders.map((o) => o.userId));
  return orders.map((o) => ({ ...o, customer: customers.get(o.userId) ?? null, nextStatuses: [...ORDER_TRANSITIONS[o.status]] }));
}

/** Orders as the back office shows them: orders' own records, each with its customer (accounts) and next statuses. */
export const adminOrderService = {
  async list(em: EntityManager, query: AdminOrderQuery = {}): Promise<AdminOrderRecord[]> {
    return withCustomers(em, await orderAdminService.search(em, query));
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

  async changeStatus(em: EntityManager, by: AdminActor, rawId: string | number, rawStatus: string): Promise<AdminOrderRecord> {
    return this.byId(em, await orderAdminService.changeStatus(em, by, rawId, rawStatus));
  },
};
