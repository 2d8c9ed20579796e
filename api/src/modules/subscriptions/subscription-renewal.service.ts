import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound, parseId } from '../../lib/errors.js';
import { paiseToDecimal, type Paise } from '../../lib/money.js';
import { addDays, shopDate } from '@fruit-shop/common/delivery.rules';
import { deliveryClock } from '../delivery/delivery.service.js';
import { selectActivePlan } from './plan.queries.js';
import { queueEndedNotice, queueRenewalReceipt, queueRenewalReminder, type ReminderKind } from './subscription-messages.js';

/*
 * Renewal (issue 38 part 4, docs/decisions/0039). A subscription with auto-renew on is offered,
 * by email 7 days and 1 day before its end date, a link to pay for the next period at the plan's
 * current price, through the plan purchase's payment flow. Paying extends the end date by the
 * plan's validity, counted from the end date; not paying lets it end, with a notice. Days are
 * shop days (India time) from the injectable clock, never the database's UTC current_date.
 */

const today = (now: Date = deliveryClock.now()) => shopDate(now);

/** What a renewal payment is for: the subscription, its plan and the plan's current price. */
export interface RenewalTarget {
  subscriptionId: number;
  planId: number;
  price: Paise;
  endDate: string;
}

const refused = (reason: string, message: string) => new AppError('INVALID_STATUS_CHANGE', message, { reason });

/** Each sweep's catch: how many subscriptions it stamped (some may have had no verified email to send to). */
export interface SweepResult {
  reminded7: number;
  reminded1: number;
  ended: number;
}

/** Subscriptions a sweep treats in one transaction; the next batch goes in the next one. */
const BATCH = 200;
/** How long after its end date a subscription still gets its ending notice (one that ended long ago, e.g. before this ran the first time, does not). */
const ENDED_NOTICE_DAYS = 7;

/**
 * One kind of stamp: the subscriptions due for it, locked (`skip locked`: another instance
 * sweeping at the same moment takes the others, and re-checks these after we commit), stamped
 * with the end date it is for, and told. The stamp and the outbox's dedupe key both make it once.
 */
async function sweepOne(em: EntityManager, due: string, params: unknown[], stamp: string, tell: (tx: EntityManager, id: number) => Promise<unknown>): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await em.transactional(async (tx) => {
      const rows = await tx.execute<{ id: number }[]>(
        `select s."id" from "subscription_user" s where ${due} and s."${stamp}" is distinct from s."end_date" order by s."id" limit ${BATCH} for update of s skip locked`,
        params,
      );
      for (const row of rows) {
        await tx.execute(`update "subscription_user" set "${stamp}" = "end_date" where "id" = ?`, [row.id]);
        await tell(tx, row.id);
      }
      return rows.length;
    });
    total += count;
    if (count < BATCH) return total;
  }
}

/**
 * Sends what is due on the shop day of `now`: the 7-day reminder (to subscriptions ending in 2
 * to 7 days, so a day the sweep missed is caught up; only for plans longer than 7 days, where it
 * would not land on the day of purchase), the 1-day reminder (ending tomorrow or today), both
 * only while active with auto-renew on; and the ending notice (ended in the last 7 days, not
 * cancelled). Safe to run on every instance at once, and again: each goes once per end date.
 */
export async function renewalSweep(em: EntityManager, now: Date = deliveryClock.now()): Promise<SweepResult> {
  const day = today(now);
  const renewing = `s."status" = 'active' and s."auto_renew"`;
  const reminder = (kind: ReminderKind) => (tx: EntityManager, id: number) => queueRenewalReminder(tx, id, kind, day);
  const reminded7 = await sweepOne(
    em,
    `${renewing} and s."end_date" between ?::date + 2 and ?::date + 7 and (select p."validity_days" from "subscription_plan" p where p."id" = s."plan_id") > 7`,
    [day, day],
    'renewal_reminder_7_for',
    reminder(7),
  );
  const reminded1 = await sweepOne(em, `${renewing} and s."end_date" between ?::date and ?::date + 1`, [day, day], 'renewal_reminder_1_for', reminder(1));
  const ended = await sweepOne(
    em,
    `s."status" = 'active' and s."end_date" < ?::date and s."end_date" >= ?::date - ${ENDED_NOTICE_DAYS}`,
    [day, day],
    'ended_notice_for',
    queueEndedNotice,
  );
  return { reminded7, reminded1, ended };
}

export const subscriptionRenewalService = {
  /**
   * What renewing the customer's own subscription charges. Renewable while it runs: active (not
   * cancelled) and not past its end date; the plan must still be offered. Anyone else's
   * subscription is not found.
   */
  async target(em: EntityManager, userId: number, rawId: string | number, now: Date = deliveryClock.now()): Promise<RenewalTarget> {
    const id = parseId(rawId, 'subscriptionId');
    const [row] = await em.execute<{ user_id: number; plan_id: number; status: string; end_date: string }[]>(
      'select "user_id", "plan_id", "status", "end_date"::text from "subscription_user" where "id" = ?',
      [id],
    );
    if (!row || row.user_id !== userId) throw notFound('Subscription not found');
    if (row.status === 'cancelled') throw refused('SUBSCRIPTION_CANCELLED', 'A cancelled subscription cannot be renewed; reactivate it first');
    if (row.end_date < today(now)) throw refused('SUBSCRIPTION_EXPIRED', 'This subscription has ended; please buy the plan again');
    const plan = await selectActivePlan(em, row.plan_id);
    if (!plan) throw refused('PLAN_UNAVAILABLE', 'This plan is no longer offered; please choose another plan');
    return { subscriptionId: id, planId: row.plan_id, price: plan.price, endDate: row.end_date };
  },

  /** Whether this paid payment renewed its subscription (its billing record starts after the subscription did) rather than started it. */
  async renewedBy(em: EntityManager, paymentId: number): Promise<boolean> {
    const [row] = await em.execute<{ renewed: boolean }[]>(
      `select b."period_start" > s."start_date" as "renewed" from "billing_record" b join "subscription_user" s on s."id" = b."subscription_user_id" where b."payment_id" = ?`,
      [paymentId],
    );
    return Boolean(row?.renewed);
  },

  /**
   * Locks the subscription a captured renewal payment renews (in the payment's transaction,
   * after the payment's row): null when it takes the payment; else why not (the payment is then
   * kept as a refund due). A cancelled subscription does not take it; one that ended while the
   * customer was paying does (the new period starts on the day of payment).
   */
  async lockForPayment(tx: EntityManager, subscriptionId: number): Promise<string | null> {
    const [row] = await tx.execute<{ status: string }[]>('select "status" from "subscription_user" where "id" = ? for update', [subscriptionId]);
    if (!row) return 'The subscription this payment renews no longer exists: refund due';
    if (row.status === 'cancelled') return 'The subscription was cancelled before this renewal was paid: refund due';
    return null;
  },

  /**
   * Applies a captured renewal payment (the 'plan-payment-captured' event with the subscription
   * it renews; payments locked and flipped the payment once, so this runs once per payment):
   * the end date moves out by the plan's validity from the current end date, and a billing
   * record covers the new period, from the day after the old end date to the new one. Only when
   * the subscription had already ended does the period start on the day of payment instead. The
   * end date a running pause would restore moves with it, so resuming keeps the renewal.
   */
  async renewForPayment(tx: EntityManager, payment: { id: number; userId: number; subscriptionId: number; amount: Paise }, now: Date = deliveryClock.now()): Promise<{ periodStart: string; periodEnd: string }> {
    const [sub] = await tx.execute<{ end_date: string; validity_days: number }[]>(
      `select s."end_date"::text, p."validity_days" from "subscription_user" s join "subscription_plan" p on p."id" = s."plan_id" where s."id" = ? for update of s`,
      [payment.subscriptionId],
    );
    if (!sub) throw notFound('Subscription not found');
    const day = today(now);
    const periodStart = sub.end_date < day ? day : addDays(sub.end_date, 1);
    const periodEnd = addDays(periodStart, sub.validity_days - 1);
    await tx.execute(
      `update "subscription_user" set "end_date" = ?::date, "end_before_pause" = "end_before_pause" + (?::date - "end_date"), "updated_at" = now() where "id" = ?`,
      [periodEnd, periodEnd, payment.subscriptionId],
    );
    await tx.execute(
      `insert into "billing_record" ("subscription_user_id", "user_id", "payment_id", "amount", "status", "period_start", "period_end")
       values (?, ?, ?, ?, 'paid', ?::date, ?::date)`,
      [payment.subscriptionId, payment.userId, payment.id, paiseToDecimal(payment.amount), periodStart, periodEnd],
    );
    await queueRenewalReceipt(tx, payment.subscriptionId, { paymentId: payment.id, amount: payment.amount, periodStart, periodEnd });
    return { periodStart, periodEnd };
  },
};
