import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound, parseId } from '../../lib/errors.js';
import type { ShippingDetails } from '@fruit-shop/common/checkout.rules';
import { minuteToTime, shopDate, shopInstant } from '@fruit-shop/common/delivery.rules';
import { deliveryClock } from '../delivery/delivery.service.js';
import { subscriptionOrderService } from '../orders/subscription-order.service.js';
import { deliveryFromColumns, subscriptionDeliveryService, type SubscriptionDelivery } from './subscription-delivery.service.js';
import { decimalToPaise, paiseToDecimal, type Paise } from '../../lib/money.js';
import {
  deliveryIntervalDays,
  isPaused,
  nextDelivery,
  SKIPS_PER_PERIOD,
  skipsInPeriod,
  todayDay,
  upcomingDeliveries,
  type DeliverySchedule,
} from '@fruit-shop/common/subscription-schedule';

export type SubscriptionStatusName = 'active' | 'cancelled' | 'expired';

export interface SubscriptionRecord {
  id: number;
  userId: number;
  planId: number;
  planType: string;
  planName: string;
  /** The subscriber's name (spec §3 subscription user's user_name). */
  userName: string;
  price: Paise;
  startDate: string;
  endDate: string;
  status: SubscriptionStatusName;
  autoRenew: boolean;
  createdAt: Date;
  /** The next delivery after today while active, not paused and within the period; null otherwise. */
  nextDeliveryDate: string | null;
  /** The coming delivery days (at most four) while active; empty while cancelled or expired. */
  upcomingDeliveries: string[];
  /** Paused today (a pause that began and whose restart day has not come). */
  paused: boolean;
  pausedFrom: string | null;
  /** The day deliveries restart while paused (today + 8 weeks at the latest for an open-ended pause); null otherwise. */
  pausedUntil: string | null;
  /** Paused until resumed rather than to a chosen date. */
  pauseOpenEnded: boolean;
  /** Every delivery day skipped, oldest first. */
  skippedDates: string[];
  /** Skips left in the period of the next delivery (at most 2 a period); 0 with no next delivery. */
  skipsLeft: number;
  /** The schedule the rules read (not shown). */
  schedule: DeliverySchedule;
  /** The end date before the current or last pause moved it (not shown). */
  endBeforePause: string | null;
  /** Where and when it delivers (issue 38); null for a subscription bought before deliveries had them, until the customer sets them. */
  delivery: SubscriptionDelivery | null;
  /** The orders made for its coming deliveries (not yet delivered or cancelled), soonest first. */
  deliveryOrders: SubscriptionDeliveryOrder[];
  /**
   * The scheduled day of a delivery already past its cut-off (being packed): a pause or skip now
   * applies from the delivery after it. Null when none.
   */
  packingDate: string | null;
}

export interface SubscriptionDeliveryOrder {
  orderId: number;
  /** The scheduled day. */
  date: string;
  /** The day and window it was booked in (later when the preferred window was full). */
  deliveryDate: string;
  start: string;
  end: string;
  status: string;
  /** Past its cut-off: it goes ahead whatever changes now. */
  packing: boolean;
}

export interface BillingRecord {
  id: number;
  subscriptionId: number;
  userId: number;
  amount: Paise;
  status: 'paid' | 'refunded';
  periodStart: string;
  periodEnd: string;
  createdAt: Date;
}

export { deliveryIntervalDays };

// The shop's calendar day (India), not the UTC one: before 05:30 IST they differ.
const iso = (d: Date) => shopDate(d);
const parseDay = (s: string) => Date.parse(`${s}T00:00:00Z`);

/** The next delivery after `today` of an active subscription with no pause or skip; null otherwise. */
export function nextDeliveryDate(sub: { status: string; startDate: string; endDate: string; planType: string }, today = iso(new Date())): string | null {
  if (sub.status !== 'active') return null;
  return nextDelivery({ ...sub, skippedDates: [], pause: null }, today);
}

export type SubscriptionRaw = {
  id: number;
  user_id: number;
  plan_id: number;
  plan_type: string;
  plan_name: string;
  price: string;
  start_date: string;
  end_date: string;
  status: SubscriptionStatusName;
  auto_renew: boolean;
  created_at: Date | string;
  user_name: string;
  paused_from: string | null;
  paused_until: string | null;
  pause_open_ended: boolean;
  end_before_pause: string | null;
  skipped_dates: string;
  address_id?: number | null;
  delivery_address?: ShippingDetails | null;
  slot_id?: number | null;
  slot_start?: number | null;
  slot_end?: number | null;
  delivery_orders?: { order_id: number; date: string; delivery_date: string; start: number; end: number; status: string }[] | null;
  cutoff_minutes?: number | null;
};

/** The pause and skip columns as `SubscriptionRaw` reads them, for a select from "subscription_user" as `alias`. */
export const scheduleColumns = (alias: string) =>
  `${alias}."paused_from"::text, ${alias}."paused_until"::text, ${alias}."pause_open_ended", ${alias}."end_before_pause"::text, array_to_string(${alias}."skipped_dates", ',') as "skipped_dates",
   ${alias}."address_id", ${alias}."delivery_address", ${alias}."slot_id", ${alias}."slot_start", ${alias}."slot_end",
   (select json_agg(json_build_object('order_id', o."id", 'date', to_char(o."subscription_date", 'YYYY-MM-DD'), 'delivery_date', to_char(o."delivery_date", 'YYYY-MM-DD'),
      'start', o."delivery_start", 'end', o."delivery_end", 'status', o."status") order by o."subscription_date")
    from "shop_order" o where o."subscription_user_id" = ${alias}."id" and o."status" in ('pending', 'paid', 'processing', 'shipped')) as "delivery_orders",
   (select "cutoff_minutes" from "delivery_setting" where "id" = 1) as "cutoff_minutes"`;

const COLUMNS = `"id", "user_id", "plan_id", "plan_type", "plan_name", "price"::text, "start_date"::text, "end_date"::text,
  case when "status" = 'active' and "end_date" < current_date then 'expired' else "status" end as "status", "auto_renew", "created_at",
  (select concat_ws(' ', u."first_name", u."last_name") from "app_user" u where u."id" = "subscription_user"."user_id") as "user_name",
  ${scheduleColumns('"subscription_user"')}`;

/** A subscription row (as `SubscriptionRaw` reads it) as the record both sides return. */
export function subscriptionFromRow(r: SubscriptionRaw, today = todayDay()): SubscriptionRecord {
  const schedule: DeliverySchedule = {
    planType: r.plan_type,
    startDate: r.start_date,
    endDate: r.end_date,
    skippedDates: r.skipped_dates ? r.skipped_dates.split(',') : [],
    pause: r.paused_from && r.paused_until ? { from: r.paused_from, until: r.paused_until } : null,
  };
  const running = r.status === 'active';
  const paused = running && isPaused(schedule, today);
  const now = deliveryClock.now().getTime();
  const deliveryOrders: SubscriptionDeliveryOrder[] = (r.delivery_orders ?? []).map((o) => ({
    orderId: o.order_id,
    date: o.date,
    deliveryDate: o.delivery_date,
    start: minuteToTime(o.start),
    end: minuteToTime(o.end),
    status: o.status,
    packing: o.status !== 'pending' && o.status !== 'paid' ? true : now >= shopInstant(o.delivery_date, o.start - (r.cutoff_minutes ?? 120)).getTime(),
  }));
  const upcoming = running ? upcomingDeliveries(schedule, today) : [];
  const next = upcoming[0] ?? null;
  return {
    id: r.id,
    userId: r.user_id,
    planId: r.plan_id,
    planType: r.plan_type,
    planName: r.plan_name,
    userName: r.user_name,
    price: decimalToPaise(r.price),
    startDate: r.start_date,
    endDate: r.end_date,
    status: r.status,
    autoRenew: r.auto_renew,
    createdAt: new Date(r.created_at),
    nextDeliveryDate: next,
    upcomingDeliveries: upcoming,
    paused,
    pausedFrom: paused ? schedule.pause!.from : null,
    pausedUntil: paused ? schedule.pause!.until : null,
    pauseOpenEnded: paused && r.pause_open_ended,
    skippedDates: [...schedule.skippedDates],
    skipsLeft: next ? Math.max(0, SKIPS_PER_PERIOD - skipsInPeriod(schedule, next)) : 0,
    schedule,
    endBeforePause: r.end_before_pause,
    delivery: deliveryFromColumns({ address_id: r.address_id ?? null, delivery_address: r.delivery_address ?? null, slot_id: r.slot_id ?? null, slot_start: r.slot_start ?? null, slot_end: r.slot_end ?? null }),
    deliveryOrders,
    packingDate: deliveryOrders.find((o) => o.packing)?.date ?? null,
  };
}

/** Subscriptions bought through a payment (decisions: Subscriptions). */
export const subscriptionUserService = {
  async mine(em: EntityManager, userId: number): Promise<SubscriptionRecord[]> {
    const rows = await em.execute<SubscriptionRaw[]>(`select ${COLUMNS} from "subscription_user" where "user_id" = ? order by "created_at" desc, "id" desc limit 100`, [userId]);
    return rows.map((r) => subscriptionFromRow(r));
  },

  async byId(em: EntityManager, id: number): Promise<SubscriptionRecord | null> {
    const [row] = await em.execute<SubscriptionRaw[]>(`select ${COLUMNS} from "subscription_user" where "id" = ?`, [id]);
    return row ? subscriptionFromRow(row) : null;
  },

  async own(em: EntityManager, userId: number, rawId: string | number): Promise<SubscriptionRecord> {
    const sub = await this.byId(em, parseId(rawId, 'subscriptionId'));
    if (!sub || sub.userId !== userId) throw notFound('Subscription not found');
    return sub;
  },

  /**
   * Creates the subscription a verified payment bought, with its billing record, in the
   * payment's transaction (the 'plan-payment-captured' event, subscription.events.ts): start today, end after the plan's validity, active, auto-renew.
   */
  async createForPayment(tx: EntityManager, payment: { id: number; userId: number; planId: number; amount: Paise; delivery?: SubscriptionDelivery | null }): Promise<number> {
    // The delivery chosen at checkout; else (a payment started before deliveries existed) the
    // primary address and the earliest window, if they can be had; else none, to be set later.
    let delivery = payment.delivery ?? null;
    if (!delivery) {
      try {
        delivery = await subscriptionDeliveryService.choose(tx, payment.userId, {});
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    const [plan] = await tx.execute<{ plan_type: string; plan_name: string; validity_days: number }[]>(
      'select "plan_type", "plan_name", "validity_days" from "subscription_plan" where "id" = ?',
      [payment.planId],
    );
    if (!plan) throw notFound('Subscription plan not found');
    const [sub] = await tx.execute<{ id: number; start_date: string; end_date: string }[]>(
      `insert into "subscription_user" ("user_id", "plan_id", "plan_type", "plan_name", "price", "start_date", "end_date", "status", "auto_renew",
         "address_id", "delivery_address", "slot_id", "slot_start", "slot_end")
       values (?, ?, ?, ?, ?, current_date, current_date + ?::int, 'active', true, ?, ?::jsonb, ?, ?, ?)
       returning "id", "start_date"::text, "end_date"::text`,
      [
        payment.userId,
        payment.planId,
        plan.plan_type,
        plan.plan_name,
        paiseToDecimal(payment.amount),
        plan.validity_days,
        ...(delivery ? subscriptionDeliveryService.columns(delivery) : [null, null, null, null, null]),
      ],
    );
    await tx.execute(
      `insert into "billing_record" ("subscription_user_id", "user_id", "payment_id", "amount", "status", "period_start", "period_end")
       values (?, ?, ?, ?, 'paid', ?::date, ?::date)`,
      [sub.id, payment.userId, payment.id, paiseToDecimal(payment.amount), sub.start_date, sub.end_date],
    );
    return sub.id;
  },

  /** The subscription a payment bought (through its billing record), or null. */
  async idForPayment(tx: EntityManager, paymentId: number): Promise<number | null> {
    const [row] = await tx.execute<{ subscription_user_id: number }[]>('select "subscription_user_id" from "billing_record" where "payment_id" = ? order by "id" limit 1', [paymentId]);
    return row?.subscription_user_id ?? null;
  },

  async cancel(em: EntityManager, userId: number, rawId: string | number): Promise<SubscriptionRecord> {
    const sub = await this.own(em, userId, rawId);
    if (sub.status === 'cancelled') return sub;
    await em.transactional(async (tx) => {
      await tx.execute(`update "subscription_user" set "status" = 'cancelled', "auto_renew" = false, "updated_at" = now() where "id" = ?`, [sub.id]);
      // Deliveries already made and still before their cut-off are cancelled with it (stock and slot back).
      for (const order of sub.deliveryOrders) if (!order.packing) await subscriptionOrderService.release(tx, order.orderId, 'Subscription cancelled');
    });
    return (await this.byId(em, sub.id))!;
  },

  async reactivate(em: EntityManager, userId: number, rawId: string | number, autoRenew = true): Promise<SubscriptionRecord> {
    const sub = await this.own(em, userId, rawId);
    if (sub.status === 'expired' || parseDay(sub.endDate) < parseDay(iso(new Date()))) {
      throw new AppError('INVALID_STATUS_CHANGE', 'This subscription has ended; please buy the plan again');
    }
    await em.execute(`update "subscription_user" set "status" = 'active', "auto_renew" = ?, "updated_at" = now() where "id" = ?`, [autoRenew, sub.id]);
    return (await this.byId(em, sub.id))!;
  },

  async billingRecords(em: EntityManager, userId: number, subscriptionId?: number): Promise<BillingRecord[]> {
    const rows = await em.execute<{ id: number; subscription_user_id: number; user_id: number; amount: string; status: 'paid' | 'refunded'; period_start: string; period_end: string; created_at: Date }[]>(
      `select "id", "subscription_user_id", "user_id", "amount"::text, "status", "period_start"::text, "period_end"::text, "created_at"
       from "billing_record" where "user_id" = ? ${subscriptionId ? 'and "subscription_user_id" = ?' : ''} order by "created_at" desc limit 200`,
      subscriptionId ? [userId, subscriptionId] : [userId],
    );
    return rows.map((r) => ({
      id: r.id,
      subscriptionId: r.subscription_user_id,
      userId: r.user_id,
      amount: decimalToPaise(r.amount),
      status: r.status,
      periodStart: r.period_start,
      periodEnd: r.period_end,
      createdAt: new Date(r.created_at),
    }));
  },
};
