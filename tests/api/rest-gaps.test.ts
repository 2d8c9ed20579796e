import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../api/src/app.js';
import { makeBlog } from '../../api/src/db/seed/factories.js';
import { User } from '../../api/src/modules/accounts/user.entity.js';
import { adminGql, adminLogin, call, type AdminSession } from '../utils/admins.js';
import { addShelf, shelfProduct } from '../utils/catalog-shelf.js';
import { openPrivateDatabase, type PrivateDatabase } from '../utils/private-database.js';
import { makeShoppers } from '../utils/shoppers.js';
import { roomySlotId } from '../utils/delivery.js';

/*
 * The spec's paths that issue 29 adds (§7): DELETE /orders/{id} (the owner's cancel),
 * GET /order-items (the customer's lines), the author's review POST/PUT/DELETE with the rating
 * recomputed, and GET /blog-comments/{id} (approved only). On a shop of the test's own.
 */

let db: PrivateDatabase;
let app: App;
let admin: AdminSession;
let product: number;
let other: number;
let asha: { userId: number; token: string };
let ravi: { userId: number; token: string };
let guestless: { userId: number; token: string };
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => db.orm.em.fork().execute<T[]>(query, params);
const as = <T = unknown>(who: { token: string } | null, method: string, path: string, body?: unknown) => call<T>(method, path, { base: app.url, token: who?.token, body });

const SHIPPING = { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', phone: '9123456780', address: '7 Lake Road', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: '411001' };

async function placeOrder(token: string, lines: [productId: number, quantity: number][]) {
  for (const [productId, quantity] of lines) {
    const added = await adminGql('mutation($id: ID!, $q: Int!) { addToCart(productId: $id, quantity: $q) { itemCount } }', { id: String(productId), q: quantity }, { token, base: app.url });
    expect(added.errors).toBeUndefined();
  }
  const placed = await adminGql<{ placeOrder: { orderId: string } }>('mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId } }', { i: { shipping: SHIPPING, paymentMethod: 'CASH', deliverySlotId: SLOT } }, { token, base: app.url });
  expect(placed.errors).toBeUndefined();
  return Number(placed.data!.placeOrder.orderId);
}

async function deliver(orderId: number) {
  for (const status of ['processing', 'shipped', 'delivered']) {
    const moved = await call('PUT', `/api/orders/${orderId}`, { base: app.url, cookie: admin.cookie, body: { status } });
    expect(moved.status).toBe(200);
  }
}

const ratingOf = async (id: number) => (await as<{ rating: number; review_count: number }>(null, 'GET', `/api/product/${id}`)).body;

/** A delivery slot of this file's own (tests/utils/delivery.ts). */
let SLOT: string;
beforeAll(async () => {
  db = await openPrivateDatabase('fruitshop_rest_gaps');
  app = await db.startApp();
  SLOT = await roomySlotId(db.orm, '411001');
  expect((await call('POST', '/api/admin/signup', { base: app.url, body: { name: 'Owner', email: 'owner@gaps.test', password: 'Orchard#2026' } })).status).toBe(201);
  admin = await adminLogin('owner@gaps.test', 'Orchard#2026', app.url);
  const { products } = await addShelf(db.orm.em.fork(), 'gaps', [shelfProduct({ name: 'Gap Mangoes', price: 100, stockQuantity: 50 }), shelfProduct({ name: 'Gap Kiwis', price: 40, stockQuantity: 50 })]);
  [product, other] = products.map((p) => p.id);
  [asha, ravi, guestless] = await makeShoppers(db.orm, 3);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('DELETE /api/orders/{id}', () => {
  it("cancels the owner's order under the customer's rules, and never deletes the row", async () => {
    const id = await placeOrder(asha.token, [[product, 2]]);
    const stock = async () => (await sql<{ stock_quantity: number }>('select "stock_quantity" from "product" where "id" = ?', [product]))[0].stock_quantity;
    const before = await stock();

    expect((await as(null, 'DELETE', `/api/orders/${id}`)).status).toBe(401);
    const foreign = await as<{ error: string; code: string }>(ravi, 'DELETE', `/api/orders/${id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'Order not found', code: 'NOT_FOUND' });
    expect(await stock()).toBe(before);

    const cancelled = await as<{ success: boolean; order: { id: number; status: string } }>(asha, 'DELETE', `/api/orders/${id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ success: true, order: { id, status: 'cancelled' } });
    expect(await stock()).toBe(before + 2);
    expect(await sql('select "status" from "shop_order" where "id" = ?', [id])).toEqual([{ status: 'cancelled' }]);

    const again = await as<{ code: string }>(asha, 'DELETE', `/api/orders/${id}`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVALID_STATUS_CHANGE');
    expect((await as(asha, 'DELETE', '/api/orders/999999')).status).toBe(404);
    expect((await as(asha, 'DELETE', '/api/orders/abc')).status).toBe(400);
  });

  it('refuses an order that has left the shop', async () => {
    const id = await placeOrder(asha.token, [[other, 1]]);
    await deliver(id);
    const refused = await as<{ error: string }>(asha, 'DELETE', `/api/orders/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('This order can no longer be cancelled');
  });
});

describe('GET /api/order-items', () => {
  it("lists only the signed-in customer's lines, newest order first", async () => {
    const mine = await placeOrder(ravi.token, [[product, 1], [other, 3]]);
    const hers = await as<{ order_id: number }[]>(asha, 'GET', '/api/order-items');
    const his = await as<{ order_id: number; product_id: number; quantity: number; sub_total: number }[]>(ravi, 'GET', '/api/order-items');
    expect(his.status).toBe(200);
    expect(his.body.map((i) => [i.order_id, i.product_id, i.quantity])).toEqual([
      [mine, product, 1],
      [mine, other, 3],
    ]);
    expect(his.body[1].sub_total).toBe(120);
    expect(hers.body.length).toBeGreaterThan(0);
    expect(hers.body.every((i) => i.order_id !== mine)).toBe(true);
    expect((await as<unknown[]>(guestless, 'GET', '/api/order-items')).body).toEqual([]);
    expect((await as<unknown[]>(ravi, 'GET', '/api/order-items?limit=1')).body).toHaveLength(1);
    expect((await as(null, 'GET', '/api/order-items')).status).toBe(401);
    expect((await as(ravi, 'GET', '/api/order-items?limit=x')).status).toBe(400);
  });
});

describe('review writes', () => {
  let reviewId: number;

  it('POST needs a delivered order with the product, once per product; the rating follows', async () => {
    expect((await as(null, 'POST', '/api/product-reviews', { product_id: product, rating: 5 })).status).toBe(401);
    const undelivered = await as<{ code: string }>(asha, 'POST', '/api/product-reviews', { product_id: product, rating: 5 });
    expect([undelivered.status, undelivered.body.code]).toEqual([403, 'FORBIDDEN']);

    const order = await placeOrder(asha.token, [[product, 1]]);
    await deliver(order);
    expect((await as(asha, 'POST', '/api/product-reviews', { product_id: product, rating: 6 })).status).toBe(400);
    expect((await as(asha, 'POST', '/api/product-reviews', { product_id: product, rating: 4, user_id: ravi.userId })).status).toBe(403);
    const posted = await as<{ id: number; user_id: number; rating: number; comment: string; product_rating: unknown }>(asha, 'POST', '/api/product-reviews', { product_id: product, rating: 4, comment: ' Sweet ' });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ user_id: asha.userId, rating: 4, comment: 'Sweet', product_rating: { product_id: product, rating: 4, review_count: 1 } });
    reviewId = posted.body.id;
    const twice = await as<{ code: string }>(asha, 'POST', '/api/product-reviews', { product_id: product, rating: '3' });
    expect([twice.status, twice.body.code]).toEqual([409, 'CONFLICT']);

    // A second reviewer: the average is (4 + 1) / 2.
    const order2 = await placeOrder(ravi.token, [[product, 1]]);
    await deliver(order2);
    expect((await as(ravi, 'POST', '/api/product-reviews', { product_id: product, rating: 1 })).status).toBe(201);
    expect(await ratingOf(product)).toMatchObject({ rating: 2.5, review_count: 2 });
  });

  it("PUT changes the author's own review and the product's rating; anyone else's is 404", async () => {
    const foreign = await as<{ error: string }>(ravi, 'PUT', `/api/product-reviews/${reviewId}`, { rating: 1 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Review not found');
    expect((await as(null, 'PUT', `/api/product-reviews/${reviewId}`, { rating: 1 })).status).toBe(401);
    expect((await as(asha, 'PUT', `/api/product-reviews/${reviewId}`, { rating: 0 })).status).toBe(400);
    expect((await as(asha, 'PUT', `/api/product-reviews/${reviewId}`, {})).status).toBe(400);
    expect((await as(asha, 'PUT', `/api/product-reviews/${reviewId}`, { comment: ['x'] })).status).toBe(400);
    expect(await ratingOf(product)).toMatchObject({ rating: 2.5, review_count: 2 });

    const edited = await as<{ rating: number; comment: string; product_rating: unknown }>(asha, 'PUT', `/api/product-reviews/${reviewId}`, { rating: 2, comment: 'Sour this time' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ rating: 2, comment: 'Sour this time', product_rating: { rating: 1.5, review_count: 2 } });
    expect(await ratingOf(product)).toMatchObject({ rating: 1.5, review_count: 2 });
    expect((await as<{ rating: number }>(null, 'GET', `/api/product-reviews/${reviewId}`)).body.rating).toBe(2);
  });

  it("DELETE removes the author's own review only and recomputes the rating", async () => {
    expect((await as(ravi, 'DELETE', `/api/product-reviews/${reviewId}`)).status).toBe(404);
    expect((await as(guestless, 'DELETE', `/api/product-reviews/${reviewId}`)).status).toBe(404);
    const removed = await as<{ success: boolean; product_rating: unknown }>(asha, 'DELETE', `/api/product-reviews/${reviewId}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ success: true, product_rating: { rating: 1, review_count: 1 } });
    expect(await ratingOf(product)).toMatchObject({ rating: 1, review_count: 1 });
    expect((await as(null, 'GET', `/api/product-reviews/${reviewId}`)).status).toBe(404);
    expect((await as(asha, 'DELETE', `/api/product-reviews/${reviewId}`)).status).toBe(404);
    // Deleting frees the one-per-product place: she may review again.
    expect((await as(asha, 'POST', '/api/product-reviews', { product_id: product, rating: 5 })).status).toBe(201);
    expect(await ratingOf(product)).toMatchObject({ rating: 3, review_count: 2 });
  });
});

describe('GET /api/blog-comments/{id}', () => {
  it('answers an approved comment of a published blog, and 404 for a pending, unpublished or unknown one', async () => {
    const em = db.orm.em.fork();
    const user = em.getReference(User, asha.userId);
    const open = makeBlog(em, { title: 'Open', content: '<p>Hi</p>', tags: [], isPublished: true, comments: [{ comment: 'Lovely', isApproved: true }, { comment: 'Waiting', isApproved: false }] }, null, user);
    makeBlog(em, { title: 'Draft', content: '<p>Later</p>', tags: [], isPublished: false, comments: [{ comment: 'On a draft', isApproved: true }] }, null, user);
    await em.flush();
    const rows = await sql<{ id: number; comment: string }>('select "id", "comment" from "blog_comment" order by "id"');
    const idOf = (text: string) => rows.find((r) => r.comment === text)!.id;

    const approved = await as<Record<string, unknown>>(null, 'GET', `/api/blog-comments/${idOf('Lovely')}`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: idOf('Lovely'), blog_id: open.id, user_id: asha.userId, comment: 'Lovely', is_approved: true });
    for (const id of [idOf('Waiting'), idOf('On a draft'), 999999]) {
      const missing = await as<{ error: string; code: string }>(asha, 'GET', `/api/blog-comments/${id}`);
      expect([missing.status, missing.body]).toEqual([404, { error: 'Comment not found', code: 'NOT_FOUND' }]);
    }
    expect((await as(null, 'GET', '/api/blog-comments/x')).status).toBe(400);
  });
});
