import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import { adminGql, adminLogin, call, removeShelvesAndOrders, type AdminSession } from '../utils/admins.js';
import { gql } from '../utils/api-client.js';
import { addShelf as makeShelf, shelfProduct } from '../utils/catalog-shelf.js';
import { connectTestOrm } from '../utils/orm.js';
import { makeShoppers } from '../utils/shoppers.js';
import { roomySlotId } from '../utils/delivery.js';

/* Coupons, categories, plans, subscription users, contact messages and the two logs, from the back office. */

let orm: MikroORM;
let admin: AdminSession;
/** A delivery slot of this file's own (tests/utils/delivery.ts). */
let SLOT: string;
beforeAll(async () => {
  orm = await connectTestOrm();
  SLOT = await roomySlotId(orm);
  admin = await adminLogin();
});
afterAll(async () => {
  await removeShelvesAndOrders(orm, shelves);
  await orm.close();
});

const shelves: Category[] = [];
/** A shelf of the test's own, removed after the file with the orders that bought from it. */
async function addShelf(...args: Parameters<typeof makeShelf>) {
  const made = await makeShelf(...args);
  shelves.push(made.category);
  return made;
}

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);
const api = <T = unknown>(method: string, path: string, body?: unknown) => call<T>(method, path, { cookie: admin.cookie, body });
const logOf = (action: string, targetId: number | string) =>
  sql<{ admin_id: number; changes: Record<string, unknown> }>(`select "admin_id", "changes" from "admin_log" where "action" = ? and "target_id" = ? order by "id"`, [action, String(targetId)]);
let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${++serial}`;

describe('coupons', () => {
  it('creates, lists with usage, edits and deletes an unused coupon, logging each change', async () => {
    const code = unique('ADM');
    const created = await api<{ coupon: { id: number; code: string; discount_value: number; min_order_value: number; usage_limit: number; per_user_limit: number; times_used: number } }>(
      'POST',
      '/api/coupons',
      { code: code.toLowerCase(), discount_type: 'percentage', discount_value: 12.5, min_order_value: '199', usage_limit: 100, per_user_limit: 1, description: 'Monsoon sale' },
    );
    expect(created.status).toBe(201);
    const id = created.body.coupon.id;
    expect(created.body.coupon).toMatchObject({ code, discount_value: 12.5, min_order_value: 199, usage_limit: 100, per_user_limit: 1, times_used: 0 });

    const listed = await api<{ id: number; times_used: number }[]>('GET', '/api/admin/coupons');
    expect(listed.body.find((c) => c.id === id)).toMatchObject({ times_used: 0 });
    // Shoppers can use it at once.
    const check = await gql<{ validateCoupon: { isValid: boolean; discount: number } }>(`{ validateCoupon(code: "${code}", cartTotal: 400) { isValid discount } }`);
    expect(check.data?.validateCoupon).toEqual({ isValid: true, discount: 50 });

    const edited = await api<{ coupon: { discount_value: number; usage_limit: number | null; code: string } }>('PUT', `/api/coupons/${id}`, { discount_value: 15, usage_limit: '' });
    expect(edited.body.coupon).toMatchObject({ code, discount_value: 15, usage_limit: null });
    expect((await logOf('coupon_updated', id))[0].changes).toEqual({ discountValue: { from: 1250, to: 1500 }, usageLimit: { from: 100, to: null } });

    const removed = await api<{ deleted: boolean }>('DELETE', `/api/coupons/${id}`);
    expect(removed.body.deleted).toBe(true);
    expect((await api('GET', `/api/coupons/${id}`)).status).toBe(404);
    expect(await logOf('coupon_created', id)).toHaveLength(1);
    expect(await logOf('coupon_deleted', id)).toHaveLength(1);
  });

  it("lists each coupon's state from its dates and usage: a switched-on coupon past its date is expired (issue 40)", async () => {
    const expiredCode = unique('OLD');
    const usedCode = unique('GONE');
    const liveCode = unique('LIVE');
    const made = await Promise.all([
      api<{ coupon: { id: number } }>('POST', '/api/coupons', { code: expiredCode, discount_type: 'fixed', discount_value: 5, valid_until: '2025-01-31T18:29:59.999Z', is_active: true }),
      api<{ coupon: { id: number } }>('POST', '/api/coupons', { code: usedCode, discount_type: 'fixed', discount_value: 5, usage_limit: 1 }),
      api<{ coupon: { id: number } }>('POST', '/api/coupons', { code: liveCode, discount_type: 'fixed', discount_value: 5, valid_until: '2099-01-31T18:29:59.999Z' }),
    ]);
    made.forEach((m) => expect(m.status).toBe(201));
    await sql(`update "coupon" set "times_used" = 1 where "code" = ?`, [usedCode]);
    const listed = await api<{ code: string; status: string }[]>('GET', '/api/admin/coupons');
    const restStatus = (code: string) => listed.body.find((c) => c.code === code)?.status;
    expect([restStatus(expiredCode), restStatus(usedCode), restStatus(liveCode)]).toEqual(['expired', 'used_up', 'active']);
    const graph = await adminGql<{ adminCoupons: { code: string; status: string }[] }>('{ adminCoupons { code status } }', {}, { cookie: admin.cookie });
    const graphStatus = (code: string) => graph.data?.adminCoupons.find((c) => c.code === code)?.status;
    expect([graphStatus(expiredCode), graphStatus(usedCode), graphStatus(liveCode)]).toEqual(['expired', 'used_up', 'active']);
    await Promise.all(made.map((m) => api('DELETE', `/api/coupons/${m.body.coupon.id}`)));
  });

  it('refuses a bad form and a duplicate code; deactivates a coupon an order used instead of deleting it', async () => {
    expect((await api<{ error: string }>('POST', '/api/coupons', { code: '', discount_type: 'fixed', discount_value: 10 })).body.error).toBe('Please enter a coupon code');
    expect((await api<{ error: string }>('POST', '/api/coupons', { code: unique('X'), discount_type: 'bogus', discount_value: 10 })).body.error).toBe('Invalid discount type');
    expect((await api<{ error: string }>('POST', '/api/coupons', { code: unique('X'), discount_type: 'percentage', discount_value: 120 })).status).toBe(400);
    const code = unique('USED');
    const made = await adminGql<{ createCoupon: { id: string; timesUsed: number } }>(
      'mutation($i: CouponInput!) { createCoupon(input: $i) { id timesUsed } }',
      { i: { code, discountType: 'fixed', discountValue: 20, minOrderValue: 0 } },
      { token: admin.token },
    );
    const id = Number(made.data!.createCoupon.id);
    const dup = await api<{ code: string }>('POST', '/api/coupons', { code, discount_type: 'fixed', discount_value: 5 });
    expect(dup.status).toBe(409);

    const { products } = await addShelf(orm.em.fork(), 'coupon', [shelfProduct({ name: 'Coupon Kiwis', price: 120, stockQuantity: 5 })]);
    const [shopper] = await makeShoppers(orm, 1);
    await gql('mutation($id: ID!) { addToCart(productId: $id, quantity: 1) { itemCount } }', { id: String(products[0].id) }, shopper.token);
    const SHIPPING = { firstName: 'Ira', lastName: 'Das', email: 'ira@example.com', phone: '9000000001', address: '1 Road', city: 'Pune', state: 'MH', country: 'India', postcode: '411001' };
    const order = await gql('mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId } }', { i: { shipping: SHIPPING, paymentMethod: 'CASH', couponCode: code, deliverySlotId: SLOT } }, shopper.token);
    expect(order.errors).toBeUndefined();
    expect((await api<{ times_used: number }>('GET', `/api/coupons/${id}`)).body.times_used).toBe(1);

    const removed = await adminGql<{ deleteCoupon: { deleted: boolean; coupon: { isActive: boolean } } }>(`mutation { deleteCoupon(id: "${id}") { deleted coupon { isActive } } }`, {}, { token: admin.token });
    expect(removed.data?.deleteCoupon).toEqual({ deleted: false, coupon: { isActive: false } });
    expect((await gql<{ coupons: { code: string }[] }>('{ coupons { code } }')).data!.coupons.map((c) => c.code)).not.toContain(code);
  });
});

describe('categories', () => {
  it("adds, edits and deletes a category with the spec's messages", async () => {
    const name = `Exotic ${unique('c')}`;
    const added = await api<{ message: string; category: { fruits_cat_id: number; fruits_cat_name: string; fruits_cat_description: string | null; slug: string } }>('POST', '/api/fruits-category', {
      fruits_cat_name: `  ${name} `,
      fruits_cat_description: '',
    });
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Category added or updated successfully');
    expect(added.body.category).toMatchObject({ fruits_cat_name: name, fruits_cat_description: null, slug: name.toLowerCase().replace(/ /g, '-') });
    const id = added.body.category.fruits_cat_id;
    expect((await call<{ fruits_cat_id: number }[]>('GET', '/api/fruits-category')).body.map((c) => c.fruits_cat_id)).toContain(id);

    const edited = await api<{ message: string; category: { fruits_cat_description: string; slug: string } }>('PUT', `/api/fruits-category/${id}`, {
      fruits_cat_name: `${name} Fruits`,
      fruits_cat_description: 'From far away',
    });
    expect(edited.body).toMatchObject({ message: 'Category added or updated successfully', category: { fruits_cat_description: 'From far away', slug: added.body.category.slug } });
    expect((await api<{ error: string }>('POST', '/api/fruits-category', { fruits_cat_name: `${name} Fruits` })).status).toBe(409);

    const deleted = await api<{ message: string }>('DELETE', `/api/fruits-category/${id}`);
    expect(deleted.body.message).toBe('Category deleted successfully');
    expect(await logOf('category_deleted', id)).toHaveLength(1);
    expect((await api('DELETE', `/api/fruits-category/${id}`)).status).toBe(404);
  });

  it("answers 'Error: No category ID provided' without an id, and keeps a category that has products", async () => {
    for (const [method, path] of [['DELETE', '/api/fruits-category'], ['PUT', '/api/fruits-category'], ['DELETE', '/api/fruits-category/undefined']] as const) {
      const reply = await api<{ error: string }>(method, path, { fruits_cat_name: 'x' });
      expect([method, path, reply.status, reply.body.error]).toEqual([method, path, 400, 'Error: No category ID provided']);
    }
    const { category } = await addShelf(orm.em.fork(), 'keep', [shelfProduct({ name: 'Kept Plums', price: 80, stockQuantity: 3 })]);
    const refused = await adminGql(`mutation { deleteCategory(id: "${category.id}") { id } }`, {}, { token: admin.token });
    expect(refused.errors?.[0]).toMatchObject({ message: 'This category still has 1 product; move or delete them first', extensions: { code: 'CONFLICT' } });
    expect((await api<{ error: string }>('POST', '/api/fruits-category', { fruits_cat_name: '  ' })).body.error).toBe('Please enter a category name');
  });
});

describe('subscription plans', () => {
  it('requires plan_description, validity, price and plan_type', async () => {
    const full = { plan_type: 'Monthly', plan_description: 'Every season', validity: 90, price: 2999 };
    const missing: [string, string][] = [
      ['plan_type', 'Please enter the plan type'],
      ['plan_description', 'Please enter the plan description'],
      ['validity', 'Please enter the validity in days'],
      ['price', 'Please enter the price'],
    ];
    for (const [field, message] of missing) {
      const { [field]: _gone, ...rest } = full as Record<string, unknown>;
      const reply = await api<{ error: string }>('POST', '/api/subscription-plans', rest);
      expect([field, reply.status, reply.body.error]).toEqual([field, 400, message]);
    }
     // A type is a delivery cadence the shop can keep: anything else is refused.
    for (const planType of ['Quarterly', 'bogus', '<script>alert(1)</script>']) {
      const reply = await api<{ error: string }>('POST', '/api/subscription-plans', { ...full, plan_type: planType });
      expect([planType, reply.status, reply.body.error]).toEqual([planType, 400, 'The plan type must be Weekly, Bi-Weekly or Monthly']);
    }
  });

  it('adds, edits and deletes a plan; the storefront sees it while it is on sale', async () => {
    const added = await api<{ message: string; plan: { plan_id: number; plan_name: string; price: number; validity: number; features: string[]; is_active: boolean } }>(
      'POST',
      '/api/subscription-plans',
      { plan_type: 'bi weekly', plan_name: 'Fortnightly Feast', plan_description: 'Two weeks of fruit', validity: '14', price: 749.5, features: 'Mangoes, Free delivery' },
    );
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Plan added successfully');
    const id = added.body.plan.plan_id;
    // The type is a delivery cadence, stored in its one spelling; the name stays free text.
    expect(added.body.plan).toMatchObject({ plan_type: 'Bi-Weekly', plan_name: 'Fortnightly Feast', price: 749.5, validity: 14, features: ['Mangoes', 'Free delivery'], is_active: true });
    expect((await call<{ plan_id: number }[]>('GET', '/api/subscription-plans')).body.map((p) => p.plan_id)).toContain(id);

    const edited = await api<{ message: string; plan: { price: number; plan_description: string } }>('PUT', `/api/subscription-plans/${id}`, { price: 799 });
    expect(edited.body).toMatchObject({ message: 'Plan updated successfully', plan: { price: 799, plan_description: 'Two weeks of fruit' } });
    expect((await logOf('plan_updated', id))[0].changes).toEqual({ price: { from: '749.50', to: '799.00' } });

    const deleted = await api<{ message: string; deleted: boolean }>('DELETE', `/api/subscription-plans/${id}`);
    expect(deleted.body).toMatchObject({ message: 'Plan deleted successfully', deleted: true });
    expect((await call('GET', `/api/subscription-plans/${id}`)).status).toBe(404);
  });

  it('withdraws a plan someone subscribed to instead of deleting it', async () => {
    const made = await adminGql<{ createSubscriptionPlan: { id: string } }>(
      'mutation($i: SubscriptionPlanInput!) { createSubscriptionPlan(input: $i) { id } }',
      { i: { planType: 'Weekly', planName: `Weekly ${unique('p')}`, planDescription: 'A box a week', price: 199, validityDays: 7 } },
      { token: admin.token },
    );
    const id = Number(made.data!.createSubscriptionPlan.id);
    const [shopper] = await makeShoppers(orm, 1);
    await sql(`insert into "subscription_user" ("user_id", "plan_id", "plan_type", "plan_name", "price", "start_date", "end_date") values (?, ?, 'Weekly', 'Weekly', 199, current_date, current_date + 7)`, [
      shopper.userId,
      id,
    ]);
    const removed = await adminGql<{ deleteSubscriptionPlan: { deleted: boolean; message: string; plan: { isActive: boolean; subscriberCount: number } } }>(
      `mutation { deleteSubscriptionPlan(id: "${id}") { deleted message plan { isActive subscriberCount } } }`,
      {},
      { token: admin.token },
    );
    expect(removed.data?.deleteSubscriptionPlan).toEqual({ deleted: false, message: 'Plan deleted successfully', plan: { isActive: false, subscriberCount: 1 } });
    expect((await call('GET', `/api/subscription-plans/${id}`)).status).toBe(404);
    const all = await api<{ plan_id: number; is_active: boolean }[]>('GET', '/api/admin/subscription-plans');
    expect(all.body.find((p) => p.plan_id === id)?.is_active).toBe(false);
  });
});

describe('subscription users', () => {
  it('lists subscriptions with their customer and cancels and reactivates them', async () => {
    const [shopper] = await makeShoppers(orm, 1);
    const [plan] = await sql<{ id: number }>('select "id" from "subscription_plan" order by "id" limit 1');
    const [sub] = await sql<{ id: number }>(
      `insert into "subscription_user" ("user_id", "plan_id", "plan_type", "plan_name", "price", "start_date", "end_date") values (?, ?, 'Monthly', 'Monthly', 999, current_date, current_date + 30) returning "id"`,
      [shopper.userId, plan.id],
    );
    const listed = await api<{ id: number; user_id: number; user_name: string; status: string; plan_type: string }[]>('GET', '/api/subscription-user?status=active');
    expect(listed.body.find((s) => s.id === sub.id)).toMatchObject({ user_id: shopper.userId, status: 'active', plan_type: 'Monthly', user_name: expect.stringMatching(/^Shopper /) });

    const cancelled = await api<{ subscription: { status: string; auto_renew: boolean } }>('PUT', `/api/subscription-user/${sub.id}`, { status: 'cancelled' });
    expect(cancelled.body.subscription).toMatchObject({ status: 'cancelled', auto_renew: false });
    const back = await adminGql<{ setSubscriptionStatus: { status: string; autoRenew: boolean } }>(
      `mutation { setSubscriptionStatus(id: "${sub.id}", status: "active", autoRenew: false) { status autoRenew } }`,
      {},
      { token: admin.token },
    );
    expect(back.data?.setSubscriptionStatus).toEqual({ status: 'active', autoRenew: false });
    expect((await logOf('subscription_cancelled', sub.id)).length + (await logOf('subscription_reactivated', sub.id)).length).toBe(2);
    expect((await api('PUT', `/api/subscription-user/${sub.id}`, { status: 'paused' })).status).toBe(400);
  });
});

describe('contact messages, admin log and inventory log', () => {
  it('reads contact messages and marks them handled', async () => {
    const sent = await call<{ id: number }>('POST', '/api/contact', { body: { name: 'Neha', email: 'neha@example.com', subject: 'Feedback', message: `Lovely mangoes ${unique('m')}` } });
    expect(sent.status).toBeLessThan(300);
    const open = await api<{ id: number; message: string; handled_at: string | null }[]>('GET', '/api/contact-messages?handled=false');
    const mine = open.body.find((m) => m.message.startsWith('Lovely mangoes'))!;
    expect(mine.handled_at).toBeNull();
    const handled = await api<{ handled_at: string | null }>('PUT', `/api/contact-messages/${mine.id}`, { handled: true });
    expect(handled.body.handled_at).not.toBeNull();
    expect((await api<{ id: number }[]>('GET', '/api/contact-messages?handled=false')).body.map((m) => m.id)).not.toContain(mine.id);
  });

  it('adjusts stock as admin_adjustment, never below 0, and reads both logs', async () => {
    const { products } = await addShelf(orm.em.fork(), 'stock', [shelfProduct({ name: 'Stock Figs', price: 90, stockQuantity: 4 })]);
    const id = products[0].id;
    const up = await api<{ stock_quantity: number }>('POST', '/api/inventory-logs', { product_id: id, change: 6 });
    expect(up.body.stock_quantity).toBe(10);
    const set = await adminGql<{ adjustStock: { stockQuantity: number } }>(`mutation { adjustStock(productId: "${id}", stockQuantity: 3) { stockQuantity } }`, {}, { token: admin.token });
    expect(set.data?.adjustStock.stockQuantity).toBe(3);
    const below = await api<{ error: string }>('POST', '/api/inventory-logs', { product_id: id, change: -4 });
    expect(below.status).toBe(409);
    expect(below.body.error).toBe('Stock cannot go below 0 (3 in stock)');

    const logs = await api<{ change: number; stock_after: number; reason: string; admin_id: number; product_name: string }[]>('GET', `/api/inventory-logs?product_id=${id}`);
    expect(logs.body.map((l) => [l.change, l.stock_after, l.reason, l.admin_id])).toEqual([
      [-7, 3, 'admin_adjustment', admin.admin.id],
      [6, 10, 'admin_adjustment', admin.admin.id],
    ]);
    const adminLog = await api<{ action: string; admin_name: string; changes: unknown }[]>('GET', `/api/admin-logs?target_type=product&target_id=${id}`);
    expect(adminLog.body.map((l) => [l.action, l.changes])).toEqual([
      ['stock_adjusted', { stockQuantity: { from: 10, to: 3 } }],
      ['stock_adjusted', { stockQuantity: { from: 4, to: 10 } }],
    ]);
    expect(adminLog.body[0].admin_name).toBe(admin.admin.name);
  });

  it("takes the client's own log rows under the session's admin, but not copies of sign-in attempts", async () => {
    const target = unique('t');
    const posted = await api<{ recorded: boolean }>('POST', '/api/admin-logs', { admin_id: 999, action: 'exported_orders', target_type: 'report', target_id: target, changes: '{"rows":3}' });
    expect(posted.body.recorded).toBe(true);
    expect(await logOf('exported_orders', target)).toEqual([{ admin_id: admin.admin.id, changes: { rows: 3 } }]);
    const copy = await api<{ recorded: boolean }>('POST', '/api/admin-logs', { action: 'login_successful', target_type: 'admin', target_id: target });
    expect(copy.body.recorded).toBe(false);
    expect(await logOf('login_successful', target)).toEqual([]);
    const viaGraphQL = await adminGql<{ adminLogs: { action: string }[] }>('{ adminLogs(action: "exported_orders", limit: 1) { action changes } }', {}, { token: admin.token });
    expect(viaGraphQL.data?.adminLogs).toEqual([{ action: 'exported_orders', changes: { rows: 3 } }]);
  });
});
