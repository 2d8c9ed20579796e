import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addDays, shopInstant } from '@fruit-shop/common/delivery.rules';
import { renewalSweep, type SweepResult } from '../../api/src/modules/subscriptions/subscription-renewal.service.js';
import { apiUrl, codeOf, gql, sendJson } from '../utils/api-client.js';
import { signUpCustomer } from '../utils/customers.js';
import { connectTestOrm } from '../utils/orm.js';
import { capturedEvent, signCheckout, signWebhook } from '../utils/payments.js';

/*
 * Renewal and the subscription emails (issue 38 parts 4 and 5, docs/decisions/0039), over the
 * real server and database. The sweep runs here, in the test process, with a chosen clock: the
 * subscriptions are moved to end in 2031, where the server's own sweep (real time) never looks.
 */

let orm: MikroORM;
let orm2: MikroORM;
type Customer = Awaited<ReturnType<typeof signUpCustomer>>;
let customer: Customer;
let other: Customer;
let monthly: { id: number; price: string; validity_days: number };
let weekly: { id: number };

type Intent = { id: string; amount: number; plan_id: number; payment_id: number };
type Mail = { recipient: string; subject: string; body: string; dedupe_key: string };

const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);
const paymentId = () => `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
/** 10:00 India time on a shop day. */
const at = (day: string) => shopInstant(day, 600);
const mails = (keyPrefix: string) => sql<Mail>(`select "recipient", "subject", "body", "dedupe_key" from "outbox_message" where "dedupe_key" like ? order by "id"`, [`${keyPrefix}%`]);

beforeAll(async () => {
  orm = await connectTestOrm();
  orm2 = await connectTestOrm();
  [customer, other] = [await signUpCustomer(), await signUpCustomer()];
  [monthly] = await sql<typeof monthly>(`select "id", "price"::text, "validity_days" from "subscription_plan" where "plan_type" = 'Monthly' and "is_active" order by "id" limit 1`);
  [weekly] = await sql<typeof weekly>(`select "id" from "subscription_plan" where "plan_type" = 'Weekly' and "is_active" order by "id" limit 1`);
});
afterAll(async () => {
  await orm.close();
  await orm2.close();
});

async function verify(providerOrderId: string, payment: string, who: Customer) {
  return sendJson<{ success: boolean; subscriptionId: number; message: string; code?: string }>(
    'POST',
    '/api/payments/verify-payment',
    { razorpay_order_id: providerOrderId, razorpay_payment_id: payment, razorpay_signature: signCheckout(providerOrderId, payment) },
    who.token,
  );
}

async function webhook(providerOrderId: string, payment: string, amount: number) {
  const body = capturedEvent(providerOrderId, payment, amount);
  const res = await fetch(`${apiUrl()}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(body), 'x-razorpay-event-id': `evt_${randomUUID()}` },
    body,
  });
  return { status: res.status, body: (await res.json()) as { handled?: boolean } };
}

/** Buys a plan through POST /api/subscription-user and verify-payment: the subscription's id. */
async function buy(who: Customer, planId = monthly.id): Promise<number> {
  const started = await sendJson<Intent>('POST', '/api/subscription-user', { plan_id: planId }, who.token);
  expect(started.status).toBe(201);
  const verified = await verify(started.body.id, paymentId(), who);
  expect(verified.body.success).toBe(true);
  return verified.body.subscriptionId;
}

const endOf = async (id: number) => (await sql<{ end_date: string }>('select "end_date"::text from "subscription_user" where "id" = ?', [id]))[0].end_date;
const setEnd = (ids: number[], end: string) => sql(`update "subscription_user" set "end_date" = ?::date where "id" = any(?::int[])`, [end, `{${ids.join(',')}}`]);
const billing = (id: number) =>
  sql<{ payment_id: number; amount: string; period_start: string; period_end: string }>(
    'select "payment_id", "amount"::text, "period_start"::text, "period_end"::text from "billing_record" where "subscription_user_id" = ? order by "id"',
    [id],
  );

/** Two sweeps at once, on two connections (two instances): their catches summed. */
async function racingSweeps(day: string): Promise<SweepResult> {
  const [a, b] = await Promise.all([renewalSweep(orm.em.fork(), at(day)), renewalSweep(orm2.em.fork(), at(day))]);
  return { reminded7: a.reminded7 + b.reminded7, reminded1: a.reminded1 + b.reminded1, ended: a.ended + b.ended };
}

/** Copies of a subscription (same customer and plan), made in SQL for a crowd to race over. */
async function copies(id: number, n: number): Promise<number[]> {
  const rows = await sql<{ id: number }>(
    `insert into "subscription_user" ("user_id", "plan_id", "plan_type", "plan_name", "price", "start_date", "end_date", "status", "auto_renew")
     select "user_id", "plan_id", "plan_type", "plan_name", "price", "start_date", "end_date", "status", "auto_renew" from "subscription_user", generate_series(1, ?) where "id" = ?
     returning "id"`,
    [n, id],
  );
  return rows.map((r) => r.id);
}

describe('the subscription confirmation', () => {
  it('is queued once when a plan payment creates the subscription, to the verified email, with absolute links', async () => {
    const id = await buy(customer);
    const sent = await mails(`subscription-confirmation:${id}`);
    expect(sent).toHaveLength(1);
    expect(sent[0].recipient).toBe(customer.email);
    expect(sent[0].subject).toMatch(/subscription is active/);
    expect(sent[0].body).toMatch(/https?:\/\/[^\s]+\/account\?tab=subscriptions/);
    expect(sent[0].body).toMatch(/first delivery/i);
  });
});

describe('renewal reminders', () => {
  it('go 7 days and 1 day before the end, only with auto-renew on, once each with two sweeps racing', async () => {
    const end = '2031-03-20';
    const renewing = await buy(customer);
    const crowd = [renewing, ...(await copies(renewing, 30))];
    const autoRenewOff = await buy(customer);
    // Cancel, then reactivate with auto-renew off: active, but no reminders.
    await sendJson('POST', `/api/subscription-user/${autoRenewOff}/cancel`, {}, customer.token);
    expect((await sendJson<{ auto_renew: boolean }>('POST', `/api/subscription-user/${autoRenewOff}/reactivate`, { auto_renew: false }, customer.token)).body.auto_renew).toBe(false);
    const cancelled = await buy(customer);
    await sendJson('POST', `/api/subscription-user/${cancelled}/cancel`, {}, customer.token);
    const weeklyOne = await buy(customer, weekly.id);
    await setEnd([...crowd, autoRenewOff, cancelled, weeklyOne], end);

    // Eight days before: nothing yet.
    expect(await racingSweeps(addDays(end, -8))).toEqual({ reminded7: 0, reminded1: 0, ended: 0 });

    // Seven days before: each of the 31 once, though two sweeps raced over them.
    expect(await racingSweeps(addDays(end, -7))).toMatchObject({ reminded7: crowd.length, reminded1: 0 });
    for (const id of crowd) expect(await mails(`subscription-renewal-reminder:${id}:`)).toHaveLength(1);
    const [seven] = await mails(`subscription-renewal-reminder:${renewing}:${end}:7`);
    expect(seven.recipient).toBe(customer.email);
    expect(seven.subject).toMatch(/ends in 7 days/);
    expect(seven.body).toContain(`/account?tab=subscriptions&renew=${renewing}`);
    expect(seven.body).toMatch(/https?:\/\/\S+\/account\?tab=subscriptions&renew=/);
    expect(seven.body).toContain(`₹${monthly.price}`);
    // Auto-renew off, cancelled: none; a weekly plan's 7-day reminder would land on its day of purchase: none.
    for (const id of [autoRenewOff, cancelled, weeklyOne]) expect(await mails(`subscription-renewal-reminder:${id}:`)).toHaveLength(0);

    // The days after: not again.
    expect((await racingSweeps(addDays(end, -6))).reminded7).toBe(0);
    expect((await racingSweeps(addDays(end, -2))).reminded7).toBe(0);

    // Turning auto-renew off (cancel) after the 7-day reminder stops the 1-day one.
    const stopped = crowd[1];
    await sendJson('POST', `/api/subscription-user/${stopped}/cancel`, {}, customer.token);

    // The day before: the 1-day reminder, once each, the weekly plan's too.
    expect(await racingSweeps(addDays(end, -1))).toMatchObject({ reminded7: 0, reminded1: crowd.length - 1 + 1 });
    const [one] = await mails(`subscription-renewal-reminder:${renewing}:${end}:1`);
    expect(one.subject).toMatch(/ends tomorrow/);
    expect(await mails(`subscription-renewal-reminder:${stopped}:${end}:1`)).toHaveLength(0);
    expect(await mails(`subscription-renewal-reminder:${weeklyOne}:${end}:1`)).toHaveLength(1);
    for (const id of [autoRenewOff, cancelled]) expect(await mails(`subscription-renewal-reminder:${id}:`)).toHaveLength(0);
    // And on the last day, nothing more.
    expect((await racingSweeps(end)).reminded1).toBe(0);
    expect(await mails(`subscription-renewal-reminder:${renewing}:`)).toHaveLength(2);
  });
});

describe('the ending notice', () => {
  it('goes once, the day after the end date, to a subscription not renewed and not cancelled', async () => {
    const end = '2031-07-10';
    const ending = await buy(customer);
    const crowd = [ending, ...(await copies(ending, 10))];
    const cancelled = await buy(customer);
    await sendJson('POST', `/api/subscription-user/${cancelled}/cancel`, {}, customer.token);
    await setEnd([...crowd, cancelled], end);

    // Its last day: still running.
    expect((await racingSweeps(end)).ended).toBe(0);
    // The day after: one notice each, with two sweeps racing.
    expect((await racingSweeps(addDays(end, 1))).ended).toBe(crowd.length);
    for (const id of crowd) expect(await mails(`subscription-ended:${id}:`)).toHaveLength(1);
    const [notice] = await mails(`subscription-ended:${ending}:${end}`);
    expect(notice.recipient).toBe(customer.email);
    expect(notice.subject).toMatch(/has ended/);
    expect(notice.body).toMatch(/https?:\/\/\S+\/subscriptions/);
    expect(await mails(`subscription-ended:${cancelled}:`)).toHaveLength(0);
    // Not again, and not for one that ended long ago.
    expect((await racingSweeps(addDays(end, 2))).ended).toBe(0);
    expect((await racingSweeps(addDays(end, 30))).ended).toBe(0);
    expect(await mails(`subscription-ended:${ending}:`)).toHaveLength(1);
    // Renewal is refused once it has ended (the server's today is before 2031, so make it end in the past).
    await setEnd([ending], '2020-01-31');
    const refused = await sendJson<{ code: string }>('POST', `/api/subscription-user/${ending}/renew`, {}, customer.token);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('INVALID_STATUS_CHANGE');
  });
});

describe('renewing', () => {
  it('extends by exactly the validity from the end date and records the period; a second verify or webhook extends nothing', async () => {
    const id = await buy(customer);
    const end = '2031-05-10';
    await setEnd([id], end);
    const priceInPaise = Math.round(Number(monthly.price) * 100);

    const started = await sendJson<Intent>('POST', `/api/subscription-user/${id}/renew`, {}, customer.token);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ amount: priceInPaise, plan_id: monthly.id });
    // Asked again (the reminder opened twice): the same open payment.
    expect((await sendJson<Intent>('POST', `/api/subscription-user/${id}/renew`, {}, customer.token)).body.payment_id).toBe(started.body.payment_id);
    expect(await sql('select "purpose", "subscription_user_id", "status" from "payment" where "id" = ?', [started.body.payment_id])).toEqual([
      { purpose: 'subscription', subscription_user_id: id, status: 'created' },
    ]);
    // Nothing changes before it is paid.
    expect(await endOf(id)).toBe(end);

    const pay = paymentId();
    const verified = await verify(started.body.id, pay, customer);
    expect(verified.body).toMatchObject({ success: true, subscriptionId: id });
    expect(verified.body.message).toMatch(/renewed/i);
    const renewedEnd = addDays(end, monthly.validity_days);
    expect(await endOf(id)).toBe(renewedEnd);
    const records = await billing(id);
    expect(records).toHaveLength(2);
    expect(records[1]).toEqual({ payment_id: started.body.payment_id, amount: monthly.price, period_start: addDays(end, 1), period_end: renewedEnd });
    const receipts = await mails(`subscription-renewed:${started.body.payment_id}`);
    expect(receipts).toHaveLength(1);
    expect(receipts[0].recipient).toBe(customer.email);
    expect(receipts[0].body).toMatch(/https?:\/\/\S+\/account\?tab=subscriptions/);

    // The same payment again, from the browser and from Razorpay: nothing more.
    expect((await verify(started.body.id, pay, customer)).body.success).toBe(true);
    expect((await webhook(started.body.id, pay, priceInPaise)).status).toBe(200);
    expect(await endOf(id)).toBe(renewedEnd);
    expect(await billing(id)).toHaveLength(2);

    // The next period, paid by verify and webhook racing (two instances would do the same): once.
    const next = await sendJson<Intent>('POST', `/api/subscription-user/${id}/renew`, {}, customer.token);
    expect(next.body.payment_id).not.toBe(started.body.payment_id);
    const pay2 = paymentId();
    const [a, b] = await Promise.all([verify(next.body.id, pay2, customer), webhook(next.body.id, pay2, priceInPaise), verify(next.body.id, pay2, customer)]);
    expect(a.body.success).toBe(true);
    expect(b.status).toBe(200);
    expect(await endOf(id)).toBe(addDays(renewedEnd, monthly.validity_days));
    expect(await billing(id)).toHaveLength(3);
    expect(await mails(`subscription-renewed:${next.body.payment_id}`)).toHaveLength(1);

    // A renewed subscription is reminded again before its new end date, not its old one.
    expect((await racingSweeps(addDays(await endOf(id), -7))).reminded7).toBeGreaterThanOrEqual(1);
    expect(await mails(`subscription-renewal-reminder:${id}:${await endOf(id)}:7`)).toHaveLength(1);
  });

  it('through GraphQL: renewSubscription answers the PaymentIntent; only the owner, only a running subscription', async () => {
    const id = await buy(customer);
    await setEnd([id], '2031-09-01');
    const mutation = `mutation Renew($id: ID!) { renewSubscription(subscriptionId: $id) { paymentId providerOrderId amountPaise planId testMode } }`;
    const mine = await gql<{ renewSubscription: { amountPaise: number; planId: string; testMode: boolean } }>(mutation, { id: String(id) }, customer.token);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.renewSubscription).toMatchObject({ amountPaise: Math.round(Number(monthly.price) * 100), planId: String(monthly.id), testMode: true });
    expect(codeOf(await gql(mutation, { id: String(id) }, other.token))).toBe('NOT_FOUND');
    expect(codeOf(await gql(mutation, { id: String(id) }))).toBe('UNAUTHENTICATED');
    expect((await sendJson('POST', `/api/subscription-user/${id}/renew`, {}, other.token)).status).toBe(404);
    await sendJson('POST', `/api/subscription-user/${id}/cancel`, {}, customer.token);
    expect(codeOf(await gql(mutation, { id: String(id) }, customer.token))).toBe('INVALID_STATUS_CHANGE');
  });

  it('keeps a renewal paid after the subscription was cancelled as a refund due, and extends nothing', async () => {
    const id = await buy(customer);
    const end = '2031-11-15';
    await setEnd([id], end);
    const started = await sendJson<Intent>('POST', `/api/subscription-user/${id}/renew`, {}, customer.token);
    await sendJson('POST', `/api/subscription-user/${id}/cancel`, {}, customer.token);
    const pay = paymentId();
    const verified = await verify(started.body.id, pay, customer);
    expect(verified.status).toBe(400);
    expect(verified.body.code).toBe('PAYMENT_FAILED');
    expect(await sql('select "status", "provider_payment_id" from "payment" where "id" = ?', [started.body.payment_id])).toEqual([{ status: 'refund_due', provider_payment_id: pay }]);
    expect(await endOf(id)).toBe(end);
    expect(await billing(id)).toHaveLength(1);
  });
});
