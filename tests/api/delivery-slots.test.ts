import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import { deliveryService } from '../../api/src/modules/delivery/delivery.service.js';
import { orderService } from '../../api/src/modules/orders/order.service.js';
import { addDays, shopDate, shopInstant } from '@fruit-shop/common/delivery.rules';
import { gql, sendJson } from '../utils/api-client.js';
import { adminGql, adminLogin, call, removeShelvesAndOrders, type AdminSession } from '../utils/admins.js';
import { addShelf, shelfProduct } from '../utils/catalog-shelf.js';
import { deliverySlots } from '../utils/delivery.js';
import { connectTestOrm } from '../utils/orm.js';
import { makeShoppers } from '../utils/shoppers.js';

/*
 * Delivery slots by pincode (issue 29 part 2): serviceable pincodes, slots of the next 3 days,
 * the same-day cut-off checked again at submit, refusals that write nothing, exact capacity
 * under racing orders, and the slot on the order everywhere it is shown.
 */

let orm: MikroORM;
let admin: AdminSession;
const shelves: Category[] = [];
/** Pincodes of this file only (removed after it): nothing here touches the seeded shop's. */
const pincodes: string[] = [];
let productId: number;

const uniquePincode = () => {
  const code = String(800000 + Math.floor(Math.random() * 99999));
  pincodes.push(code);
  return code;
};

async function addPincode(code: string) {
  const reply = await call('POST', '/api/admin/delivery/pincodes', { body: { code }, token: admin.token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
}

async function addSlot(pincode: string | null, start: string, end: string, capacity: number): Promise<number> {
  const reply = await call<{ slot: { id: number } }>('POST', '/api/admin/delivery/slots', { body: { pincode, start, end, capacity }, token: admin.token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.slot.id;
}

const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);
const shipping = (postcode: string) => ({ firstName: 'Ravi', lastName: 'Shah', email: 'ravi@example.com', phone: '9123456780', address: '4 Park Street', city: 'Pune', state: 'Maharashtra', country: 'India', postcode });
const order = (token: string, postcode: string, slotId: string | undefined, extra: Record<string, unknown> = {}) =>
  sendJson<{ success: boolean; message: string; code?: string; orderId?: number; field?: string; order?: { delivery_slot: unknown } }>(
    'POST',
    '/api/orders',
    { items: [{ product_id: productId, quantity: 1 }], shipping_info: shipping(postcode), payment_method: 'cash', delivery_slot_id: slotId, ...extra },
    token,
  );
const tomorrow = () => addDays(shopDate(new Date()), 1);

beforeAll(async () => {
  orm = await connectTestOrm();
  admin = await adminLogin();
  const { category, products } = await addShelf(orm.em.fork(), 'slots', [shelfProduct({ name: 'Slot Guava', stockQuantity: 500 })]);
  shelves.push(category);
  productId = products[0].id;
});

afterAll(async () => {
  await removeShelvesAndOrders(orm, shelves);
  if (pincodes.length) await sql('delete from "delivery_pincode" where "code" = any(?::text[])', [`{${pincodes.join(',')}}`]);
  await orm.close();
});

describe('GET /api/delivery-slots', () => {
  it('answers serviceable: false and no slots for a pincode the shop does not serve', async () => {
    const code = uniquePincode();
    const reply = await sendJson<{ serviceable: boolean; slots: unknown[] }>('GET', `/api/delivery-slots?pincode=${code}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ pincode: code, serviceable: false, slots: [] });
    const graph = await gql<{ deliverySlots: { serviceable: boolean; slots: unknown[] } }>('query($p: String!) { deliverySlots(pincode: $p) { serviceable slots { id } } }', { p: code });
    expect(graph.data?.deliverySlots).toEqual({ serviceable: false, slots: [] });
  });

  it('refuses a pincode that is not six digits with the form message', async () => {
    const reply = await sendJson<{ error: string; code: string }>('GET', '/api/delivery-slots?pincode=01234');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ error: 'Please enter a valid 6-digit pincode', code: 'BAD_USER_INPUT' });
  });

  it("lists the shop-wide slots and the pincode's own for today and the next two days, and no other pincode's", async () => {
    const [mine, other] = [uniquePincode(), uniquePincode()];
    await addPincode(mine);
    await addPincode(other);
    const own = await addSlot(mine, '21:00', '22:30', 4);
    const foreign = await addSlot(other, '21:00', '22:30', 4);
    const { serviceable, slots } = await deliverySlots(mine);
    expect(serviceable).toBe(true);
    const today = shopDate(new Date());
    expect([...new Set(slots.map((s) => s.date))]).toEqual([today, addDays(today, 1), addDays(today, 2)]);
    expect(slots.filter((s) => s.id.startsWith(`${own}:`)).map((s) => s.id)).toEqual([0, 1, 2].map((d) => `${own}:${addDays(today, d)}`));
    expect(slots.some((s) => s.id.startsWith(`${foreign}:`))).toBe(false);
    // The seeded shop-wide slots are offered too, each with the documented shape.
    expect(slots.find((s) => s.id === `${own}:${tomorrow()}`)).toEqual({ id: `${own}:${tomorrow()}`, date: tomorrow(), start: '21:00', end: '22:30', available: 4, status: 'open' });
    expect(slots.filter((s) => s.date === tomorrow()).length).toBeGreaterThan(1);
  });
});

describe('placing an order with a slot', () => {
  it('refuses an unserved pincode before anything is written, with a clear message', async () => {
    const [shopper] = await makeShoppers(orm, 1);
    const code = uniquePincode();
    const reply = await order(shopper.token, code, `1:${tomorrow()}`);
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ success: false, code: 'NOT_SERVICEABLE', message: `Sorry, we do not deliver to pincode ${code} yet.`, field: 'postcode' });
    expect(await sql('select 1 from "shop_order" where "user_id" = ?', [shopper.userId])).toHaveLength(0);
  });

  it('refuses an unknown, foreign or past slot', async () => {
    const [shopper] = await makeShoppers(orm, 1);
    const [mine, other] = [uniquePincode(), uniquePincode()];
    await addPincode(mine);
    await addPincode(other);
    const foreign = await addSlot(other, '12:00', '13:00', 5);
    const before = (await sql<{ stock_quantity: number }>('select "stock_quantity" from "product" where "id" = ?', [productId]))[0].stock_quantity;

    expect((await order(shopper.token, mine, 'tomorrow morning')).body).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: 'This delivery slot does not exist. Please choose another slot.' });
    expect((await order(shopper.token, mine, `999999:${tomorrow()}`)).body).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: 'This delivery slot does not exist. Please choose another slot.' });
    const foreignReply = await order(shopper.token, mine, `${foreign}:${tomorrow()}`);
    expect(foreignReply.status).toBe(409);
    expect(foreignReply.body).toMatchObject({ success: false, code: 'SLOT_UNAVAILABLE', message: 'This delivery slot is not offered for your pincode. Please choose another slot.' });
    // Four days out is not offered; yesterday has closed.
    const own = await addSlot(mine, '12:00', '13:00', 5);
    expect((await order(shopper.token, mine, `${own}:${addDays(shopDate(new Date()), 3)}`)).body).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: 'This delivery slot does not exist. Please choose another slot.' });
    expect((await order(shopper.token, mine, `${own}:${addDays(shopDate(new Date()), -1)}`)).body).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: 'This delivery slot has closed. Please choose another slot.' });
    // GraphQL takes deliverySlotId and refuses the same way.
    await gql('mutation($p: ID!, $q: Int!) { addToCart(productId: $p, quantity: $q) { lines { productId } } }', { p: String(productId), q: 1 }, shopper.token);
    const graph = await gql('mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId } }', { i: { shipping: shipping(mine), deliverySlotId: `${foreign}:${tomorrow()}` } }, shopper.token);
    expect(graph.errors?.[0]).toMatchObject({ message: 'This delivery slot is not offered for your pincode. Please choose another slot.', extensions: { code: 'SLOT_UNAVAILABLE', reason: 'foreign' } });

    expect(await sql('select 1 from "shop_order" where "user_id" = ?', [shopper.userId])).toHaveLength(0);
    expect((await sql<{ stock_quantity: number }>('select "stock_quantity" from "product" where "id" = ?', [productId]))[0].stock_quantity).toBe(before);
  });

  it('keeps the slot on the order: REST, GraphQL, the confirmation email and the admin list; cancelling frees its place', async () => {
    const [shopper] = await makeShoppers(orm, 1);
    const code = uniquePincode();
    await addPincode(code);
    const slot = await addSlot(code, '18:00', '19:30', 2);
    const id = `${slot}:${tomorrow()}`;
    const placed = await order(shopper.token, code, id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const expected = { id, date: tomorrow(), start: '18:00', end: '19:30' };
    expect(placed.body.order?.delivery_slot).toMatchObject(expected);
    const orderId = placed.body.orderId!;
    const mine = await gql<{ order: { deliverySlot: unknown } }>('query($id: ID!) { order(id: $id) { deliverySlot { id date start end } } }', { id: String(orderId) }, shopper.token);
    expect(mine.data?.order.deliverySlot).toEqual(expected);
    const adminOrders = await adminGql<{ adminOrder: { deliverySlot: unknown } }>('query($id: ID!) { adminOrder(id: $id) { deliverySlot { id date start end } } }', { id: String(orderId) }, { token: admin.token });
    expect(adminOrders.data?.adminOrder.deliverySlot ?? adminOrders.errors).toEqual(expected);
    const [mail] = await sql<{ body: string }>(`select "body" from "outbox_message" where "channel" = 'email' and "subject" = ? order by "id" desc limit 1`, [`Order #${orderId} confirmed`]);
    expect(mail.body).toContain('Delivery slot: ');
    expect(mail.body).toContain('18:00–19:30');
    expect((await deliverySlots(code)).slots.find((s) => s.id === id)?.available).toBe(1);

    const cancelled = await sendJson('PUT', `/api/orders/${orderId}/cancel`, undefined, shopper.token);
    expect(cancelled.status).toBe(200);
    expect((await deliverySlots(code)).slots.find((s) => s.id === id)?.available).toBe(2);
  });

  it('holds the slot for an unpaid card order, and gives it back when the order expires unpaid', async () => {
    const [shopper] = await makeShoppers(orm, 1);
    const code = uniquePincode();
    await addPincode(code);
    const slot = await addSlot(code, '19:00', '20:00', 1);
    const id = `${slot}:${tomorrow()}`;
    const placed = await order(shopper.token, code, id, { payment_method: 'card' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await deliverySlots(code)).slots.find((s) => s.id === id)).toMatchObject({ available: 0, status: 'full' });
    const [other] = await makeShoppers(orm, 1);
    expect((await order(other.token, code, id)).body).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: 'This delivery slot is full. Please choose another slot.' });
    // Only this order is old enough to expire (the others of the suite are minutes old).
    await sql(`update "shop_order" set "created_at" = now() - interval '400 days' where "id" = ?`, [placed.body.orderId]);
    expect(await orderService.expireUnpaid(orm.em.fork(), 365 * 24 * 60)).toBeGreaterThanOrEqual(1);
    expect((await sql<{ status: string }>('select "status" from "shop_order" where "id" = ?', [placed.body.orderId]))[0].status).toBe('cancelled');
    expect((await deliverySlots(code)).slots.find((s) => s.id === id)).toMatchObject({ available: 1, status: 'open' });
  });

  it('takes exactly the capacity when 30 orders race for a slot of 5, and says the slot is full to the rest', async () => {
    const shoppers = await makeShoppers(orm, 30);
    const code = uniquePincode();
    await addPincode(code);
    const slot = await addSlot(code, '08:00', '09:00', 5);
    const id = `${slot}:${tomorrow()}`;
    const replies = await Promise.all(shoppers.map((s) => order(s.token, code, id)));
    const placed = replies.filter((r) => r.status === 201);
    const refused = replies.filter((r) => r.status !== 201);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(25);
    for (const r of refused) expect(r.body).toMatchObject({ success: false, code: 'SLOT_UNAVAILABLE', message: 'This delivery slot is full. Please choose another slot.' });
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from "shop_order" where "delivery_slot_id" = ? and "delivery_date" = ?::date', [slot, tomorrow()]);
    expect(n).toBe(5);
    const [{ booked }] = await sql<{ booked: number }>('select "booked" from "delivery_slot_booking" where "slot_id" = ? and "date" = ?::date', [slot, tomorrow()]);
    expect(booked).toBe(5);
    expect((await deliverySlots(code)).slots.find((s) => s.id === id)).toMatchObject({ available: 0, status: 'full' });
  });

  it('refuses at submit a slot that closed after it was listed (a shopper lingered past the cut-off)', async () => {
    const code = uniquePincode();
    await addPincode(code);
    const slot = await addSlot(code, '17:00', '20:00', 10);
    const date = tomorrow();
    const id = `${slot}:${date}`;
    const cutoff = (await sql<{ cutoff_minutes: number }>('select "cutoff_minutes" from "delivery_setting"'))[0].cutoff_minutes;
    const closesAt = shopInstant(date, 17 * 60 - cutoff).getTime();
    // Listed while open, a minute before its cut-off …
    const listed = await deliveryService.slotsFor(orm.em.fork(), code, new Date(closesAt - 60_000));
    expect(listed.slots.find((s) => s.id === id)).toMatchObject({ status: 'open', available: 10 });
    // … submitted a minute after it: refused, in the order's transaction, with nothing taken.
    await expect(orm.em.fork().transactional((tx) => deliveryService.book(tx, id, code, new Date(closesAt + 60_000)))).rejects.toMatchObject({
      message: 'This delivery slot has closed. Please choose another slot.',
      extensions: { code: 'SLOT_UNAVAILABLE', reason: 'closed' },
    });
    expect(await sql('select 1 from "delivery_slot_booking" where "slot_id" = ?', [slot])).toHaveLength(0);
    const after = await deliveryService.slotsFor(orm.em.fork(), code, new Date(closesAt + 60_000));
    expect(after.slots.find((s) => s.id === id)).toMatchObject({ status: 'closed', available: 0 });
    // Just before the cut-off the same submit books it.
    const booked = await orm.em.fork().transactional((tx) => deliveryService.book(tx, id, code, new Date(closesAt - 1000)));
    expect(booked).toMatchObject({ id, date, start: '17:00', end: '20:00' });
  });

  it('refuses over HTTP a slot whose day has passed (a checkout left open overnight)', async () => {
    const [shopper] = await makeShoppers(orm, 1);
    const code = uniquePincode();
    await addPincode(code);
    const slot = await addSlot(code, '23:00', '24:00', 3);
    const reply = await order(shopper.token, code, `${slot}:${addDays(shopDate(new Date()), -1)}`);
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: 'This delivery slot has closed. Please choose another slot.' });
    expect(await sql('select 1 from "shop_order" where "user_id" = ?', [shopper.userId])).toHaveLength(0);
  });
});

describe('the back office', () => {
  it('manages pincodes, slots and the cut-off with validation; a customer or guest cannot', async () => {
    const code = uniquePincode();
    expect((await call('POST', '/api/admin/delivery/pincodes', { body: { code } })).status).toBe(401);
    expect((await call('POST', '/api/admin/delivery/pincodes', { body: { code: '12345' }, token: admin.token })).body).toMatchObject({ error: 'Please enter a valid 6-digit pincode' });
    await addPincode(code);
    expect((await call('POST', '/api/admin/delivery/slots', { body: { pincode: code, start: '10:00', end: '09:00', capacity: 3 }, token: admin.token })).body).toMatchObject({
      error: 'A slot must end after it starts',
    });
    expect((await call('POST', '/api/admin/delivery/slots', { body: { pincode: code, start: '10:00', end: '11:00', capacity: -1 }, token: admin.token })).body).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect((await call('POST', '/api/admin/delivery/slots', { body: { pincode: uniquePincode(), start: '10:00', end: '11:00', capacity: 3 }, token: admin.token })).status).toBe(400);
    expect((await call('PUT', '/api/admin/delivery/cutoff', { body: { cutoff_minutes: 5000 }, token: admin.token })).status).toBe(400);
    const graph = await adminGql<{ adminDelivery: { cutoffMinutes: number; pincodes: { code: string }[] } }>('{ adminDelivery { cutoffMinutes pincodes { code } slots { id } } }', {}, { token: admin.token });
    expect(graph.data?.adminDelivery.pincodes.map((p) => p.code)).toContain(code);
    expect(graph.data?.adminDelivery.pincodes.map((p) => p.code)).toContain('411001');
    const slot = await addSlot(code, '10:00', '11:00', 3);
    expect((await call<{ deleted: boolean }>('DELETE', `/api/admin/delivery/slots/${slot}`, { token: admin.token })).body).toMatchObject({ deleted: true });
    expect((await call('DELETE', `/api/admin/delivery/pincodes/${code}`, { token: admin.token })).status).toBe(200);
    expect((await deliverySlots(code)).serviceable).toBe(false);
  });
});
