import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { App } from '../../api/src/app.js';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import type { PaymentGateway } from '../../api/src/modules/payments/payment-gateway.js';
import { RefundService } from '../../api/src/modules/payments/refund.service.js';
import { apiUrl, sendJson } from '../utils/api-client.js';
import { adminLogin, call, type AdminSession } from '../utils/admins.js';
import { addShelf, removeShelves, shelfProduct } from '../utils/catalog-shelf.js';
import { signUpCustomer } from '../utils/customers.js';
import { roomySlotId } from '../utils/delivery.js';
import { connectTestOrm } from '../utils/orm.js';
import { capturedEvent, signWebhook, TEST_PAYMENT_SECRET, TEST_WEBHOOK_SECRET } from '../utils/payments.js';
import { startSecondApp } from '../utils/second-app.js';

/*
 * Refunds (issue 39 part 2, docs/decisions/0041-refunds.md): a cancelled paid order is refunded
 * in full through the simulated gateway; an admin refunds part of a delivered one; nothing is
 * ever refunded twice, nor more than was paid; the gateway's webhooks settle them.
 */

let orm: MikroORM;
let app: App;
let admin: AdminSession;
let SLOT: string;
const shelves: Category[] = [];

beforeAll(async () => {
  orm = await connectTestOrm();
  SLOT = await roomySlotId(orm, '411002');
  admin = await adminLogin();
  // An app in this process: the kill test drives its refunds with a gateway that fails on purpose.
  app = await startSecondApp({ SIMULATED_PAYMENT_SECRET: TEST_PAYMENT_SECRET, RAZORPAY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
});
afterAll(async () => {
  await orm.em.fork().execute(
    `delete from "shop_order" where "id" in (select i."order_id" from "order_item" i join "product" p on p."id" = i."product_id" where p."category_id" = any(?::int[]))`,
    [`{${shelves.map((c) => c.id).join(',')}}`],
  );
  await removeShelves(orm, shelves);
  await app?.close();
  await orm.close();
});

const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);
type RefundRow = { id: number; amount: string; status: string; gateway_refund_id: string | null; method: string; reference: string | null; idempotency_key: string };
const refundsOf = (orderId: number) => sql<RefundRow>('select "id", "amount"::text, "status", "gateway_refund_id", "method", "reference", "idempotency_key" from "refund" where "order_id" = ? order by "id"', [orderId]);
const ledgerOf = (orderId: number) =>
  sql<{ id: string; amount: string }>(
    `select s."id", s."amount"::text from "simulated_gateway_refund" s join "payment" p on p."provider_payment_id" = s."provider_payment_id" where p."order_id" = ? order by s."created_at"`,
    [orderId],
  );
const outboxTo = (email: string, subject: string) =>
  sql<{ n: number }>(`select count(*)::int as n from "outbox_message" where "recipient" = ? and "subject" like ?`, [email, `%${subject}%`]).then((r) => r[0].n);

/** Sends a webhook as Razorpay does: the raw bytes, their signature, an event id. */
async function webhook(body: string) {
  const res = await fetch(`${apiUrl()}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(body), 'x-razorpay-event-id': `evt_${randomUUID()}` },
    body,
  });
  return { status: res.status, body: (await res.json()) as { ok: boolean; handled: boolean; duplicate: boolean } };
}

const refundEvent = (event: 'refund.processed' | 'refund.failed', id: string, paymentId: string, amount: number, key?: string) =>
  JSON.stringify({
    entity: 'event',
    event,
    payload: { refund: { entity: { id, entity: 'refund', amount, currency: 'INR', payment_id: paymentId, receipt: key ?? null, notes: key ? { idempotency_key: key } : {}, status: event.slice(7) } } },
    created_at: Math.floor(Date.now() / 1000),
  });

const SHIPPING = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', phone: '9876500001', address: '7 Lake Road', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: '411002' };

/** A card order (two lines) paid through the signed `payment.captured` webhook. */
async function paidOrder(label: string, method: 'card' | 'cash' = 'card') {
  const made = await addShelf(orm.em.fork(), `refund-${label}-${randomUUID().slice(0, 6)}`, [
    shelfProduct({ name: `Refund ${label} A`, price: 100, stockQuantity: 20 }),
    shelfProduct({ name: `Refund ${label} B`, price: 50, stockQuantity: 20 }),
  ]);
  shelves.push(made.category);
  const shopper = await signUpCustomer();
  const placed = await sendJson<{ orderId: number; payment?: { id: string; amount: number } }>(
    'POST',
    '/api/orders',
    {
      items: [
        { product_id: made.products[0].id, quantity: 2 },
        { product_id: made.products[1].id, quantity: 1 },
      ],
      shipping_info: SHIPPING,
      payment_method: method,
      delivery_slot_id: SLOT,
    },
    shopper.token,
  );
  expect(placed.status).toBe(201);
  const orderId = placed.body.orderId;
  if (method === 'cash') return { shopper, orderId, paymentId: '', amount: 0 };
  const paymentId = `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
  const paid = await webhook(capturedEvent(placed.body.payment!.id, paymentId, placed.body.payment!.amount));
  expect(paid.body.handled).toBe(true);
  return { shopper, orderId, paymentId, amount: placed.body.payment!.amount };
}

async function move(orderId: number, ...statuses: string[]) {
  for (const status of statuses) {
    const moved = await call('PUT', `/api/orders/${orderId}`, { body: { status }, token: admin.token });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
}

const refund = (orderId: number, body: Record<string, unknown>) =>
  call<{ success?: boolean; refund?: { id: number; amount: number; status: string; gateway_refund_id: string | null }; code?: string; error?: string }>(
    'POST',
    `/api/admin/orders/${orderId}/refunds`,
    { body, token: admin.token },
  );

describe('refunds', () => {
  it('refunds a cancelled paid order in full through the gateway, then settles it by webhook, emailing both steps', async () => {
    const { shopper, orderId, paymentId, amount } = await paidOrder('cancel');
    const cancelled = await sendJson('POST', `/api/orders/${orderId}/cancel`, { reason: 'Changed my mind' }, shopper.token);
    expect(cancelled.status).toBe(200);

    const [made] = await refundsOf(orderId);
    expect(made).toMatchObject({ status: 'pending', method: 'gateway', amount: (amount / 100).toFixed(2) });
    expect(made.gateway_refund_id).toMatch(/^rfnd_sim_/);
    expect(await ledgerOf(orderId)).toEqual([{ id: made.gateway_refund_id, amount: made.amount }]);
    // The customer sees it on the order.
    const seen = await sendJson<{ status: string; amount: number }[]>('GET', `/api/orders/${orderId}/refunds`, undefined, shopper.token);
    expect(seen.body).toEqual([expect.objectContaining({ status: 'pending', amount: amount / 100 })]);
    expect(await outboxTo(shopper.email, 'A refund of')).toBe(1);

    const settled = await webhook(refundEvent('refund.processed', made.gateway_refund_id!, paymentId, amount));
    expect(settled.body).toEqual({ ok: true, handled: true, duplicate: false });
    expect((await refundsOf(orderId))[0].status).toBe('processed');
    expect(await outboxTo(shopper.email, 'was processed')).toBe(1);
    // Cancelling again (or the webhook again) refunds nothing more.
    await sendJson('POST', `/api/orders/${orderId}/cancel`, {}, shopper.token);
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect(await ledgerOf(orderId)).toHaveLength(1);
  });

  it('refunds a payment captured after its order was cancelled', async () => {
    const made = await addShelf(orm.em.fork(), `refund-late-${randomUUID().slice(0, 6)}`, [shelfProduct({ name: 'Refund late', price: 80, stockQuantity: 5 })]);
    shelves.push(made.category);
    const shopper = await signUpCustomer();
    const placed = await sendJson<{ orderId: number; payment: { id: string; amount: number } }>(
      'POST',
      '/api/orders',
      { items: [{ product_id: made.products[0].id, quantity: 1 }], shipping_info: SHIPPING, payment_method: 'card', delivery_slot_id: SLOT },
      shopper.token,
    );
    await sendJson('POST', `/api/orders/${placed.body.orderId}/cancel`, {}, shopper.token);
    expect(await refundsOf(placed.body.orderId)).toHaveLength(0);
    await webhook(capturedEvent(placed.body.payment.id, `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`, placed.body.payment.amount));
    const [late] = await refundsOf(placed.body.orderId);
    expect(late).toMatchObject({ amount: (placed.body.payment.amount / 100).toFixed(2), method: 'gateway' });
    expect(late.gateway_refund_id).toMatch(/^rfnd_sim_/);
  });

  it('makes one refund of 20 racing requests with the same key, and one of 20 racing full refunds with different keys', async () => {
    const { orderId, amount } = await paidOrder('race');
    await move(orderId, 'processing', 'shipped', 'delivered');
    const key = `dlg_${randomUUID().slice(0, 8)}`;
    const same = await Promise.all(Array.from({ length: 20 }, () => refund(orderId, { amount: 100, reason: 'Bruised apples', idempotency_key: key })));
    expect(same.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(same.map((r) => r.body.refund!.id)).size).toBe(1);
    expect(await refundsOf(orderId)).toHaveLength(1);
    expect(await ledgerOf(orderId)).toHaveLength(1);

    const left = amount / 100 - 100;
    const racing = await Promise.all(Array.from({ length: 20 }, () => refund(orderId, { amount: left, reason: 'Everything back' })));
    expect(racing.filter((r) => r.status === 201)).toHaveLength(1);
    expect(racing.filter((r) => r.status === 400).every((r) => r.body.code === 'BAD_USER_INPUT')).toBe(true);
    const rows = await refundsOf(orderId);
    expect(rows).toHaveLength(2);
    expect(rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0)).toBe(amount);
    expect(await ledgerOf(orderId)).toHaveLength(2);
  });

  it('never refunds more than was paid, whether by amount or by lines', async () => {
    const { orderId, amount } = await paidOrder('cap');
    await move(orderId, 'processing', 'shipped', 'delivered');
    const summary = await call<{ paid: number; refundable: number; refunds: unknown[] }>('GET', `/api/admin/orders/${orderId}/refunds`, { token: admin.token });
    expect(summary.body).toMatchObject({ paid: amount / 100, refundable: amount / 100, refunds: [] });
    expect((await refund(orderId, { amount: amount / 100 + 0.01, reason: 'Too much' })).status).toBe(400);
    const items = await sql<{ id: number; quantity: number }>('select "id", "quantity" from "order_item" where "order_id" = ? order by "id"', [orderId]);
    // Both of the ₹100 line: ₹200.
    const byLines = await refund(orderId, { lines: [{ item_id: items[0].id, quantity: 2 }], reason: 'Damaged' });
    expect(byLines.status).toBe(201);
    expect(byLines.body.refund!.amount).toBe(200);
    expect((await refund(orderId, { lines: [{ item_id: items[0].id, quantity: 3 }], reason: 'Too many' })).status).toBe(400);
    // Parallel partial refunds of ₹40 each: only what is left fits.
    const left = amount - 20000;
    const racing = await Promise.all(Array.from({ length: 10 }, () => refund(orderId, { amount: 40, reason: 'Partial' })));
    expect(racing.filter((r) => r.status === 201)).toHaveLength(Math.floor(left / 4000));
    const total = (await refundsOf(orderId)).reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
    expect(total).toBeLessThanOrEqual(amount);
    const ledger = (await ledgerOf(orderId)).reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
    expect(ledger).toBe(total);
    expect((await refund(orderId, { amount: 0.5, reason: 'Reason' })).status).toBe(left % 4000 >= 50 ? 201 : 400);
  });

  it('recovers a refund whose process died between the gateway call and the commit, without refunding twice', async () => {
    const { orderId } = await paidOrder('kill');
    await move(orderId, 'processing', 'shipped', 'delivered');
    const real = app.payments.gateway;
    let called = 0;
    // The gateway makes the refund, then the process "dies" before our commit records it.
    const dying: PaymentGateway = {
      ...real,
      async refund(input) {
        called += 1;
        await real.refund(input);
        throw new Error('killed after the gateway answered');
      },
    };
    const crashed = new RefundService(dying, () => undefined);
    const intent = await crashed.request(orm.em.fork(), admin.admin.id, orderId, { amount: 5000, reason: 'Crash test', idempotencyKey: `kill_${orderId}` });
    crashed.stop();
    expect(called).toBe(1);
    expect(intent).toMatchObject({ status: 'pending', gatewayRefundId: null });
    expect(await ledgerOf(orderId)).toHaveLength(1);

    // The recovery sweep sends the same key again: the gateway answers its first refund.
    const recovery = new RefundService(real, () => undefined);
    try {
      expect(await recovery.sweep(orm.em.fork(), 0)).toBeGreaterThanOrEqual(1);
    } finally {
      recovery.stop();
    }
    const [row] = await refundsOf(orderId);
    const ledger = await ledgerOf(orderId);
    expect(ledger).toHaveLength(1);
    expect(row).toMatchObject({ status: 'pending', gateway_refund_id: ledger[0].id, amount: '50.00' });
  });

  it('settles by webhook even when the webhook arrives before the API answer, and records a failure', async () => {
    const { shopper, orderId, paymentId } = await paidOrder('early');
    await move(orderId, 'processing', 'shipped', 'delivered');
    const real = app.payments.gateway;
    // Razorpay's webhook can beat the answer to our own call.
    const early: PaymentGateway = {
      ...real,
      async refund(input) {
        const answer = await real.refund(input);
        const hook = await webhook(refundEvent('refund.processed', answer.id, paymentId, answer.amount, input.key));
        expect(hook.body.handled).toBe(true);
        return answer;
      },
    };
    const service = new RefundService(early, () => undefined);
    try {
      const made = await service.request(orm.em.fork(), admin.admin.id, orderId, { amount: 3000, reason: 'Early webhook', idempotencyKey: `early_${orderId}` });
      expect(made).toMatchObject({ status: 'processed' });
      expect(made.gatewayRefundId).toMatch(/^rfnd_sim_/);
    } finally {
      service.stop();
    }
    expect(await outboxTo(shopper.email, 'A refund of ₹30.00')).toBe(1);
    expect(await outboxTo(shopper.email, 'Your refund of ₹30.00')).toBe(1);

    const second = await refund(orderId, { amount: 20, reason: 'Will fail' });
    expect(second.status).toBe(201);
    const failed = await webhook(refundEvent('refund.failed', second.body.refund!.gateway_refund_id!, paymentId, 2000));
    expect(failed.body.handled).toBe(true);
    const rows = await refundsOf(orderId);
    expect(rows.map((r) => r.status)).toEqual(['processed', 'failed']);
    // A failed refund does not count against what can still be refunded; a bad signature is refused.
    const summary = await call<{ refunded: number }>('GET', `/api/admin/orders/${orderId}/refunds`, { token: admin.token });
    expect(summary.body.refunded).toBe(30);
    const forged = refundEvent('refund.processed', second.body.refund!.gateway_refund_id!, paymentId, 2000);
    const res = await fetch(`${apiUrl()}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(forged, 'wrong') }, body: forged });
    expect(res.status).toBe(401);
    expect((await refundsOf(orderId))[1].status).toBe('failed');
  });

  it('records a cash-on-delivery refund paid by UPI with its reference, with no gateway call', async () => {
    const { shopper, orderId } = await paidOrder('cod', 'cash');
    const early = await refund(orderId, { amount: 10, reason: 'Not delivered yet', method: 'upi', reference: 'UPI123' });
    expect(early.status).toBe(409);
    await move(orderId, 'processing', 'shipped', 'delivered');
    expect((await refund(orderId, { amount: 10, reason: 'Bruised', method: 'upi' })).status).toBe(400);
    expect((await refund(orderId, { amount: 10, reason: 'Bruised' })).status).toBe(400);
    const made = await refund(orderId, { amount: 25, reason: 'Bruised bananas', method: 'upi', reference: 'UPI-4471-2231' });
    expect(made.status).toBe(201);
    expect(made.body.refund).toMatchObject({ amount: 25, status: 'processed', gateway_refund_id: null });
    expect(await refundsOf(orderId)).toEqual([expect.objectContaining({ method: 'upi', reference: 'UPI-4471-2231', status: 'processed' })]);
    expect(await ledgerOf(orderId)).toHaveLength(0);
    expect(await outboxTo(shopper.email, 'A refund of ₹25.00')).toBe(1);
    const summary = await call<{ kind: string; refundable: number; paid: number }>('GET', `/api/admin/orders/${orderId}/refunds`, { token: admin.token });
    expect(summary.body.kind).toBe('manual');
    expect(summary.body.refundable).toBe(summary.body.paid - 25);
  });
});
