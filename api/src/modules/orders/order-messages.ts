import type { EntityManager } from '@mikro-orm/postgresql';
import { shopLinks } from '../../core/links.js';
import { paiseToDecimal } from '../../lib/money.js';
import { dayLabel, minuteToTime, SHOP_UTC_OFFSET_MINUTES, slotLabel } from '@fruit-shop/common/delivery.rules';
import type { OrderStatusName } from '@fruit-shop/common/checkout.rules';
import { enqueueMessage, enqueueMessageOnce } from '../messaging/outbox.service.js';
import { orderNumberOf as numberOf, type OrderRecord } from './order.queries.js';

/*
 * What an order tells its customer (issue 36): the confirmation, each status change, the
 * reminder to pay an unpaid card order and why it was cancelled. Always to the account's own
 * verified email (and its phone by text, where it has one), never to the checkout form's
 * address: a form field anyone can type into must not make the shop send mail to strangers.
 * Every link is absolute (core/links.ts).
 */

const orderLink = (orderId: number) => shopLinks.to(`/orders/${orderId}`);
const rupees = (paise: number) => `₹${paiseToDecimal(paise)}`;

export function confirmationText(order: OrderRecord): string {
  const lines = order.items.map((i) => `- ${i.quantity} × ${i.productName}: ${rupees(i.subTotal)}`);
  const payment = order.paymentMethod === 'cash' ? 'Cash on delivery' : 'Paid by card';
  return [
    `Hello ${order.shipping.firstName},`,
    '',
    `Thank you for your order ${order.orderNumber} (#${order.id}).`,
    ...lines,
    `Total: ${rupees(order.total)} (${payment})`,
    '',
    ...(order.deliverySlot ? [`Delivery slot: ${slotLabel(order.deliverySlot)}`] : []),
    `Delivering to: ${order.shipping.address}, ${order.shipping.city}, ${order.shipping.state} ${order.shipping.postcode}`,
    '',
    `Follow your order: ${orderLink(order.id)}`,
  ].join('\n');
}

function confirmationSms(order: OrderRecord): string {
  const payment = order.paymentMethod === 'cash' ? 'cash on delivery' : 'paid by card';
  return `Fruit Shop: order ${order.orderNumber} (#${order.id}) is confirmed. Total ${rupees(order.total)}, ${payment}. ${orderLink(order.id)}`;
}

/**
 * The spec's order notification goes out with deliveryMethod 'both': the email, and a text
 * message to the account's phone when it has one (through the SMS seam). In the unit of work
 * of `em` (the order's transaction for cash; after the payment's commit for card).
 */
export function queueConfirmation(em: EntityManager, account: { email: string; phone: string | null }, order: OrderRecord): void {
  enqueueMessage(em, { channel: 'email', to: account.email, subject: `Order #${order.id} confirmed`, text: confirmationText(order) });
  if (account.phone) enqueueMessage(em, { channel: 'sms', to: account.phone, subject: `Order #${order.id} confirmed`, text: confirmationSms(order) });
}

/** The order's columns a status message reads, with its account (verified accounts only). */
type MessageRow = {
  id: number;
  total: string;
  payment_status: string;
  payment_method: string;
  delivery_date: string | null;
  delivery_start: number | null;
  delivery_end: number | null;
  email: string;
  phone: string | null;
  first_name: string;
};

async function messageRow(tx: EntityManager, orderId: number): Promise<MessageRow | undefined> {
  const [row] = await tx.execute<MessageRow[]>(
    `select o."id", o."total"::text, o."payment_status", o."payment_method", to_char(o."delivery_date", 'YYYY-MM-DD') as "delivery_date",
            o."delivery_start", o."delivery_end", u."email", u."phone", u."first_name"
       from "shop_order" o join "app_user" u on u."id" = o."user_id" and u."verified_at" is not null where o."id" = ?`,
    [orderId],
  );
  return row;
}

function slotText(row: MessageRow): string | null {
  if (!row.delivery_date || row.delivery_start === null || row.delivery_end === null) return null;
  return slotLabel({ date: row.delivery_date, start: minuteToTime(row.delivery_start), end: minuteToTime(row.delivery_end) });
}

/** The headline of each change the customer hears of; `paid` and `pending` have their own messages. */
const HEADLINES: Partial<Record<OrderStatusName, (n: string) => string>> = {
  processing: (n) => `Order ${n} is confirmed and being packed`,
  shipped: (n) => `Order ${n} has shipped`,
  on_the_way: (n) => `Order ${n} is out for delivery`,
  delivered: (n) => `Order ${n} was delivered`,
  cancelled: (n) => `Order ${n} was cancelled`,
  returned: (n) => `Order ${n} was returned`,
};

/** Whether a move to `to` sends the customer a status message. */
export const notifiesCustomer = (to: OrderStatusName): boolean => to in HEADLINES;

export interface StatusMessage {
  subject: string;
  email: string;
  sms: string;
}

/**
 * The status message for a move to `to`, or null for a move the customer does not hear of.
 * `refundPending`: a paid order was cancelled or returned (its payment is now owed back).
 */
export function statusMessage(row: { id: number; first_name: string; total: string; slot: string | null }, to: OrderStatusName, reason: string | null, refundPending: boolean): StatusMessage | null {
  const headline = HEADLINES[to]?.(numberOf(row.id));
  if (!headline) return null;
  const link = orderLink(row.id);
  const detail: string[] = [];
  if (to === 'processing' && row.slot) detail.push(`We will deliver it in your slot: ${row.slot}.`);
  if ((to === 'shipped' || to === 'on_the_way') && row.slot) detail.push(`Delivery slot: ${row.slot}.`);
  if (to === 'cancelled' && reason) detail.push(`Reason: ${reason}`);
  if (to === 'returned' && reason) detail.push(`Note: ${reason}`);
  // The GST invoice is issued with the delivery (decision 0042); the order page downloads it with the customer's session.
  if (to === 'delivered' && Number(row.total) > 0) detail.push(`Your tax invoice: ${shopLinks.to(`/orders/${row.id}?invoice=1`)}`);
  if (refundPending) detail.push(`You paid ₹${row.total} by card. A full refund is pending; it reaches your account 5–7 working days after it is made.`);
  const email = [`Hello ${row.first_name},`, '', `${headline}.`, ...detail, '', `See your order: ${link}`].join('\n');
  const sms = [`Fruit Shop: ${headline}.`, ...(to === 'cancelled' && reason ? [`Reason: ${reason}`] : []), ...(refundPending ? ['Refund pending.'] : []), link].join(' ');
  return { subject: headline, email, sms };
}

/**
 * Queues the message for one move of an order, in the moving transaction (`tx`): once per
 * order and status (the outbox's dedupe key), so two instances or a retried job that race to
 * the same move still tell the customer once. Accounts that are not verified hear nothing.
 */
export async function queueStatusMessage(tx: EntityManager, orderId: number, to: OrderStatusName, reason: string | null, refundPending: boolean): Promise<void> {
  if (!notifiesCustomer(to)) return;
  const row = await messageRow(tx, orderId);
  if (!row) return;
  const message = statusMessage({ id: row.id, first_name: row.first_name, total: row.total, slot: slotText(row) }, to, reason, refundPending)!;
  const key = `order-status:${orderId}:${to}`;
  await enqueueMessageOnce(tx, { channel: 'email', to: row.email, subject: message.subject, text: message.email }, `${key}:email`);
  if (row.phone) await enqueueMessageOnce(tx, { channel: 'sms', to: row.phone, subject: message.subject, text: message.sms }, `${key}:sms`);
}

/** The reminder to pay an unpaid card order before `payBy` (once per order). */
export async function queuePaymentReminder(tx: EntityManager, orderId: number, payBy: Date): Promise<void> {
  const row = await messageRow(tx, orderId);
  if (!row) return;
  const n = numberOf(orderId);
  const link = shopLinks.to(`/orders/${orderId}?pay=1`);
  const by = indiaTime(payBy);
  const subject = `Order ${n} is waiting for your payment`;
  const email = [
    `Hello ${row.first_name},`,
    '',
    `Your order ${n} (₹${row.total}) is waiting for its card payment.`,
    `Pay by ${by} (India time) to keep it; after that it is cancelled and its items are released.`,
    '',
    `Pay now: ${link}`,
  ].join('\n');
  await enqueueMessageOnce(tx, { channel: 'email', to: row.email, subject, text: email }, `order-pay-reminder:${orderId}:email`);
}

/** '14:05 on Fri 27 Nov' in India time (the shop's clock, whatever the server's zone). */
export function indiaTime(at: Date): string {
  const shifted = new Date(at.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000);
  const date = shifted.toISOString().slice(0, 10);
  return `${shifted.toISOString().slice(11, 16)} on ${dayLabel(date)}`;
}

/**
 * A refund of the order (decision 0041): 'made' when the gateway accepted it or an admin recorded
 * one paid by other means; 'processed' when the gateway reports the money sent. Once per refund
 * and stage (the outbox's dedupe key), in the refund's transaction.
 */
export async function queueRefundMessage(tx: EntityManager, orderId: number, refundId: number, amount: number, stage: 'made' | 'processed'): Promise<void> {
  const row = await messageRow(tx, orderId);
  if (!row) return;
  const n = numberOf(orderId);
  const subject = stage === 'made' ? `A refund of ${rupees(amount)} for order ${n}` : `Your refund of ${rupees(amount)} for order ${n} was processed`;
  const detail =
    stage === 'made'
      ? row.payment_method === 'card'
        ? `We have refunded ${rupees(amount)} for your order ${n} to the card you paid with. It reaches your account 5–7 working days after it is processed; we will tell you when that happens.`
        : `We have refunded ${rupees(amount)} for your order ${n}. You can see how it was paid, and its reference, on your order.`
      : `Your refund of ${rupees(amount)} for order ${n} has been processed by the bank. It should show in your account within 5–7 working days.`;
  const email = [`Hello ${row.first_name},`, '', detail, '', `See your order: ${orderLink(orderId)}`].join('\n');
  await enqueueMessageOnce(tx, { channel: 'email', to: row.email, subject, text: email }, `refund:${refundId}:${stage}:email`);
}
