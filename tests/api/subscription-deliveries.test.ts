import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addDays, shopDate, shopInstant } from '@fruit-shop/common/delivery.rules';
import { deliveryClock } from '../../api/src/modules/delivery/delivery.service.js';
import { subscriptionDeliveryService } from '../../api/src/modules/subscriptions/subscription-delivery.service.js';
import { subscriptionControlsService } from '../../api/src/modules/subscriptions/subscription-controls.service.js';
import { subscriptionUserService } from '../../api/src/modules/subscriptions/subscription-user.service.js';
import { DEMO_ADMIN } from '../../api/src/db/seed/seed.js';
import { sendJson } from '../utils/api-client.js';
import { adminLogin, call, removeShelvesAndOrders } from '../utils/admins.js';
import { addShelf, shelfProduct } from '../utils/catalog-shelf.js';
import { signUpCustomer } from '../utils/customers.js';
import { connectTestOrm } from '../utils/orm.js';
import { signCheckout } from '../utils/payments.js';
import { makeShoppers } from '../utils/shoppers.js';

/*
 * Subscriptions that deliver (issue 38 parts 2 and 3): a subscription's address and window,
 * and the scheduler that makes each delivery day's order, driven by a chosen instant (the
 * scheduler and the controls read the injectable deliveryClock).
 */

let orm: MikroORM;
let serial = 0;
/** A pincode of this file's own, with its own windows: 12:00–13:00 (preferred) and 17:00–19:00. */
const PIN = `5600${String(10 + (process.pid % 80)).padStart(2, '0')}`;
let noon: number;
let evening: number;
/** This file's plan (withdrawn from sale, so the plan lists of other suites do not change): its box is what the scheduler packs. */
let planId: number;
/** A plan on sale, for buying through the API. */
let salePlanId: number;
let apple: { id: number; stock: number };
let banana: { id: number; stock: number };
let pickCategoryId: number;
let shelf: Awaited<ReturnType<typeof addShelf>>;

const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);
const stockOf = async (id: number) => (await sql<{ s: number }>('select "stock_quantity" as "s" from "product" where "id" = ?', [id]))[0].s;
const bookedOf = async (slotId: number, date: string) => (await sql<{ b: number }>('select "booked" as "b" from "delivery_slot_booking" where "slot_id" = ? and "date" = ?::date', [slotId, date]))[0]?.b ?? 0;

beforeAll(async () => {
  orm = await connectTestOrm();
  [{ id: salePlanId }] = await sql<{ id: number }>(`select "id" from "subscription_plan" where "plan_type" = 'Weekly' and "is_active" order by "id" limit 1`);
  await sql('insert into "delivery_pincode" ("code") values (?) on conflict do nothing', [PIN]);
  [{ id: noon }] = await sql<{ id: number }>(`insert into "delivery_slot" ("pincode", "start_minute", "end_minute", "capacity") values (?, 720, 780, 10000) returning "id"`, [PIN]);
  [{ id: evening }] = await sql<{ id: number }>(`insert into "delivery_slot" ("pincode", "start_minute", "end_minute", "capacity") values (?, 1020, 1140, 10000) returning "id"`, [PIN]);
  shelf = await addShelf(orm.em.fork(), 'sub-box', [
    shelfProduct({ name: 'Box Apple', price: 100, stockQuantity: 5000 }),
    shelfProduct({ name: 'Box Banana', price: 40, stockQuantity: 5000 }),
    shelfProduct({ name: 'Box Guava', price: 60, stockQuantity: 5000 }),
  ]);
  apple = { id: shelf.products[0].id, stock: 5000 };
  banana = { id: shelf.products[1].id, stock: 5000 };
  pickCategoryId = shelf.category.id;
  [{ id: planId }] = await sql<{ id: number }>(
    `insert into "subscription_plan" ("plan_type", "plan_name", "plan_description", "price", "validity_days", "features", "is_active") values ('Weekly', ?, 'Test box', 499, 28, '[]', false) returning "id"`,
    [`Test Box ${process.pid}`],
  );
  await sql(`update "product" set "unit" = 'kg' where "id" = any(?::int[])`, [`{${shelf.products.map((p) => p.id).join(',')}}`]);
  await sql(
    `insert into "subscription_plan_line" ("plan_id", "position", "product_id", "category_id", "unit", "quantity") values (?, 1, ?, null, null, 2), (?, 2, ?, null, null, 6), (?, 3, null, ?, ?, 1)`,
    [planId, apple.id, planId, banana.id, planId, pickCategoryId, 'kg'],
  );
});
afterEach(() => {
  deliveryClock.now = () => new Date();
});
afterAll(async () => {
  // The catalogue's lists are exact in other suites: this file's shelf, plan and orders go.
  await sql('delete from "subscription_user" where "plan_id" = ?', [planId]);
  await sql('delete from "subscription_plan" where "id" = ?', [planId]);
  await removeShelvesAndOrders(orm, [shelf.category]);
  await orm.close();
});

/** An address of the customer's at the file's pincode (or another), made in the database. */
async function addAddress(userId: number, pincode = PIN, position = 1): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `insert into "address" ("user_id", "position", "type", "full_name", "phone", "address_line1", "city", "state", "pin_code") values (?, ?, 'home', 'Asha Rao', '9876543210', ?, 'Bengaluru', 'Karnataka', ?) returning "id"`,
    [userId, position, `${++serial} MG Road`, pincode],
  );
  return row.id;
}

/** A subscription made straight in the database, starting `start` (deliveries every 7 days after), at the noon window. */
async function addSubscription(userId: number, start: string, slotId = noon): Promise<number> {
  const address = { firstName: 'Asha', lastName: 'Rao', email: `sub${++serial}@example.com`, phone: '9876543210', address: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', postcode: PIN };
  const window = slotId === noon ? [720, 780] : [1020, 1140];
  const [row] = await sql<{ id: number }>(
    `insert into "subscription_user" ("user_id", "plan_id", "plan_type", "plan_name", "price", "start_date", "end_date", "status", "auto_renew", "delivery_address", "slot_id", "slot_start", "slot_end")
     values (?, ?, 'Weekly', 'Test Box', 499, ?::date, ?::date + 28, 'active', true, ?::jsonb, ?, ?, ?) returning "id"`,
    [userId, planId, start, start, JSON.stringify(address), slotId, ...window],
  );
  return row.id;
}

/** Noon (shop time) of the day before `date`: inside the default 24 h before the noon window's 10:00 cut-off. */
const dayBefore = (date: string) => shopInstant(addDays(date, -1), 12 * 60);
const ordersOf = (subscriptionId: number) =>
  sql<{ id: number; status: string; total: string; subscription_date: string; delivery_date: string; delivery_slot_id: number; shortfall: unknown; payment_status: string }>(
    `select "id", "status", "total"::text, to_char("subscription_date", 'YYYY-MM-DD') as "subscription_date", to_char("delivery_date", 'YYYY-MM-DD') as "delivery_date",
            "delivery_slot_id", "shortfall", "payment_status" from "shop_order" where "subscription_user_id" = ? order by "id"`,
    [subscriptionId],
  );

describe('a subscription knows where and when', () => {
  it('takes a saved address and a window at subscribe; without them the primary address and the earliest window', async () => {
    const buyer = await signUpCustomer();
    await sql('delete from "address" where "user_id" = ?', [buyer.userId]);
    const primary = await addAddress(buyer.userId, PIN, 1);
    const second = await addAddress(buyer.userId, PIN, 2);
    const buy = async (body: Record<string, unknown>) => {
      const started = await sendJson<{ id: string }>('POST', '/api/subscription-user', { plan_id: salePlanId, ...body }, buyer.token);
      expect(started.status).toBe(201);
      const paymentId = `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
      const verified = await sendJson<{ subscriptionId: number }>(
        'POST',
        '/api/payments/verify-payment',
        { razorpay_order_id: started.body.id, razorpay_payment_id: paymentId, razorpay_signature: signCheckout(started.body.id, paymentId), isSubscription: true, plan_id: salePlanId },
        buyer.token,
      );
      return (await sendJson<{ delivery: { address_id: number; address: { postcode: string; address: string }; window: { slot_id: number; start: string; end: string } } }>('GET', `/api/subscription-user/${verified.body.subscriptionId}`, undefined, buyer.token)).body;
    };
    const chosen = await buy({ address_id: second, slot_id: `${evening}:${addDays(shopDate(new Date()), 1)}` });
    expect(chosen.delivery).toMatchObject({ address_id: second, address: { postcode: PIN }, window: { slot_id: evening, start: '17:00', end: '19:00' } });
    const plain = await buy({});
    expect(plain.delivery.address_id).toBe(primary);
    // The earliest window offered for the pincode: shop-wide seeded windows may start earlier than noon.
    const [earliest] = await sql<{ id: number }>(`select "id" from "delivery_slot" where "is_active" and ("pincode" is null or "pincode" = ?) order by "start_minute", "end_minute", "id" limit 1`, [PIN]);
    expect(plain.delivery.window.slot_id).toBe(earliest.id);

    // Changed for the deliveries to come.
    const subId = (await sql<{ id: number }>('select "id" from "subscription_user" where "user_id" = ? order by "id" desc limit 1', [buyer.userId]))[0].id;
    const changed = await sendJson<{ delivery: { address_id: number; window: { slot_id: number } } }>('PUT', `/api/subscription-user/${subId}/delivery`, { address_id: second, slot_id: noon }, buyer.token);
    expect(changed.status).toBe(200);
    expect(changed.body.delivery).toMatchObject({ address_id: second, window: { slot_id: noon } });
  });

  it('refuses an unserved pincode, a window of another pincode and someone else\'s address, writing nothing', async () => {
    const buyer = await signUpCustomer();
    const other = await signUpCustomer();
    await sql('delete from "address" where "user_id" = any(?::int[])', [`{${buyer.userId},${other.userId}}`]);
    await addAddress(buyer.userId, '999999', 1);
    const before = (await sql<{ n: number }>('select count(*)::int as "n" from "payment" where "user_id" = ?', [buyer.userId]))[0].n;
    const unserved = await sendJson<{ code: string; error: string }>('POST', '/api/subscription-user', { plan_id: salePlanId }, buyer.token);
    expect(unserved.status).toBe(422);
    expect(unserved.body).toMatchObject({ code: 'NOT_SERVICEABLE', error: 'Sorry, we do not deliver to pincode 999999 yet.' });
    const served = await addAddress(buyer.userId, PIN, 2);
    const [foreign] = await sql<{ id: number }>(`insert into "delivery_slot" ("pincode", "start_minute", "end_minute", "capacity") values ('411001', 600, 660, 5) returning "id"`);
    const wrongWindow = await sendJson<{ code: string }>('POST', '/api/subscription-user', { plan_id: salePlanId, address_id: served, slot_id: foreign.id }, buyer.token);
    expect(wrongWindow.body.code).toBe('SLOT_UNAVAILABLE');
    const theirs = await addAddress(other.userId, PIN, 1);
    expect((await sendJson('POST', '/api/subscription-user', { plan_id: salePlanId, address_id: theirs }, buyer.token)).status).toBe(404);
    expect((await sql<{ n: number }>('select count(*)::int as "n" from "payment" where "user_id" = ?', [buyer.userId]))[0].n).toBe(before);
    await sql('delete from "delivery_slot" where "id" = ?', [foreign.id]);
  });
});

describe('each delivery day becomes an order', () => {
  it('is made the day before, at ₹0 and paid, with its stock, its slot, the day-before note, once', async () => {
    const [customer] = await makeShoppers(orm, 1);
    const start = shopDate(new Date());
    const subId = await addSubscription(customer.userId, start);
    const first = addDays(start, 7);
    const stocks = [await stockOf(apple.id), await stockOf(banana.id)];
    const booked = await bookedOf(noon, first);

    // Two days before: not yet.
    expect(await subscriptionDeliveryService.makeDue(orm.em.fork(), shopInstant(addDays(first, -2), 12 * 60), [subId])).toBe(0);
    expect(await ordersOf(subId)).toEqual([]);

    const now = dayBefore(first);
    await subscriptionDeliveryService.makeDue(orm.em.fork(), now, [subId]);
    const [order] = await ordersOf(subId);
    expect(order).toMatchObject({ status: 'paid', total: '0.00', payment_status: 'paid', subscription_date: first, delivery_date: first, delivery_slot_id: noon, shortfall: null });
    // Taken as a shop order takes it, and logged (other subscriptions of this plan may be due too: their own orders took theirs).
    const log = await sql<{ product_id: number; change: number }>('select "product_id", "change" from "inventory_log" where "order_id" = ? order by "product_id"', [order.id]);
    expect(log.filter((l) => l.product_id === apple.id || l.product_id === banana.id)).toEqual([
      { product_id: apple.id, change: -2 },
      { product_id: banana.id, change: -6 },
    ]);
    expect(await stockOf(apple.id)).toBeLessThanOrEqual(stocks[0] - 2);
    // The slot's bookings are its live orders (other due subscriptions of this file may share it).
    const live = await sql<{ n: number }>(`select count(*)::int as "n" from "shop_order" where "delivery_slot_id" = ? and "delivery_date" = ?::date and "status" <> 'cancelled'`, [noon, first]);
    expect(await bookedOf(noon, first)).toBe(live[0].n);
    expect(live[0].n).toBeGreaterThan(booked);
    const items = await sql<{ product_id: number; quantity: number }>('select "product_id", "quantity" from "order_item" where "order_id" = ? order by "product_id"', [order.id]);
    expect(items).toHaveLength(3);
    expect(items.find((i) => i.product_id === apple.id)?.quantity).toBe(2);

    // In the admin's pick list of that slot.
    const pick = await sql<{ n: number }>(`select count(*)::int as "n" from "shop_order" o where o."delivery_date" = ?::date and o."delivery_slot_id" = ? and o."id" = ? and o."status" = 'paid'`, [first, noon, order.id]);
    expect(pick[0].n).toBe(1);

    // The day-before note, once.
    const [account] = await sql<{ email: string }>('select "email" from "app_user" where "id" = ?', [customer.userId]);
    const notes = await sql<{ subject: string; body: string }>(`select "subject", "body" from "outbox_message" where "recipient" = ? and "subject" like 'Your fruit box arrives%'`, [account.email]);
    expect(notes).toHaveLength(1);
    expect(notes[0].body).toContain('2 × ');
    expect(notes[0].body).toContain('/subscriptions');
    expect(notes[0].body).toContain('1 MG Road');

    // A rerun, and another at a later instant, make nothing more.
    await subscriptionDeliveryService.makeDue(orm.em.fork(), now, [subId]);
    await subscriptionDeliveryService.makeDue(orm.em.fork(), new Date(now.getTime() + 3_600_000), [subId]);
    await subscriptionDeliveryService.sendDayBeforeNotes(orm.em.fork(), now);
    expect(await ordersOf(subId)).toHaveLength(1);
    expect(await sql(`select 1 from "outbox_message" where "recipient" = ? and "subject" like 'Your fruit box arrives%'`, [account.email])).toHaveLength(1);

    // The customer's order list shows it with its subscription.
    const mine = await subscriptionUserService.byId(orm.em.fork(), subId);
    expect(mine?.deliveryOrders).toEqual([expect.objectContaining({ orderId: order.id, date: first, packing: false })]);
  });

  it.skipIf(inject('databaseKind') === 'embedded')('two schedulers at once over 200 subscriptions make exactly 200 orders, and a rerun makes none', async () => {
    const shoppers = await makeShoppers(orm, 200);
    const start = addDays(shopDate(new Date()), 1);
    const ids: number[] = [];
    for (const s of shoppers) ids.push(await addSubscription(s.userId, start));
    const now = dayBefore(addDays(start, 7));
    const other = await connectTestOrm();
    try {
      await Promise.all([subscriptionDeliveryService.makeDue(orm.em.fork(), now, ids), subscriptionDeliveryService.makeDue(other.em.fork(), now, ids)]);
    } finally {
      await other.close();
    }
    const count = async () => (await sql<{ n: number }>('select count(*)::int as "n" from "shop_order" where "subscription_user_id" = any(?::int[])', [`{${ids.join(',')}}`]))[0].n;
    expect(await count()).toBe(200);
    await subscriptionDeliveryService.makeDue(orm.em.fork(), now, ids);
    expect(await count()).toBe(200);
  }, 120_000);

  it('a line out of stock makes the order short: the shortfall is recorded and both the customer and the admin are told', async () => {
    const [customer] = await makeShoppers(orm, 1);
    const start = addDays(shopDate(new Date()), 2);
    const subId = await addSubscription(customer.userId, start);
    const first = addDays(start, 7);
    const saved = await stockOf(apple.id);
    await sql('update "product" set "stock_quantity" = 1 where "id" = ?', [apple.id]);
    try {
      await subscriptionDeliveryService.makeDue(orm.em.fork(), dayBefore(first), [subId]);
    } finally {
      await sql('update "product" set "stock_quantity" = ? where "id" = ?', [saved - 1, apple.id]);
    }
    const [order] = await ordersOf(subId);
    expect(order.status).toBe('paid');
    expect(order.shortfall).toEqual([expect.objectContaining({ wanted: 2, filled: 1 })]);
    expect((order.shortfall as { label: string }[])[0].label).toContain('Box Apple');
    const [account] = await sql<{ email: string }>('select "email" from "app_user" where "id" = ?', [customer.userId]);
    expect(await sql(`select 1 from "outbox_message" where "recipient" = ? and "subject" like '%is short'`, [account.email])).toHaveLength(1);
    expect(await sql(`select 1 from "outbox_message" where "recipient" = ? and "subject" = ?`, [DEMO_ADMIN.email, `Subscription delivery #${order.id} is short`])).toHaveLength(1);
  });

  it('a full window moves the order to the next window of the day, and the customer is told', async () => {
    const [customer] = await makeShoppers(orm, 1);
    const start = addDays(shopDate(new Date()), 3);
    const subId = await addSubscription(customer.userId, start);
    const first = addDays(start, 7);
    await sql('update "delivery_slot" set "capacity" = 0 where "id" = ?', [noon]);
    try {
      await subscriptionDeliveryService.makeDue(orm.em.fork(), dayBefore(first), [subId]);
    } finally {
      await sql('update "delivery_slot" set "capacity" = 10000 where "id" = ?', [noon]);
    }
    const [order] = await ordersOf(subId);
    expect(order).toMatchObject({ status: 'paid', subscription_date: first, delivery_date: first, delivery_slot_id: evening });
    const [account] = await sql<{ email: string }>('select "email" from "app_user" where "id" = ?', [customer.userId]);
    const [told] = await sql<{ body: string }>(`select "body" from "outbox_message" where "recipient" = ? and "subject" like 'Your fruit box comes%'`, [account.email]);
    expect(told.body).toContain('was full');
    expect(told.body).toContain('17:00–19:00');
  });

  it('skip and pause before the cut-off cancel the order (stock and slot back); after it they apply from the next date', async () => {
    const [customer] = await makeShoppers(orm, 1);
    const start = shopDate(new Date());
    const subId = await addSubscription(customer.userId, start);
    const first = addDays(start, 7);
    const stock = await stockOf(banana.id);
    const booked = await bookedOf(noon, first);
    deliveryClock.now = () => dayBefore(first);
    await subscriptionDeliveryService.makeDue(orm.em.fork(), dayBefore(first), [subId]);
    expect(await stockOf(banana.id)).toBe(stock - 6);

    // Before the cut-off: the skip cancels the order.
    const skipped = await subscriptionControlsService.skipNext(orm.em.fork(), customer.userId, subId);
    expect(skipped.skippedDates).toEqual([first]);
    const [cancelled] = await ordersOf(subId);
    expect(cancelled.status).toBe('cancelled');
    expect(await stockOf(banana.id)).toBe(stock);
    expect(await bookedOf(noon, first)).toBe(booked);

    // The next delivery is made; a pause past its cut-off leaves it to be delivered.
    const second = addDays(first, 7);
    deliveryClock.now = () => dayBefore(second);
    await subscriptionDeliveryService.makeDue(orm.em.fork(), dayBefore(second), [subId]);
    const made = (await ordersOf(subId)).find((o) => o.subscription_date === second)!;
    expect(made.status).toBe('paid');
    deliveryClock.now = () => shopInstant(second, 10 * 60 + 30); // 10:30: past the noon window's 10:00 cut-off
    const sub = await subscriptionUserService.byId(orm.em.fork(), subId);
    expect(sub?.packingDate).toBe(second);
    // Skipping now skips the delivery after it.
    const later = await subscriptionControlsService.skipNext(orm.em.fork(), customer.userId, subId);
    expect(later.skippedDates).toEqual([first, addDays(second, 7)]);
    expect((await ordersOf(subId)).find((o) => o.id === made.id)?.status).toBe('paid');
  });

  it('a pause before the cut-off cancels the order; resuming makes that day again', async () => {
    const [customer] = await makeShoppers(orm, 1);
    const start = shopDate(new Date());
    const subId = await addSubscription(customer.userId, start, evening);
    const first = addDays(start, 7);
    // 16:00 the day before: within 24 h of the evening window's 15:00 cut-off.
    const due = shopInstant(addDays(first, -1), 16 * 60);
    deliveryClock.now = () => due;
    await subscriptionDeliveryService.makeDue(orm.em.fork(), due, [subId]);
    expect((await ordersOf(subId)).map((o) => o.status)).toEqual(['paid']);
    const paused = await subscriptionControlsService.pause(orm.em.fork(), customer.userId, subId, null);
    expect(paused.paused).toBe(true);
    expect((await ordersOf(subId)).map((o) => o.status)).toEqual(['cancelled']);
    await subscriptionControlsService.resume(orm.em.fork(), customer.userId, subId);
    await subscriptionDeliveryService.makeDue(orm.em.fork(), due, [subId]);
    const orders = await ordersOf(subId);
    // Resumed today: the delivery of `first` is after today, so it is made again.
    expect(orders.map((o) => [o.subscription_date, o.status])).toEqual([
      [first, 'cancelled'],
      [first, 'paid'],
    ]);
  });
});

describe('the development clock (for the end-to-end journey)', () => {
  it('PUT /api/dev/clock moves the shop clock of the server, POST /api/dev/subscriptions/run runs the scheduler then; null puts it back', async () => {
    const [customer] = await makeShoppers(orm, 1);
    const start = shopDate(new Date());
    const subId = await addSubscription(customer.userId, start);
    const first = addDays(start, 7);
    try {
      const moved = await sendJson<{ now: string; shifted: boolean }>('PUT', '/api/dev/clock', { now: dayBefore(first).toISOString() });
      expect(moved.status).toBe(200);
      expect(moved.body.shifted).toBe(true);
      // The slots the shop offers follow the clock.
      const slots = await sendJson<{ slots: { date: string }[] }>('GET', `/api/delivery-slots?pincode=${PIN}`);
      expect(slots.body.slots[0].date).toBe(addDays(first, -1));
      const run = await sendJson<{ ordersMade: number }>('POST', '/api/dev/subscriptions/run', { subscription_ids: [subId] });
      expect(run.status).toBe(200);
      expect(run.body.ordersMade).toBe(1);
      expect((await ordersOf(subId)).map((o) => [o.subscription_date, o.status])).toEqual([[first, 'paid']]);
      expect((await sendJson('PUT', '/api/dev/clock', { now: 'yesterday' })).status).toBe(400);
    } finally {
      const back = await sendJson<{ shifted: boolean; now: string }>('PUT', '/api/dev/clock', { now: null });
      expect(back.body.shifted).toBe(false);
      expect(Math.abs(Date.parse(back.body.now) - Date.now())).toBeLessThan(60_000);
    }
  });
});

describe('the lead time (a shop setting)', () => {
  it('is set by an admin (1 to 48 hours) and decides when a delivery becomes an order', async () => {
    const admin = await adminLogin();
    const bad = await call<{ code: string }>('PUT', '/api/admin/delivery/subscription-lead', { token: admin.token, body: { subscription_lead_hours: 72 } });
    expect([bad.status, bad.body.code]).toEqual([400, 'BAD_USER_INPUT']);
    const [customer] = await makeShoppers(orm, 1);
    const start = shopDate(new Date());
    const subId = await addSubscription(customer.userId, start);
    const first = addDays(start, 7);
    try {
      const set = await call<{ subscription_lead_hours: number }>('PUT', '/api/admin/delivery/subscription-lead', { token: admin.token, body: { subscription_lead_hours: 2 } });
      expect(set.body.subscription_lead_hours).toBe(2);
      // 2 hours before the 10:00 cut-off: not at noon the day before, but at 08:30 on the day.
      await subscriptionDeliveryService.makeDue(orm.em.fork(), dayBefore(first), [subId]);
      expect(await ordersOf(subId)).toEqual([]);
      await subscriptionDeliveryService.makeDue(orm.em.fork(), shopInstant(first, 8 * 60 + 30), [subId]);
      expect((await ordersOf(subId)).map((o) => o.status)).toEqual(['paid']);
    } finally {
      await call('PUT', '/api/admin/delivery/subscription-lead', { token: admin.token, body: { subscription_lead_hours: 24 } });
    }
  });
});
