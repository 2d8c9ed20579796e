import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { codeOf, gql } from '../utils/api-client.js';
import { adminGql, adminLogin, call, type AdminSession } from '../utils/admins.js';
import { addShelf as addShelfTo, removeShelvesAndOrders, shelfProduct } from '../utils/catalog-shelf.js';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import { connectTestOrm } from '../utils/orm.js';
import { makeShoppers } from '../utils/shoppers.js';
import { roomySlotId } from '../utils/delivery.js';

let orm: MikroORM;
let admin: AdminSession;
const shelves: Category[] = [];
/** A delivery slot of this file's own (tests/utils/delivery.ts). */
let SLOT: string;
beforeAll(async () => {
  orm = await connectTestOrm();
  SLOT = await roomySlotId(orm, '700016');
  admin = await adminLogin();
});
afterAll(async () => {
  await removeShelvesAndOrders(orm, shelves);
  await orm.close();
});

async function outOfStock(label: string, stockQuantity = 0) {
  const made = await addShelfTo(orm.em.fork(), label, [shelfProduct({ name: `Alert ${label}`, price: 80, stockQuantity })]);
  shelves.push(made.category);
  return made.products[0];
}

async function shoppers(count: number) {
  const made = await makeShoppers(orm, count);
  const rows = await orm.em.fork().execute<{ id: number; email: string }[]>('select "id", "email" from "app_user" where "id" = any(?::int[])', [`{${made.map((s) => s.userId).join(',')}}`]);
  return made.map((s) => ({ ...s, email: rows.find((r) => r.id === s.userId)!.email }));
}

/** Back-in-stock messages the outbox holds for these recipients and this product. */
async function alertMessages(productName: string, emails: string[]) {
  return orm.em
    .fork()
    .execute<{ recipient: string; subject: string; body: string }[]>(
      'select "recipient", "subject", "body" from "outbox_message" where "recipient" = any(?::text[]) and "subject" = ? order by "id"',
      [`{${emails.join(',')}}`, `${productName} is back in stock`],
    );
}

const NOTIFY = 'mutation($id: ID!) { notifyWhenInStock(productId: $id) { productId createdAt } }';
const setStock = (id: number, stockQuantity: number) =>
  adminGql<{ updateProduct: { stockQuantity: number } }>('mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { stockQuantity } }', { id: String(id), input: { stockQuantity } }, { token: admin.token });

describe('notify me (back-in-stock alerts)', () => {
  it('needs a signed-in customer: a guest gets 401 (REST) or UNAUTHENTICATED (GraphQL)', async () => {
    const product = await outOfStock('guest');
    const rest = await call<{ error: string; code: string }>('POST', `/api/products/${product.id}/notify-me`);
    expect(rest.status).toBe(401);
    expect(rest.body).toMatchObject({ code: 'UNAUTHENTICATED', error: 'Please sign in to be notified when this product is back in stock' });
    expect(codeOf(await gql(NOTIFY, { id: String(product.id) }))).toBe('UNAUTHENTICATED');
  });

  it('answers 404 for an unknown or hidden product, 400 for a malformed id and 409 when it is in stock', async () => {
    const [alice] = await shoppers(1);
    expect((await call('POST', '/api/products/99999999/notify-me', { token: alice.token })).status).toBe(404);
    expect(codeOf(await gql(NOTIFY, { id: '99999999' }, alice.token))).toBe('NOT_FOUND');
    expect((await call('POST', '/api/products/abc/notify-me', { token: alice.token })).status).toBe(400);
    const hidden = await outOfStock('hidden');
    await orm.em.fork().execute('update "product" set "is_active" = false where "id" = ?', [hidden.id]);
    expect((await call('POST', `/api/products/${hidden.id}/notify-me`, { token: alice.token })).status).toBe(404);
    const inStock = await outOfStock('instock', 5);
    const refused = await call<{ code: string }>('POST', `/api/products/${inStock.id}/notify-me`, { token: alice.token });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CONFLICT');
  });

  it('is idempotent per customer and product (201, then 200 with the same alert)', async () => {
    const product = await outOfStock('idem');
    const [alice] = await shoppers(1);
    const first = await call<{ product_id: number; status: string; created_at: string }>('POST', `/api/products/${product.id}/notify-me`, { token: alice.token });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ product_id: product.id, status: 'waiting' });
    const again = await call<{ created_at: string }>('POST', `/api/products/${product.id}/notify-me`, { token: alice.token });
    expect(again.status).toBe(200);
    expect(again.body.created_at).toBe(first.body.created_at);
    const viaGraphql = await gql<{ notifyWhenInStock: { productId: string; createdAt: string } }>(NOTIFY, { id: String(product.id) }, alice.token);
    expect(viaGraphql.data!.notifyWhenInStock).toEqual({ productId: String(product.id), createdAt: first.body.created_at });
    const [{ count }] = await orm.em.fork().execute<{ count: number }[]>('select count(*)::int as "count" from "stock_alert" where "product_id" = ?', [product.id]);
    expect(count).toBe(1);
    const ids = await gql<{ stockAlertProductIds: string[] }>('{ stockAlertProductIds }', undefined, alice.token);
    expect(ids.data!.stockAlertProductIds).toContain(String(product.id));
    expect((await gql<{ stockAlertProductIds: string[] }>('{ stockAlertProductIds }')).data!.stockAlertProductIds).toEqual([]);
  });

  it("an admin's restock sends one message per waiting customer, and the alert is used up", async () => {
    const product = await outOfStock('restock');
    const [alice, bob, carol] = await shoppers(3);
    for (const who of [alice, bob]) expect((await gql(NOTIFY, { id: String(product.id) }, who.token)).errors).toBeUndefined();

    // Still 0 after an edit that changes something else: nobody is told yet.
    expect((await adminGql('mutation($id: ID!) { updateProduct(id: $id, input: { description: "Juicy" }) { id } }', { id: String(product.id) }, { token: admin.token })).errors).toBeUndefined();
    expect(await alertMessages(product.name, [alice.email, bob.email])).toEqual([]);

    expect((await setStock(product.id, 7)).errors).toBeUndefined();
    const sent = await alertMessages(product.name, [alice.email, bob.email, carol.email]);
    expect(sent.map((m) => m.recipient).sort()).toEqual([alice.email, bob.email].sort());
    expect(sent[0].body).toContain(`/product/${product.id}`);

    // Used up: more stock, or out and back again, sends nothing more to them.
    expect((await setStock(product.id, 9)).errors).toBeUndefined();
    expect((await setStock(product.id, 0)).errors).toBeUndefined();
    expect((await setStock(product.id, 4)).errors).toBeUndefined();
    expect(await alertMessages(product.name, [alice.email, bob.email])).toHaveLength(2);
    expect((await gql<{ stockAlertProductIds: string[] }>('{ stockAlertProductIds }', undefined, alice.token)).data!.stockAlertProductIds).not.toContain(String(product.id));

    // A new "Notify me" after it ran out again waits anew, and is told once more.
    expect((await setStock(product.id, 0)).errors).toBeUndefined();
    expect((await call('POST', `/api/products/${product.id}/notify-me`, { token: alice.token })).status).toBe(201);
    const adjusted = await adminGql('mutation($id: ID!) { adjustStock(productId: $id, change: 2) { stockQuantity } }', { id: String(product.id) }, { token: admin.token });
    expect(adjusted.errors).toBeUndefined();
    expect((await setStock(product.id, 3)).errors).toBeUndefined();
    expect(await alertMessages(product.name, [alice.email])).toHaveLength(2);
  });

  it('two restocks that race send each waiting customer exactly one message', async () => {
    const product = await outOfStock('race');
    const waiting = await shoppers(4);
    for (const who of waiting) await gql(NOTIFY, { id: String(product.id) }, who.token);
    const adjust = (change: number) =>
      adminGql('mutation($id: ID!, $change: Int!) { adjustStock(productId: $id, change: $change) { stockQuantity } }', { id: String(product.id), change }, { token: admin.token });
    const results = await Promise.all([adjust(5), adjust(3), setStock(product.id, 6)]);
    for (const r of results) expect(r.errors).toBeUndefined();
    const sent = await alertMessages(product.name, waiting.map((w) => w.email));
    expect(sent.map((m) => m.recipient).sort()).toEqual(waiting.map((w) => w.email).sort());
  });

  it('a cancelled order that puts the last units back tells the waiting customers', async () => {
    const product = await outOfStock('cancel', 2);
    const [buyer, waiter] = await shoppers(2);
    await gql('mutation($id: ID!) { addToCart(productId: $id, quantity: 2) { itemCount } }', { id: String(product.id) }, buyer.token);
    const placed = await gql<{ placeOrder: { orderId: string } }>('mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId } }', {
      i: { shipping: { firstName: 'Ravi', lastName: 'Shah', email: 'ravi@example.com', phone: '9123456780', address: '4 Park Street', city: 'Kolkata', state: 'West Bengal', country: 'India', postcode: '700016' }, paymentMethod: 'CASH', deliverySlotId: SLOT },
    }, buyer.token);
    expect(placed.errors).toBeUndefined();
    expect((await call('POST', `/api/products/${product.id}/notify-me`, { token: waiter.token })).status).toBe(201);
    const cancelled = await gql('mutation($id: ID!) { cancelOrder(id: $id) { status } }', { id: placed.data!.placeOrder.orderId }, buyer.token);
    expect(cancelled.errors).toBeUndefined();
    expect((await alertMessages(product.name, [waiter.email, buyer.email])).map((m) => m.recipient)).toEqual([waiter.email]);
  });
});
