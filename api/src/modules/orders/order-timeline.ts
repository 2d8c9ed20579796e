import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderStatusName } from '@fruit-shop/common/checkout.rules';
import { STAFF_NOTE_MAX } from '@fruit-shop/common/fulfilment.rules';
import { badInput, notFound, parseId } from '../../lib/errors.js';

/*
 * An order's history as the back office reads it (issue 36): each status change (who, when,
 * from, to, why), written in the transaction that moves the order, and the staff's notes,
 * which the customer never sees. Reads take a list of orders and cost one statement.
 */

export type StatusActor = 'customer' | 'admin' | 'system';

export interface StatusChangeRecord {
  id: number;
  orderId: number;
  /** null for the order's placing. */
  from: OrderStatusName | null;
  to: OrderStatusName;
  actor: StatusActor;
  adminId: number | null;
  /** The admin's name when an admin moved it (null when the admin was since deleted). */
  adminName: string | null;
  reason: string | null;
  at: Date;
}

export interface StaffNoteRecord {
  id: number;
  orderId: number;
  adminId: number | null;
  adminName: string | null;
  text: string;
  createdAt: Date;
}

export async function recordStatusChange(
  tx: EntityManager,
  orderId: number,
  from: OrderStatusName | null,
  to: OrderStatusName,
  who: { actor: StatusActor; adminId: number | null; reason: string | null },
): Promise<void> {
  await tx.execute(`insert into "order_status_change" ("order_id", "from_status", "to_status", "actor", "admin_id", "reason") values (?, ?, ?, ?, ?, ?)`, [
    orderId,
    from,
    to,
    who.actor,
    who.adminId,
    who.reason,
  ]);
}

const ids = (orderIds: number[]) => orderIds.join(',');

/** The status changes of these orders, oldest first, by order id (one statement). */
export async function selectTimelines(em: EntityManager, orderIds: number[]): Promise<Map<number, StatusChangeRecord[]>> {
  const byOrder = new Map<number, StatusChangeRecord[]>();
  if (!orderIds.length) return byOrder;
  const rows = await em.execute<{ id: number; order_id: number; from_status: OrderStatusName | null; to_status: OrderStatusName; actor: StatusActor; admin_id: number | null; admin_name: string | null; reason: string | null; created_at: Date }[]>(
    `select c."id", c."order_id", c."from_status", c."to_status", c."actor", c."admin_id", a."name" as "admin_name", c."reason", c."created_at"
       from "order_status_change" c left join "admin" a on a."id" = c."admin_id"
      where c."order_id" = any(string_to_array(?, ',')::int[]) order by c."order_id", c."id"`,
    [ids(orderIds)],
  );
  for (const r of rows) {
    const list = byOrder.get(r.order_id) ?? [];
    list.push({ id: r.id, orderId: r.order_id, from: r.from_status, to: r.to_status, actor: r.actor, adminId: r.admin_id, adminName: r.admin_name, reason: r.reason, at: new Date(r.created_at) });
    byOrder.set(r.order_id, list);
  }
  return byOrder;
}

/** The staff notes of these orders, oldest first, by order id (one statement). */
export async function selectStaffNotes(em: EntityManager, orderIds: number[]): Promise<Map<number, StaffNoteRecord[]>> {
  const byOrder = new Map<number, StaffNoteRecord[]>();
  if (!orderIds.length) return byOrder;
  const rows = await em.execute<{ id: number; order_id: number; admin_id: number | null; admin_name: string | null; body: string; created_at: Date }[]>(
    `select n."id", n."order_id", n."admin_id", a."name" as "admin_name", n."body", n."created_at"
       from "order_staff_note" n left join "admin" a on a."id" = n."admin_id"
      where n."order_id" = any(string_to_array(?, ',')::int[]) order by n."order_id", n."id"`,
    [ids(orderIds)],
  );
  for (const r of rows) {
    const list = byOrder.get(r.order_id) ?? [];
    list.push({ id: r.id, orderId: r.order_id, adminId: r.admin_id, adminName: r.admin_name, text: r.body, createdAt: new Date(r.created_at) });
    byOrder.set(r.order_id, list);
  }
  return byOrder;
}

/** Adds a staff note to an order (in the caller's transaction); returns it. */
export async function insertStaffNote(tx: EntityManager, rawOrderId: string | number, adminId: number, rawText: unknown): Promise<StaffNoteRecord> {
  const orderId = parseId(rawOrderId, 'orderId');
  const text = typeof rawText === 'string' ? rawText.trim() : '';
  if (!text) throw badInput('Please write a note', 'text');
  if (text.length > STAFF_NOTE_MAX) throw badInput(`A note has at most ${STAFF_NOTE_MAX} characters`, 'text');
  const [row] = await tx.execute<{ id: number; created_at: Date; admin_name: string | null }[]>(
    `with n as (insert into "order_staff_note" ("order_id", "admin_id", "body") select o."id", ?, ? from "shop_order" o where o."id" = ? returning "id", "created_at")
     select n."id", n."created_at", (select "name" from "admin" where "id" = ?) as "admin_name" from n`,
    [adminId, text, orderId, adminId],
  );
  if (!row) throw notFound('Order not found');
  return { id: row.id, orderId, adminId, adminName: row.admin_name, text, createdAt: new Date(row.created_at) };
}
