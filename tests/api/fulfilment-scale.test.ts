import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../api/src/app.js';
import { startApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { makeAdmin } from '../../api/src/db/seed/factories.js';
import { addDays, shopDate } from '@fruit-shop/common/delivery.rules';
import { adminGql, adminLogin, call, type AdminSession } from '../utils/admins.js';
import { addShelf, shelfProduct } from '../utils/catalog-shelf.js';
import { openPrivateDatabase, type PrivateDatabase } from '../utils/private-database.js';
import { makeShoppers } from '../utils/shoppers.js';

/*
 * The back office on a big shop and on an empty one (issue 36), on a database of this file's
 * own: 10,000 orders paged, searched and filtered at a fixed number of SQL statements per
 * list, whatever the page size; the first-run checklist of an empty shop until it can deliver;
 * and an order without a slot refused only when no slot is open.
 */

const ORDERS = 10_000;
const ADMIN = { name: 'Scale Admin', email: 'scale.admin@example.com', password: 'Scale@12345' };
const PINCODE = '560001';
const statements: string[] = [];
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

let db: PrivateDatabase;
let app: App;
let admin: AdminSession;
let slots: number[];
const today = shopDate(new Date());
const days = [addDays(today, -2), addDays(today, -1), today, addDays(today, 1)];

const sql = <T>(query: string, params: unknown[] = []) => db.orm.em.fork().execute<T[]>(query, params);
const gqlAdmin = <T>(query: string, variables: Record<string, unknown> = {}) => adminGql<T>(query, variables, { token: admin.token, base: app.url });

/** The SQL statements the app sent while `run` ran (its ORM logs each one). */
async function counted<T>(run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  statements.length = 0;
  const result = await run();
  return { result, statements: statements.map((s) => s.replace(ansi, '')).filter((s) => /\b(select|insert|update|delete)\b/i.test(s)).length };
}

type Page = { adminOrderPage: { total: number; items: { id: string; status: string; paymentMethod: string; deliverySlot: { date: string; start: string } | null; createdAt: string }[] } };
const PAGE = `query($f: AdminOrderFilter, $limit: Int!, $offset: Int!) {
  adminOrderPage(filter: $f, limit: $limit, offset: $offset) { total items { id status paymentMethod deliverySlot { date start } createdAt customer { id } items { productName } } }
}`;

beforeAll(async () => {
  db = await openPrivateDatabase('fruitshop_scale');
  const em = db.orm.em.fork();
  await makeAdmin(em, ADMIN);
  await em.flush();
  app = await startApp(
    loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATABASE_URL: db.url, DATA_DIR: 'memory://', AUTO_SEED: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '0', SHED_MAX_EVENT_LOOP_DELAY_MS: '0' }),
    { debug: ['query'], logger: (message: string) => void statements.push(message) },
  );
  admin = await adminLogin(ADMIN.email, ADMIN.password, app.url);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('an empty shop', () => {
  it('shows the first-run checklist until it can take and deliver an order; until a slot is open an order is refused with a clear message', async () => {
    type Readiness = { shopReadiness: { ready: boolean; items: { id: string; done: boolean; required: boolean; page: string | null }[] } };
    const check = async () => (await gqlAdmin<Readiness>('{ shopReadiness { ready items { id done required page } } }')).data!.shopReadiness;
    // A new database has the three default daily slots (delivery_slots migration) and nothing else.
    const empty = await check();
    expect(empty.ready).toBe(false);
    expect(empty.items.map((i) => [i.id, i.done, i.page])).toEqual([
      ['pincodes', false, 'delivery'],
      ['slots', true, 'delivery'],
      ['products', false, 'products'],
      ['home', false, 'categories'],
      ['contact', false, 'profile'],
      ['payments', false, null],
      ['mail', false, null],
    ]);

    // What an owner does from the checklist's links.
    const { category, products } = await addShelf(db.orm.em.fork(), 'scale', [shelfProduct({ name: 'Scale Mango', price: 80, stockQuantity: 100000 })]);
    const home = await gqlAdmin('mutation($id: ID!, $i: CategoryInput!) { updateCategory(id: $id, input: $i) { homePosition } }', { id: String(category.id), i: { name: category.name, homePosition: 1, homeTitle: 'Mangoes' } });
    expect(home.errors).toBeUndefined();
    expect((await call('POST', '/api/admin/delivery/pincodes', { body: { code: PINCODE }, token: admin.token, base: app.url })).status).toBe(201);
    // The owner turns the default slots off and adds one with no room yet.
    for (const slot of (await call<{ slots: { id: number }[] }>('GET', '/api/admin/delivery', { token: admin.token, base: app.url })).body.slots) {
      expect((await call('PUT', `/api/admin/delivery/slots/${slot.id}`, { body: { ...slot, is_active: false }, token: admin.token, base: app.url })).status).toBe(200);
    }
    const full = await call<{ slot: { id: number } }>('POST', '/api/admin/delivery/slots', { body: { pincode: null, start: '07:00', end: '10:00', capacity: 0 }, token: admin.token, base: app.url });
    expect(full.status).toBe(201);
    expect((await check()).items.find((i) => i.id === 'slots')!.done).toBe(false);

    // No slot with room: an order naming none is refused, and nothing is written.
    const [shopper] = await makeShoppers(db.orm, 1);
    const body = { items: [{ product_id: products[0].id, quantity: 1 }], shipping_info: { first_name: 'Anil', last_name: 'K', email: 'anil@example.com', phone: '9811112222', address: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', country: 'India', postcode: PINCODE }, payment_method: 'cash' };
    const refused = await call<{ code: string; message: string }>('POST', '/api/orders', { body, token: shopper.token, base: app.url });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'SLOT_UNAVAILABLE', message: `No delivery slot is open for pincode ${PINCODE}` });
    expect(await sql('select 1 from "shop_order"')).toHaveLength(0);

    const profile = await gqlAdmin('mutation($i: ShopProfileInput!) { updateShopProfile(input: $i) { phone } }', { i: { tradeName: 'Scale Fruits', phone: '+91 98450 12345', email: 'hello@scale.example', address: '1 MG Road, Bengaluru 560001' } });
    expect(profile.data).toEqual({ updateShopProfile: { phone: '+919845012345' } });
    const badProfile = await gqlAdmin('mutation($i: ShopProfileInput!) { updateShopProfile(input: $i) { phone } }', { i: { phone: '12' } });
    expect(badProfile.errors?.[0]).toMatchObject({ message: 'Please enter a valid phone number (10-15 digits)', extensions: { code: 'BAD_USER_INPUT', field: 'phone' } });
    expect((await check()).ready).toBe(false); // the only slot has no room

    const open = await call<{ slot: { id: number } }>('POST', '/api/admin/delivery/slots', { body: { pincode: null, start: '18:00', end: '21:00', capacity: 500 }, token: admin.token, base: app.url });
    expect(open.status).toBe(201);
    const ready = await check();
    expect(ready.ready).toBe(true);
    expect(ready.items.filter((i) => !i.done).map((i) => i.id)).toEqual(['payments', 'mail']);

    // The home page's section is the new category, and the order goes through.
    const sections = await call<{ slug: string; title: string }[]>('GET', '/api/home-sections', { base: app.url });
    expect(sections.body).toEqual([{ fruits_cat_id: category.id, slug: category.slug, title: 'Mangoes', tab: true }]);
    const shelf = await adminGql<{ products: { items: { name: string }[] } }>('query($c: String!) { products(category: $c, first: 10) { items { name } } }', { c: category.slug }, { base: app.url });
    expect(shelf.data!.products.items.map((p) => p.name)).toEqual([products[0].name]);
    const placed = await call<{ order: { delivery_slot: { start: string } } }>('POST', '/api/orders', { body, token: shopper.token, base: app.url });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order.delivery_slot.start).toBe('18:00');
    slots = [full.body.slot.id, open.body.slot.id];
  });
});

describe(`the orders list on ${ORDERS.toLocaleString('en-IN')} orders`, () => {
  beforeAll(async () => {
    const [buyer] = await sql<{ id: number }>(`insert into "app_user" ("first_name", "last_name", "email", "password_hash", "verified_at") values ('Bulk', 'Buyer', 'bulk@example.com', 'x', now()) returning "id"`);
    const [product] = await sql<{ id: number; name: string }>('select "id", "name" from "product" order by "id" limit 1');
    // Order i: day i % 4, slot i % 2, status and payment by i; phone 9700000000 + i, email buyer<i>@example.com.
    await sql(
      `insert into "shop_order" ("user_id", "status", "payment_method", "payment_status", "subtotal", "savings", "delivery_fee", "handling_fee",
         "coupon_discount", "total", "shipping_first_name", "shipping_last_name", "shipping_email", "shipping_phone", "shipping_address",
         "shipping_city", "shipping_state", "shipping_country", "shipping_postcode", "delivery_slot_id", "delivery_date", "delivery_start",
         "delivery_end", "created_at", "updated_at")
       select ?, (array['pending', 'processing', 'shipped', 'delivered', 'cancelled'])[1 + i % 5],
              case when i % 3 = 0 then 'card' else 'cash' end,
              case when i % 3 = 0 then 'paid' else 'cash_on_delivery' end,
              80, 0, 25, 9, 0, 114, 'Bulk', 'Buyer ' || i, 'buyer' || i || '@example.com', (9700000000 + i)::text, i || ' Long Street',
              'Bengaluru', 'Karnataka', 'India', ?, (array[?, ?]::int[])[1 + i % 2], (array[?, ?, ?, ?]::date[])[1 + i % 4],
              (array[420, 1080])[1 + i % 2], (array[600, 1260])[1 + i % 2], now() - make_interval(mins => i), now()
         from generate_series(1, ?) as i`,
      [buyer.id, PINCODE, ...slots, ...days, ORDERS],
    );
    await sql(
      `insert into "order_item" ("order_id", "product_id", "product_name", "unit", "quantity", "list_price", "price_at_purchase", "sub_total")
       select o."id", ?, ?, 'kg', 1 + o."id" % 3, 80, 80, 80 from "shop_order" o where o."user_id" = ?`,
      [product.id, product.name, buyer.id],
    );
    await sql('analyze "shop_order"');
    await sql('analyze "order_item"');
  }, 120_000);

  it('pages, searches and filters at a fixed number of statements, whatever the page size', async () => {
    const small = await counted(() => gqlAdmin<Page>(PAGE, { f: null, limit: 10, offset: 0 }));
    const large = await counted(() => gqlAdmin<Page>(PAGE, { f: null, limit: 200, offset: 400 }));
    expect(small.result.errors).toBeUndefined();
    expect(small.result.data!.adminOrderPage.total).toBe(ORDERS + 1);
    expect(large.result.data!.adminOrderPage.items).toHaveLength(200);
    // The session, the count, the page, its items, its customers.
    expect([small.statements, large.statements]).toEqual([5, 5]);

    const filtered = await counted(() => gqlAdmin<Page>(PAGE, { f: { slotDate: days[1], slotId: String(slots[1]), status: 'PROCESSING', paymentMethod: 'CASH' }, limit: 200, offset: 0 }));
    expect(filtered.statements).toBe(5);
    const [expected] = await sql<{ n: number }>(
      `select count(*)::int as "n" from "shop_order" where "delivery_date" = ?::date and "delivery_slot_id" = ? and "status" = 'processing' and "payment_method" = 'cash'`,
      [days[1], slots[1]],
    );
    const page = filtered.result.data!.adminOrderPage;
    expect(expected.n).toBeGreaterThan(50);
    expect(page.total).toBe(expected.n);
    expect(page.items.every((o) => o.status === 'PROCESSING' && o.paymentMethod === 'CASH' && o.deliverySlot!.date === days[1] && o.deliverySlot!.start === '18:00')).toBe(true);

    for (const search of ['9700004321', '+91 97000 04321', 'buyer4321@example.com', `FS-${String((await sql<{ id: number }>(`select "id" from "shop_order" where "shipping_phone" = '9700004321'`))[0].id).padStart(6, '0')}`]) {
      const found = await counted(() => gqlAdmin<Page>(PAGE, { f: { search }, limit: 50, offset: 0 }));
      expect(found.result.data!.adminOrderPage.total, search).toBe(1);
      expect(found.statements, search).toBe(5);
    }

    // With each order's history: one more statement for the whole page.
    const withTimeline = await counted(() => gqlAdmin(`{ adminOrderPage(limit: 100) { items { id timeline { to } staffNotes { text } payments { id } } } }`));
    expect(withTimeline.statements).toBe(5 + 3); // timeline, notes and payments: one each
  });

  it('sorts by slot: the newest slot day first, then its window, then the time ordered; pages do not overlap', async () => {
    const first = (await gqlAdmin<Page>(PAGE, { f: null, limit: 200, offset: 0 })).data!.adminOrderPage.items;
    const second = (await gqlAdmin<Page>(PAGE, { f: null, limit: 200, offset: 200 })).data!.adminOrderPage.items;
    const key = (o: Page['adminOrderPage']['items'][number]) => [o.deliverySlot?.date ?? '', o.deliverySlot?.start ?? ''];
    const all = [...first, ...second];
    expect(new Set(all.map((o) => o.id)).size).toBe(400);
    for (let i = 1; i < all.length; i++) {
      const [d0, s0] = key(all[i - 1]);
      const [d1, s1] = key(all[i]);
      expect(d0 > d1 || (d0 === d1 && s0 <= s1), `${all[i - 1].id} before ${all[i].id}`).toBe(true);
      if (d0 === d1 && s0 === s1) expect(all[i - 1].createdAt <= all[i].createdAt).toBe(true);
    }
    expect(first[0].deliverySlot!.date).toBe(days[3]);

    const rest = await call<unknown[]>('GET', `/api/admin/orders?slot_date=${days[0]}&limit=5`, { token: admin.token, base: app.url });
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(5);
    expect(Number(rest.headers.get('x-total-count'))).toBe(ORDERS / 4);
  });
});
