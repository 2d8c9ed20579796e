import type { EntityManager } from '@mikro-orm/postgresql';
import { shopEvents } from '../../core/events.js';
import type { PaymentIntent, PaymentStarter } from '../../core/payment-intent.js';
import { AppError, badInput, notFound, parseId } from '../../lib/errors.js';
import { decimalToPaise, paiseToDecimal, type Paise } from '../../lib/money.js';
import { selectOrder, type OrderRecord } from '../orders/order.queries.js';
import { orderService, sendConfirmation } from '../orders/order.service.js';
import { selectActivePlan } from '../subscriptions/plan.queries.js';
import { subscriptionUserService, type SubscriptionRecord } from '../subscriptions/subscription-user.service.js';
import { subscriptionRenewalService } from '../subscriptions/subscription-renewal.service.js';
import { settleSimulatedRefund, type PaymentGateway } from './payment-gateway.js';
import { recordFullRefunds, RefundService } from './refund.service.js';
import { refundWebhook } from './refund-webhook.js';
import { FULFILMENT_MESSAGES } from '@fruit-shop/common/fulfilment.rules';

export interface PaymentOutcome {
  success: boolean;
  message: string;
  order: OrderRecord | null;
  subscription: SubscriptionRecord | null;
  warnings: string[];
}

type PaymentRow = {
  id: number;
  user_id: number;
  purpose: 'order' | 'subscription';
  order_id: number | null;
  plan_id: number | null;
  provider: 'razorpay' | 'simulated';
  provider_order_id: string;
  provider_payment_id: string | null;
  amount: string;
  currency: string;
  status: 'created' | 'paid' | 'failed' | 'voided' | 'refund_due';
  subscription_user_id: number | null;
  /** A plan payment's chosen delivery (address and window), opaque here: subscriptions reads it when the payment creates the subscription. */
  delivery: unknown;
};

const PAYMENT_COLUMNS = `"id", "user_id", "purpose", "order_id", "plan_id", "provider", "provider_order_id", "provider_payment_id",
  "amount"::text, "currency", "status", "subscription_user_id", "delivery"`;

const VERIFY_FAILED = 'Payment verification failed';
const providerId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 100;
const RENEWAL_REFUSED = 'This subscription was cancelled before the renewal was paid. The payment will be refunded.';
const AMOUNT_CHANGED = "This payment no longer matches the order's total (the order was changed after the payment started). It will be refunded; please pay again from your order.";

export interface VerifyInput {
  providerOrderId: string;
  providerPaymentId: string;
  signature: string;
  /** When the caller states an amount (the documented REST body), in paise; it must match ours. */
  amount?: Paise | null;
}

/**
 * Card payments for orders and subscriptions (decisions: Payments). The server creates the
 * provider order for an amount it computed, stores its id, and trusts a result only when its
 * signature matches that stored id. Completing a payment is idempotent: the payment row is
 * locked and flipped from created to paid once, so a replayed verify or webhook (or both
 * racing) makes one order payment and one subscription. What a paid payment sets off in orders
 * and subscriptions goes through core/events.ts, inside the payment's transaction.
 */
export class PaymentService implements PaymentStarter {
  /** Refunds through this gateway (docs/decisions/0041-refunds.md). */
  readonly refunds: RefundService;

  constructor(
    readonly gateway: PaymentGateway,
    log?: (error: unknown, message: string) => void,
  ) {
    this.refunds = new RefundService(gateway, log);
  }

  private intent(row: PaymentRow): PaymentIntent {
    return {
      paymentId: row.id,
      provider: row.provider,
      keyId: this.gateway.keyId,
      providerOrderId: row.provider_order_id,
      amount: decimalToPaise(row.amount),
      currency: row.currency,
      orderId: row.order_id,
      planId: row.plan_id,
      testMode: row.provider === 'simulated',
    };
  }

  private async insert(
    em: EntityManager,
    userId: number,
    purpose: 'order' | 'subscription',
    target: { orderId?: number; planId?: number; subscriptionId?: number },
    amount: Paise,
    notes: Record<string, string>,
    delivery: unknown = null,
  ) {
    const receipt = purpose === 'order' ? `order_${target.orderId}` : target.subscriptionId ? `renew_${target.subscriptionId}` : `plan_${target.planId}_user_${userId}`;
    const provider = await this.gateway.createOrder({ amount, receipt, notes });
    if (provider.amount !== amount) throw new AppError('PAYMENT_FAILED', 'Failed to initiate payment');
    const [row] = await em.execute<PaymentRow[]>(
      `insert into "payment" ("user_id", "purpose", "order_id", "plan_id", "provider", "provider_order_id", "amount", "currency", "delivery", "subscription_user_id")
       values (?, ?, ?, ?, ?, ?, ?, 'INR', ?::jsonb, ?) returning ${PAYMENT_COLUMNS}`,
      [
        userId,
        purpose,
        target.orderId ?? null,
        target.planId ?? null,
        this.gateway.mode,
        provider.id,
        paiseToDecimal(amount),
        delivery === null ? null : JSON.stringify(delivery),
        target.subscriptionId ?? null,
      ],
    );
    return this.intent(row);
  }

  /** A payment for the customer's own unpaid card order; asking again reuses the open one. */
  async forOrder(em: EntityManager, userId: number, rawOrderId: string | number): Promise<PaymentIntent> {
    const order = await orderService.own(em, userId, rawOrderId);
    if (order.paymentMethod !== 'card') throw badInput('This order is paid in cash on delivery', 'orderId');
    if (order.paymentStatus === 'paid') throw new AppError('CONFLICT', 'This order is already paid');
    if (order.status !== 'pending') throw new AppError('CONFLICT', 'This order can no longer be paid');
    // Past its time the order is about to be cancelled by the sweep: a new window would race it.
    if (!order.canPay) throw new AppError('CONFLICT', FULFILMENT_MESSAGES.payExpired);
    const [open] = await em.execute<PaymentRow[]>(
      `select ${PAYMENT_COLUMNS} from "payment" where "order_id" = ? and "status" = 'created' and "amount" = ? order by "id" desc limit 1`,
      [order.id, paiseToDecimal(order.total)],
    );
    if (open) return this.intent(open);
    return this.insert(em, userId, 'order', { orderId: order.id }, order.total, { orderId: String(order.id), userId: String(userId), isSubscription: 'false' });
  }

  /**
   * A payment for a plan: its price, from the database. `delivery` is the address and window the
   * customer chose (checked by subscriptions), kept with the payment until it creates the subscription.
   */
  async forPlan(em: EntityManager, userId: number, rawPlanId: string | number, delivery: unknown = null): Promise<PaymentIntent> {
    const planId = parseId(rawPlanId, 'planId');
    const plan = await selectActivePlan(em, planId);
    if (!plan) throw notFound('Subscription plan not found');
    return this.insert(em, userId, 'subscription', { planId }, plan.price, { planId: String(planId), userId: String(userId), isSubscription: 'true' }, delivery);
  }

  /**
   * A payment renewing the customer's own running subscription for its next period, at the
   * plan's current price (issue 38, docs/decisions/0039): purpose 'subscription' with the
   * subscription named from the start, which is what makes it a renewal when it is captured.
   * Asking again reuses the open one, so a reminder opened twice is one payment.
   */
  async forRenewal(em: EntityManager, userId: number, rawSubscriptionId: string | number): Promise<PaymentIntent> {
    const target = await subscriptionRenewalService.target(em, userId, rawSubscriptionId);
    const [open] = await em.execute<PaymentRow[]>(
      `select ${PAYMENT_COLUMNS} from "payment" where "subscription_user_id" = ? and "user_id" = ? and "status" = 'created' and "amount" = ? order by "id" desc limit 1`,
      [target.subscriptionId, userId, paiseToDecimal(target.price)],
    );
    if (open) return this.intent(open);
    return this.insert(em, userId, 'subscription', { planId: target.planId, subscriptionId: target.subscriptionId }, target.price, {
      planId: String(target.planId),
      userId: String(userId),
      isSubscription: 'true',
      renewsSubscription: String(target.subscriptionId),
    });
  }

  /**
   * Locks a payment, and first the order it pays for: always order, then payment, the same
   * order in which repricing an order voids its payments, so the two cannot deadlock.
   */
  private async lockPayment(tx: EntityManager, providerOrderId: string): Promise<PaymentRow | undefined> {
    const [peek] = await tx.execute<{ order_id: number | null }[]>('select "order_id" from "payment" where "provider_order_id" = ?', [providerOrderId]);
    if (!peek) return undefined;
    if (peek.order_id !== null) await orderService.lockForPayment(tx, peek.order_id);
    const [row] = await tx.execute<PaymentRow[]>(`select ${PAYMENT_COLUMNS} from "payment" where "provider_order_id" = ? for update`, [providerOrderId]);
    return row;
  }

  /**
   * Flips a locked payment to paid and has it fulfilled (order paid or subscription created,
   * by their modules' handlers of the events published here):
   * 'paid'; or 'already' when it was paid before (nothing more is written); or 'mismatch' when
   * it no longer pays for its order: the intent was voided, or its amount is not the order's
   * current total (an admin repriced the order). Then the payment is kept as refund_due with
   * the reason, and the order stays unpaid (decisions: Running for real).
   */
  private async complete(tx: EntityManager, row: PaymentRow, providerPaymentId: string): Promise<'paid' | 'already' | 'mismatch'> {
    if (row.status === 'paid') return 'already';
    if (row.status === 'refund_due') return 'mismatch';
    if (row.purpose === 'order') {
      const total = await orderService.currentTotal(tx, row.order_id!);
      const amount = decimalToPaise(row.amount);
      if (row.status === 'voided' || total === null || total !== amount) {
        const reason = `Paid ₹${paiseToDecimal(amount)}, but the order's total is ₹${total === null ? '?' : paiseToDecimal(total)}${row.status === 'voided' ? ' (this payment was voided when the order was repriced)' : ''}: refund due`;
        await tx.execute(`update "payment" set "status" = 'refund_due', "provider_payment_id" = ?, "failure_reason" = ? where "id" = ?`, [providerPaymentId, reason, row.id]);
        // The shop does not keep a payment that no longer pays its order: it goes back in full.
        await recordFullRefunds(tx, row.order_id!, "This payment no longer matched the order's total", { actor: 'system', adminId: null }, row.id);
        return 'mismatch';
      }
    }
    // A plan payment naming a subscription before it is paid renews it (forRenewal); one that
    // arrives after the subscription was cancelled is kept as a refund due, like an order's.
    const renews = row.purpose === 'subscription' ? row.subscription_user_id : null;
    const refused = renews === null ? null : await subscriptionRenewalService.lockForPayment(tx, renews);
    if (refused) {
      await tx.execute(`update "payment" set "status" = 'refund_due', "provider_payment_id" = ?, "failure_reason" = ? where "id" = ?`, [providerPaymentId, refused, row.id]);
      return 'mismatch';
    }
    await tx.execute(`update "payment" set "status" = 'paid', "provider_payment_id" = ?, "paid_at" = now(), "failure_reason" = null where "id" = ?`, [providerPaymentId, row.id]);
    if (row.purpose === 'order') {
      await shopEvents.publish(tx, 'order-payment-captured', { paymentId: row.id, orderId: row.order_id! });
      // Captured after the order was cancelled (the customer, an admin or the expiry got there first): refunded in full.
      if ((await orderService.statusOf(tx, row.order_id!)) === 'cancelled') {
        await recordFullRefunds(tx, row.order_id!, 'The payment arrived after the order was cancelled', { actor: 'system', adminId: null }, row.id);
      }
    } else {
      await shopEvents.publish(tx, 'plan-payment-captured', { paymentId: row.id, userId: row.user_id, planId: row.plan_id!, amount: decimalToPaise(row.amount), delivery: row.delivery ?? null, renews });
      if (renews === null) {
        const subscriptionId = await subscriptionUserService.idForPayment(tx, row.id);
        await tx.execute('update "payment" set "subscription_user_id" = ? where "id" = ?', [subscriptionId, row.id]);
      }
    }
    return 'paid';
  }

  private async outcome(em: EntityManager, providerOrderId: string, newlyPaid: boolean): Promise<PaymentOutcome> {
    const [row] = await em.execute<PaymentRow[]>(`select ${PAYMENT_COLUMNS} from "payment" where "provider_order_id" = ?`, [providerOrderId]);
    if (row.purpose === 'order') {
      const order = (await selectOrder(em, row.order_id!))!;
      const warnings = newlyPaid ? await sendConfirmation(em, order) : [];
      const paid = order.paymentStatus === 'paid';
      return {
        success: paid,
        message: paid ? 'Payment successful! Order placed. Check your email for confirmation.' : 'Payment received, but this order was cancelled; a refund will follow.',
        order,
        subscription: null,
        warnings,
      };
    }
    const subscription = row.subscription_user_id ? await subscriptionUserService.byId(em, row.subscription_user_id) : null;
    if (subscription && (await subscriptionRenewalService.renewedBy(em, row.id))) {
      return { success: true, message: `Subscription renewed! It now runs until ${subscription.endDate}.`, order: null, subscription, warnings: [] };
    }
    return { success: true, message: 'Subscription Activated!', order: null, subscription, warnings: [] };
  }

  /** The checkout's result, from the customer's browser. Only their own payment, only with a valid signature. */
  async verify(em: EntityManager, userId: number, input: VerifyInput): Promise<PaymentOutcome> {
    const orderId = String(input.providerOrderId ?? '');
    const paymentId = String(input.providerPaymentId ?? '');
    if (!orderId || !paymentId || !input.signature) throw new AppError('PAYMENT_FAILED', VERIFY_FAILED);
    if (!this.gateway.checkoutSignatureValid(orderId, paymentId, input.signature)) throw new AppError('PAYMENT_FAILED', VERIFY_FAILED);
    const completed = await em.transactional(async (tx) => {
      const row = await this.lockPayment(tx, orderId);
      if (!row || row.user_id !== userId) throw notFound('Payment not found');
      if (input.amount !== undefined && input.amount !== null && input.amount !== decimalToPaise(row.amount)) {
        throw new AppError('PAYMENT_FAILED', 'Payment amount does not match');
      }
      return { status: await this.complete(tx, row, paymentId), purpose: row.purpose };
    });
    // Refused after the commit, so that the refund_due record stays.
    if (completed.status === 'mismatch') throw new AppError('PAYMENT_FAILED', completed.purpose === 'order' ? AMOUNT_CHANGED : RENEWAL_REFUSED);
    return this.outcome(em, orderId, completed.status === 'paid');
  }

  /** Records why the payment window failed (shown nowhere but kept for support). */
  async recordFailure(em: EntityManager, userId: number, providerOrderId: string, reason: string): Promise<void> {
    if (String(reason).length > 500) throw badInput('The reason can be at most 500 characters', 'reason');
    const [own] = await em.execute<{ id: number }[]>('select "id" from "payment" where "provider_order_id" = ? and "user_id" = ?', [String(providerOrderId).slice(0, 100), userId]);
    if (!own) throw notFound('Payment not found');
    await em.execute(`update "payment" set "status" = 'failed', "failure_reason" = ? where "id" = ? and "status" = 'created'`, [String(reason), own.id]);
  }

  /**
   * Razorpay's webhook: `payment.captured` and `order.paid` mark the same payment paid. The
   * raw body's signature is checked first; the event id is recorded in the same transaction,
   * so a redelivered event is acknowledged and ignored.
   */
  async webhook(em: EntityManager, rawBody: string, signature: string | undefined, eventIdHeader: string | undefined): Promise<{ handled: boolean; duplicate: boolean }> {
    if (!signature || !this.gateway.webhookSignatureValid(rawBody, signature)) throw new AppError('UNAUTHENTICATED', 'Invalid webhook signature');
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw badInput('The webhook body is not JSON');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badInput('The webhook body is not a JSON object');
    const body = parsed as { event?: unknown; id?: unknown; payload?: { payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown } }; order?: { entity?: { id?: unknown; amount_paid?: unknown } } } };
    const event = typeof body.event === 'string' ? body.event : '';
    if (event === 'refund.processed' || event === 'refund.failed') return refundWebhook(em, this.refunds, event, parsed, eventIdHeader);
    if (event !== 'payment.captured' && event !== 'order.paid') return { handled: false, duplicate: false };
    const payment = body.payload?.payment?.entity;
    const providerOrderId = payment?.order_id ?? body.payload?.order?.entity?.id;
    const providerPaymentId = payment?.id;
    const amount = payment?.amount ?? body.payload?.order?.entity?.amount_paid;
    // Razorpay's ids are short text and its amounts whole paise; anything else is not its event.
    if (!providerId(providerOrderId) || !providerId(providerPaymentId) || !Number.isSafeInteger(amount)) {
      throw badInput('The webhook payload lacks the order, payment or amount');
    }
    const eventId = ((typeof eventIdHeader === 'string' && eventIdHeader) || (typeof body.id === 'string' && body.id) || `${event}:${providerPaymentId}`).slice(0, 100);

    const result = await em.transactional(async (tx) => {
      const fresh = await tx.execute<{ event_id: string }[]>(
        'insert into "payment_webhook_event" ("event_id", "event") values (?, ?) on conflict do nothing returning "event_id"',
        [eventId, event],
      );
      if (!fresh.length) return { handled: false, duplicate: true, newlyPaid: false };
      const row = await this.lockPayment(tx, providerOrderId);
      if (!row) throw notFound('Payment not found');
      if (amount !== decimalToPaise(row.amount)) throw new AppError('PAYMENT_FAILED', 'Payment amount does not match');
      const completed = await this.complete(tx, row, providerPaymentId);
      // A payment that no longer pays its order is recorded (refund_due) and acknowledged:
      // Razorpay retrying the event would change nothing.
      return { handled: completed !== 'mismatch', duplicate: false, newlyPaid: completed === 'paid' };
    });
    if (result.newlyPaid) await this.outcome(em, providerOrderId, true);
    return { handled: result.handled, duplicate: result.duplicate };
  }

  /**
   * The simulated gateway's payment window (test mode only): Pay answers with a payment id and
   * a signature made with the local secret, as Razorpay's checkout would, and delivers the
   * matching signed webhook in-process, as Razorpay would even if the shopper's tab closed.
   * Fail answers with a reason, as Razorpay's checkout reports a declined card.
   */
  async simulate(em: EntityManager, userId: number, providerOrderId: string, outcome: 'success' | 'failure'): Promise<{ paymentId: string; signature: string } | { error: string }> {
    if (this.gateway.mode !== 'simulated' || !this.gateway.simulateCheckout || !this.gateway.signWebhook) {
      throw new AppError('NOT_FOUND', 'The simulated gateway is off: real Razorpay keys are configured');
    }
    const [row] = await em.execute<PaymentRow[]>(`select ${PAYMENT_COLUMNS} from "payment" where "provider_order_id" = ? and "user_id" = ?`, [providerOrderId, userId]);
    if (!row) throw notFound('Payment not found');
    if (outcome === 'failure') {
      const reason = 'Your card was declined by the bank (test mode)';
      await this.recordFailure(em, userId, providerOrderId, reason);
      return { error: reason };
    }
    const result = this.gateway.simulateCheckout(providerOrderId);
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: result.paymentId, order_id: providerOrderId, amount: decimalToPaise(row.amount), currency: row.currency, status: 'captured' } } },
      created_at: Math.floor(Date.now() / 1000),
    });
    await this.webhook(em, body, this.gateway.signWebhook(body), `evt_sim_${result.paymentId}`);
    return result;
  }
}

/**
 * The simulated gateway settles one of its refunds (test mode only) and delivers the signed
 * `refund.processed` or `refund.failed` webhook in-process, as Razorpay would once the bank
 * answers (issue 39: the refund shows pending, then processed after the webhook).
 */
export async function simulateRefundOutcome(payments: PaymentService, em: EntityManager, rawRefundId: string | number, outcome: 'processed' | 'failed'): Promise<void> {
  if (outcome !== 'processed' && outcome !== 'failed') throw badInput("The outcome is 'processed' or 'failed'", 'outcome');
  const gateway = payments.gateway;
  if (gateway.mode !== 'simulated' || !gateway.signWebhook) throw new AppError('NOT_FOUND', 'The simulated gateway is off: real Razorpay keys are configured');
  const refund = await payments.refunds.byId(em, rawRefundId);
  if (!refund.gatewayRefundId) throw new AppError('CONFLICT', 'This refund has not reached the gateway yet');
  const settled = await settleSimulatedRefund(em, refund.gatewayRefundId, outcome);
  if (!settled) throw notFound('The simulated gateway has no such refund');
  const body = JSON.stringify({
    entity: 'event',
    event: `refund.${outcome}`,
    payload: {
      refund: {
        entity: {
          id: refund.gatewayRefundId,
          entity: 'refund',
          amount: settled.amount,
          currency: 'INR',
          payment_id: settled.providerPaymentId,
          notes: settled.notes,
          status: outcome,
          ...(outcome === 'failed' ? { error_description: 'The bank declined the refund (test mode)' } : {}),
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  await payments.webhook(em, body, gateway.signWebhook(body), `evt_sim_${refund.gatewayRefundId}_${outcome}`);
}

/**
 * Repricing an unpaid order voids its open payment intents (called in the repricing
 * transaction, with the order row already locked): a window opened for the old amount can no
 * longer pay the order, and the customer pays again for the new total.
 */
export async function voidOpenOrderPayments(tx: EntityManager, orderId: number): Promise<number> {
  const voided = await tx.execute<{ id: number }[]>(
    `update "payment" set "status" = 'voided', "failure_reason" = 'The order was repriced after this payment was created' where "order_id" = ? and "status" = 'created' returning "id"`,
    [orderId],
  );
  return voided.length;
}
