import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../api/src/app.js';
import { changePercent, dashboardService } from '../../api/src/modules/admin/dashboard.service.js';
import { adminGql, adminLogin, call, type AdminSession } from '../utils/admins.js';
import { addShelf, shelfProduct } from '../utils/catalog-shelf.js';
import { openPrivateDatabase, type PrivateDatabase } from '../utils/private-database.js';
import { makeShoppers } from '../utils/shoppers.js';
import { roomySlotId } from '../utils/delivery.js';

/*
 * The dashboard's computed figures (issue 29 part 5) on a known data set in 2024, read with a
 * fixed "now" (15 March 2024, noon in India): this calendar month against the last, "—" (null)
 * with no base month, the last 30 days' sales and this month's best sellers. Months and days are
 * India's: an order at 00:30 on 1 March in India is a March order though it is still February in UTC.
 */

let db: PrivateDatabase;
let app: App;
let admin: AdminSession;
let mango: number;
let kiwi: number;
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => db.orm.em.fork().execute<T[]>(query, params);
const NOW = new Date('2024-03-15T12:00:00+05:30');

const SHIPPING = { firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.com', phone: '9123456780', address: '7 Lake Road', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: '411001' };

/** An order placed as a shopper does, then moved to its place in the data set (time, status, payment, total). */
async function order(token: string, lines: [productId: number, quantity: number][], at: string, total: number, state: { status?: string; method?: string; payment?: string } = {}) {
  for (const [productId, quantity] of lines) {
    const added = await adminGql('mutation($id: ID!, $q: Int!) { addToCart(productId: $id, quantity: $q) { itemCount } }', { id: String(productId), q: quantity }, { token, base: app.url });
    expect(added.errors).toBeUndefined();
  }
  const placed = await adminGql<{ placeOrder: { orderId: string } }>('mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId } }', { i: { shipping: SHIPPING, paymentMethod: 'CASH', deliverySlotId: SLOT } }, { token, base: app.url });
  expect(placed.errors).toBeUndefined();
  const id = Number(placed.data!.placeOrder.orderId);
  await sql(`update "shop_order" set "created_at" = ?, "total" = ?, "status" = ?, "payment_method" = ?, "payment_status" = ? where "id" = ?`, [
    new Date(at),
    total,
    state.status ?? 'pending',
    state.method ?? 'cash',
    state.payment ?? 'cash_on_delivery',
    id,
  ]);
  return id;
}

/** A delivery slot of this file's own (tests/utils/delivery.ts). */
let SLOT: string;
beforeAll(async () => {
  db = await openPrivateDatabase('fruitshop_dashboard_trends');
  app = await db.startApp();
  SLOT = await roomySlotId(db.orm, '411001');
  expect((await call('POST', '/api/admin/signup', { base: app.url, body: { name: 'Owner', email: 'owner@trends.test', password: 'Orchard#2026' } })).status).toBe(201);
  admin = await adminLogin('owner@trends.test', 'Orchard#2026', app.url);
  const { products } = await addShelf(db.orm.em.fork(), 'trends', [shelfProduct({ name: 'Trend Mangoes', price: 100, stockQuantity: 100 }), shelfProduct({ name: 'Trend Kiwis', price: 50, stockQuantity: 100 })]);
  [mango, kiwi] = products.map((p) => p.id);
  const shoppers = await makeShoppers(db.orm, 5);
  const { token } = shoppers[0];

  // January (neither month): 23:59 on 31 January in India.
  await order(token, [[mango, 1]], '2024-01-31T23:59:00+05:30', 300);
  // February: two sales (800) and a cancelled order: 3 placed.
  await order(token, [[mango, 1]], '2024-02-10T10:00:00+05:30', 400);
  await order(token, [[kiwi, 1]], '2024-02-29T23:00:00+05:30', 400, { status: 'delivered', payment: 'paid' });
  await order(token, [[mango, 2]], '2024-02-20T10:00:00+05:30', 999, { status: 'cancelled', payment: 'unpaid' });
  // March: two sales (900: 1 March 00:30 in India, still 29 February in UTC; and 14 March), an unpaid card order and a return: 4 placed.
  await order(token, [[mango, 3]], '2024-03-01T00:30:00+05:30', 500);
  await order(token, [[kiwi, 2], [mango, 1]], '2024-03-14T09:00:00+05:30', 400, { status: 'paid', method: 'card', payment: 'paid' });
  await order(token, [[kiwi, 10]], '2024-03-14T10:00:00+05:30', 700, { method: 'card', payment: 'unpaid' });
  await order(token, [[mango, 5]], '2024-03-10T10:00:00+05:30', 600, { status: 'returned', payment: 'unpaid' });

  // Sign-ups: two in February, three in March (all in India's months).
  const joined = ['2024-02-01T00:10:00+05:30', '2024-02-29T12:00:00+05:30', '2024-03-01T00:01:00+05:30', '2024-03-02T12:00:00+05:30', '2024-03-15T11:00:00+05:30'];
  for (const [n, at] of joined.entries()) await sql(`update "app_user" set "created_at" = ? where "id" = ?`, [new Date(at), shoppers[n].userId]);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('trends: this calendar month against the last', () => {
  it('gives known percentages for a known data set', async () => {
    const s = await dashboardService.summary(db.orm.em.fork(), NOW);
    // 900 against 800: +12.5%. Sales orders 2 against 2 (the cancelled, unpaid and returned ones are not sales): 0%. Sign-ups 3 against 2: +50%.
    expect(s.salesTrend).toEqual({ thisMonth: 90000, lastMonth: 80000, changePercent: 12.5 });
    expect(s.ordersTrend).toEqual({ thisMonth: 2, lastMonth: 2, changePercent: 0 });
    expect(s.customersTrend).toEqual({ thisMonth: 3, lastMonth: 2, changePercent: 50 });
    // All-time: every sale (300 + 800 + 900) and the 5 orders that make it up (issue 40: not the 8 placed).
    expect([s.totalSales, s.totalOrders]).toEqual([200000, 5]);
  });

  it('a fall is negative', async () => {
    const april = await dashboardService.summary(db.orm.em.fork(), new Date('2024-04-02T08:00:00+05:30'));
    expect(april.salesTrend).toEqual({ thisMonth: 0, lastMonth: 90000, changePercent: -100 });
    expect(april.ordersTrend.changePercent).toBe(-100);
  });

  it('is null ("—") with no base month', async () => {
    const january = await dashboardService.summary(db.orm.em.fork(), new Date('2024-01-20T12:00:00+05:30'));
    expect(january.salesTrend).toEqual({ thisMonth: 30000, lastMonth: 0, changePercent: null });
    expect(january.ordersTrend).toEqual({ thisMonth: 1, lastMonth: 0, changePercent: null });
    expect(january.customersTrend).toEqual({ thisMonth: 0, lastMonth: 0, changePercent: null });
  });

  it('rounds to one decimal, half away from zero', () => {
    expect([changePercent(2, 3), changePercent(1, 3), changePercent(5, 0), changePercent(0, 0), changePercent(7, 7), changePercent(2001, 2000), changePercent(1999, 2000)]).toEqual([
      -33.3,
      -66.7,
      null,
      null,
      0,
      0.1,
      -0.1,
    ]);
  });
});

describe('sales by day and best sellers', () => {
  it('gives one entry per Indian day for the last 30 days, sales only', async () => {
    const days = await dashboardService.salesByDay(db.orm.em.fork(), 30, NOW);
    expect(days).toHaveLength(30);
    expect([days[0].date, days[29].date]).toEqual(['2024-02-15', '2024-03-15']);
    const busy = days.filter((d) => d.orders > 0);
    expect(busy).toEqual([
      { date: '2024-02-29', orders: 1, revenue: 40000 },
      { date: '2024-03-01', orders: 1, revenue: 50000 },
      { date: '2024-03-14', orders: 1, revenue: 40000 },
    ]);
    expect(days.filter((d) => d.orders === 0).every((d) => d.revenue === 0)).toBe(true);
    await expect(dashboardService.salesByDay(db.orm.em.fork(), 0, NOW)).rejects.toThrow('days must be between 1 and 90');
  });

  it("ranks this month's products by the revenue of their sold lines", async () => {
    const top = await dashboardService.topProducts(db.orm.em.fork(), 5, NOW);
    // Mango: 3 + 1 units at ₹100; kiwi: 2 at ₹50. The return and the unpaid card order do not count.
    expect(top.map((p) => [p.productId, p.quantity, p.revenue])).toEqual([
      [mango, 4, 40000],
      [kiwi, 2, 10000],
    ]);
    expect(top[0].name).toMatch(/^Trend Mangoes/);
    expect(await dashboardService.topProducts(db.orm.em.fork(), 1, NOW)).toHaveLength(1);
  });
});

describe('over HTTP, admins only', () => {
  it('answers the figures on REST and GraphQL for an admin (today: no orders this month or last, so "—")', async () => {
    const summary = await call<{ trends: unknown; total_sales: number }>('GET', '/api/orders/summary', { base: app.url, cookie: admin.cookie });
    expect(summary.status).toBe(200);
    expect(summary.body.total_sales).toBe(2000);
    expect(summary.body.trends).toEqual({
      sales: { this_month: 0, last_month: 0, change_percent: null },
      orders: { this_month: 0, last_month: 0, change_percent: null },
      new_customers: { this_month: 0, last_month: 0, change_percent: null },
    });
    const byDay = await call<{ date: string; orders: number; revenue: number }[]>('GET', '/api/admin/sales-by-day?days=7', { base: app.url, cookie: admin.cookie });
    expect(byDay.body).toHaveLength(7);
    expect(byDay.body.every((d) => d.orders === 0 && d.revenue === 0)).toBe(true);
    expect((await call('GET', '/api/admin/sales-by-day?days=91', { base: app.url, cookie: admin.cookie })).status).toBe(400);
    expect((await call<unknown[]>('GET', '/api/admin/top-products', { base: app.url, cookie: admin.cookie })).body).toEqual([]);

    const gql = await adminGql<{ dashboardSummary: { salesTrend: { changePercent: number | null } }; salesByDay: unknown[]; topProducts: unknown[] }>(
      '{ dashboardSummary { salesTrend { thisMonth lastMonth changePercent } } salesByDay { date orders revenue } topProducts { productId name quantity revenue } }',
      {},
      { token: admin.token, base: app.url },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.dashboardSummary.salesTrend).toEqual({ thisMonth: 0, lastMonth: 0, changePercent: null });
    expect(gql.data!.salesByDay).toHaveLength(30);
    expect(gql.data!.topProducts).toEqual([]);
  });

  it('refuses guests and customers like every admin operation', async () => {
    const [customer] = await makeShoppers(db.orm, 1);
    for (const path of ['/api/admin/sales-by-day', '/api/admin/top-products', '/api/orders/summary']) {
      expect((await call('GET', path, { base: app.url })).status, path).toBe(401);
      expect((await call('GET', path, { base: app.url, token: customer.token })).status, path).toBe(403);
    }
    for (const field of ['salesByDay { date }', 'topProducts { name }']) {
      const guest = await adminGql(`{ ${field} }`, {}, { base: app.url });
      const shopper = await adminGql(`{ ${field} }`, {}, { base: app.url, token: customer.token });
      expect([guest.errors?.[0]?.extensions?.code, shopper.errors?.[0]?.extensions?.code]).toEqual(['UNAUTHENTICATED', 'FORBIDDEN']);
    }
  });
});
