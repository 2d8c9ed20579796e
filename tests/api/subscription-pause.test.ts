import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addDays, todayDay } from '@fruit-shop/common/subscription-schedule';
import { codeOf, gql, sendJson } from '../utils/api-client.js';
import { signUpCustomer } from '../utils/customers.js';
import { connectTestOrm } from '../utils/orm.js';
import { signCheckout } from '../utils/payments.js';

/*
 * Subscriptions a customer controls (issue 29 part 1) over the real server: pause, resume and
 * skip through REST and GraphQL, their dates, rules and ownership; and POST
 * /api/subscription-user, which starts a plan purchase (part 4).
 */

let orm: MikroORM;
type Customer = Awaited<ReturnType<typeof signUpCustomer>>;
let owner: Customer;
let other: Customer;
let monthlyPlanId: number;

type Sub = {
  id: number;
  status: string;
  start_date: string;
  end_date: string;
  next_delivery_date: string | null;
  upcoming_deliveries: string[];
  paused: boolean;
  paused_from: string | null;
  paused_until: string | null;
  pause_open_ended: boolean;
  skipped_dates: string[];
  skips_left: number;
};
type Intent = { id: string; amount: number; plan_id: number; order_id: number | null; payment_id: number };
type Refusal = { error: string; code: string; field?: string; reason?: string };

beforeAll(async () => {
  orm = await connectTestOrm();
  [owner, other] = [await signUpCustomer(), await signUpCustomer()];
  const [plan] = await orm.em.fork().execute<{ id: number }[]>(`select "id" from "subscription_plan" where "plan_type" = 'Monthly' and "is_active" order by "id" limit 1`);
  monthlyPlanId = plan.id;
});
afterAll(async () => {
  await orm.close();
});

/** Buys the Monthly plan (30 days: deliveries 7, 14, 21 and 28 days after today) through POST /api/subscription-user. */
async function buy(customer: Customer): Promise<Sub> {
  const started = await sendJson<Intent>('POST', '/api/subscription-user', { plan_id: monthlyPlanId }, customer.token);
  expect(started.status).toBe(201);
  const paymentId = `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
  const verified = await sendJson<{ success: boolean; subscriptionId: number }>(
    'POST',
    '/api/payments/verify-payment',
    { razorpay_order_id: started.body.id, razorpay_payment_id: paymentId, razorpay_signature: signCheckout(started.body.id, paymentId), isSubscription: true, plan_id: monthlyPlanId },
    customer.token,
  );
  expect(verified.body.success).toBe(true);
  return (await sendJson<Sub>('GET', `/api/subscription-user/${verified.body.subscriptionId}`, undefined, customer.token)).body;
}

const put = <T = Sub>(path: string, body: unknown, customer?: Customer) => sendJson<T>('PUT', path, body, customer?.token);

describe('POST /api/subscription-user', () => {
  it('answers the payment intent at the plan price; only the verified payment creates the subscription', async () => {
    const buyer = await signUpCustomer();
    const count = async () =>
      (await orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from "subscription_user" where "user_id" = ?', [buyer.userId]))[0].n;
    const started = await sendJson<Intent>('POST', '/api/subscription-user', { plan_id: monthlyPlanId, price: 1 }, buyer.token);
    expect(started.status).toBe(201);
    const [plan] = await orm.em.fork().execute<{ price: string }[]>('select "price"::text from "subscription_plan" where "id" = ?', [monthlyPlanId]);
    expect(started.body).toMatchObject({ amount: Math.round(Number(plan.price) * 100), plan_id: monthlyPlanId, order_id: null });
    expect(await count()).toBe(0);
    const sub = await buy(buyer);
    expect(sub).toMatchObject({ status: 'active', start_date: todayDay(), end_date: addDays(todayDay(), 30), paused: false, skipped_dates: [], skips_left: 2 });
    expect(sub.upcoming_deliveries).toEqual([7, 14, 21, 28].map((d) => addDays(todayDay(), d)));
    expect(await count()).toBe(1);
  });

  it('refuses a guest, a missing or unknown plan, and someone else\'s user id', async () => {
    expect((await sendJson('POST', '/api/subscription-user', { plan_id: monthlyPlanId })).status).toBe(401);
    const missing = await sendJson<Refusal>('POST', '/api/subscription-user', {}, owner.token);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'BAD_USER_INPUT', error: 'plan_id is required' });
    expect((await sendJson('POST', '/api/subscription-user', { plan_id: 99_999_999 }, owner.token)).status).toBe(404);
    expect((await sendJson('POST', '/api/subscription-user', { plan_id: 'abc' }, owner.token)).status).toBe(400);
    expect((await sendJson('POST', '/api/subscription-user', { plan_id: monthlyPlanId, user_id: other.userId }, owner.token)).status).toBe(403);
  });
});

describe('pause and resume', () => {
  it('pauses to a date, moving the end date out by the deliveries missed, and resumes early giving back the rest', async () => {
    const sub = await buy(owner);
    const today = todayDay();
    const paused = await put(`/api/subscription-user/${sub.id}/pause`, { until: addDays(today, 10) }, owner);
    expect(paused.status).toBe(200);
    // The delivery on day 7 is missed; deliveries restart on day 10, the first is day 14.
    expect(paused.body).toMatchObject({ paused: true, paused_from: today, paused_until: addDays(today, 10), pause_open_ended: false, end_date: addDays(today, 37), next_delivery_date: addDays(today, 14) });
    expect(paused.body.upcoming_deliveries).toEqual([14, 21, 28, 35].map((d) => addDays(today, d)));

    const again = await put<Refusal>(`/api/subscription-user/${sub.id}/pause`, { until: addDays(today, 5) }, owner);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATUS_CHANGE', error: 'This subscription is already paused' });
    const skip = await put<Refusal>(`/api/subscription-user/${sub.id}/skip`, undefined, owner);
    expect(skip.status).toBe(409);
    expect(skip.body.error).toBe('Resume this subscription before skipping a delivery');

    // Resumed the day it paused: nothing was missed, so the end date is the bought one again.
    const resumed = await put(`/api/subscription-user/${sub.id}/resume`, undefined, owner);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({ paused: false, paused_until: null, end_date: addDays(today, 30), next_delivery_date: addDays(today, 7) });
    const notPaused = await put<Refusal>(`/api/subscription-user/${sub.id}/resume`, undefined, owner);
    expect(notPaused.status).toBe(409);
    expect(notPaused.body.error).toBe('This subscription is not paused');
  });

  it('pauses until resumed (8 weeks at most) through GraphQL', async () => {
    const sub = await buy(owner);
    const today = todayDay();
    const PAUSE = `mutation($id: ID!, $until: String) { pauseSubscription(id: $id, until: $until) { paused pausedUntil pauseOpenEnded endDate nextDeliveryDate upcomingDeliveries } }`;
    const reply = await gql<{ pauseSubscription: Record<string, unknown> }>(PAUSE, { id: String(sub.id) }, owner.token);
    expect(reply.errors).toBeUndefined();
    // All four deliveries restart after the 8 weeks, on the same weekly days.
    expect(reply.data!.pauseSubscription).toEqual({
      paused: true,
      pausedUntil: addDays(today, 56),
      pauseOpenEnded: true,
      endDate: addDays(today, 30 + 7 * 7),
      nextDeliveryDate: addDays(today, 56),
      upcomingDeliveries: [56, 63, 70, 77].map((d) => addDays(today, d)),
    });
    const resumed = await gql<{ resumeSubscription: { paused: boolean; endDate: string } }>(`mutation($id: ID!) { resumeSubscription(id: $id) { paused endDate } }`, { id: String(sub.id) }, owner.token);
    expect(resumed.data!.resumeSubscription).toEqual({ paused: false, endDate: addDays(today, 30) });
  });

  it('checks the date: after today, within 8 weeks, a real day', async () => {
    const sub = await buy(owner);
    const today = todayDay();
    for (const until of [today, addDays(today, -3), addDays(today, 57)]) {
      const reply = await put<Refusal>(`/api/subscription-user/${sub.id}/pause`, { until }, owner);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code: 'BAD_USER_INPUT', error: 'Choose a date after today and within 8 weeks' });
    }
    const viaGraphql = await gql(`mutation($id: ID!, $until: String) { pauseSubscription(id: $id, until: $until) { id } }`, { id: String(sub.id), until: today }, owner.token);
    expect(viaGraphql.errors?.[0]).toMatchObject({ message: 'Choose a date after today and within 8 weeks', extensions: { code: 'BAD_USER_INPUT', field: 'until' } });
    for (const until of ['2026-02-30', 'next week', 20261201]) {
      const reply = await put<Refusal>(`/api/subscription-user/${sub.id}/pause`, { until }, owner);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code: 'BAD_USER_INPUT', error: 'until must be a date (YYYY-MM-DD)' });
    }
    expect((await put(`/api/subscription-user/${sub.id}/pause`, { until: addDays(today, 56) }, owner)).status).toBe(200);
    const stored = await orm.em.fork().execute<{ end_date: string; paused: string }[]>('select "end_date"::text, "paused_until"::text as "paused" from "subscription_user" where "id" = ?', [sub.id]);
    expect(stored[0]).toEqual({ end_date: addDays(today, 30 + 7 * 7), paused: addDays(today, 56) });
  });

  it('refuses a cancelled subscription and writes nothing', async () => {
    const sub = await buy(owner);
    expect((await sendJson('POST', `/api/subscription-user/${sub.id}/cancel`, undefined, owner.token)).status).toBe(200);
    for (const action of ['pause', 'skip']) {
      const reply = await put<Refusal>(`/api/subscription-user/${sub.id}/${action}`, {}, owner);
      expect(reply.status).toBe(409);
      expect(reply.body.error).toMatch(/^A cancelled subscription cannot be/);
    }
    const [row] = await orm.em.fork().execute<{ end_date: string; paused_from: string | null; skipped: string }[]>(
      `select "end_date"::text, "paused_from"::text, array_to_string("skipped_dates", ',') as "skipped" from "subscription_user" where "id" = ?`,
      [sub.id],
    );
    expect(row).toEqual({ end_date: sub.end_date, paused_from: null, skipped: '' });
  });
});

describe('skip next delivery', () => {
  it('drops the next delivery, adds one at the end, and allows two a period', async () => {
    const sub = await buy(owner);
    const today = todayDay();
    const first = await put(`/api/subscription-user/${sub.id}/skip`, undefined, owner);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ skipped_dates: [addDays(today, 7)], end_date: addDays(today, 37), next_delivery_date: addDays(today, 14), skips_left: 1 });
    expect(first.body.upcoming_deliveries).toEqual([14, 21, 28, 35].map((d) => addDays(today, d)));
    const second = await gql<{ skipNextDelivery: { skippedDates: string[]; endDate: string; skipsLeft: number } }>(
      `mutation($id: ID!) { skipNextDelivery(id: $id) { skippedDates endDate skipsLeft } }`,
      { id: String(sub.id) },
      owner.token,
    );
    expect(second.data!.skipNextDelivery).toEqual({ skippedDates: [addDays(today, 7), addDays(today, 14)], endDate: addDays(today, 44), skipsLeft: 0 });
    const third = await put<Refusal>(`/api/subscription-user/${sub.id}/skip`, undefined, owner);
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ code: 'INVALID_STATUS_CHANGE', error: 'You can skip at most 2 deliveries in each 4-week period' });
    const viaGraphql = await gql(`mutation($id: ID!) { skipNextDelivery(id: $id) { id } }`, { id: String(sub.id) }, owner.token);
    expect(viaGraphql.errors?.[0].extensions).toMatchObject({ code: 'INVALID_STATUS_CHANGE', reason: 'SKIP_LIMIT' });
  });

  it('lets only one of two racing skips take the last skip of the period', async () => {
    const sub = await buy(owner);
    expect((await put(`/api/subscription-user/${sub.id}/skip`, undefined, owner)).status).toBe(200);
    const replies = await Promise.all([1, 2, 3].map(() => put(`/api/subscription-user/${sub.id}/skip`, undefined, owner)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const [row] = await orm.em.fork().execute<{ n: number; end_date: string }[]>('select cardinality("skipped_dates") as n, "end_date"::text from "subscription_user" where "id" = ?', [sub.id]);
    expect(row).toEqual({ n: 2, end_date: addDays(todayDay(), 44) });
  });
});

describe('ownership', () => {
  it("answers another customer 404 and a guest 401, over REST and GraphQL, and changes nothing", async () => {
    const sub = await buy(owner);
    const until = { until: addDays(todayDay(), 5) };
    for (const action of ['pause', 'resume', 'skip']) {
      expect((await put(`/api/subscription-user/${sub.id}/${action}`, until, other)).status).toBe(404);
      const guest = await put<Refusal>(`/api/subscription-user/${sub.id}/${action}`, until);
      expect(guest.status).toBe(401);
      expect(guest.body.code).toBe('UNAUTHENTICATED');
    }
    expect((await put(`/api/subscription-user/99999999/skip`, undefined, owner)).status).toBe(404);
    expect((await put(`/api/subscription-user/abc/skip`, undefined, owner)).status).toBe(400);
    for (const mutation of ['pauseSubscription(id: $id)', 'resumeSubscription(id: $id)', 'skipNextDelivery(id: $id)']) {
      const query = `mutation($id: ID!) { ${mutation} { id } }`;
      expect(codeOf(await gql(query, { id: String(sub.id) }, other.token))).toBe('NOT_FOUND');
      expect(codeOf(await gql(query, { id: String(sub.id) }))).toBe('UNAUTHENTICATED');
    }
    const mine = (await sendJson<Sub>('GET', `/api/subscription-user/${sub.id}`, undefined, owner.token)).body;
    expect(mine).toMatchObject({ end_date: sub.end_date, paused: false, skipped_dates: [] });
  });
});
