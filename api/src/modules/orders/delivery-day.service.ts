import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminActor } from '../../core/audit.js';
import { AppError, badInput, parseId } from '../../lib/errors.js';
import type { Paise } from '../../lib/money.js';
import { isCalendarDate, minuteToTime } from '@fruit-shop/common/delivery.rules';
import { CONFIRMED_FOR_DELIVERY_SQL } from '@fruit-shop/common/fulfilment.rules';
import type { OrderStatusName } from '@fruit-shop/common/checkout.rules';
import { selectOrders, type OrderRecord } from './order.queries.js';
import { orderService } from './order.service.js';

/*
 * The delivery day (issue 36): for a date and one slot (or all the date's slots), what to pack
 * (the pick list), where to take it (the run sheet) and, once the van leaves, every order of
 * the slot marked shipped together. Only orders confirmed for delivery count
 * (isConfirmedForDelivery: paid, being packed, or cash on delivery).
 */

export interface DeliveryDayQuery {
  /** YYYY-MM-DD, shop time. */
  date: string;
  /** The daily slot's id; null or absent: every slot of the date. */
  slotId?: number | string | null;
}

export interface PickListLine {
  productId: number;
  /** The name on its newest order line. */
  productName: string;
  unit: string;
  /** Units to pack, over every order. */
  quantity: number;
  /** How many orders ask for it. */
  orders: number;
}

export interface PickList {
  date: string;
  slotId: number | null;
  orderCount: number;
  lines: PickListLine[];
}

export interface RunSheetStop {
  order: OrderRecord;
  /** What the driver collects at the door: the total of a cash-on-delivery order, else 0. */
  cashToCollect: Paise;
}

export interface RunSheet {
  date: string;
  slotId: number | null;
  stops: RunSheetStop[];
  /** The sum of the stops' cash to collect. */
  cashTotal: Paise;
}

function scope(query: DeliveryDayQuery): { sql: string; params: unknown[]; date: string; slotId: number | null } {
  const date = String(query.date ?? '').trim();
  if (!isCalendarDate(date)) throw badInput('Please choose a date as YYYY-MM-DD', 'date');
  const slotId = query.slotId === undefined || query.slotId === null || query.slotId === '' ? null : parseId(query.slotId, 'slotId');
  const sql = `o."delivery_date" = ?::date${slotId === null ? '' : ' and o."delivery_slot_id" = ?'} and ${CONFIRMED_FOR_DELIVERY_SQL('o')}`;
  return { sql, params: slotId === null ? [date] : [date, slotId], date, slotId };
}

/** The order a driver takes the stops in: the slot's window, then by pincode, then as ordered. */
const RUN_ORDER = 'o."delivery_start" asc nulls last, o."shipping_postcode" asc, o."created_at" asc, o."id" asc';

/** A slot's orders in one run: enough for any day a small shop can deliver in one go. */
export const MAX_STOPS = 2000;

export const cashToCollect = (order: Pick<OrderRecord, 'paymentStatus' | 'total'>): Paise => (order.paymentStatus === 'cash_on_delivery' ? order.total : 0);

export const deliveryDayService = {
  /** Each product with the units to pack, by name (one statement). */
  async pickList(em: EntityManager, query: DeliveryDayQuery): Promise<PickList> {
    const { sql, params, date, slotId } = scope(query);
    const rows = await em.execute<{ product_id: number; name: string; unit: string; quantity: number; orders: number; order_count: number }[]>(
      `with o as (select o."id" from "shop_order" o where ${sql})
       select i."product_id", (array_agg(i."product_name" order by i."id" desc))[1] as "name", i."unit",
              sum(i."quantity")::int as "quantity", count(distinct i."order_id")::int as "orders",
              (select count(*) from o)::int as "order_count"
         from "order_item" i join o on o."id" = i."order_id"
        group by i."product_id", i."unit" order by 2, i."product_id"`,
      params,
    );
    return {
      date,
      slotId,
      orderCount: rows[0]?.order_count ?? 0,
      lines: rows.map((r) => ({ productId: r.product_id, productName: r.name, unit: r.unit, quantity: r.quantity, orders: r.orders })),
    };
  },

  /** The stops in the slot's window and pincode order, each with its items and cash to collect (two statements). */
  async runSheet(em: EntityManager, query: DeliveryDayQuery): Promise<RunSheet> {
    const { sql, params, date, slotId } = scope(query);
    const orders = await selectOrders(em, sql, params, MAX_STOPS, 0, RUN_ORDER);
    const stops = orders.map((order) => ({ order, cashToCollect: cashToCollect(order) }));
    return { date, slotId, stops, cashTotal: stops.reduce((sum, s) => sum + s.cashToCollect, 0) };
  },

  /**
   * "Mark all as shipped": every order of the slot confirmed for delivery moves to shipped in
   * one transaction, through processing where it has not been packed yet (both steps on its
   * timeline; the customer hears of the shipping only). One admin log row names them all.
   * Returns the ids moved.
   */
  async shipAll(em: EntityManager, by: AdminActor, query: DeliveryDayQuery): Promise<number[]> {
    const { sql, params, date, slotId } = scope(query);
    if (slotId === null) throw badInput('Please choose the slot to mark as shipped', 'slotId');
    return em.transactional(async (tx) => {
      // Locked in id order, as every other writer of orders locks one: no deadlock with them.
      const rows = await tx.execute<{ id: number; status: OrderStatusName }[]>(
        `select o."id", o."status" from "shop_order" o where ${sql} order by o."id" for update`,
        params,
      );
      if (!rows.length) throw new AppError('CONFLICT', 'No order of this slot is waiting to be shipped');
      for (const row of rows) {
        const who = { actor: 'admin' as const, adminId: by.adminId, reason: null, restockReason: 'order_cancelled' };
        if (row.status !== 'processing') await orderService.moveLocked(tx, row.id, row.status, 'processing', { ...who, notify: false });
        await orderService.moveLocked(tx, row.id, 'processing', 'shipped', who);
      }
      const ids = rows.map((r) => r.id);
      await by.record(tx, { action: 'orders_shipped', targetType: 'delivery_slot', targetId: slotId, changes: { date, orderIds: ids } });
      return ids;
    });
  },

  /** The slot windows orders were booked into on a date, with how many confirmed orders each holds (for the day's picker). */
  async slotsOfDay(em: EntityManager, rawDate: string): Promise<{ slotId: number; start: string; end: string; orders: number }[]> {
    const { date } = scope({ date: rawDate });
    const rows = await em.execute<{ slot_id: number; start: number; end: number; orders: number }[]>(
      `select o."delivery_slot_id" as "slot_id", min(o."delivery_start") as "start", max(o."delivery_end") as "end",
              (count(*) filter (where ${CONFIRMED_FOR_DELIVERY_SQL('o')}))::int as "orders"
         from "shop_order" o where o."delivery_date" = ?::date and o."delivery_slot_id" is not null
        group by o."delivery_slot_id" order by 2, 1`,
      [date],
    );
    return rows.map((r) => ({ slotId: r.slot_id, start: minuteToTime(r.start), end: minuteToTime(r.end), orders: r.orders }));
  },
};
