import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../api/src/app.js';
import { adminGql, adminLogin, call, type AdminSession } from '../utils/admins.js';
import { addShelf, shelfProduct } from '../utils/catalog-shelf.js';
import { openPrivateDatabase, type PrivateDatabase } from '../utils/private-database.js';
import { makeShoppers } from '../utils/shoppers.js';
import { roomySlotId } from '../utils/delivery.js';

/*
 * The dashboard's figures and the orders and customers pages, on a shop of the test's own (no
 * seed, no other test's orders), so every figure is known exactly. Orders are placed the way a
 * shopper places them: GraphQL addToCart + placeOrder.
 */

let db: PrivateDatabase;
let app: App;
let admin: AdminSession;
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => db.orm.em.fork().execute<T[]>(query, params);

const SHIPPING = { firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.com', phone: '9123456780', address: '7 Lake Road', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: '411001' };

async function placeOrder(token: string, lines: [productId: number, quantity: number][], shipping: Partial<typeof SHIPPING> = {}) {
  for (const [productId, quantity] of lines) {
    const added = await adminGql('mutation($id: ID!, $q: Int!) { addToCart(productId: $id, quantity: $q) { itemCount } }', { id: String(productId), q: quantity }, { token, base: app.url });
    expect(added.errors).toBeUndefined();
  }
  const placed = await adminGql<{ placeOrder: { orderId: string } }>(
    'mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId } }',
    { i: { shipping: { ...SHIPPING, ...shipping }, paymentMethod: 'CASH', deliverySlotId: SLOT } },
    { token, base: app.url },
  );
  expect(placed.errors).toBeUndefined();
  return Number(placed.data!.placeOrder.orderId);
}

const api = <T = unknown>(method: string, path: string, body?: unknown) => call<T>(method, path, { base: app.url, cookie: admin.cookie, body });
const stockOf = async (id: number) => (await sql<{ stock_quantity: number }>('select "stock_quantity" from "product" where "id" = ?', [id]))[0].stock_quantity;

let mangoes: number;
let berries: number;
let shoppers: { userId: number; token: string }[];
const orders: Record<string, number> = {};

/** A delivery slot of this file's own (tests/utils/delivery.ts). */
let SLOT: string;
beforeAll(async () => {
  db = await openPrivateDatabase('fruitshop_admin_dashboard');
  app = await db.startApp();
  SLOT = await roomySlotId(db.orm);
  const signup = await call('POST', '/api/admin/signup', { base: app.url, body: { name: 'Owner', email: 'owner@shop.test', password: 'Orchard#2026' } });
  expect(signup.status).toBe(201);
  admin = await adminLogin('owner@shop.test', 'Orchard#2026', app.url);

  const { products } = await addShelf(db.orm.em.fork(), 'dash', [
    shelfProduct({ name: 'Dash Mangoes', price: 100, stockQuantity: 20 }),
    shelfProduct({ name: 'Dash Blueberries', price: 50, stockQuantity: 10 }),
  ]);
  [mangoes, berries] = products.map((p) => p.id);
  shoppers = await makeShoppers(db.orm, 3);
  // A customer who signed up long ago is not new.
  const [old] = await makeShoppers(db.orm, 1);
  await sql(`update "app_user" set "created_at" = now() - interval '40 days' where "id" = ?`, [old.userId]);

  orders.first = await placeOrder(shoppers[0].token, [[mangoes, 2]]); // 200 + 9 handling = 209
  orders.second = await placeOrder(shoppers[1].token, [[berries, 1]], { firstName: 'Kabir', lastName: 'Singh', email: 'kabir@example.com', phone: '9988776655' }); // 50 + 25 + 9 = 84
  orders.cancelled = await placeOrder(shoppers[2].token, [[mangoes, 1]]); // 109, cancelled below
  orders.returned = await placeOrder(shoppers[0].token, [[berries, 1], [mangoes, 1]]); // 150 + 9 = 159, returned below
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('status changes from the back office', () => {
  it('cancels through the state machine: stock goes back, inventory and admin logs are written', async () => {
    expect(await stockOf(mangoes)).toBe(16);
    const reply = await api<{ success: boolean; message: string; order: { status: string; next_statuses: string[] }; next_statuses: string[] }>(
      'PUT',
      `/api/orders/${orders.cancelled}`,
      { status: 'cancelled' },
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Order status updated successfully', order: { status: 'cancelled' }, next_statuses: [] });
    expect(await stockOf(mangoes)).toBe(17);
    expect(await sql('select "change", "reason", "admin_id" from "inventory_log" where "order_id" = ? order by "id"', [orders.cancelled])).toEqual([
      { change: -1, reason: 'order', admin_id: null },
      { change: 1, reason: 'order_cancelled', admin_id: admin.admin.id },
    ]);
    expect(await sql(`select "admin_id", "changes" from "admin_log" where "action" = 'order_status_changed' and "target_id" = ?`, [String(orders.cancelled)])).toEqual([
      { admin_id: admin.admin.id, changes: { status: { from: 'pending', to: 'cancelled' } } },
    ]);
  });

  it('offers only the moves the state machine allows, refuses others, and restocks a return', async () => {
    const id = orders.returned;
    const before = await api<{ next_statuses: string[]; status: string }>('GET', `/api/admin/orders/${id}`);
    expect(before.body).toMatchObject({ status: 'pending', next_statuses: ['paid', 'processing', 'cancelled'] });
    const skip = await api<{ error: string; code: string }>('PUT', `/api/orders/${id}`, { status: 'delivered' });
    expect(skip.status).toBe(409);
    expect(skip.body).toEqual({ error: 'An order cannot move from pending to delivered', code: 'INVALID_STATUS_CHANGE' });

    const STATUS = 'mutation($id: ID!, $s: OrderStatus!) { updateOrderStatus(id: $id, status: $s) { status nextStatuses } }';
    const moved: unknown[] = [];
    for (const s of ['PROCESSING', 'SHIPPED', 'DELIVERED']) {
      const r = await adminGql<{ updateOrderStatus: unknown }>(STATUS, { id: String(id), s }, { cookie: admin.cookie, base: app.url });
      moved.push(r.data?.updateOrderStatus);
    }
    expect(moved).toEqual([
      { status: 'PROCESSING', nextStatuses: ['SHIPPED', 'CANCELLED'] },
      { status: 'SHIPPED', nextStatuses: ['ON_THE_WAY', 'DELIVERED', 'RETURNED'] },
      { status: 'DELIVERED', nextStatuses: ['RETURNED'] },
    ]);
    const [mangoStock, berryStock] = [await stockOf(mangoes), await stockOf(berries)];
    const returned = await api<{ order: { status: string; payment_status: string } }>('PUT', `/api/orders/${id}`, { status: 'returned' });
    expect(returned.body.order.status).toBe('returned');
    expect([await stockOf(mangoes), await stockOf(berries)]).toEqual([mangoStock + 1, berryStock + 1]);
    const unknown = await api<{ error: string }>('PUT', `/api/orders/${id}`, { status: 'teleported' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Unknown order status: teleported');
    expect((await api('PUT', '/api/orders/999999', { status: 'cancelled' })).status).toBe(404);
  });
});

describe('dashboard', () => {
  it('sums sales without cancelled and returned orders, counts the orders that make up the sales (issue 40: 2, not the 4 placed) and new customers, with this month against the last', async () => {
    const summary = await api<{ trends: { sales: unknown; orders: unknown } }>('GET', '/api/orders/summary');
    expect(summary.body).toMatchObject({ total_sales: 293, total_orders: 2, new_customers: 3 });
    // Every order was placed this month and none the last: no base, so no percentage ("—").
    expect(summary.body.trends.sales).toEqual({ this_month: 293, last_month: 0, change_percent: null });
    expect(summary.body.trends.orders).toEqual({ this_month: 2, last_month: 0, change_percent: null });
    const viaGraphQL = await adminGql<{ dashboardSummary: unknown }>('{ dashboardSummary { totalSales totalOrders newCustomers } }', {}, { token: admin.token, base: app.url });
    expect(viaGraphQL.data?.dashboardSummary).toEqual({ totalSales: 293, totalOrders: 2, newCustomers: 3 });
  });

  it('lists recent orders with their items and customer, and recent customers', async () => {
    const recent = await api<{ id: number; items: { product_name: string; quantity: number }[]; customer: { id: number }; total: number }[]>('GET', '/api/orders/recent?limit=10');
    expect(recent.body.map((o) => o.id)).toEqual([orders.returned, orders.cancelled, orders.second, orders.first]);
    expect(recent.body[0].items.map((i) => [i.product_name.split(' ').slice(0, 2).join(' '), i.quantity]).sort()).toEqual([
      ['Dash Blueberries', 1],
      ['Dash Mangoes', 1],
    ]);
    expect(recent.body[0].customer.id).toBe(shoppers[0].userId);
    expect(recent.body[3].total).toBe(209);
    expect((await api<unknown[]>('GET', '/api/orders/recent?limit=2')).body).toHaveLength(2);

    const customers = await api<{ id: number; order_count: number; total_spent: number }[]>('GET', '/api/users?limit=5');
    expect(customers.body).toHaveLength(4);
    const first = customers.body.find((c) => c.id === shoppers[0].userId)!;
    expect(first).toMatchObject({ order_count: 2, total_spent: 209 });
    expect((await api<unknown[]>('GET', '/api/users?limit=2')).body).toHaveLength(2);
  });

  it('lists products at or below 10 in stock', async () => {
    const low = await api<{ product_id: number; stock_quantity: number }[]>('GET', '/api/admin/low-stock');
    expect(low.body.map((p) => p.product_id)).toEqual([berries]);
    expect(low.body[0].stock_quantity).toBe(await stockOf(berries));
    const more = await adminGql<{ lowStockProducts: { id: string }[] }>('{ lowStockProducts(threshold: 100) { id } }', {}, { token: admin.token, base: app.url });
    expect(more.data?.lowStockProducts.map((p) => Number(p.id))).toEqual([berries, mangoes]);
  });
});

describe('orders and customers pages', () => {
  const search = async (q: string) => (await api<{ id: number }[]>('GET', `/api/admin/orders?search=${encodeURIComponent(q)}`)).body.map((o) => o.id).sort((a, b) => a - b);

  it('searches orders by id, status, customer name, email, phone or item name', async () => {
    expect(await search(String(orders.second))).toEqual([orders.second]);
    expect(await search(`FS-${String(orders.first).padStart(6, '0')}`)).toEqual([orders.first]);
    expect(await search('cancelled')).toEqual([orders.cancelled]);
    expect(await search('kabir')).toEqual([orders.second]);
    expect(await search('KABIR@example')).toEqual([orders.second]);
    expect(await search('99887766')).toEqual([orders.second]);
    expect(await search('blueberr')).toEqual([orders.second, orders.returned].sort((a, b) => a - b));
    expect(await search('100%')).toEqual([]);
    const byStatus = await adminGql<{ adminOrders: { id: string }[] }>('{ adminOrders(status: RETURNED) { id } }', {}, { token: admin.token, base: app.url });
    expect(byStatus.data?.adminOrders.map((o) => Number(o.id))).toEqual([orders.returned]);
  });

  it("shows a customer's order history, and finds customers by name or email", async () => {
    const history = await api<{ id: number }[]>('GET', `/api/users/${shoppers[0].userId}/orders`);
    expect(history.body.map((o) => o.id)).toEqual([orders.returned, orders.first]);
    expect((await api<unknown[]>('GET', `/api/users/${shoppers[2].userId}/orders`)).body).toHaveLength(1);
    expect((await api('GET', '/api/users/999999/orders')).status).toBe(404);
    const found = await api<{ id: number }[]>(`GET`, `/api/users?search=${encodeURIComponent('N')}`);
    expect(found.body.length).toBeGreaterThan(0);
    const [row] = await sql<{ email: string }>('select "email" from "app_user" where "id" = ?', [shoppers[1].userId]);
    expect((await api<{ id: number }[]>('GET', `/api/users?search=${encodeURIComponent(row.email.toUpperCase())}`)).body.map((c) => c.id)).toEqual([shoppers[1].userId]);
  });
});
