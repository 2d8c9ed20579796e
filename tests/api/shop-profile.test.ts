import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../api/src/app.js';
import { makeAdmin } from '../../api/src/db/seed/factories.js';
import { DEMO_SHOP_PROFILE } from '../../api/src/db/seed/data/shop-profile.js';
import { seedShopProfile } from '../../api/src/db/seed/shop-profile.js';
import { shopProfileService } from '../../api/src/modules/settings/shop-profile.service.js';
import { adminGql, adminLogin, call, type AdminSession } from '../utils/admins.js';
import { openPrivateDatabase, type PrivateDatabase } from '../utils/private-database.js';
import { makeShoppers } from '../utils/shoppers.js';

/*
 * The shop's profile (issue 39 part 1) on a database of this file's own (its fees change what
 * every order costs, which the shared database's other tests must not see): an existing shop's
 * row keeps working after the migration (the defaults charge what the code charged), the seed
 * fills only an empty profile, the shared rules refuse a bad GSTIN at its field, the storefront
 * reads the profile, and a new order, the cart and shopSettings are priced with its fees.
 */

const ADMIN = { name: 'Profile Admin', email: 'profile.admin@example.com', password: 'Profile@12345' };
const STOREFRONT = `{ shopProfile { tradeName legalName phone email address state supportHours gstin fssaiLicence
  grievanceOfficerName grievanceOfficerEmail grievanceOfficerPhone reportWindowHours deliveryFee handlingFee freeDeliveryThreshold } }`;
const UPDATE = 'mutation($i: ShopProfileInput!) { updateShopProfile(input: $i) { tradeName state gstin fssaiLicence reportWindowHours deliveryFee handlingFee freeDeliveryThreshold } }';
const SHIPPING = { first_name: 'Asha', last_name: 'P', email: 'asha@example.com', phone: '9811112222', address: '1 FC Road', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: '411001' };

let db: PrivateDatabase;
let app: App;
let admin: AdminSession;

const sql = <T>(query: string, params: unknown[] = []) => db.orm.em.fork().execute<T[]>(query, params);
const gqlAdmin = <T>(query: string, variables: Record<string, unknown> = {}) => adminGql<T>(query, variables, { token: admin.token, base: app.url });
const gqlGuest = <T>(query: string, variables: Record<string, unknown> = {}, token?: string) => adminGql<T>(query, variables, { base: app.url, token });

/** A whole valid profile (the demo's, as the form sends it) with some fields changed. */
const profileInput = (changes: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(Object.entries(DEMO_SHOP_PROFILE).filter(([k]) => !['deliveryFee', 'handlingFee', 'freeDeliveryThreshold'].includes(k))),
  ...changes,
});

beforeAll(async () => {
  db = await openPrivateDatabase('fruitshop_profile');
  // A shop from before issue 39: its row has only the contact details.
  await sql(`insert into "shop_profile" ("id", "trade_name", "phone", "email", "address", "support_hours") values (1, 'Owner Fruits', '+919845012345', 'hello@owner.example', '1 MG Road, Pune', 'Daily 9-9')`);
  const em = db.orm.em.fork();
  await makeAdmin(em, ADMIN);
  await em.flush();
  app = await db.startApp({ AUTO_SEED: 'true', SEED_DEMO_ACCOUNTS: 'false', RATE_LIMIT_MAX: '0', SHED_MAX_EVENT_LOOP_DELAY_MS: '0' });
  admin = await adminLogin(ADMIN.email, ADMIN.password, app.url);
}, 180_000);

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

describe('an existing shop after the migration, and the seed', () => {
  it("keeps the owner's details, charges the old fees by default, and the seed leaves them alone", async () => {
    const reply = await gqlGuest<{ shopProfile: Record<string, unknown> }>(STOREFRONT);
    expect(reply.data!.shopProfile).toEqual({
      tradeName: 'Owner Fruits',
      legalName: '',
      phone: '+919845012345',
      email: 'hello@owner.example',
      address: '1 MG Road, Pune',
      state: '',
      supportHours: 'Daily 9-9',
      gstin: '',
      fssaiLicence: '',
      grievanceOfficerName: '',
      grievanceOfficerEmail: '',
      grievanceOfficerPhone: '',
      reportWindowHours: 48,
      deliveryFee: 25,
      handlingFee: 9,
      freeDeliveryThreshold: 100,
    });
    expect(await seedShopProfile(db.orm.em.fork())).toEqual({ shopProfile: false });
    expect((await sql<{ trade_name: string }>('select "trade_name" from "shop_profile"'))[0].trade_name).toBe('Owner Fruits');
  });

  it('fills an empty profile with demo details that read as a demo (a checksum-valid GSTIN, 14-digit FSSAI)', async () => {
    await sql(`update "shop_profile" set "trade_name" = '', "phone" = '', "email" = '', "address" = '', "support_hours" = ''`);
    expect(await seedShopProfile(db.orm.em.fork())).toEqual({ shopProfile: true });
    shopProfileService.forgetFees();
    const reply = await gqlGuest<{ shopProfile: Record<string, unknown> }>(STOREFRONT);
    expect(reply.data!.shopProfile).toMatchObject({
      tradeName: 'FruitShop (demo)',
      state: 'Maharashtra',
      gstin: '27AADCF1234F1Z2',
      fssaiLicence: '11526999000001',
      grievanceOfficerName: 'Asha Demo (Grievance Officer)',
      grievanceOfficerEmail: 'grievance@fruitshop.example.com',
      reportWindowHours: 48,
      deliveryFee: 25,
      handlingFee: 9,
      freeDeliveryThreshold: 100,
    });
    // Valid by the shared rules, so the owner can save the form as it stands.
    expect((await gqlAdmin(UPDATE, { i: profileInput() })).errors).toBeUndefined();
    expect(await seedShopProfile(db.orm.em.fork())).toEqual({ shopProfile: false });

    const rest = await call<Record<string, unknown>>('GET', '/api/shop-profile', { base: app.url });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      trade_name: 'FruitShop (demo)',
      gstin: '27AADCF1234F1Z2',
      fssai_licence: '11526999000001',
      grievance_officer: { name: 'Asha Demo (Grievance Officer)', email: 'grievance@fruitshop.example.com', phone: '+919800000001' },
      report_window_hours: 48,
      delivery_fee: 25,
    });
  });
});

describe('validation', () => {
  it.each([
    [{ gstin: '27AADCF1234F1Z3' }, 'gstin', 'This GSTIN has a typo: its last character does not match (check digit)'],
    [{ state: 'Karnataka' }, 'gstin', 'A GSTIN registered in Karnataka begins with 29'],
    [{ state: 'Narnia' }, 'state', 'Choose an Indian state or union territory'],
    [{ fssaiLicence: '1152699900000' }, 'fssaiLicence', 'An FSSAI licence number has 14 digits'],
    [{ grievanceOfficerEmail: 'grievance@' }, 'grievanceOfficerEmail', 'Please enter a valid email address'],
    [{ reportWindowHours: 0 }, 'reportWindowHours', 'The problem-report window must be a whole number of hours from 1 to 720'],
    [{ reportWindowHours: 721 }, 'reportWindowHours', 'The problem-report window must be a whole number of hours from 1 to 720'],
    [{ deliveryFee: -1 }, 'deliveryFee', 'The delivery fee must be ₹0 or more'],
  ])('%o is refused at %s, and nothing changes', async (change, field, message) => {
    const before = await sql('select * from "shop_profile"');
    const reply = await gqlAdmin(UPDATE, { i: profileInput(change) });
    expect(reply.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await sql('select * from "shop_profile"')).toEqual(before);
  });

  it('the REST PUT refuses the same, with the same words, and stores a GSTIN as written in capitals', async () => {
    const bad = await call<{ message: string; field?: string }>('PUT', '/api/admin/shop-profile', {
      body: { trade_name: 'FruitShop (demo)', state: 'Maharashtra', gstin: '29AAGCB7383J1Z4' },
      token: admin.token,
      base: app.url,
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('A GSTIN registered in Maharashtra begins with 27');
    const good = await call<{ profile: Record<string, unknown> }>('PUT', '/api/admin/shop-profile', {
      body: { ...Object.fromEntries(Object.entries(profileInput()).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v])), state: 'karnataka', gstin: '29aagcb7383j1z4', report_window_hours: 72 },
      token: admin.token,
      base: app.url,
    });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.profile).toMatchObject({ state: 'Karnataka', gstin: '29AAGCB7383J1Z4', report_window_hours: 72, delivery_fee: 25 });
    expect((await gqlAdmin(UPDATE, { i: profileInput() })).errors).toBeUndefined();
  });

  it('only an admin may change it', async () => {
    const reply = await gqlGuest(UPDATE, { i: profileInput({ deliveryFee: 0 }) });
    expect(reply.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });
});

describe("the profile's fees price carts and orders", () => {
  it('a new order, the cart and shopSettings use the fees just saved; the threshold makes delivery free', async () => {
    const saved = await gqlAdmin<{ updateShopProfile: Record<string, unknown> }>(UPDATE, { i: profileInput({ deliveryFee: 40, handlingFee: 12.5, freeDeliveryThreshold: 500 }) });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateShopProfile).toMatchObject({ deliveryFee: 40, handlingFee: 12.5, freeDeliveryThreshold: 500 });
    const settings = await gqlGuest<{ shopSettings: Record<string, unknown> }>('{ shopSettings { deliveryFee handlingFee freeDeliveryThreshold maxQuantityPerLine } }');
    expect(settings.data!.shopSettings).toEqual({ deliveryFee: 40, handlingFee: 12.5, freeDeliveryThreshold: 500, maxQuantityPerLine: 99 });

    // A product under ₹500 (the old threshold of ₹100 would have made it free).
    const [product] = await sql<{ id: number; price: string }>(
      `select "id", coalesce(least("discount_price", "price"), "price")::text as "price" from "product" where "is_active" and "stock_quantity" > 10
         and coalesce(least("discount_price", "price"), "price") between 100 and 400 order by "id" limit 1`,
    );
    const price = Number(product.price);
    const [shopper] = await makeShoppers(db.orm, 1);
    const cart = await gqlGuest<{ guestCart: { totals: Record<string, number> } }>(
      'query($l: [GuestCartLineInput!]!) { guestCart(lines: $l) { totals { subtotal deliveryFee handlingFee total amountForFreeDelivery } } }',
      { l: [{ productId: String(product.id), quantity: 1 }] },
    );
    expect(cart.errors).toBeUndefined();
    expect(cart.data!.guestCart.totals).toEqual({ subtotal: price, deliveryFee: 40, handlingFee: 12.5, total: price + 52.5, amountForFreeDelivery: 500 - price });

    const body = { items: [{ product_id: product.id, quantity: 1 }], shipping_info: SHIPPING, payment_method: 'cash' };
    const placed = await call<{ order: { subtotal: number; delivery_fee: number; handling_fee: number; total: number } }>('POST', '/api/orders', { body, token: shopper.token, base: app.url });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.order).toMatchObject({ subtotal: price, delivery_fee: 40, handling_fee: 12.5, total: price + 52.5 });

    // From the threshold, delivery is free; handling stays.
    const quantity = Math.ceil(500 / price);
    const big = await call<{ order: { subtotal: number; delivery_fee: number; handling_fee: number; total: number } }>('POST', '/api/orders', {
      body: { ...body, items: [{ product_id: product.id, quantity }] },
      token: shopper.token,
      base: app.url,
    });
    expect(big.status, JSON.stringify(big.body)).toBe(201);
    expect(big.body.order).toMatchObject({ delivery_fee: 0, handling_fee: 12.5, total: Number((price * quantity + 12.5).toFixed(2)) });

    // Back to the demo's fees: the next order pays them.
    expect((await gqlAdmin(UPDATE, { i: profileInput({ deliveryFee: 25, handlingFee: 9, freeDeliveryThreshold: 100 }) })).errors).toBeUndefined();
    const again = await call<{ order: { delivery_fee: number; handling_fee: number } }>('POST', '/api/orders', { body, token: shopper.token, base: app.url });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.order).toMatchObject({ delivery_fee: price < 100 ? 25 : 0, handling_fee: 9 });
  });
});
