import { createHmac } from 'node:crypto';

/** The api suite's server signs with these (tests/api/global-setup.ts), so tests can sign as Razorpay would. */
export const TEST_PAYMENT_SECRET = 'test-simulated-key-secret';
export const TEST_WEBHOOK_SECRET = 'test-webhook-secret';

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const signCheckout = (providerOrderId: string, paymentId: string, secret = TEST_PAYMENT_SECRET) =>
  createHmac('sha256', secret).update(`${providerOrderId}|${paymentId}`).digest('hex');

/** Razorpay's webhook signature: HMAC-SHA256 of the raw body with the webhook secret. */
export const signWebhook = (rawBody: string, secret = TEST_WEBHOOK_SECRET) => createHmac('sha256', secret).update(rawBody).digest('hex');

/** A `payment.captured` event body as Razorpay sends it. */
export function capturedEvent(providerOrderId: string, paymentId: string, amountPaise: number): string {
  return JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: providerOrderId, amount: amountPaise, currency: 'INR', status: 'captured' } } },
    created_at: Math.floor(Date.now() / 1000),
  });
}
