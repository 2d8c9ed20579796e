import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import type { Product } from '../../api/src/modules/catalog/product.entity.js';
import { apiUrl, gql, sendJson } from '../utils/api-client.js';
import { adminLogin, call, type AdminSession } from '../utils/admins.js';
import { addShelf, removeShelves, shelfProduct } from '../utils/catalog-shelf.js';
import { roomySlotId } from '../utils/delivery.js';
import { connectTestOrm } from '../utils/orm.js';
import { capturedEvent, signWebhook } from '../utils/payments.js';
import { hasGps, phoneJpeg } from '../utils/pictures.js';
import { makeShoppers } from '../utils/shoppers.js';

/*
 * Problem reports (issue 39 part 3, docs/decisions/0043-problem-reports.md): a customer reports
 * lines of their own delivered order within the shop profile's window, with an optional photo
 * that is stored without its metadata; an admin resolves each report once, by a refund (never
 * more than was paid), a free replacement order (booked into a slot, its stock taken) or a
 * refusal; the customer is emailed the outcome.
 */

let orm: MikroORM;
let admin: AdminSession;
let SLOT: string;
let shelf: { category: Category; products: Product[] };
const PINCODE = '411004';

beforeAll(async () => {
  orm = await connectTestOrm();
  SLOT = await roomySlotId(orm, PINCODE);
  admin = await adminLogin();
  shelf = await addShelf(orm.em.fork(), `problems-${randomUUID().slice(0, 6)}`, [
    shelfProduct({ name: 'Report Mango', price: 100, stockQuantity: 500 }),
    shelfProduct({ name: 'Report Kiwi', price: 50, stockQuantity: 500 }),
  ]);
});
afterAll(async () => {
  await sql(`delete from "shop_order" where "id" in (select i."order_id" from "order_item" i join "product" p on p."id" = i."product_id" where p."category_id" = ?)`, [shelf.category.id]);
  await removeShelves(orm, [shelf.category]);
  await orm.close();
});

const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);
const [MANGO, KIWI] = [0, 1];

type Shopper = { userId: number; token: string; email: string };
async function shopper(): Promise<Shopper> {
  const [made] = await makeShoppers(orm, 1);
  const [row] = await sql<{ email: string }>('select "email" from "app_user" where "id" = ?', [made.userId]);
  return { ...made, email: row.email };
}

const SHIPPING = { firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.com', phone: '9876500042', address: '9 Hill Road', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: PINCODE };

async function webhook(body: string) {
  const res = await fetch(`${apiUrl()}/api/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(body), 'x-razorpay-event-id': `evt_${randomUUID()}` },
    body,
  });
  expect(res.status).toBe(200);
}

async function move(orderId: number, ...statuses: string[]) {
  for (const status of statuses) {
    const moved = await call('PUT', `/api/orders/${orderId}`, { body: { status }, token: admin.token });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
}

type Order = { orderId: number; items: { id: number; productId: number; quantity: number }[]; total: number };

/** An order of 2 mangoes (₹100) and 1 kiwi (₹50): ₹259 with the handling fee. Card orders are paid by the signed webhook. */
async function placedOrder(customer: Shopper, method: 'card' | 'cash' = 'card'): Promise<Order> {
  const placed = await sendJson<{ orderId: number; order: { total: number; items: { id: number; product_id: number; quantity: number }[] }; payment?: { id: string; amount: number } }>(
    'POST',
    '/api/orders',
    {
      items: [
        { product_id: shelf.products[MANGO].id, quantity: 2 },
        { product_id: shelf.products[KIWI].id, quantity: 1 },
      ],
      shipping_info: SHIPPING,
      payment_method: method,
      delivery_slot_id: SLOT,
    },
    customer.token,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = placed.body.orderId;
  if (method === 'card') await webhook(capturedEvent(placed.body.payment!.id, `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`, placed.body.payment!.amount));
  const items = placed.body.order.items.map((i) => ({ id: i.id, productId: i.product_id, quantity: i.quantity }));
  return { orderId, items, total: placed.body.order.total };
}

async function deliveredOrder(customer: Shopper, method: 'card' | 'cash' = 'card'): Promise<Order> {
  const order = await placedOrder(customer, method);
  await move(order.orderId, 'processing', 'shipped', 'delivered');
  return order;
}

const itemOf = (order: Order, which: number) => order.items.find((i) => i.productId === shelf.products[which].id)!;

type Standing = { can_report: boolean; blocked_reason: string | null; report_by: string | null; window_hours: number; lines: { item_id: number; reportable: number }[]; reports: RestReport[] };
type RestReport = { id: number; status: string; photo_url: string | null; refund_id: number | null; refund_amount: number | null; replacement_order_id: number | null; lines: { item_id: number; quantity: number }[] };
type Refusal = { error: string; code: string; reason?: string; field?: string };

const standing = (customer: Shopper, orderId: number) => sendJson<Standing>('GET', `/api/orders/${orderId}/problem-reports`, undefined, customer.token);

function report(customer: Shopper, orderId: number, body: Record<string, unknown>) {
  return sendJson<{ success: boolean; report: RestReport } & Refusal>('POST', `/api/orders/${orderId}/problem-reports`, body, customer.token);
}

async function reportWithPhoto(customer: Shopper, orderId: number, fields: Record<string, string>, photo: Buffer, name = 'photo.jpg') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), name);
  const res = await fetch(`${apiUrl()}/api/orders/${orderId}/problem-reports`, { method: 'POST', headers: { authorization: `Bearer ${customer.token}` }, body: form });
  return { status: res.status, body: (await res.json()) as { success: boolean; report: RestReport } & Refusal };
}

const resolve = (reportId: number, body: Record<string, unknown>, token = admin.token) =>
  call<{ success: boolean; report: RestReport & { customer_email: string } } & Refusal>('POST', `/api/admin/problem-reports/${reportId}/resolve`, { body, token });

const reportsOf = (orderId: number) => sql<{ id: number; status: string }>('select "id", "status" from "problem_report" where "order_id" = ? order by "id"', [orderId]);
const refundsOf = (orderId: number) =>
  sql<{ id: number; amount: string; status: string; method: string; reference: string | null; gateway_refund_id: string | null; idempotency_key: string }>(
    'select "id", "amount"::text, "status", "method", "reference", "gateway_refund_id", "idempotency_key" from "refund" where "order_id" = ? order by "id"',
    [orderId],
  );
const mailsTo = (email: string, subject: string) =>
  sql<{ subject: string; body: string }>(`select "subject", "body" from "outbox_message" where "recipient" = ? and "subject" like ? order by "id"`, [email, `%${subject}%`]);
const stockOf = async (which: number) => (await sql<{ stock_quantity: number }>('select "stock_quantity" from "product" where "id" = ?', [shelf.products[which].id]))[0].stock_quantity;

describe('reporting a problem', () => {
  it('is offered only once the order is delivered, then takes chosen lines with a photo stored without its metadata', async () => {
    const customer = await shopper();
    const order = await placedOrder(customer);
    const before = await standing(customer, order.orderId);
    expect(before.body).toMatchObject({ can_report: false, blocked_reason: 'NOT_DELIVERED', report_by: null, window_hours: 48 });
    const early = await report(customer, order.orderId, { lines: [{ item_id: itemOf(order, MANGO).id, quantity: 1 }], reason: 'damaged' });
    expect([early.status, early.body.code, early.body.reason]).toEqual([409, 'CONFLICT', 'NOT_DELIVERED']);

    await move(order.orderId, 'processing', 'shipped', 'delivered');
    const open = await standing(customer, order.orderId);
    expect(open.body).toMatchObject({ can_report: true, blocked_reason: null, window_hours: 48 });
    const [delivered] = await sql<{ created_at: Date }>(`select "created_at" from "order_status_change" where "order_id" = ? and "to_status" = 'delivered'`, [order.orderId]);
    expect(new Date(open.body.report_by!).getTime()).toBe(new Date(delivered.created_at).getTime() + 48 * 3_600_000);

    const original = await phoneJpeg(640, 480);
    expect(hasGps((await sharp(original).metadata()).exif)).toBe(true);
    const made = await reportWithPhoto(
      customer,
      order.orderId,
      { reason: 'damaged', note: 'Two mangoes arrived crushed', lines: JSON.stringify([{ item_id: itemOf(order, MANGO).id, quantity: 2 }]) },
      original,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.report).toMatchObject({ status: 'open', reason: 'damaged', note: 'Two mangoes arrived crushed', lines: [{ item_id: itemOf(order, MANGO).id, quantity: 2 }], lines_value: 200 });
    expect(made.body.report.photo_url).toMatch(/^\/uploads\/reports\/[0-9a-f]{64}\.jpg$/);

    const photo = await fetch(`${apiUrl()}${made.body.report.photo_url}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toMatch(/^private/);
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    // Upright (the orientation tag was applied, then dropped) and without EXIF or GPS.
    expect({ width: meta.width, height: meta.height, exif: meta.exif, xmp: meta.xmp, orientation: meta.orientation, gps: hasGps(meta.exif) }).toEqual({
      width: 480,
      height: 640,
      exif: undefined,
      xmp: undefined,
      orientation: undefined,
      gps: false,
    });

    // One open report per order: the next waits for this one's outcome.
    const second = await report(customer, order.orderId, { lines: [{ item_id: itemOf(order, KIWI).id, quantity: 1 }], reason: 'missing' });
    expect([second.status, second.body.reason]).toEqual([409, 'REPORT_OPEN']);
    const after = await standing(customer, order.orderId);
    expect(after.body).toMatchObject({ can_report: false, blocked_reason: 'REPORT_OPEN' });
    expect(after.body.lines).toEqual(expect.arrayContaining([{ item_id: itemOf(order, MANGO).id, product_name: expect.any(String), ordered: 2, reportable: 0 }]));

    // The back office's queue shows it with its order, customer, lines, reason and photo.
    const queue = await call<(RestReport & { customer_email: string; order_number: string; reason: string })[]>('GET', '/api/admin/problem-reports', { token: admin.token });
    expect(queue.status).toBe(200);
    expect(queue.body.find((r) => r.id === made.body.report.id)).toMatchObject({ order_number: `FS-${String(order.orderId).padStart(6, '0')}`, customer_email: SHIPPING.email, reason: 'damaged', photo_url: made.body.report.photo_url });
  });

  it('goes through GraphQL with a photo uploaded first, and only a photo the upload stored is accepted', async () => {
    const customer = await shopper();
    const order = await deliveredOrder(customer);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await phoneJpeg(320, 240))], { type: 'image/jpeg' }), 'kiwi.jpg');
    const uploaded = await fetch(`${apiUrl()}/api/orders/${order.orderId}/problem-reports/photo`, { method: 'POST', headers: { authorization: `Bearer ${customer.token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const { photo } = (await uploaded.json()) as { photo: string };
    expect(photo).toMatch(/^\/uploads\/reports\/[0-9a-f]{64}\.jpg$/);

    const mutation = `mutation Report($input: ReportProblemInput!) { reportProblem(input: $input) { id status reason photoUrl lines { itemId quantity productName } } }`;
    const input = { orderId: String(order.orderId), lines: [{ itemId: String(itemOf(order, KIWI).id), quantity: 1 }], reason: 'NOT_FRESH', note: 'Soft and brown inside' };
    for (const bad of ['/uploads/products/not-a-report.png', `/uploads/reports/${'0'.repeat(64)}.jpg`, 'https://example.com/kiwi.jpg']) {
      const refused = await gql(mutation, { input: { ...input, photo: bad } }, customer.token);
      expect([refused.errors?.[0]?.extensions?.code, (refused.errors?.[0]?.extensions as { field?: string })?.field], bad).toEqual(['BAD_USER_INPUT', 'photo']);
    }
    expect(await reportsOf(order.orderId)).toEqual([]);
    const made = await gql<{ reportProblem: { status: string; reason: string; photoUrl: string; lines: { quantity: number; productName: string }[] } }>(mutation, { input: { ...input, photo } }, customer.token);
    expect(made.errors).toBeUndefined();
    expect(made.data!.reportProblem).toMatchObject({ status: 'OPEN', reason: 'NOT_FRESH', photoUrl: photo, lines: [{ quantity: 1, productName: shelf.products[KIWI].name }] });

    const read = await gql<{ orderProblemReports: { canReport: boolean; blockedReason: string; windowHours: number; reports: { status: string }[] } }>(
      `query($id: ID!) { orderProblemReports(orderId: $id) { canReport blockedReason windowHours reports { status } } }`,
      { id: String(order.orderId) },
      customer.token,
    );
    expect(read.data!.orderProblemReports).toEqual({ canReport: false, blockedReason: 'REPORT_OPEN', windowHours: 48, reports: [{ status: 'OPEN' }] });
  });

  it('belongs to the order’s customer alone: anyone else reads "not found", and the back office is admins only', async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const order = await deliveredOrder(owner);
    const line = [{ item_id: itemOf(order, MANGO).id, quantity: 1 }];
    expect((await standing(stranger, order.orderId)).status).toBe(404);
    const theirs = await report(stranger, order.orderId, { lines: line, reason: 'damaged' });
    expect([theirs.status, theirs.body.code]).toEqual([404, 'NOT_FOUND']);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await phoneJpeg(64, 64))], { type: 'image/jpeg' }), 'x.jpg');
    expect((await fetch(`${apiUrl()}/api/orders/${order.orderId}/problem-reports/photo`, { method: 'POST', headers: { authorization: `Bearer ${stranger.token}` }, body: form })).status).toBe(404);
    const viaGraphql = await gql(`query($id: ID!) { orderProblemReports(orderId: $id) { canReport } }`, { id: String(order.orderId) }, stranger.token);
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const guest = await sendJson('GET', `/api/orders/${order.orderId}/problem-reports`);
    expect(guest.status).toBe(401);

    const mine = await report(owner, order.orderId, { lines: line, reason: 'damaged' });
    expect(mine.status).toBe(201);
    expect((await resolve(mine.body.report.id, { resolution: 'refuse', note: 'x' }, owner.token)).status).toBe(403);
    expect((await call('POST', `/api/admin/problem-reports/${mine.body.report.id}/resolve`, { body: { resolution: 'refuse', note: 'x' } })).status).toBe(401);
    expect((await call('GET', '/api/admin/problem-reports', { token: owner.token })).status).toBe(403);
    const queue = await gql(`{ adminProblemReports { id } }`, {}, owner.token);
    expect(queue.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await reportsOf(order.orderId)).map((r) => r.status)).toEqual(['open']);
  });

  it('refuses what is not in the order, more than was ordered, an unknown reason, a long note and a file that is not a picture, writing nothing', async () => {
    const customer = await shopper();
    const order = await deliveredOrder(customer);
    const other = await deliveredOrder(customer);
    const mango = itemOf(order, MANGO).id;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ lines: [], reason: 'damaged' }, 'lines', /Choose the items/],
      [{ lines: [{ item_id: mango, quantity: 3 }], reason: 'damaged' }, 'lines', /At most 2 of Report Mango/],
      [{ lines: [{ item_id: mango, quantity: 0 }], reason: 'damaged' }, 'lines', /at least 1/],
      [{ lines: [{ item_id: itemOf(other, MANGO).id, quantity: 1 }], reason: 'damaged' }, 'lines', /not in this order/],
      [{ lines: [{ item_id: mango, quantity: 1 }], reason: 'too sweet' }, 'reason', /damaged, missing, not fresh or wrong item/],
      [{ lines: [{ item_id: mango, quantity: 1 }], reason: 'damaged', note: 'x'.repeat(1001) }, 'note', /at most 1000/],
    ];
    for (const [body, field, message] of cases) {
      const refused = await report(customer, order.orderId, body);
      expect([refused.status, refused.body.code, refused.body.field], JSON.stringify(body)).toEqual([400, 'BAD_USER_INPUT', field]);
      expect(refused.body.error).toMatch(message);
    }
    // Two lines naming the same item add up (2 + 1 > 2).
    const twice = await report(customer, order.orderId, { lines: [{ item_id: mango, quantity: 2 }, { item_id: mango, quantity: 1 }], reason: 'missing' });
    expect([twice.status, twice.body.field]).toEqual([400, 'lines']);
    const notAPicture = await reportWithPhoto(customer, order.orderId, { reason: 'damaged', lines: JSON.stringify([{ item_id: mango, quantity: 1 }]) }, Buffer.from('<svg onload="alert(1)"></svg>'), 'x.svg');
    expect([notAPicture.status, notAPicture.body.code]).toEqual([400, 'BAD_USER_INPUT']);
    expect(await reportsOf(order.orderId)).toEqual([]);
    expect(await sql('select 1 from "problem_report_line" l join "order_item" i on i."id" = l."order_item_id" where i."order_id" = ?', [order.orderId])).toEqual([]);
  });
});

describe('the report window', () => {
  it('closes the profile’s hours after delivery, and follows the profile when it changes', async () => {
    const customer = await shopper();
    const order = await deliveredOrder(customer);
    const line = [{ item_id: itemOf(order, KIWI).id, quantity: 1 }];
    // Delivered 49 hours ago: past the demo shop's 48 hours.
    await sql(`update "order_status_change" set "created_at" = now() - interval '49 hours' where "order_id" = ? and "to_status" = 'delivered'`, [order.orderId]);
    expect((await standing(customer, order.orderId)).body).toMatchObject({ can_report: false, blocked_reason: 'WINDOW_CLOSED' });
    const late = await report(customer, order.orderId, { lines: line, reason: 'missing' });
    expect([late.status, late.body.code, late.body.reason, late.body.error]).toEqual([409, 'CONFLICT', 'WINDOW_CLOSED', 'The time to report a problem with this order has passed']);
    expect(await reportsOf(order.orderId)).toEqual([]);

    const [{ report_window_hours: was }] = await sql<{ report_window_hours: number }>('select "report_window_hours" from "shop_profile" where "id" = 1');
    await sql('update "shop_profile" set "report_window_hours" = 72 where "id" = 1');
    try {
      expect((await standing(customer, order.orderId)).body).toMatchObject({ can_report: true, window_hours: 72 });
      expect((await report(customer, order.orderId, { lines: line, reason: 'missing' })).status).toBe(201);
    } finally {
      await sql('update "shop_profile" set "report_window_hours" = ? where "id" = 1', [was]);
    }
  });
});

describe('resolving a report', () => {
  it('refunds a card order’s reported lines through the gateway once, tells the customer, and refuses a second resolution', async () => {
    const customer = await shopper();
    const order = await deliveredOrder(customer);
    const made = await report(customer, order.orderId, { lines: [{ item_id: itemOf(order, MANGO).id, quantity: 2 }], reason: 'damaged', note: 'Crushed' });
    const done = await resolve(made.body.report.id, { resolution: 'refund', note: 'Sorry about that' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.report).toMatchObject({ status: 'refunded', refund_amount: 200, resolution_note: 'Sorry about that' });
    const [refund] = await refundsOf(order.orderId);
    expect(refund).toMatchObject({ id: done.body.report.refund_id, amount: '200.00', method: 'gateway', idempotency_key: `pr_${made.body.report.id}` });
    // The gateway is called once the resolution committed.
    await expect.poll(async () => (await refundsOf(order.orderId))[0].gateway_refund_id, { timeout: 5_000 }).toMatch(/^rfnd_sim_/);
    const [mail] = await mailsTo(customer.email, 'Your problem report on order');
    expect(mail.subject).toBe(`Your problem report on order FS-${String(order.orderId).padStart(6, '0')}: refund of ₹200.00`);
    expect(mail.body).toContain('Note from the shop: Sorry about that');
    expect(mail.body).toContain(`/orders/${order.orderId}`);

    const again = await resolve(made.body.report.id, { resolution: 'replace' });
    expect([again.status, again.body.code, again.body.reason]).toEqual([409, 'CONFLICT', 'ALREADY_RESOLVED']);
    expect(await refundsOf(order.orderId)).toHaveLength(1);
    const [log] = await sql<{ action: string; target_id: string }>(`select "action", "target_id" from "admin_log" where "target_type" = 'problem_report' and "target_id" = ?`, [String(made.body.report.id)]);
    expect(log).toMatchObject({ action: 'problem_report_resolved' });
  });

  it('resolves once under 12 racing resolutions of every kind', async () => {
    const customer = await shopper();
    const order = await deliveredOrder(customer);
    const made = await report(customer, order.orderId, { lines: [{ item_id: itemOf(order, KIWI).id, quantity: 1 }], reason: 'missing' });
    const kinds = [{ resolution: 'refund' }, { resolution: 'replace', delivery_slot_id: SLOT }, { resolution: 'refuse', note: 'Delivered in full' }];
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => resolve(made.body.report.id, kinds[i % 3])));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409).every((r) => r.body.reason === 'ALREADY_RESOLVED')).toBe(true);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(11);
    const outcome = replies.find((r) => r.status === 200)!.body.report.status;
    expect((await refundsOf(order.orderId)).length).toBe(outcome === 'refunded' ? 1 : 0);
    const replacements = await sql('select "id" from "shop_order" where "replacement_of_order_id" = ?', [order.orderId]);
    expect(replacements.length).toBe(outcome === 'replaced' ? 1 : 0);
    expect(await mailsTo(customer.email, 'Your problem report')).toHaveLength(1);
  });

  it('never refunds more than was paid: the reported lines are capped at what is left, and nothing left is refused', async () => {
    const customer = await shopper();
    const order = await deliveredOrder(customer);
    expect(order.total).toBe(259);
    // The shop already gave ₹200 back for this order.
    const earlier = await call('POST', `/api/admin/orders/${order.orderId}/refunds`, { body: { amount: 200, reason: 'Goodwill' }, token: admin.token });
    expect(earlier.status).toBe(201);
    const mangoes = await report(customer, order.orderId, { lines: [{ item_id: itemOf(order, MANGO).id, quantity: 2 }], reason: 'not_fresh' });
    const capped = await resolve(mangoes.body.report.id, { resolution: 'refund' });
    expect(capped.status, JSON.stringify(capped.body)).toBe(200);
    expect(capped.body.report.refund_amount).toBe(59);
    const refunds = await refundsOf(order.orderId);
    expect(refunds.reduce((sum, r) => sum + Number(r.amount), 0)).toBe(259);

    const kiwi = await report(customer, order.orderId, { lines: [{ item_id: itemOf(order, KIWI).id, quantity: 1 }], reason: 'missing' });
    const nothing = await resolve(kiwi.body.report.id, { resolution: 'refund' });
    expect([nothing.status, nothing.body.reason, nothing.body.error]).toEqual([409, 'NOTHING_TO_REFUND', 'Nothing is left to refund on this order']);
    expect((await reportsOf(order.orderId)).map((r) => r.status)).toEqual(['refunded', 'open']);
    expect(await refundsOf(order.orderId)).toHaveLength(2);
    // Every line reported once: nothing more can be reported on this order.
    expect((await resolve(kiwi.body.report.id, { resolution: 'refuse', note: 'Refunded already' })).status).toBe(200);
    expect((await standing(customer, order.orderId)).body).toMatchObject({ can_report: false, blocked_reason: 'NOTHING_LEFT' });
  });

  it('records a cash-on-delivery refund as paid back by other means, with its method and reference', async () => {
    const customer = await shopper();
    const order = await deliveredOrder(customer, 'cash');
    const made = await report(customer, order.orderId, { lines: [{ item_id: itemOf(order, KIWI).id, quantity: 1 }], reason: 'wrong_item' });
    const noMethod = await resolve(made.body.report.id, { resolution: 'refund' });
    expect([noMethod.status, noMethod.body.field]).toEqual([400, 'method']);
    const noReference = await resolve(made.body.report.id, { resolution: 'refund', refund_method: 'upi' });
    expect([noReference.status, noReference.body.field]).toEqual([400, 'reference']);
    expect(await refundsOf(order.orderId)).toEqual([]);
    const done = await resolve(made.body.report.id, { resolution: 'refund', refund_method: 'upi', refund_reference: 'UPI-4242' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.report).toMatchObject({ status: 'refunded', refund_amount: 50 });
    expect(await refundsOf(order.orderId)).toEqual([expect.objectContaining({ amount: '50.00', method: 'upi', reference: 'UPI-4242', status: 'processed' })]);
    const [mail] = await mailsTo(customer.email, 'Your problem report on order');
    expect(mail.body).toContain('We have refunded ₹50.00 by UPI');
  });

  it('sends a free replacement: a ₹0 order of the reported lines in the chosen slot, its stock taken, marked as replacing the order', async () => {
    const customer = await shopper();
    const order = await deliveredOrder(customer);
    const made = await report(customer, order.orderId, { lines: [{ item_id: itemOf(order, MANGO).id, quantity: 1 }, { item_id: itemOf(order, KIWI).id, quantity: 1 }], reason: 'damaged' });
    const [slotId, date] = SLOT.split(':');
    const booked = async () => (await sql<{ booked: number }>('select "booked" from "delivery_slot_booking" where "slot_id" = ? and "date" = ?::date', [Number(slotId), date]))[0]?.booked ?? 0;
    const [mangoBefore, kiwiBefore, placesBefore] = [await stockOf(MANGO), await stockOf(KIWI), await booked()];

    const done = await resolve(made.body.report.id, { resolution: 'replace', delivery_slot_id: SLOT });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const replacementId = done.body.report.replacement_order_id!;
    expect(done.body.report).toMatchObject({ status: 'replaced', replacement_order_number: `FS-${String(replacementId).padStart(6, '0')}`, refund_id: null });
    const [replacement] = await sql<{ status: string; payment_status: string; total: string; replacement_of_order_id: number; delivery_slot_id: number; user_id: number; shipping_address: string }>(
      'select "status", "payment_status", "total"::text, "replacement_of_order_id", "delivery_slot_id", "user_id", "shipping_address" from "shop_order" where "id" = ?',
      [replacementId],
    );
    expect(replacement).toEqual({ status: 'paid', payment_status: 'paid', total: '0.00', replacement_of_order_id: order.orderId, delivery_slot_id: Number(slotId), user_id: customer.userId, shipping_address: SHIPPING.address });
    const lines = await sql<{ product_id: number; quantity: number; price_at_purchase: string }>('select "product_id", "quantity", "price_at_purchase"::text from "order_item" where "order_id" = ? order by "product_id"', [replacementId]);
    expect(lines).toEqual(
      [shelf.products[MANGO], shelf.products[KIWI]].map((p) => ({ product_id: p.id, quantity: 1, price_at_purchase: '0.00' })).sort((a, b) => a.product_id - b.product_id),
    );
    expect([await stockOf(MANGO), await stockOf(KIWI), await booked()]).toEqual([mangoBefore - 1, kiwiBefore - 1, placesBefore + 1]);
    expect(await sql('select 1 from "refund" where "order_id" = ?', [order.orderId])).toEqual([]);

    // The customer sees it: the report on the original, and the replacement names what it replaces.
    const seen = await gql<{ orderProblemReports: { reports: { status: string; replacementOrderId: string }[] }; replacement: { replacementOf: { orderId: string } | null } }>(
      `query($id: ID!, $r: ID!) { orderProblemReports(orderId: $id) { reports { status replacementOrderId } } replacement: orderProblemReports(orderId: $r) { replacementOf { orderId } } }`,
      { id: String(order.orderId), r: String(replacementId) },
      customer.token,
    );
    expect(seen.data).toEqual({ orderProblemReports: { reports: [{ status: 'REPLACED', replacementOrderId: String(replacementId) }] }, replacement: { replacementOf: { orderId: String(order.orderId) } } });
    const [mail] = await mailsTo(customer.email, 'a free replacement is on its way');
    expect(mail.body).toContain(`as order FS-${String(replacementId).padStart(6, '0')}`);
    expect(mail.body).toContain('Delivery slot:');
    // No invoice for a ₹0 order, and it is on the delivery day's pick list like any paid order.
    await move(replacementId, 'processing', 'shipped', 'delivered');
    expect(await sql('select 1 from "invoice" where "order_id" = ?', [replacementId])).toEqual([]);
  });

  it('refuses a replacement short of stock with nothing written, and a refusal without a note', async () => {
    const customer = await shopper();
    const order = await deliveredOrder(customer);
    const made = await report(customer, order.orderId, { lines: [{ item_id: itemOf(order, MANGO).id, quantity: 2 }], reason: 'missing' });
    const stock = await stockOf(MANGO);
    await sql('update "product" set "stock_quantity" = 1 where "id" = ?', [shelf.products[MANGO].id]);
    try {
      const short = await resolve(made.body.report.id, { resolution: 'replace' });
      expect([short.status, short.body.code]).toEqual([409, 'OUT_OF_STOCK']);
      expect(short.body.error).toMatch(/Only 1 of Report Mango/);
      expect(await stockOf(MANGO)).toBe(1);
    } finally {
      await sql('update "product" set "stock_quantity" = ? where "id" = ?', [stock, shelf.products[MANGO].id]);
    }
    expect(await sql('select 1 from "shop_order" where "replacement_of_order_id" = ?', [order.orderId])).toEqual([]);
    expect((await reportsOf(order.orderId)).map((r) => r.status)).toEqual(['open']);

    const bare = await resolve(made.body.report.id, { resolution: 'refuse' });
    expect([bare.status, bare.body.field, bare.body.error]).toEqual([400, 'note', 'Tell the customer why the report is refused']);
    const refused = await resolve(made.body.report.id, { resolution: 'refuse', note: 'Our driver’s photo shows both mangoes delivered' });
    expect(refused.body.report).toMatchObject({ status: 'refused', resolution_note: 'Our driver’s photo shows both mangoes delivered' });
    const [mail] = await mailsTo(customer.email, 'not accepted');
    expect(mail.body).toContain('Note from the shop: Our driver’s photo shows both mangoes delivered');
    expect(await mailsTo(customer.email, 'Your problem report')).toHaveLength(1);
  });
});
