import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { App } from '../../api/src/app.js';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import { adminGql, adminLogin, call, removeShelvesAndOrders, type AdminSession } from '../utils/admins.js';
import { gql } from '../utils/api-client.js';
import { addShelf, shelfProduct } from '../utils/catalog-shelf.js';
import { connectTestOrm } from '../utils/orm.js';
import { startSecondApp } from '../utils/second-app.js';
import { makeShoppers } from '../utils/shoppers.js';
import { roomySlotId } from '../utils/delivery.js';

/*
 * Every back-office list costs a fixed number of SQL statements, whatever its length (no N+1):
 * a second server on the test database whose ORM reports each statement it sends.
 */

let app: App;
let orm: MikroORM;
let admin: AdminSession;
const statements: string[] = [];
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
let someCustomer: number;
let shelf: Category | undefined;

/** A delivery slot of this file's own (tests/utils/delivery.ts). */
let SLOT: string;
beforeAll(async () => {
  orm = await connectTestOrm();
  SLOT = await roomySlotId(orm);
  admin = await adminLogin();
  app = await startSecondApp({ NODE_ENV: 'test' }, { debug: ['query'], logger: (message: string) => void statements.push(message) });
  // Enough rows in every list for a short and a long page to differ.
  const { category, products } = await addShelf(orm.em.fork(), 'count', [shelfProduct({ name: 'Count Apples', price: 40, stockQuantity: 200 })]);
  shelf = category;
  const shoppers = await makeShoppers(orm, 6);
  someCustomer = shoppers[0].userId;
  const SHIPPING = { firstName: 'Query', lastName: 'Count', email: 'qc@example.com', phone: '9000000002', address: '2 Road', city: 'Pune', state: 'MH', country: 'India', postcode: '411001' };
  for (const [i, shopper] of shoppers.entries()) {
    for (let n = 0; n < (i === 0 ? 3 : 1); n++) {
      await gql('mutation($id: ID!, $q: Int!) { addToCart(productId: $id, quantity: $q) { itemCount } }', { id: String(products[0].id), q: 1 + n }, shopper.token);
      const placed = await gql('mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId } }', { i: { shipping: SHIPPING, paymentMethod: 'CASH', deliverySlotId: SLOT } }, shopper.token);
      expect(placed.errors).toBeUndefined();
    }
    await call('POST', '/api/inventory-logs', { cookie: admin.cookie, body: { product_id: products[0].id, change: 1 } });
    await call('POST', '/api/contact', { body: { name: 'Counter', email: 'qc@example.com', subject: 'Other', message: `Message ${i}` } });
    await orm.em.fork().execute(
      `insert into "subscription_user" ("user_id", "plan_id", "plan_type", "plan_name", "price", "start_date", "end_date")
       select ?, "id", "plan_type", "plan_name", "price", current_date, current_date + 7 from "subscription_plan" order by "id" limit 1`,
      [shopper.userId],
    );
  }
});
afterAll(async () => {
  await app?.close();
  await removeShelvesAndOrders(orm, shelf ? [shelf] : []);
  await orm?.close();
});

function sqlCount(): number {
  return statements.map((s) => s.replace(ansi, '')).filter((s) => /\b(select|insert|update|delete)\b/i.test(s)).length;
}

async function restCount(path: string): Promise<{ count: number; rows: number }> {
  statements.length = 0;
  const reply = await call<unknown[]>('GET', path, { base: app.url, token: admin.token });
  expect(reply.status, path).toBe(200);
  return { count: sqlCount(), rows: reply.body.length };
}

// Each request also looks its session up: one statement, counted in the figures below.
const LISTS: [path: (limit: number) => string, statements: number][] = [
  // The orders list also counts every match (X-Total-Count).
  [(n) => `/api/admin/orders?limit=${n}`, 5],
  [(n) => `/api/orders/recent?limit=${n}`, 4],
  [(n) => `/api/users?limit=${n}`, 2],
  [(n) => `/api/admin-logs?limit=${n}`, 2],
  [(n) => `/api/inventory-logs?limit=${n}`, 2],
  [(n) => `/api/subscription-user?limit=${n}`, 2],
  [(n) => `/api/contact-messages?limit=${n}`, 2],
];

describe('back-office lists cost a fixed number of SQL statements', () => {
  it.each(LISTS.map(([path, n]) => [path(2), path(50), n] as const))('%s and %s: %i each', async (small, large, expected) => {
    const a = await restCount(small);
    const b = await restCount(large);
    expect([a.count, b.count]).toEqual([expected, expected]);
    expect(b.rows).toBeGreaterThan(a.rows);
  });

  it("a customer's order history: 5 (the customer is looked up first)", async () => {
    const { count, rows } = await restCount(`/api/users/${someCustomer}/orders`);
    expect(rows).toBe(3);
    expect(count).toBe(5);
  });

  it('/api/admin/subscription-plans: 5 (the plans, then their boxes: lines, products, categories)', async () => {
    statements.length = 0;
    const reply = await call('GET', '/api/admin/subscription-plans', { base: app.url, token: admin.token });
    expect(reply.status).toBe(200);
    expect(sqlCount()).toBe(5);
  });

  it.each(['/api/admin/coupons', '/api/admin/categories', '/api/admins', '/api/orders/summary', '/api/admin/low-stock', '/api/admin/sales-by-day', '/api/admin/top-products'])('%s: 2', async (path) => {
    statements.length = 0;
    const reply = await call('GET', path, { base: app.url, token: admin.token });
    expect(reply.status).toBe(200);
    expect(sqlCount()).toBe(2);
  });

  it('the GraphQL orders page too', async () => {
    const page = (n: number) => `{ adminOrders(limit: ${n}) { id items { productName } customer { fullName orderCount } nextStatuses } }`;
    const counts: number[] = [];
    for (const n of [2, 50]) {
      statements.length = 0;
      const reply = await adminGql(page(n), {}, { token: admin.token, base: app.url });
      expect(reply.errors).toBeUndefined();
      counts.push(sqlCount());
    }
    expect(counts).toEqual([4, 4]);
  });
});
