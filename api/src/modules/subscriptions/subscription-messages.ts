import type { EntityManager } from '@mikro-orm/postgresql';
import { shopLinks } from '../../core/links.js';
import { paiseToDecimal, type Paise } from '../../lib/money.js';
import { dayLabel } from '@fruit-shop/common/delivery.rules';
import { enqueueMessageOnce } from '../messaging/outbox.service.js';

/*
 * What a subscription tells its customer (issue 38 part 5): the confirmation when a plan
 * payment starts it, the renewal reminders 7 days and 1 day before it ends, the receipt of a
 * renewal and the notice that it ended. As with orders (orders/order-messages.ts): only to the
 * account's own verified email, every link absolute, each message once per event (an outbox
 * dedupe key), queued in the transaction of the change that causes it.
 */

/** The subscription's columns a message reads, with its account (verified accounts only) and its plan as it is now. */
type MessageRow = {
  id: number;
  plan_name: string;
  plan_type: string;
  start_date: string;
  end_date: string;
  email: string;
  first_name: string;
  plan_price: string;
  plan_active: boolean;
};

async function messageRow(tx: EntityManager, subscriptionId: number): Promise<MessageRow | undefined> {
  const [row] = await tx.execute<MessageRow[]>(
    `select s."id", s."plan_name", s."plan_type", s."start_date"::text, s."end_date"::text, u."email", u."first_name",
            p."price"::text as "plan_price", p."is_active" as "plan_active"
       from "subscription_user" s
       join "app_user" u on u."id" = s."user_id" and u."verified_at" is not null
       join "subscription_plan" p on p."id" = s."plan_id"
      where s."id" = ?`,
    [subscriptionId],
  );
  return row;
}

/** 'Fri 27 Nov 2026': a day as every subscription email writes it. */
const longDay = (date: string) => `${dayLabel(date)} ${date.slice(0, 4)}`;
const rupees = (decimal: string) => `₹${decimal}`;

/** The account's subscriptions tab, and the same with the renewal offered for one subscription (the reminder's link). */
export const subscriptionsLink = () => shopLinks.to('/account?tab=subscriptions');
export const renewLink = (subscriptionId: number) => shopLinks.to(`/account?tab=subscriptions&renew=${subscriptionId}`);

async function queue(tx: EntityManager, row: MessageRow, subject: string, lines: string[], dedupeKey: string): Promise<boolean> {
  return enqueueMessageOnce(tx, { channel: 'email', to: row.email, subject, text: [`Hello ${row.first_name},`, '', ...lines].join('\n') }, dedupeKey);
}

/** The confirmation of a subscription a plan payment started (once per subscription). */
export async function queueSubscriptionConfirmation(tx: EntityManager, subscriptionId: number, firstDelivery: string | null): Promise<boolean> {
  const row = await messageRow(tx, subscriptionId);
  if (!row) return false;
  return queue(
    tx,
    row,
    `Your ${row.plan_name} subscription is active`,
    [
      `Thank you for subscribing to ${row.plan_name} (${row.plan_type}).`,
      `It runs from ${longDay(row.start_date)} to ${longDay(row.end_date)}.`,
      ...(firstDelivery ? [`Your first delivery: ${longDay(firstDelivery)}.`] : []),
      '',
      'You can pause, skip a delivery or cancel at any time from your account.',
      `Your subscriptions: ${subscriptionsLink()}`,
    ],
    `subscription-confirmation:${subscriptionId}`,
  );
}

export type ReminderKind = 7 | 1;

/** 'today', 'tomorrow' or 'in 6 days' from the shop day `today` to `end`. */
function whenText(end: string, today: string): string {
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return days <= 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
}

/**
 * The reminder to renew, sent `kind` days before the end date the subscription has now (once
 * per subscription, end date and kind; a sweep that missed the day sends it later, worded for
 * the day it goes). The price is the plan's current one, which is what the renewal charges.
 */
export async function queueRenewalReminder(tx: EntityManager, subscriptionId: number, kind: ReminderKind, today: string): Promise<boolean> {
  const row = await messageRow(tx, subscriptionId);
  if (!row || !row.plan_active) return false;
  const when = whenText(row.end_date, today);
  return queue(
    tx,
    row,
    `Your ${row.plan_name} subscription ends ${when}: renew it`,
    [
      `Your ${row.plan_name} subscription ends ${when}: ${longDay(row.end_date)} is its last day.`,
      `Renew it for another period at ${rupees(row.plan_price)}: the new period starts the day after, so no delivery is missed.`,
      '',
      `Renew now: ${renewLink(subscriptionId)}`,
      '',
      'Not renewing? There is nothing to do: it simply ends on that day. Cancelling it turns these reminders off.',
    ],
    `subscription-renewal-reminder:${subscriptionId}:${row.end_date}:${kind}`,
  );
}

/** The receipt of a renewal payment (once per payment). */
export async function queueRenewalReceipt(tx: EntityManager, subscriptionId: number, renewal: { paymentId: number; amount: Paise; periodStart: string; periodEnd: string }): Promise<boolean> {
  const row = await messageRow(tx, subscriptionId);
  if (!row) return false;
  return queue(
    tx,
    row,
    `Your ${row.plan_name} subscription is renewed until ${longDay(renewal.periodEnd)}`,
    [
      `Thank you: your ${row.plan_name} subscription is renewed.`,
      `Paid: ${rupees(paiseToDecimal(renewal.amount))} for ${longDay(renewal.periodStart)} to ${longDay(renewal.periodEnd)}.`,
      '',
      `Your subscriptions: ${subscriptionsLink()}`,
    ],
    `subscription-renewed:${renewal.paymentId}`,
  );
}

/** The notice that a subscription ended on its end date without a renewal (once per subscription and end date). */
export async function queueEndedNotice(tx: EntityManager, subscriptionId: number): Promise<boolean> {
  const row = await messageRow(tx, subscriptionId);
  if (!row) return false;
  return queue(
    tx,
    row,
    `Your ${row.plan_name} subscription has ended`,
    [
      `Your ${row.plan_name} subscription ended on ${longDay(row.end_date)}; no more deliveries are made from it.`,
      'We would love to keep bringing you fresh fruit.',
      '',
      `Choose a plan: ${shopLinks.to('/subscriptions')}`,
      `Your subscriptions: ${subscriptionsLink()}`,
    ],
    `subscription-ended:${subscriptionId}:${row.end_date}`,
  );
}
