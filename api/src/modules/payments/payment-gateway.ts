import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentsConfig } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import { decimalToPaise, paiseToDecimal, type Paise } from '../../lib/money.js';

export interface ProviderOrder {
  id: string;
  amount: Paise;
  currency: string;
}

/**
 * Where card payments go: Razorpay through its official SDK, or the simulated gateway of the
 * rulings (same flow, same HMAC checks, local secrets). Signatures are always checked here,
 * with our own constant-time comparison, against ids the server stored.
 */
export interface PaymentGateway {
  readonly mode: 'razorpay' | 'simulated';
  readonly keyId: string;
  createOrder(input: { amount: Paise; receipt: string; notes: Record<string, string> }): Promise<ProviderOrder>;
  /** Checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  checkoutSignatureValid(providerOrderId: string, providerPaymentId: string, signature: string): boolean;
  /** Webhook signature: HMAC-SHA256 of the raw body with the webhook secret. */
  webhookSignatureValid(rawBody: string, signature: string): boolean;
  /** Simulated mode only: what the payment window's Pay produces (a payment id and its signature). */
  simulateCheckout?(providerOrderId: string): { paymentId: string; signature: string };
  /** Simulated mode only: signs a webhook body as Razorpay would. */
  signWebhook?(rawBody: string): string;
  /**
   * Refunds `amount` of a captured payment. Idempotent on `key`: asking again with the same key
   * answers the refund the first call made and never refunds twice (docs/decisions/0041-refunds.md).
   */
  refund(input: RefundRequest): Promise<GatewayRefund>;
}

export interface RefundRequest {
  providerPaymentId: string;
  amount: Paise;
  /** At most 40 characters (Razorpay's receipt). */
  key: string;
  notes: Record<string, string>;
}

export interface GatewayRefund {
  id: string;
  amount: Paise;
  status: 'pending' | 'processed' | 'failed';
}

/** The gateway refused a refund for good (not a network fault): the refund is failed, not retried. */
export class RefundRefused extends Error {}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Constant-time comparison of two hex signatures; a malformed one is simply unequal. */
export function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  if (typeof givenHex !== 'string' || !/^[0-9a-f]+$/i.test(givenHex)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(givenHex.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `ledger` gives the simulated gateway a connection of its own for its refunds' ledger (in the
 * database, so a refund it made survives a restart as Razorpay's would); Razorpay ignores it.
 */
export function createPaymentGateway(config: PaymentsConfig, ledger?: () => EntityManager): PaymentGateway {
  const checkoutSignatureValid = (orderId: string, paymentId: string, signature: string) =>
    signaturesMatch(hmac(config.keySecret, `${orderId}|${paymentId}`), signature);
  const webhookSignatureValid = (rawBody: string, signature: string) =>
    !!config.webhookSecret && signaturesMatch(hmac(config.webhookSecret, rawBody), signature);

  if (config.mode === 'razorpay') {
    const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
    return {
      mode: 'razorpay',
      keyId: config.keyId,
      async createOrder({ amount, receipt, notes }) {
        try {
          const order = await client.orders.create({ amount, currency: 'INR', receipt, notes });
          return { id: order.id, amount: Number(order.amount), currency: order.currency };
        } catch {
          throw new AppError('PAYMENT_FAILED', 'Failed to initiate payment');
        }
      },
      checkoutSignatureValid,
      webhookSignatureValid,
      // The SDK sends no idempotency header, so the key travels as the refund's receipt (and in
      // its notes) and a retry first looks for a refund of the payment that carries it.
      async refund({ providerPaymentId, amount, key, notes }) {
        const asRefund = (r: { id: string; amount?: number | string; status: string }): GatewayRefund => ({
          id: r.id,
          amount: Number(r.amount),
          status: r.status === 'processed' ? 'processed' : r.status === 'failed' ? 'failed' : 'pending',
        });
        const earlier = await client.payments.fetchMultipleRefund(providerPaymentId, { count: 100 });
        const same = earlier.items.find((r) => r.receipt === key || r.notes?.idempotency_key === key);
        if (same) return asRefund(same);
        try {
          return asRefund(await client.payments.refund(providerPaymentId, { amount, speed: 'normal', receipt: key, notes: { ...notes, idempotency_key: key } }));
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 400) throw new RefundRefused((error as { error?: { description?: string } }).error?.description ?? 'Razorpay refused the refund');
          throw error;
        }
      },
    };
  }

  return {
    mode: 'simulated',
    keyId: config.keyId,
    async createOrder({ amount }) {
      return { id: `order_sim_${randomBytes(9).toString('hex')}`, amount, currency: 'INR' };
    },
    checkoutSignatureValid,
    webhookSignatureValid,
    simulateCheckout(providerOrderId) {
      const paymentId = `pay_sim_${randomBytes(9).toString('hex')}`;
      return { paymentId, signature: hmac(config.keySecret, `${providerOrderId}|${paymentId}`) };
    },
    signWebhook: (rawBody) => hmac(config.webhookSecret, rawBody),
    async refund(input) {
      if (!ledger) throw new Error('The simulated gateway needs its ledger to refund');
      return simulatedRefund(ledger(), input);
    },
  };
}

/**
 * The simulated gateway's refund, kept in its own table: the same key answers the same refund
 * (a unique key, `on conflict do nothing`), and like Razorpay it refuses to refund more than the
 * payment captured. Its own statements, outside any transaction of ours, as a remote service's are.
 */
async function simulatedRefund(em: EntityManager, { providerPaymentId, amount, key, notes }: RefundRequest): Promise<GatewayRefund> {
  type Row = { id: string; amount: string; status: string; provider_payment_id: string };
  const existing = async () =>
    (await em.execute<Row[]>('select "id", "amount"::text, "status", "provider_payment_id" from "simulated_gateway_refund" where "idempotency_key" = ?', [key]))[0];
  const answer = (row: Row): GatewayRefund => {
    if (row.provider_payment_id !== providerPaymentId) throw new RefundRefused('This idempotency key was used for another payment');
    return { id: row.id, amount: decimalToPaise(row.amount), status: row.status === 'processed' ? 'processed' : row.status === 'failed' ? 'failed' : 'pending' };
  };
  const before = await existing();
  if (before) return answer(before);
  const [made] = await em.execute<Row[]>(
    `insert into "simulated_gateway_refund" ("id", "provider_payment_id", "amount", "idempotency_key", "notes")
     select ?, ?, ?::numeric, ?, ?::jsonb
      where ?::numeric + (select coalesce(sum("amount"), 0) from "simulated_gateway_refund" where "provider_payment_id" = ? and "status" <> 'failed')
            <= (select coalesce(max("amount"), 0) from "payment" where "provider_payment_id" = ?)
     on conflict ("idempotency_key") do nothing
     returning "id", "amount"::text, "status", "provider_payment_id"`,
    [`rfnd_sim_${randomBytes(9).toString('hex')}`, providerPaymentId, paiseToDecimal(amount), key, JSON.stringify({ ...notes, idempotency_key: key }), paiseToDecimal(amount), providerPaymentId, providerPaymentId],
  );
  if (made) return answer(made);
  const raced = await existing();
  if (raced) return answer(raced);
  throw new RefundRefused('The refund amount exceeds what the payment captured');
}

/** Simulated mode only: settles one of its refunds as Razorpay's processing would (before the webhook it sends). */
export async function settleSimulatedRefund(em: EntityManager, gatewayRefundId: string, outcome: 'processed' | 'failed'): Promise<{ providerPaymentId: string; amount: Paise; notes: Record<string, string> } | null> {
  const [row] = await em.execute<{ provider_payment_id: string; amount: string; notes: Record<string, string> }[]>(
    `update "simulated_gateway_refund" set "status" = ? where "id" = ? returning "provider_payment_id", "amount"::text, "notes"`,
    [outcome, gatewayRefundId],
  );
  return row ? { providerPaymentId: row.provider_payment_id, amount: decimalToPaise(row.amount), notes: row.notes } : null;
}
