import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { codeOf, gql } from '../utils/api-client.js';
import { signUpCustomer } from '../utils/customers.js';
import { connectTestOrm } from '../utils/orm.js';

let orm: MikroORM;
let productIds: number[];
beforeAll(async () => {
  orm = await connectTestOrm();
  const rows = await orm.em.fork().execute<{ id: number }[]>('select "id" from "product" where "is_active" order by "id" limit 3');
  productIds = rows.map((row) => row.id);
});
afterAll(async () => {
  await orm.close();
});

const IDS = '{ wishlistProductIds }';

describe('wishlist', () => {
  it('is empty for a guest, and its changes need a signed-in customer', async () => {
    expect((await gql<{ wishlistProductIds: string[] }>(IDS)).data!.wishlistProductIds).toEqual([]);
    expect(codeOf(await gql('{ wishlist { id } }'))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql('mutation { addToWishlist(productId: "1") }'))).toBe('UNAUTHENTICATED');
  });

  it('adds, removes and merges hearts per customer, idempotently', async () => {
    const [a, b, c] = productIds.map(String);
    const alice = await signUpCustomer();
    const bob = await signUpCustomer();
    await gql('mutation($id: ID!) { addToWishlist(productId: $id) }', { id: a }, alice.token);
    const twice = await gql<{ addToWishlist: string[] }>('mutation($id: ID!) { addToWishlist(productId: $id) }', { id: a }, alice.token);
    expect(twice.data!.addToWishlist).toEqual([a]);

    // A guest's hearts merged after login: duplicates and unknown products are skipped.
    const merged = await gql<{ mergeWishlist: string[] }>('mutation($ids: [ID!]!) { mergeWishlist(productIds: $ids) }', { ids: [b, a, c, b, '999999'] }, alice.token);
    expect([...merged.data!.mergeWishlist].sort()).toEqual([a, b, c].sort());

    const removed = await gql<{ removeFromWishlist: string[] }>('mutation($id: ID!) { removeFromWishlist(productId: $id) }', { id: b }, alice.token);
    expect([...removed.data!.removeFromWishlist].sort()).toEqual([a, c].sort());

    const list = await gql<{ wishlist: { id: string; name: string }[] }>('{ wishlist { id name } }', undefined, alice.token);
    expect(list.data!.wishlist.map((p) => p.id).sort()).toEqual([a, c].sort());
    expect((await gql<{ wishlistProductIds: string[] }>(IDS, undefined, bob.token)).data!.wishlistProductIds).toEqual([]);
  });

  it('leaves out a product taken off sale', async () => {
    const carol = await signUpCustomer();
    const em = orm.em.fork();
    const [extra] = await em.execute<{ id: number }[]>(
      `insert into "product" ("name", "price", "unit", "stock_quantity", "category_id", "is_active")
       select 'Retired Fig', 10, 'kg', 5, "category_id", false from "product" limit 1 returning "id"`,
    );
    await gql('mutation($ids: [ID!]!) { mergeWishlist(productIds: $ids) }', { ids: [String(extra.id), String(productIds[0])] }, carol.token);
    const list = await gql<{ wishlist: { id: string }[] }>('{ wishlist { id } }', undefined, carol.token);
    expect(list.data!.wishlist.map((p) => p.id)).toEqual([String(productIds[0])]);
    await em.execute('delete from "product" where "id" = ?', [extra.id]);
  });
});

describe('productsByIds', () => {
  it("lists a guest's hearted products that are on sale, in the order given", async () => {
    const [a, b] = productIds.map(String);
    const reply = await gql<{ productsByIds: { id: string }[] }>('query($ids: [ID!]!) { productsByIds(ids: $ids) { id } }', { ids: [b, '999999', a, b] });
    expect(reply.data!.productsByIds.map((p) => p.id)).toEqual([b, a]);
  });
});

describe('shopSettings', () => {
  it("exposes the rulings' fees in rupees", async () => {
    const reply = await gql<{ shopSettings: Record<string, unknown> }>('{ shopSettings { currency handlingFee deliveryFee freeDeliveryThreshold maxQuantityPerLine } }');
    expect(reply.data!.shopSettings).toEqual({ currency: 'INR', handlingFee: 9, deliveryFee: 25, freeDeliveryThreshold: 100, maxQuantityPerLine: 99 });
  });
});
