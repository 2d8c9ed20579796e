import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import type { PaymentsConfig } from '../../config.js';
import { AppError } from '../../lib/errors.js';
import type { Paise } from '../../lib/money.js';

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
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Constant-time comparison of two hex signatures; a malformed one is simply unequal. */
export function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  if (typeof givenHex !== 'string' || !/^[0-9a-f]+$/i.test(givenHex)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(givenHex.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createPaymentGateway(config: PaymentsConfig): PaymentGateway {
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
  };
}
