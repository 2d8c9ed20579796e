import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterCommit } from '../../core/after-commit.js';
import { shopEvents } from '../../core/events.js';
import { AppError, badInput, notFound, parseId } from '../../lib/errors.js';
import { decimalToPaise, paiseToDecimal, type Paise } from '../../lib/money.js';
import { queueRefundMessage } from '../orders/order-messages.js';
import { selectOrder } from '../orders/order.queries.js';
import { orderService } from '../orders/order.service.js';
import { RefundRefused, type GatewayRefund, type PaymentGateway } from './payment-gateway.js';
import {
  capturedPayments,
  manualRefunded,
  REFERENCED_METHODS,
  REFUND_COLUMNS,
  REFUND_METHODS,
  refundRecord,
  selectRefund,
  selectRefunds,
  type RefundLine,
  type RefundMethodName,
  type RefundRecord,
  type RefundRow,
  type RefundStatusName,
} from './refund.queries.js';

export const REFUND_REASON_MAX = 500;
/** How long one instance's call to the gateway for a refund is left alone before the sweep takes it over. */
export const CLAIM_STALE_SECONDS = 120;
const REFUNDABLE_STATUSES = ['delivered', 'returned', 'cancelled'];

export interface AdminRefundInput {
  /** Chosen lines and how many of each; their price paid is the amount when `amount` is not given. */
  lines?: { itemId: string | number; quantity: number }[] | null;
  amount?: Paise | null;
  reason: string;
  /** Cash on delivery only: how the money went back ('upi', 'bank_transfer', 'cash', 'other') and its reference. */
  method?: string | null;
  reference?: string | null;
  /** The dialog's key for this refund: a repeated submit answers the first refund. At most 40 characters. */
  idempotencyKey?: string | null;
}

export interface RefundSummary {
  refunds: RefundRecord[];
  paid: Paise;
  refunded: Paise;
  refundable: Paise;
  /** 'gateway' for card orders (refunded through Razorpay), 'manual' for cash on delivery. */
  kind: 'gateway' | 'manual';
}

export type Who = { actor: 'system' | 'customer' | 'admin'; adminId: number | null };
type Claimed = { id: number; amount: string; idempotency_key: string; order_id: number; provider_payment_id: string };

const newKey = () => `rf_${randomBytes(12).toString('hex')}`;

function cleanKey(raw: string | null | undefined): string {
  if (raw === null || raw === undefined || raw.trim() === '') return newKey();
  const key = raw.trim();
  if (key.length > 40 || !/^[\w.:-]+$/.test(key)) throw badInput('The idempotency key must be at most 40 letters, digits, dots, colons, dashes or underscores', 'idempotencyKey');
  return key;
}

function cleanText(raw: unknown, field: string, max: number, required: string | null): string | null {
  const text = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (!text) {
    if (required) throw badInput(required, field);
    return null;
  }
  if (text.length > max) throw badInput(`The ${field} can be at most ${max} characters`, field);
  return text;
}

const rupees = (paise: Paise) => `₹${paiseToDecimal(paise)}`;

type NewRefund = { orderId: number; paymentId: number | null; amount: Paise; reason: string; who: Who; method: RefundMethodName; reference: string | null; lines: RefundLine[] | null; key: string; processed: boolean };

/** Inserts a refund row; a key seen before inserts nothing and answers null. */
async function insertRefund(tx: EntityManager, values: NewRefund): Promise<RefundRow | null> {
  const [row] = await tx.execute<RefundRow[]>(
    `insert into "refund" ("order_id", "payment_id", "amount", "reason", "actor", "admin_id", "method", "reference", "lines", "idempotency_key", "status", "processed_at")
     values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ${values.processed ? 'now()' : 'null'}) on conflict ("idempotency_key") do nothing returning ${REFUND_COLUMNS}`,
    [
      values.orderId,
      values.paymentId,
      paiseToDecimal(values.amount),
      values.reason,
      values.who.actor,
      values.who.adminId,
      values.method,
      values.reference,
      values.lines ? JSON.stringify(values.lines) : null,
      values.key,
      values.processed ? 'processed' : 'pending',
    ],
  );
  return row ?? null;
}

/**
 * In a transaction that holds the order's row: every captured payment of the order (or only
 * `onlyPaymentId`) is refunded in whatever it has not had back yet. One such refund per payment
 * ever (its key), however often the cancel or the capture is replayed. The gateway is called
 * once this transaction committed (and by the sweep, should that never happen).
 */
export async function recordFullRefunds(tx: EntityManager, orderId: number, reason: string, who: Who, onlyPaymentId: number | null = null): Promise<number[]> {
  const made: number[] = [];
  for (const payment of await capturedPayments(tx, orderId)) {
    if (onlyPaymentId !== null && payment.id !== onlyPaymentId) continue;
    const amount = payment.amount - payment.refunded;
    if (amount <= 0) continue;
    const row = await insertRefund(tx, { orderId, paymentId: payment.id, amount, reason, who, method: 'gateway', reference: null, lines: null, key: `full_${payment.id}`, processed: false });
    if (row) made.push(row.id);
  }
  const sender = RefundService.current();
  if (made.length && sender) afterCommit(tx, (em) => sender.sendAll(em, made), (error) => sender.log(error, 'refund after commit failed (the sweep retries it)'));
  return made;
}

/**
 * Refunds (issue 39 part 2, docs/decisions/0041-refunds.md). The intent (a pending row with
 * its idempotency key) commits before the gateway is called; the call carries the key, so a
 * retry by anyone (this request, the sweep on another instance, a restarted process) finds the
 * gateway's first refund instead of making a second. The total refunded is checked against what
 * was captured with the order's row locked, so racing requests cannot overshoot it.
 */
export class RefundService {
  /** The services of the apps running in this process, newest last: who sends what a transaction recorded once it commits. */
  private static readonly live: RefundService[] = [];
  static current(): RefundService | undefined {
    return RefundService.live.at(-1);
  }

  constructor(
    private readonly gateway: PaymentGateway,
    readonly log: (error: unknown, message: string) => void = (error, message) => console.error(message, error),
  ) {
    RefundService.live.push(this);
  }

  /** The app closes: refunds recorded from now on are sent by another app of this process, or by the sweep. */
  stop(): void {
    const at = RefundService.live.indexOf(this);
    if (at >= 0) RefundService.live.splice(at, 1);
  }


  async sendAll(em: EntityManager, ids: number[]): Promise<void> {
    for (const id of ids) await this.send(em, id);
  }

  /** An admin's refund of an order (part of a delivered one, or what is left of a cancelled one). */
  async request(em: EntityManager, adminId: number, rawOrderId: string | number, input: AdminRefundInput): Promise<RefundRecord> {
    const orderId = parseId(rawOrderId, 'orderId');
    const reason = cleanText(input.reason, 'reason', REFUND_REASON_MAX, 'Please give a reason for the refund')!;
    const key = cleanKey(input.idempotencyKey);
    const replay = async () => {
      const earlier = await selectRefund(em, '"idempotency_key" = ?', [key]);
      if (earlier && earlier.order_id !== orderId) throw new AppError('CONFLICT', 'This idempotency key was used for another order');
      return earlier ? refundRecord(earlier) : null;
    };
    const before = await replay();
    if (before) return before;

    const created = await em.transactional((tx) => this.recordLocked(tx, adminId, orderId, input, reason, key));
    if (!created) return (await replay())!;
    if (created.method === 'gateway') await this.send(em, created.id).catch((error: unknown) => this.log(error, 'refund call failed (the sweep retries it)'));
    return refundRecord((await selectRefund(em, '"id" = ?', [created.id]))!);
  }

  /**
   * An admin's refund recorded in the caller's transaction `tx`, which commits it with the
   * caller's own change (a problem report's resolution, decision 0043): the same checks as
   * `request`, under the order's lock. The gateway is called once `tx` committed (and by the
   * sweep, should that never happen); a rollback leaves no refund and calls nothing.
   */
  async requestIn(tx: EntityManager, adminId: number, rawOrderId: string | number, input: AdminRefundInput): Promise<RefundRecord> {
    const orderId = parseId(rawOrderId, 'orderId');
    const reason = cleanText(input.reason, 'reason', REFUND_REASON_MAX, 'Please give a reason for the refund')!;
    const key = cleanKey(input.idempotencyKey);
    const row = await this.recordLocked(tx, adminId, orderId, input, reason, key);
    if (!row) {
      const earlier = await selectRefund(tx, '"idempotency_key" = ?', [key]);
      if (!earlier || earlier.order_id !== orderId) throw new AppError('CONFLICT', 'This idempotency key was used for another order');
      return refundRecord(earlier);
    }
    if (row.method === 'gateway') afterCommit(tx, (em) => this.send(em, row.id), (error) => this.log(error, 'refund after commit failed (the sweep retries it)'));
    return refundRecord(row);
  }

  /** Checks and records an admin's refund with the order's row locked (in `tx`); null when the key names another order's refund. */
  private async recordLocked(tx: EntityManager, adminId: number, orderId: number, input: AdminRefundInput, reason: string, key: string): Promise<RefundRow | null> {
    await orderService.lockForPayment(tx, orderId);
    // A racing submit of the same refund waited for the lock: it answers the first one's row.
    const same = await selectRefund(tx, '"idempotency_key" = ?', [key]);
    if (same) return same.order_id === orderId ? same : null;
    const order = await selectOrder(tx, orderId);
    if (!order) throw notFound('Order not found');
    if (!REFUNDABLE_STATUSES.includes(order.status)) throw new AppError('CONFLICT', 'Only a delivered, returned or cancelled order can be refunded');
    let lines: RefundLine[] | null = null;
    let amount = input.amount ?? null;
    if (input.lines?.length) {
      lines = [];
      let sum = 0;
      for (const raw of input.lines) {
        const itemId = parseId(raw.itemId, 'itemId');
        const item = order.items.find((i) => i.id === itemId);
        if (!item) throw badInput('That line is not in this order', 'lines');
        if (!Number.isInteger(raw.quantity) || raw.quantity < 1 || raw.quantity > item.quantity) throw badInput(`Refund between 1 and ${item.quantity} of ${item.productName}`, 'lines');
        lines.push({ itemId, quantity: raw.quantity });
        sum += item.priceAtPurchase * raw.quantity;
      }
      amount ??= sum;
    }
    if (amount === null) throw badInput('Choose the lines to refund or give an amount', 'amount');
    if (!Number.isSafeInteger(amount) || amount <= 0) throw badInput('The refund must be more than ₹0', 'amount');
    const who: Who = { actor: 'admin', adminId };

    if (order.paymentMethod === 'cash') {
      const method = String(input.method ?? '').toLowerCase() as RefundMethodName;
      if (!REFUND_METHODS.includes(method) || method === 'gateway') throw badInput('Choose how the money was paid back: UPI, bank transfer, cash or other', 'method');
      const reference = cleanText(input.reference, 'reference', 100, REFERENCED_METHODS.includes(method) ? 'Give the UPI or bank transfer reference' : null);
      const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'refund_due' ? order.total : 0;
      const left = paid - (await manualRefunded(tx, orderId));
      if (amount > left) throw badInput(left > 0 ? `At most ${rupees(left)} can still be refunded` : 'Nothing is left to refund on this order', 'amount');
      const row = await insertRefund(tx, { orderId, paymentId: null, amount, reason, who, method, reference, lines, key, processed: true });
      if (row) await this.announce(tx, row);
      return row;
    }

    const payments = await capturedPayments(tx, orderId);
    const left = payments.reduce((sum, p) => sum + p.amount - p.refunded, 0);
    if (amount > left) throw badInput(left > 0 ? `At most ${rupees(left)} can still be refunded` : 'Nothing is left to refund on this order', 'amount');
    // Razorpay refunds one payment at a time: the one with the most left takes it.
    const payment = [...payments].sort((a, b) => b.amount - b.refunded - (a.amount - a.refunded))[0];
    if (amount > payment.amount - payment.refunded) throw badInput(`At most ${rupees(payment.amount - payment.refunded)} can be refunded in one refund`, 'amount');
    return insertRefund(tx, { orderId, paymentId: payment.id, amount, reason, who, method: 'gateway', reference: null, lines, key, processed: false });
  }

  /**
   * Takes a pending refund that has no gateway id yet for this process (a lease of
   * CLAIM_STALE_SECONDS, so a second instance leaves it alone while this one calls), calls the
   * gateway with its key and records the answer. A gateway fault leaves it pending for the sweep.
   */
  async send(em: EntityManager, refundId: number, staleSeconds = CLAIM_STALE_SECONDS): Promise<void> {
    const claimed = await this.claim(em, 'r."id" = ?', [refundId], staleSeconds);
    for (const row of claimed) await this.call(em, row);
  }

  /**
   * The recovery sweep (every instance, skip locked): pending refunds the gateway has not
   * confirmed, whose caller stopped or failed, are sent again with the same key.
   */
  async sweep(em: EntityManager, staleSeconds = CLAIM_STALE_SECONDS, limit = 20): Promise<number> {
    const claimed = await this.claim(em, 'true', [], staleSeconds, limit);
    for (const row of claimed) await this.call(em, row).catch((error: unknown) => this.log(error, 'refund retry failed'));
    return claimed.length;
  }

  private claim(em: EntityManager, where: string, params: unknown[], staleSeconds: number, limit = 1): Promise<Claimed[]> {
    return em.execute<Claimed[]>(
      `with due as (
         select r."id" from "refund" r where ${where} and r."status" = 'pending' and r."method" = 'gateway' and r."gateway_refund_id" is null
           and (r."claimed_at" is null or r."claimed_at" <= now() - make_interval(secs => ?)) order by r."id" limit ? for update skip locked)
       update "refund" r set "claimed_at" = now(), "attempts" = r."attempts" + 1, "updated_at" = now() from due, "payment" p
        where r."id" = due."id" and p."id" = r."payment_id"
       returning r."id", r."amount"::text, r."idempotency_key", r."order_id", p."provider_payment_id"`,
      [...params, staleSeconds, limit],
    );
  }

  private async call(em: EntityManager, row: Claimed): Promise<void> {
    let answer: GatewayRefund;
    try {
      answer = await this.gateway.refund({
        providerPaymentId: row.provider_payment_id,
        amount: decimalToPaise(row.amount),
        key: row.idempotency_key,
        notes: { orderId: String(row.order_id), refundId: String(row.id) },
      });
    } catch (error) {
      if (error instanceof RefundRefused) {
        await this.settle(em, { id: row.id }, { status: 'failed', failureReason: error.message });
        return;
      }
      // Unknown whether the gateway did it: the lease goes, and the same key is sent again.
      await em.execute('update "refund" set "claimed_at" = null where "id" = ? and "gateway_refund_id" is null', [row.id]);
      throw error;
    }
    await this.settle(em, { id: row.id }, { gatewayRefundId: answer.id, status: answer.status });
  }

  /**
   * Records what the gateway said of a refund (its answer, or a webhook that may come first),
   * with the order's row and then the refund's locked: the gateway id once; the status only
   * forward (pending → processed | failed); the customer told once per stage; the
   * 'order-refunded' event once, when the gateway accepted it.
   */
  async settle(
    em: EntityManager,
    find: { id?: number; gatewayRefundId?: string; key?: string },
    update: { gatewayRefundId?: string; status: RefundStatusName; failureReason?: string | null },
  ): Promise<RefundRecord | null> {
    const where = find.id !== undefined ? '"id" = ?' : find.gatewayRefundId !== undefined ? '"gateway_refund_id" = ? or "idempotency_key" = ?' : '"idempotency_key" = ?';
    const params = find.id !== undefined ? [find.id] : find.gatewayRefundId !== undefined ? [find.gatewayRefundId, find.key ?? ''] : [find.key ?? ''];
    return em.transactional(async (tx) => {
      const peek = await selectRefund(tx, where, params);
      if (!peek) return null;
      await orderService.lockForPayment(tx, peek.order_id);
      const row = (await selectRefund(tx, '"id" = ?', [peek.id], true))!;
      const gatewayId = row.gateway_refund_id ?? update.gatewayRefundId ?? null;
      const status = row.status === 'pending' ? update.status : row.status;
      const [after] = await tx.execute<RefundRow[]>(
        `update "refund" set "gateway_refund_id" = ?, "status" = ?, "failure_reason" = ?, "claimed_at" = null, "updated_at" = now(),
           "processed_at" = case when ? = 'processed' then coalesce("processed_at", now()) else "processed_at" end
         where "id" = ? returning ${REFUND_COLUMNS}`,
        [gatewayId, status, status === 'failed' ? (update.failureReason ?? row.failure_reason ?? 'The gateway reported the refund failed') : row.failure_reason, status, row.id],
      );
      if (after.status !== 'failed' && after.gateway_refund_id) await this.announce(tx, after);
      if (after.status === 'processed' && row.status !== 'processed') await queueRefundMessage(tx, after.order_id, after.id, refundRecord(after).amount, 'processed');
      return refundRecord(after);
    });
  }

  /** The one 'order-refunded' of a refund (the customer's "refund made" email, the invoices' credit note). */
  private async announce(tx: EntityManager, row: RefundRow): Promise<void> {
    const [stamped] = await tx.execute<{ id: number }[]>('update "refund" set "announced_at" = now() where "id" = ? and "announced_at" is null returning "id"', [row.id]);
    if (stamped) await shopEvents.publish(tx, 'order-refunded', { orderId: row.order_id, refundId: row.id, amount: refundRecord(row).amount });
  }

  /** The refunds of the customer's own order. */
  async mine(em: EntityManager, userId: number, rawOrderId: string | number): Promise<RefundRecord[]> {
    const order = await orderService.own(em, userId, rawOrderId);
    return selectRefunds(em, order.id);
  }

  /** The back office's view of an order's refunds: what was paid, refunded and is left. */
  async summary(em: EntityManager, rawOrderId: string | number): Promise<RefundSummary> {
    const orderId = parseId(rawOrderId, 'orderId');
    const order = await selectOrder(em, orderId);
    if (!order) throw notFound('Order not found');
    const refunds = await selectRefunds(em, orderId);
    if (order.paymentMethod === 'cash') {
      const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'refund_due' ? order.total : 0;
      const refunded = await manualRefunded(em, orderId);
      return { refunds, paid, refunded, refundable: Math.max(0, paid - refunded), kind: 'manual' };
    }
    const payments = await capturedPayments(em, orderId);
    const paid = payments.reduce((sum, p) => sum + p.amount, 0);
    const refunded = payments.reduce((sum, p) => sum + p.refunded, 0);
    return { refunds, paid, refunded, refundable: Math.max(0, paid - refunded), kind: 'gateway' };
  }

  /** A refund by id (the simulated webhook reads its gateway id). */
  async byId(em: EntityManager, rawId: string | number): Promise<RefundRecord> {
    const row = await selectRefund(em, '"id" = ?', [parseId(rawId, 'refundId')]);
    if (!row) throw notFound('Refund not found');
    return refundRecord(row);
  }
}
