import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { App } from '../../api/src/app.js';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import { orderService } from '../../api/src/modules/orders/order.service.js';
import { addDays, shopDate } from '@fruit-shop/common/delivery.rules';
import { apiUrl, gql, sendJson } from '../utils/api-client.js';
import { adminGql, adminLogin, call, removeShelvesAndOrders, type AdminSession } from '../utils/admins.js';
import { addShelf, shelfProduct } from '../utils/catalog-shelf.js';
import { deliverySlots } from '../utils/delivery.js';
import { connectTestOrm } from '../utils/orm.js';
import { startSecondApp } from '../utils/second-app.js';
import { makeShoppers } from '../utils/shoppers.js';

/*
 * The delivery day (issue 36) on the shared test server: an order's history and notes, status
 * messages with absolute links (once per change, even when two instances race), the pick list,
 * the run sheet and "mark all as shipped", the CSV export, an unpaid card order's Pay now,
 * reminder and expiry, and the documented POST /api/orders without a slot.
 */

let orm: MikroORM;
let admin: AdminSession;
let second: App | undefined;
const shelves: Category[] = [];
let products: { id: number; name: string }[];
/** This file's own pincode, with a 07:00–10:00 slot of its own. */
const PINCODE = String(700000 + Math.floor(Math.random() * 99999));
let slotId: number;
/** The soonest day the file's 07:00–10:00 slot takes orders (today before its cut-off, else tomorrow). */
let day: string;

const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);
const shipping = (over: Record<string, string> = {}) => ({ first_name: 'Meera', last_name: 'Iyer', email: 'meera@example.com', phone: '9812345670', address: '5 Lake Road', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: PINCODE, ...over });

type OrderReply = { success: boolean; message: string; code?: string; orderId: number; order: { delivery_slot: { id: string; date: string; start: string; end: string } | null; customer_note: string | null }; payment: { razorpay_order_id: string } | null };

function placeRest(token: string, body: Record<string, unknown>) {
  return sendJson<OrderReply>('POST', '/api/orders', { items: [{ product_id: products[0].id, quantity: 2 }], payment_method: 'cash', shipping_info: shipping(), ...body }, token);
}

async function placed(token: string, body: Record<string, unknown> = {}) {
  const reply = await placeRest(token, { delivery_slot_id: `${slotId}:${day}`, ...body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

const messagesFor = (orderId: number) =>
  sql<{ channel: string; recipient: string; subject: string; body: string; dedupe_key: string | null }>(
    `select "channel", "recipient", "subject", "body", "dedupe_key" from "outbox_message" where "dedupe_key" like ? order by "id"`,
    [`order-%:${orderId}:%`],
  );

/** A CSV (or any text) answer of an admin path. */
async function textOf(path: string): Promise<{ status: number; text: string; headers: Headers }> {
  const res = await fetch(`${apiUrl()}${path}`, { headers: { authorization: `Bearer ${admin.token}` } });
  // Kept whole, byte order mark included (res.text() would drop it).
  return { status: res.status, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()), headers: res.headers };
}

const emailOf = async (userId: number) => (await sql<{ email: string }>('select "email" from "app_user" where "id" = ?', [userId]))[0].email;

beforeAll(async () => {
  orm = await connectTestOrm();
  admin = await adminLogin();
  const shelf = await addShelf(orm.em.fork(), 'fulfil', [
    shelfProduct({ name: 'Fulfil Apples', price: 60, stockQuantity: 5000, unit: 'kg' }),
    shelfProduct({ name: 'Fulfil Bananas', price: 30, stockQuantity: 5000, unit: 'kg' }),
  ]);
  shelves.push(shelf.category);
  products = shelf.products.map((p) => ({ id: p.id, name: p.name }));
  expect((await call('POST', '/api/admin/delivery/pincodes', { body: { code: PINCODE }, token: admin.token })).status).toBe(201);
  const slot = await call<{ slot: { id: number } }>('POST', '/api/admin/delivery/slots', { body: { pincode: PINCODE, start: '07:00', end: '10:00', capacity: 1000 }, token: admin.token });
  expect(slot.status, JSON.stringify(slot.body)).toBe(201);
  slotId = slot.body.slot.id;
  const offers = (await deliverySlots(PINCODE)).slots.filter((s) => s.id.startsWith(`${slotId}:`) && s.status === 'open');
  day = offers[0]?.date ?? addDays(shopDate(new Date()), 1);
});

afterAll(async () => {
  await second?.close();
  await removeShelvesAndOrders(orm, shelves);
  await sql('delete from "delivery_slot" where "pincode" = ?', [PINCODE]);
  await sql('delete from "delivery_pincode" where "code" = ?', [PINCODE]);
  await orm?.close();
});

describe('an order staff can work from', () => {
  it('keeps the delivery note, a timeline of every move with who made it, staff notes, and finds the order by phone, email or number', async () => {
    const [shopper] = await makeShoppers(orm, 1);
    const phone = `98${String(Date.now()).slice(-8)}`;
    const order = await placed(shopper.token, { shipping_info: shipping({ phone, email: `find.${phone}@example.com` }), customer_note: '  Ring twice; leave with the guard  ' });
    expect(order.order.customer_note).toBe('Ring twice; leave with the guard');

    const find = async (search: string) =>
      (await adminGql<{ adminOrderPage: { total: number; items: { id: string }[] } }>('query($f: AdminOrderFilter) { adminOrderPage(filter: $f) { total items { id } } }', { f: { search } }, { token: admin.token })).data!.adminOrderPage;
    for (const search of [phone, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, `find.${phone}@EXAMPLE.com`, `FS-${String(order.orderId).padStart(6, '0')}`, `#${order.orderId}`]) {
      const found = await find(search);
      expect(found.items.map((o) => Number(o.id)), search).toContain(order.orderId);
      if (!search.includes('@') && !search.startsWith('+')) expect(found.total, search).toBe(1);
    }

    const note = await adminGql<{ addOrderNote: { text: string; adminName: string } }>('mutation($id: ID!, $t: String!) { addOrderNote(orderId: $id, text: $t) { text adminName } }', { id: String(order.orderId), t: 'Customer called: deliver after 8' }, { token: admin.token });
    expect(note.data!.addOrderNote).toMatchObject({ text: 'Customer called: deliver after 8', adminName: admin.admin.name });
    const tooLong = await adminGql('mutation($id: ID!, $t: String!) { addOrderNote(orderId: $id, text: $t) { id } }', { id: String(order.orderId), t: 'x'.repeat(1001) }, { token: admin.token });
    expect(tooLong.errors?.[0]).toMatchObject({ message: 'A note has at most 1000 characters', extensions: { code: 'BAD_USER_INPUT' } });

    for (const status of ['PROCESSING', 'SHIPPED']) {
      const moved = await adminGql('mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { status } }', { id: String(order.orderId), s: status }, { token: admin.token });
      expect(moved.errors).toBeUndefined();
    }
    const detail = await adminGql<{ adminOrder: { customerNote: string; cashToCollect: number; timeline: { from: string | null; to: string; actor: string; adminName: string | null }[]; staffNotes: { text: string }[]; payments: unknown[] } }>(
      'query($id: ID!) { adminOrder(id: $id) { customerNote cashToCollect timeline { from to actor adminName } staffNotes { text } payments { id } } }',
      { id: String(order.orderId) },
      { token: admin.token },
    );
    expect(detail.data!.adminOrder).toMatchObject({ customerNote: 'Ring twice; leave with the guard', cashToCollect: 129, staffNotes: [{ text: 'Customer called: deliver after 8' }], payments: [] });
    expect(detail.data!.adminOrder.timeline).toEqual([
      { from: null, to: 'PENDING', actor: 'customer', adminName: null },
      { from: 'PENDING', to: 'PROCESSING', actor: 'admin', adminName: admin.admin.name },
      { from: 'PROCESSING', to: 'SHIPPED', actor: 'admin', adminName: admin.admin.name },
    ]);
    // The customer never sees the staff's notes.
    const own = await gql<{ order: Record<string, unknown> }>('query($id: ID!) { order(id: $id) { customerNote status } }', { id: String(order.orderId) }, shopper.token);
    expect(own.data!.order).toEqual({ customerNote: 'Ring twice; leave with the guard', status: 'SHIPPED' });
    const staffField = await gql('query($id: ID!) { order(id: $id) { staffNotes { text } } }', { id: String(order.orderId) }, shopper.token);
    expect(staffField.errors?.[0]?.message).toMatch(/Cannot query field "staffNotes"/);
    const rest = await call<{ timeline: unknown[]; staff_notes: { text: string }[]; customer_note: string }>('GET', `/api/admin/orders/${order.orderId}`, { token: admin.token });
    expect(rest.body).toMatchObject({ customer_note: 'Ring twice; leave with the guard', staff_notes: [{ text: 'Customer called: deliver after 8' }] });
    expect(rest.body.timeline).toHaveLength(3);
  });

  it('tells the customer of each change once, with the slot and an absolute link; a cancel says why, and a paid one that a refund is pending', async () => {
    const [shopper] = await makeShoppers(orm, 1);
    await sql('update "app_user" set "phone" = ? where "id" = ?', [`97${String(Date.now()).slice(-8)}`, shopper.userId]);
    const email = await emailOf(shopper.userId);
    const order = await placed(shopper.token);
    const move = (status: string, reason?: string) => call('PUT', `/api/orders/${order.orderId}`, { token: admin.token, body: { status, ...(reason ? { reason } : {}) } });
    expect((await move('processing')).status).toBe(200);
    expect((await move('processing')).status).toBe(200); // a repeat changes nothing
    expect((await move('cancelled', 'The orchard delivery did not come')).status).toBe(200);

    const messages = await messagesFor(order.orderId);
    const emails = messages.filter((m) => m.channel === 'email');
    expect(emails.map((m) => m.subject)).toEqual([`Order FS-${String(order.orderId).padStart(6, '0')} is confirmed and being packed`, `Order FS-${String(order.orderId).padStart(6, '0')} was cancelled`]);
    expect(emails.every((m) => m.recipient === email)).toBe(true);
    expect(emails[0].body).toMatch(new RegExp(`See your order: https?://[^\\s/]+(:\\d+)?/orders/${order.orderId}\\b`));
    expect(emails[0].body).toContain('07:00–10:00');
    expect(emails[1].body).toContain('Reason: The orchard delivery did not come');
    expect(emails[1].body).not.toMatch(/refund/i);
    // A phone on the account: the same changes by text.
    expect(messages.filter((m) => m.channel === 'sms').map((m) => m.dedupe_key)).toEqual([`order-status:${order.orderId}:processing:sms`, `order-status:${order.orderId}:cancelled:sms`]);
    const seen = await gql<{ order: { cancelReason: string; status: string } }>('query($id: ID!) { order(id: $id) { cancelReason status } }', { id: String(order.orderId) }, shopper.token);
    expect(seen.data!.order).toEqual({ cancelReason: 'The orchard delivery did not come', status: 'CANCELLED' });

    // A paid card order cancelled by its customer: the message says a refund is pending.
    const card = await placed(shopper.token, { payment_method: 'card' });
    const providerOrderId = card.payment!.razorpay_order_id;
    const sim = await gql<{ simulatePayment: { razorpaySignature: string } }>('mutation($id: String!) { simulatePayment(razorpayOrderId: $id, outcome: SUCCESS) { razorpaySignature } }', { id: providerOrderId }, shopper.token);
    expect(sim.errors).toBeUndefined();
    const cancelled = await gql('mutation($id: ID!) { cancelOrder(id: $id) { status paymentStatus cancelReason } }', { id: String(card.orderId) }, shopper.token);
    expect(cancelled.data).toEqual({ cancelOrder: { status: 'CANCELLED', paymentStatus: 'REFUND_DUE', cancelReason: 'Cancelled at your request' } });
    const cardMail = (await messagesFor(card.orderId)).filter((m) => m.channel === 'email');
    expect(cardMail).toHaveLength(1);
    expect(cardMail[0].body).toMatch(/A full refund is pending/);
  });

  it('sends one message per change when two instances race to make it', async () => {
    second = await startSecondApp({ NODE_ENV: 'test' });
    const [shopper] = await makeShoppers(orm, 1);
    const order = await placed(shopper.token);
    const bases = [undefined, second.url];
    const race = (status: string) =>
      Promise.all(Array.from({ length: 8 }, (_, i) => call('PUT', `/api/orders/${order.orderId}`, { token: admin.token, body: { status }, base: bases[i % 2] })));
    for (const status of ['processing', 'shipped', 'delivered']) {
      const replies = await race(status);
      expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    }
    const messages = await messagesFor(order.orderId);
    expect(messages.map((m) => m.dedupe_key)).toEqual(['processing', 'shipped', 'delivered'].map((s) => `order-status:${order.orderId}:${s}:email`));
    const moves = await sql<{ to_status: string }>('select "to_status" from "order_status_change" where "order_id" = ? order by "id"', [order.orderId]);
    expect(moves.map((m) => m.to_status)).toEqual(['pending', 'processing', 'shipped', 'delivered']);
  });
});

describe('the delivery day', () => {
  let orders: { cashA: number; cashB: number; paidCard: number; unpaidCard: number };
  // The day's own 07:00–10:00 slot (the file's is put back after): its orders are exactly the ones placed below.
  let outerSlot: number;

  beforeAll(async () => {
    const own = await call<{ slot: { id: number } }>('POST', '/api/admin/delivery/slots', { body: { pincode: PINCODE, start: '07:00', end: '10:00', capacity: 1000 }, token: admin.token });
    expect(own.status).toBe(201);
    outerSlot = slotId;
    slotId = own.body.slot.id;
    const shoppers = await makeShoppers(orm, 4);
    const [a, b, c, d] = shoppers;
    const cashA = await placed(a.token, { items: [{ product_id: products[0].id, quantity: 3 }, { product_id: products[1].id, quantity: 1 }], shipping_info: shipping({ postcode: PINCODE, address: 'Z Street', first_name: 'Zoya' }), customer_note: '=HYPERLINK("http://evil")' });
    const cashB = await placed(b.token, { items: [{ product_id: products[0].id, quantity: 1 }], shipping_info: shipping({ address: 'A Street', first_name: 'Arun' }) });
    const paid = await placed(c.token, { payment_method: 'card', items: [{ product_id: products[1].id, quantity: 4 }] });
    const sim = await gql('mutation($id: String!) { simulatePayment(razorpayOrderId: $id, outcome: SUCCESS) { razorpaySignature } }', { id: paid.payment!.razorpay_order_id }, c.token);
    expect(sim.errors).toBeUndefined();
    const unpaid = await placed(d.token, { payment_method: 'card', items: [{ product_id: products[1].id, quantity: 9 }] });
    orders = { cashA: cashA.orderId, cashB: cashB.orderId, paidCard: paid.orderId, unpaidCard: unpaid.orderId };
  });

  afterAll(() => {
    slotId = outerSlot;
  });

  it('the pick list totals what the confirmed orders of the slot need; an unpaid card order is not packed', async () => {
    const list = await adminGql<{ pickList: { orderCount: number; lines: { productName: string; quantity: number; orders: number; unit: string }[] } }>(
      'query($d: String!, $s: ID) { pickList(date: $d, slotId: $s) { orderCount lines { productName quantity orders unit } } }',
      { d: day, s: String(slotId) },
      { token: admin.token },
    );
    expect(list.data!.pickList).toEqual({
      orderCount: 3,
      lines: [
        { productName: products[0].name, quantity: 4, orders: 2, unit: 'kg' },
        { productName: products[1].name, quantity: 5, orders: 2, unit: 'kg' },
      ],
    });
    const csv = await textOf(`/api/admin/delivery-day/pick-list?date=${day}&slot_id=${slotId}&format=csv`);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.text).toBe(`\uFEFFProduct,Unit,Quantity,Orders\r\n${products[0].name},kg,4,2\r\n${products[1].name},kg,5,2\r\n`);
    const bad = await adminGql('query { pickList(date: "2026-02-30") { orderCount } }', {}, { token: admin.token });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Please choose a date as YYYY-MM-DD', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('the run sheet lists the stops by pincode with phone, items, cash to collect and the note; its CSV cannot run formulas', async () => {
    const sheet = await call<{ cash_total: number; stops: { order_id: number; cash_to_collect: number; shipping_phone: string; customer_note: string | null }[] }>(
      'GET',
      `/api/admin/delivery-day/run-sheet?date=${day}&slot_id=${slotId}`,
      { token: admin.token },
    );
    expect(sheet.status).toBe(200);
    const ids = sheet.body.stops.map((s) => s.order_id);
    expect(ids.sort((x, y) => x - y)).toEqual([orders.cashA, orders.cashB, orders.paidCard].sort((x, y) => x - y));
    const cashA = sheet.body.stops.find((s) => s.order_id === orders.cashA)!;
    expect(cashA).toMatchObject({ cash_to_collect: 219, shipping_phone: '9812345670', customer_note: '=HYPERLINK("http://evil")' });
    expect(sheet.body.stops.find((s) => s.order_id === orders.paidCard)!.cash_to_collect).toBe(0);
    expect(sheet.body.cash_total).toBe(219 + 94);
    const { text } = await textOf(`/api/admin/delivery-day/run-sheet?date=${day}&slot_id=${slotId}&format=csv`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text.split('\r\n')[0]).toBe('\uFEFFStop,Order,Slot,Customer,Phone,Address,Pincode,Items,Cash to collect (₹),Delivery note');
  });

  it('"mark all as shipped" moves the slot\'s confirmed orders together and tells each customer once', async () => {
    const shipped = await adminGql<{ markSlotShipped: { shipped: number; orderIds: string[] } }>('mutation($d: String!, $s: ID!) { markSlotShipped(date: $d, slotId: $s) { shipped orderIds } }', { d: day, s: String(slotId) }, { token: admin.token });
    expect(shipped.errors).toBeUndefined();
    expect(shipped.data!.markSlotShipped.orderIds.map(Number).sort((x, y) => x - y)).toEqual([orders.cashA, orders.cashB, orders.paidCard].sort((x, y) => x - y));
    const statuses = await sql<{ id: number; status: string }>('select "id", "status" from "shop_order" where "id" in (?, ?, ?, ?) order by "id"', [orders.cashA, orders.cashB, orders.paidCard, orders.unpaidCard]);
    expect(Object.fromEntries(statuses.map((s) => [s.id, s.status]))).toEqual({ [orders.cashA]: 'shipped', [orders.cashB]: 'shipped', [orders.paidCard]: 'shipped', [orders.unpaidCard]: 'pending' });
    const moves = await sql<{ from_status: string; to_status: string }>('select "from_status", "to_status" from "order_status_change" where "order_id" = ? order by "id"', [orders.cashA]);
    expect(moves.map((m) => `${m.from_status}>${m.to_status}`)).toEqual(['null>pending', 'pending>processing', 'processing>shipped']);
    const mail = (await messagesFor(orders.cashA)).filter((m) => m.channel === 'email').map((m) => m.dedupe_key);
    expect(mail).toEqual([`order-status:${orders.cashA}:shipped:email`]);
    const again = await adminGql('mutation($d: String!, $s: ID!) { markSlotShipped(date: $d, slotId: $s) { shipped } }', { d: day, s: String(slotId) }, { token: admin.token });
    expect(again.errors?.[0]).toMatchObject({ message: 'No order of this slot is waiting to be shipped', extensions: { code: 'CONFLICT' } });
  });

  it('exports the filtered orders list as CSV, in slot order', async () => {
    const res = await textOf(`/api/admin/orders.csv?slot_date=${day}&slot_id=${slotId}&status=shipped`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="orders.csv"');
    const lines = res.text.replace(/\r\n$/, '').split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFFOrder,Placed \(IST\),Status,/);
    expect(lines).toHaveLength(1 + 3);
    expect(lines.slice(1).every((l) => l.includes(',shipped,'))).toBe(true);
    const graph = await adminGql<{ adminOrdersCsv: string }>('query($f: AdminOrderFilter) { adminOrdersCsv(filter: $f) }', { f: { slotDate: day, slotId: String(slotId), status: 'SHIPPED' } }, { token: admin.token });
    expect(graph.data!.adminOrdersCsv.trim().split('\r\n')).toHaveLength(4);
  });
});

describe('an unpaid card order', () => {
  it('empties the cart, can be paid later from the order (once), and a payment past its time is refused', async () => {
    const [shopper] = await makeShoppers(orm, 1);
    await gql('mutation($p: ID!) { addToCart(productId: $p, quantity: 2) { itemCount } }', { p: String(products[0].id) }, shopper.token);
    const place = await gql<{ placeOrder: { orderId: string; order: { canPay: boolean; payBy: string }; payment: { providerOrderId: string } } }>(
      'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId order { canPay payBy } payment { providerOrderId } } }',
      { i: { shipping: { firstName: 'Lata', lastName: 'Rao', email: 'lata@example.com', phone: '9822334455', address: '9 Hill Road', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: PINCODE }, paymentMethod: 'CARD', deliverySlotId: `${slotId}:${day}` } },
      shopper.token,
    );
    expect(place.errors).toBeUndefined();
    const { orderId, order } = place.data!.placeOrder;
    expect(order.canPay).toBe(true);
    expect(new Date(order.payBy).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect((await gql<{ cart: { itemCount: number } }>('{ cart { itemCount } }', undefined, shopper.token)).data!.cart.itemCount).toBe(0);

    // The window was closed: the shopper comes back and pays from the order.
    await gql('mutation($id: String!, $r: String!) { reportPaymentFailure(razorpayOrderId: $id, reason: $r) }', { id: place.data!.placeOrder.payment.providerOrderId, r: 'Payment window closed' }, shopper.token);
    const again = await gql<{ createPayment: { providerOrderId: string; amount: number } }>('mutation($id: ID!) { createPayment(orderId: $id) { providerOrderId amount } }', { id: orderId }, shopper.token);
    expect(again.errors).toBeUndefined();
    expect(again.data!.createPayment.providerOrderId).not.toBe(place.data!.placeOrder.payment.providerOrderId);
    const paid = await gql('mutation($id: String!) { simulatePayment(razorpayOrderId: $id, outcome: SUCCESS) { razorpaySignature } }', { id: again.data!.createPayment.providerOrderId }, shopper.token);
    expect(paid.errors).toBeUndefined();
    const after = await gql<{ order: { status: string; canPay: boolean } }>('query($id: ID!) { order(id: $id) { status canPay } }', { id: orderId }, shopper.token);
    expect(after.data!.order).toEqual({ status: 'PAID', canPay: false });
    const payments = await sql<{ status: string }>('select "status" from "payment" where "order_id" = ? order by "id"', [Number(orderId)]);
    expect(payments.map((p) => p.status)).toEqual(['failed', 'paid']);
    const twice = await gql('mutation($id: ID!) { createPayment(orderId: $id) { providerOrderId } }', { id: orderId }, shopper.token);
    expect(twice.errors?.[0]).toMatchObject({ message: 'This order is already paid', extensions: { code: 'CONFLICT' } });

    // Another order past its time: no new payment window, whatever the sweep has done yet.
    const late = await placed(shopper.token, { payment_method: 'card' });
    await sql(`update "shop_order" set "created_at" = now() - interval '31 minutes' where "id" = ?`, [late.orderId]);
    const refused = await gql('mutation($id: ID!) { createPayment(orderId: $id) { providerOrderId } }', { id: String(late.orderId) }, shopper.token);
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(refused.errors?.[0].message).toMatch(/time to pay for this order has run out/);
  });

  it('is reminded once before it expires (link to pay), then cancelled with the reason told', async () => {
    const [shopper] = await makeShoppers(orm, 1);
    const order = await placed(shopper.token, { payment_method: 'card' });
    await sql(`update "shop_order" set "created_at" = now() - interval '21 minutes' where "id" = ?`, [order.orderId]);
    const reminded = await Promise.all([orderService.remindUnpaid(orm.em.fork(), 20, 30), orderService.remindUnpaid(orm.em.fork(), 20, 30)]);
    expect(reminded.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await orderService.remindUnpaid(orm.em.fork(), 20, 30)).toBe(0);
    let mail = (await messagesFor(order.orderId)).filter((m) => m.channel === 'email');
    expect(mail.map((m) => m.dedupe_key)).toEqual([`order-pay-reminder:${order.orderId}:email`]);
    expect(mail[0].body).toMatch(new RegExp(`Pay now: https?://\\S+/orders/${order.orderId}\\?pay=1`));

    await sql(`update "shop_order" set "created_at" = now() - interval '31 minutes' where "id" = ?`, [order.orderId]);
    expect(await orderService.expireUnpaid(orm.em.fork(), 30)).toBeGreaterThanOrEqual(1);
    mail = (await messagesFor(order.orderId)).filter((m) => m.channel === 'email');
    expect(mail.map((m) => m.dedupe_key)).toEqual([`order-pay-reminder:${order.orderId}:email`, `order-status:${order.orderId}:cancelled:email`]);
    expect(mail[1].body).toContain('We did not receive the card payment within 30 minutes');
    const [row] = await sql<{ status: string; cancel_reason: string }>('select "status", "cancel_reason" from "shop_order" where "id" = ?', [order.orderId]);
    expect(row.status).toBe('cancelled');
  });
});

describe('the documented POST /api/orders', () => {
  it('without a slot books the soonest open slot for the pincode and says which', async () => {
    const [shopper] = await makeShoppers(orm, 1);
    const soonest = (await deliverySlots(PINCODE)).slots.find((s) => s.status === 'open')!;
    const reply = await placeRest(shopper.token, {});
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.order.delivery_slot).toMatchObject({ id: soonest.id, date: soonest.date, start: soonest.start, end: soonest.end });
    // Spec-shaped: camelCase shipping info, no slot, totals the server ignores.
    const spec = await sendJson<OrderReply>(
      'POST',
      '/api/orders',
      {
        user_id: null,
        items: [{ product_id: products[1].id, quantity: 1, price: 1 }],
        shipping_info: { firstName: 'Kiran', lastName: 'Das', email: 'kiran@example.com', phone: '9000011111', address: '1 Bund Garden', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: PINCODE, paymentMethod: 'cash' },
        payment_method: 'cash',
        subtotal: 1,
        total: 1,
        coupon_code: null,
      },
      shopper.token,
    );
    expect(spec.status, JSON.stringify(spec.body)).toBe(201);
    expect(spec.body).toMatchObject({ success: true, order: { delivery_slot: { id: soonest.id } } });
  });
});
