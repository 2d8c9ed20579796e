import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound, parseId } from '../../lib/errors.js';
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

const iso = (d: Date) => d.toISOString().slice(0, 10);
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
};

/** The pause and skip columns as `SubscriptionRaw` reads them, for a select from "subscription_user" as `alias`. */
export const scheduleColumns = (alias: string) =>
  `${alias}."paused_from"::text, ${alias}."paused_until"::text, ${alias}."pause_open_ended", ${alias}."end_before_pause"::text, array_to_string(${alias}."skipped_dates", ',') as "skipped_dates"`;

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
  async createForPayment(tx: EntityManager, payment: { id: number; userId: number; planId: number; amount: Paise }): Promise<number> {
    const [plan] = await tx.execute<{ plan_type: string; plan_name: string; validity_days: number }[]>(
      'select "plan_type", "plan_name", "validity_days" from "subscription_plan" where "id" = ?',
      [payment.planId],
    );
    if (!plan) throw notFound('Subscription plan not found');
    const [sub] = await tx.execute<{ id: number; start_date: string; end_date: string }[]>(
      `insert into "subscription_user" ("user_id", "plan_id", "plan_type", "plan_name", "price", "start_date", "end_date", "status", "auto_renew")
       values (?, ?, ?, ?, ?, current_date, current_date + ?::int, 'active', true)
       returning "id", "start_date"::text, "end_date"::text`,
      [payment.userId, payment.planId, plan.plan_type, plan.plan_name, paiseToDecimal(payment.amount), plan.validity_days],
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
    await em.execute(`update "subscription_user" set "status" = 'cancelled', "auto_renew" = false, "updated_at" = now() where "id" = ?`, [sub.id]);
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
