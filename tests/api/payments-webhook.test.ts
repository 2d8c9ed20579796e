import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import type { ProductInput } from '../../api/src/db/seed/factories.js';
import type { App } from '../../api/src/app.js';
import { apiUrl, getJson, sendJson } from '../utils/api-client.js';
import { adminLogin, call } from '../utils/admins.js';
import { addShelf, removeShelves, shelfProduct } from '../utils/catalog-shelf.js';
import { signUpCustomer } from '../utils/customers.js';
import { connectTestOrm } from '../utils/orm.js';
import { capturedEvent, signCheckout, signWebhook, TEST_PAYMENT_SECRET, TEST_WEBHOOK_SECRET } from '../utils/payments.js';
import { startSecondApp } from '../utils/second-app.js';
import { roomySlotId } from '../utils/delivery.js';

/*
 * POST /api/payments/webhook: Razorpay, server to server. The signature covers the raw bytes,
 * a redelivered event is acknowledged once, and the shopper who closed the tab still gets the
 * order (decisions: Payments).
 */

let orm: MikroORM;
/** A delivery slot of this file's own (tests/utils/delivery.ts). */
let SLOT: string;
beforeAll(async () => {
  orm = await connectTestOrm();
  SLOT = await roomySlotId(orm, '411002');
});
afterAll(async () => {
  // Orders keep their products; the test's orders go first so its shelves can go too.
  await orm.em.fork().execute(
    `delete from "shop_order" where "id" in (select i."order_id" from "order_item" i join "product" p on p."id" = i."product_id" where p."category_id" = any(?::int[]))`,
    [`{${shelves.map((c) => c.id).join(',')}}`],
  );
  await removeShelves(orm, shelves);
  await orm.close();
});

const shelves: Category[] = [];
/** A test shelf of products, removed after the file (with the orders that bought from it). */
async function shelf(label: string, products: ProductInput[]) {
  const made = await addShelf(orm.em.fork(), label, products);
  shelves.push(made.category);
  return made;
}


async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return orm.em.fork().execute<T[]>(query, params);
}
const count = async (query: string, params: unknown[]) => (await sql<{ n: number }>(query, params))[0].n;
const eventsNamed = (eventId: string) => count('select count(*)::int as n from "payment_webhook_event" where "event_id" = ?', [eventId]);
const paymentId = () => `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;

/** Sends a webhook as Razorpay does: the body as bytes, its signature and event id in headers. */
async function fetchAt(base: string, body: string, headers: Record<string, string>) {
  const res = await fetch(`${base}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as { ok?: boolean; duplicate?: boolean; handled?: boolean; error?: string; code?: string } };
}

/** A pending card order for a new customer, with its provider order (amount in paise). */
async function cardOrder(label: string, price = 90) {
  const { products } = await shelf(label, [shelfProduct({ name: `Hook ${label}`, price, stockQuantity: 10 })]);
  const shopper = await signUpCustomer();
  const placed = await sendJson<{ orderId: number; payment: { id: string; amount: number } }>(
    'POST',
    '/api/orders',
    {
      items: [{ product_id: products[0].id, quantity: 1 }],
      shipping_info: { firstName: 'Ravi', lastName: 'Shah', email: 'ravi@example.com', phone: '9876500000', address: '4 Hill Road', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: '411002' },
      payment_method: 'card',
      delivery_slot_id: SLOT,
    },
    shopper.token,
  );
  expect(placed.status).toBe(201);
  return { shopper, orderId: placed.body.orderId, providerOrderId: placed.body.payment.id, amount: placed.body.payment.amount, productId: products[0].id };
}

const orderState = async (orderId: number) =>
  (await sql<{ status: string; payment_status: string }>('select "status", "payment_status" from "shop_order" where "id" = ?', [orderId]))[0];

describe('payments webhook', () => {
  it('marks the order paid for a shopper who closed the tab, once, however often the event comes', async () => {
    const { shopper, orderId, providerOrderId, amount } = await cardOrder('closed-tab');
    expect(amount).toBe(9000 + 2500 + 900);
    const payment = paymentId();
    // Pretty-printed on purpose: only the raw bytes carry a valid signature, a re-serialised body would not.
    const body = JSON.stringify(JSON.parse(capturedEvent(providerOrderId, payment, amount)), null, 2);
    const eventId = `evt_${randomUUID()}`;

    const first = await fetchAt(apiUrl(), body, { 'x-razorpay-signature': signWebhook(body), 'x-razorpay-event-id': eventId });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, handled: true, duplicate: false });
    expect(await orderState(orderId)).toEqual({ status: 'paid', payment_status: 'paid' });
    const seen = await getJson<{ status: string; payment_status: string }>(`/api/orders/${orderId}`, { headers: { authorization: `Bearer ${shopper.token}` } });
    expect(seen.body).toMatchObject({ status: 'paid', payment_status: 'paid' });

    const again = await fetchAt(apiUrl(), body, { 'x-razorpay-signature': signWebhook(body), 'x-razorpay-event-id': eventId });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ok: true, handled: false, duplicate: true });
    // The browser's verify arriving late changes nothing either.
    const late = await sendJson<{ success: boolean; orderId: number }>(
      'POST',
      '/api/payments/verify-payment',
      { razorpay_order_id: providerOrderId, razorpay_payment_id: payment, razorpay_signature: signCheckout(providerOrderId, payment) },
      shopper.token,
    );
    expect(late.body).toMatchObject({ success: true, orderId });
    expect(await count(`select count(*)::int as n from "payment" where "order_id" = ? and "status" = 'paid'`, [orderId])).toBe(1);
    expect(await count('select count(*)::int as n from "shop_order" where "user_id" = ?', [shopper.userId])).toBe(1);
    expect(await eventsNamed(eventId)).toBe(1);
    // A confirmation email for the order, sent once, to the account's own verified address
    // (never to the shipping form's, which anyone can type).
    expect(await count(`select count(*)::int as n from "outbox_message" where "recipient" = ? and "subject" = ?`, [shopper.email, `Order #${orderId} confirmed`])).toBe(1);
    expect(await count(`select count(*)::int as n from "outbox_message" where "recipient" = 'ravi@example.com'`, [])).toBe(0);
  });

  it('answers 401 to a bad or missing signature and writes nothing', async () => {
    const { orderId, providerOrderId, amount } = await cardOrder('forged');
    const body = capturedEvent(providerOrderId, paymentId(), amount);
    const eventId = `evt_${randomUUID()}`;
    for (const signature of [signWebhook(body, 'not-the-secret'), signWebhook(`${body} `), 'zz', '']) {
      const reply = await fetchAt(apiUrl(), body, { 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId });
      expect(reply.status, signature).toBe(401);
      expect(reply.body).toEqual({ error: 'Invalid webhook signature', code: 'UNAUTHENTICATED' });
    }
    expect((await fetchAt(apiUrl(), body, { 'x-razorpay-event-id': eventId })).status).toBe(401);
    expect(await orderState(orderId)).toEqual({ status: 'pending', payment_status: 'unpaid' });
    expect(await eventsNamed(eventId)).toBe(0);
  });

  it('answers 400 to a signed body that is not JSON or whose amount is not ours, and the event can come again', async () => {
    const { orderId, providerOrderId, amount } = await cardOrder('mismatch');
    const notJson = '{"event": "payment.captured", ';
    const malformed = await fetchAt(apiUrl(), notJson, { 'x-razorpay-signature': signWebhook(notJson), 'x-razorpay-event-id': `evt_${randomUUID()}` });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('BAD_USER_INPUT');

    const eventId = `evt_${randomUUID()}`;
    const payment = paymentId();
    const short = capturedEvent(providerOrderId, payment, amount - 100);
    const mismatch = await fetchAt(apiUrl(), short, { 'x-razorpay-signature': signWebhook(short), 'x-razorpay-event-id': eventId });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ error: 'Payment amount does not match', code: 'PAYMENT_FAILED' });
    expect(await orderState(orderId)).toEqual({ status: 'pending', payment_status: 'unpaid' });
    expect(await eventsNamed(eventId)).toBe(0);

    // Events it does not act on are acknowledged and left alone.
    const failed = JSON.stringify({ event: 'payment.failed', payload: { payment: { entity: { id: payment, order_id: providerOrderId, amount } } } });
    const ignored = await fetchAt(apiUrl(), failed, { 'x-razorpay-signature': signWebhook(failed), 'x-razorpay-event-id': `evt_${randomUUID()}` });
    expect(ignored.status).toBe(200);
    expect(ignored.body).toEqual({ ok: true, handled: false, duplicate: false });
    expect(await orderState(orderId)).toEqual({ status: 'pending', payment_status: 'unpaid' });
  });

  it('creates exactly one subscription when the webhook and verify-payment both arrive for a plan', async () => {
    const [plan] = await sql<{ id: number }>('select "id" from "subscription_plan" where "is_active" order by "id" limit 1');
    for (let round = 0; round < 3; round++) {
      const shopper = await signUpCustomer();
      const created = await sendJson<{ id: string; amount: number }>('POST', '/api/payments/create-order', { notes: { isSubscription: true, planId: plan.id } }, shopper.token);
      expect(created.status).toBe(200);
      const payment = paymentId();
      const body = capturedEvent(created.body.id, payment, created.body.amount);
      const [hook, verified] = await Promise.all([
        fetchAt(apiUrl(), body, { 'x-razorpay-signature': signWebhook(body), 'x-razorpay-event-id': `evt_${randomUUID()}` }),
        sendJson<{ success: boolean; subscriptionId: number }>(
          'POST',
          '/api/payments/verify-payment',
          { razorpay_order_id: created.body.id, razorpay_payment_id: payment, razorpay_signature: signCheckout(created.body.id, payment), isSubscription: true, plan_id: plan.id },
          shopper.token,
        ),
      ]);
      expect(hook.status).toBe(200);
      expect(hook.body.ok).toBe(true);
      expect(verified.body.success).toBe(true);
      const subs = await sql<{ id: number }>('select "id" from "subscription_user" where "user_id" = ?', [shopper.userId]);
      expect(subs).toHaveLength(1);
      expect(verified.body.subscriptionId).toBe(subs[0].id);
      expect(await count('select count(*)::int as n from "billing_record" where "user_id" = ?', [shopper.userId])).toBe(1);
    }
  });

  it('leaves JSON parsing of every other route as it was', async () => {
    const malformed = await fetch(`${apiUrl()}/api/cart/add`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"product_id": ' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Malformed JSON body', code: 'BAD_REQUEST' });
  });
});

describe('a payment for an order whose total changed (decisions: Running for real)', () => {
  it('repricing voids the open intent; paying the old amount is refused and recorded, the order stays unpaid; a new payment pays it', async () => {
    const { shopper, orderId, providerOrderId, amount } = await cardOrder('repriced');
    const admin = await adminLogin();
    const [{ id: itemId }] = await sql<{ id: number }>('select "id" from "order_item" where "order_id" = ?', [orderId]);
    // The admin makes it two of the product: the total goes up.
    const edited = await call<{ total: number }>('PUT', `/api/order-items/${itemId}`, { token: admin.token, body: { quantity: 2 } });
    expect(edited.status).toBe(200);
    expect(edited.body.total * 100).toBeGreaterThan(amount);
    expect(await sql('select "status" from "payment" where "provider_order_id" = ?', [providerOrderId])).toEqual([{ status: 'voided' }]);

    // The customer pays the old amount in the window still open in their tab.
    const payment = paymentId();
    const verify = await sendJson<{ success: boolean; code: string }>(
      'POST',
      '/api/payments/verify-payment',
      { razorpay_order_id: providerOrderId, razorpay_payment_id: payment, razorpay_signature: signCheckout(providerOrderId, payment) },
      shopper.token,
    );
    expect(verify.status).toBe(400);
    expect(verify.body).toMatchObject({ success: false, code: 'PAYMENT_FAILED' });
    expect(await orderState(orderId)).toEqual({ status: 'pending', payment_status: 'unpaid' });
    const [record] = await sql<{ status: string; provider_payment_id: string; failure_reason: string }>(
      'select "status", "provider_payment_id", "failure_reason" from "payment" where "provider_order_id" = ?',
      [providerOrderId],
    );
    expect(record).toMatchObject({ status: 'refund_due', provider_payment_id: payment });
    expect(record.failure_reason).toMatch(/refund due/);

    // Razorpay's webhook for the same capture is acknowledged (a retry would change nothing) and pays nothing.
    const body = capturedEvent(providerOrderId, payment, amount);
    const hook = await fetchAt(apiUrl(), body, { 'x-razorpay-signature': signWebhook(body), 'x-razorpay-event-id': `evt_${randomUUID()}` });
    expect(hook.status).toBe(200);
    expect(hook.body).toEqual({ ok: true, handled: false, duplicate: false });
    expect(await orderState(orderId)).toEqual({ status: 'pending', payment_status: 'unpaid' });

    // A payment started now is for the new total, and pays the order.
    const intent = await sendJson<{ id: string; amount: number }>('POST', '/api/payments/create-order', { order_id: orderId }, shopper.token);
    expect(intent.status).toBe(200);
    expect(intent.body.amount).toBe(Math.round(edited.body.total * 100));
    const second = paymentId();
    const paid = await sendJson<{ success: boolean }>(
      'POST',
      '/api/payments/verify-payment',
      { razorpay_order_id: intent.body.id, razorpay_payment_id: second, razorpay_signature: signCheckout(intent.body.id, second) },
      shopper.token,
    );
    expect(paid.body).toMatchObject({ success: true });
    expect(await orderState(orderId)).toEqual({ status: 'paid', payment_status: 'paid' });
  });

  it('refuses a payment whose amount differs from the order total even without a reprice (the check runs under the lock)', async () => {
    const { shopper, orderId, providerOrderId } = await cardOrder('tampered');
    // As if the total had changed by some other path after the intent was made.
    await sql(`update "shop_order" set "total" = "total" + 1 where "id" = ?`, [orderId]);
    const payment = paymentId();
    const verify = await sendJson<{ success: boolean }>(
      'POST',
      '/api/payments/verify-payment',
      { razorpay_order_id: providerOrderId, razorpay_payment_id: payment, razorpay_signature: signCheckout(providerOrderId, payment) },
      shopper.token,
    );
    expect(verify.status).toBe(400);
    expect(await orderState(orderId)).toEqual({ status: 'pending', payment_status: 'unpaid' });
    expect(await sql('select "status" from "payment" where "provider_order_id" = ?', [providerOrderId])).toEqual([{ status: 'refund_due' }]);
  });

  it('reportPaymentFailure refuses a payment that is not the customer’s', async () => {
    const shopper = await signUpCustomer();
    const reply = await sendJson<{ code: string }>('POST', '/graphql', { query: 'mutation { reportPaymentFailure(razorpayOrderId: "order_nobody", reason: "x") }' }, shopper.token);
    expect((reply.body as { errors?: { extensions: { code: string } }[] }).errors?.[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('payments webhook and the per-IP limit', () => {
  let app: App;
  beforeAll(async () => {
    app = await startSecondApp({
      NODE_ENV: 'test',
      RATE_LIMIT_MAX: '2',
      RATE_LIMIT_WINDOW_MS: '60000',
      SIMULATED_PAYMENT_SECRET: TEST_PAYMENT_SECRET,
      RAZORPAY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('has a budget of its own: shoppers on the same address do not block it, and it is still limited', async () => {
    const browse = () => fetch(`${app.url}/api/coupons`);
    expect([(await browse()).status, (await browse()).status, (await browse()).status]).toEqual([200, 200, 429]);
    const body = capturedEvent('order_unknown', paymentId(), 100);
    const statuses: number[] = [];
    // 20 × the per-IP budget of 2.
    for (let i = 0; i < 41; i++) statuses.push((await fetchAt(app.url, body, { 'x-razorpay-signature': 'bad' })).status);
    expect(statuses.slice(0, 40).every((s) => s === 401)).toBe(true);
    expect(statuses[40]).toBe(429);
  });
});
