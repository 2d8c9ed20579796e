import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { codeOf, gql, sendJson } from '../utils/api-client.js';
import { signUpCustomer } from '../utils/customers.js';
import { connectTestOrm } from '../utils/orm.js';
import { addShelf as addShelfTo, removeShelves, shelfProduct } from '../utils/catalog-shelf.js';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';

/*
 * A guest's cart (decisions: Guest cart): priced from the catalogue while it is on the device,
 * merged into the customer's server cart at sign-in, capped by stock and the order limit.
 */

let orm: MikroORM;
const shelves: Category[] = [];
beforeAll(async () => {
  orm = await connectTestOrm();
});
afterAll(async () => {
  await removeShelves(orm, shelves);
  await orm.close();
});

async function addShelf(...args: Parameters<typeof addShelfTo>) {
  const made = await addShelfTo(...args);
  shelves.push(made.category);
  return made;
}

const CART = 'itemCount lines { productId name quantity unitPrice maxQuantity available problem } totals { subtotal deliveryFee handlingFee total }';
const MERGE = `mutation ($lines: [GuestCartLineInput!]!) { mergeGuestCart(lines: $lines) { cart { ${CART} } notes { productId kind quantity message } } }`;

interface Line {
  productId: string;
  name: string;
  quantity: number;
  unitPrice: number;
  maxQuantity: number;
  available: boolean;
  problem: string | null;
}
interface CartReply {
  itemCount: number;
  lines: Line[];
  totals: { subtotal: number; deliveryFee: number; handlingFee: number; total: number };
}
interface MergeReply {
  mergeGuestCart: { cart: CartReply; notes: { productId: string; kind: string; quantity: number; message: string }[] };
}

async function cartRows(userId: number): Promise<Record<number, number>> {
  const rows = await orm.em.fork().execute<{ product_id: number; quantity: number }[]>('select "product_id", "quantity" from "cart_item" where "user_id" = ?', [userId]);
  return Object.fromEntries(rows.map((row) => [row.product_id, row.quantity]));
}

describe('guest cart', () => {
  it("prices a guest's lines from the catalogue without a session, storing nothing", async () => {
    const { products } = await addShelf(orm.em.fork(), 'guest-price', [
      shelfProduct({ name: 'Guest Mango', price: 120, discountPrice: 100, stockQuantity: 20 }),
      shelfProduct({ name: 'Guest Kiwi', price: 30, stockQuantity: 2 }),
      shelfProduct({ name: 'Guest Gone', price: 50, stockQuantity: 5, isActive: false }),
    ]);
    const [mango, kiwi, gone] = products;
    const reply = await gql<{ guestCart: CartReply }>(`query ($lines: [GuestCartLineInput!]!) { guestCart(lines: $lines) { ${CART} } }`, {
      lines: [
        { productId: String(mango.id), quantity: 2 },
        { productId: String(kiwi.id), quantity: 3 },
        { productId: String(gone.id), quantity: 1 },
        { productId: '2147483000', quantity: 1 },
        // Named twice: one line, quantities added.
        { productId: String(mango.id), quantity: 1 },
      ],
    });
    expect(reply.errors).toBeUndefined();
    const cart = reply.data!.guestCart;
    expect(cart.lines.map((line) => [line.productId, line.quantity, line.available])).toEqual([
      [String(mango.id), 3, true],
      [String(kiwi.id), 3, false],
      [String(gone.id), 1, false],
    ]);
    expect(cart.lines[0]).toMatchObject({ unitPrice: 100, maxQuantity: 20, problem: null });
    expect(cart.lines[1].problem).toBe('Only 2 can be ordered');
    expect(cart.lines[2].problem).toBe('This product is no longer available');
    // Only the sellable line counts: 3 × ₹100, free delivery, ₹9 handling.
    expect(cart.totals).toEqual({ subtotal: 300, deliveryFee: 0, handlingFee: 9, total: 309 });

    const bad = await gql(`query { guestCart(lines: [{ productId: "${mango.id}", quantity: 0 }]) { itemCount } }`);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].message).toBe('Quantity must be at least 1');
    const tooMany = await gql(`query ($lines: [GuestCartLineInput!]!) { guestCart(lines: $lines) { itemCount } }`, {
      lines: Array.from({ length: 51 }, (_, i) => ({ productId: String(1000 + i), quantity: 1 })),
    });
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    expect(tooMany.errors![0].message).toBe('A cart can hold at most 50 different products');
  });

  it('merges at sign-in: quantities added, then capped by stock and the order limit, with a note for each cap', async () => {
    const { products } = await addShelf(orm.em.fork(), 'guest-merge', [
      shelfProduct({ name: 'Merge Mango', price: 100, stockQuantity: 20 }),
      shelfProduct({ name: 'Merge Kiwi', price: 40, stockQuantity: 5 }),
      shelfProduct({ name: 'Merge Lychee', price: 60, stockQuantity: 50, maxOrderLimit: 4 }),
      shelfProduct({ name: 'Merge Fig', price: 80, stockQuantity: 0 }),
      shelfProduct({ name: 'Merge Gone', price: 80, stockQuantity: 9, isActive: false }),
    ]);
    const [mango, kiwi, lychee, fig, gone] = products;
    const alice = await signUpCustomer();
    // Already in the server cart: 2 mangoes and 3 kiwis.
    for (const [product, quantity] of [
      [mango, 2],
      [kiwi, 3],
    ] as const) {
      const added = await gql(`mutation { addToCart(productId: "${product.id}", quantity: ${quantity}) { itemCount } }`, undefined, alice.token);
      expect(added.errors).toBeUndefined();
    }

    const reply = await gql<MergeReply>(
      MERGE,
      {
        lines: [
          { productId: String(mango.id), quantity: 3 },
          { productId: String(kiwi.id), quantity: 4 },
          { productId: String(lychee.id), quantity: 6 },
          { productId: String(fig.id), quantity: 1 },
          { productId: String(gone.id), quantity: 2 },
          { productId: '2147483000', quantity: 1 },
        ],
      },
      alice.token,
    );
    expect(reply.errors).toBeUndefined();
    const { cart, notes } = reply.data!.mergeGuestCart;
    // Mango 2 + 3 = 5; kiwi 3 + 4 capped at its stock 5; lychee 6 capped at its order limit 4.
    expect(Object.fromEntries(cart.lines.map((line) => [line.productId, line.quantity]))).toEqual({
      [mango.id]: 5,
      [kiwi.id]: 5,
      [lychee.id]: 4,
    });
    expect(cart.itemCount).toBe(14);
    expect(cart.lines.every((line) => line.available)).toBe(true);
    expect(notes).toEqual([
      { productId: String(kiwi.id), kind: 'capped', quantity: 5, message: `Only 5 of ${kiwi.name} can be ordered` },
      { productId: String(lychee.id), kind: 'capped', quantity: 4, message: `Only 4 of ${lychee.name} can be ordered` },
      { productId: String(fig.id), kind: 'out_of_stock', quantity: 0, message: `${fig.name} is out of stock` },
      { productId: String(gone.id), kind: 'unavailable', quantity: 0, message: `${gone.name} is no longer available` },
      { productId: '2147483000', kind: 'unavailable', quantity: 0, message: 'A product in your cart is no longer available' },
    ]);
    expect(await cartRows(alice.userId)).toEqual({ [mango.id]: 5, [kiwi.id]: 5, [lychee.id]: 4 });

    // Merging again adds again, and a line at its cap stays there (never shrinks, never grows).
    const again = await gql<MergeReply>(MERGE, { lines: [{ productId: String(kiwi.id), quantity: 1 }, { productId: String(mango.id), quantity: 99 }] }, alice.token);
    expect(again.errors).toBeUndefined();
    expect(again.data!.mergeGuestCart.notes.map((note) => [note.kind, note.quantity])).toEqual([
      ['capped', 5],
      ['capped', 20],
    ]);
    expect(await cartRows(alice.userId)).toEqual({ [mango.id]: 20, [kiwi.id]: 5, [lychee.id]: 4 });
  });

  it('writes nothing when any line is malformed (one transaction, checked first)', async () => {
    const { products } = await addShelf(orm.em.fork(), 'guest-bad', [shelfProduct({ name: 'Bad Mango', price: 100, stockQuantity: 20 })]);
    const bob = await signUpCustomer();
    const reply = await gql(MERGE, { lines: [{ productId: String(products[0].id), quantity: 2 }, { productId: 'abc', quantity: 1 }] }, bob.token);
    expect(codeOf(reply)).toBe('BAD_USER_INPUT');
    expect(reply.errors![0].message).toBe('Invalid productId');
    const fraction = await sendJson('POST', '/api/cart/merge', { items: [{ product_id: products[0].id, quantity: 1.5 }] }, bob.token);
    expect(fraction.status).toBe(400);
    expect(await cartRows(bob.userId)).toEqual({});
  });

  it("keeps the server cart's 'User not authenticated' for a guest, on GraphQL and REST", async () => {
    const merge = await gql(MERGE, { lines: [{ productId: '1', quantity: 1 }] });
    expect(codeOf(merge)).toBe('UNAUTHENTICATED');
    expect(merge.errors![0].message).toBe('User not authenticated');
    const cart = await gql('{ cart { itemCount } }');
    expect(cart.errors![0].message).toBe('User not authenticated');
    const add = await gql('mutation { addToCart(productId: "1", quantity: 1) { itemCount } }');
    expect(add.errors![0].message).toBe('User not authenticated');

    const rest = await sendJson<{ error?: string; message?: string }>('POST', '/api/cart/merge', { items: [{ product_id: 1, quantity: 1 }] });
    expect(rest.status).toBe(401);
    expect(JSON.stringify(rest.body)).toContain('User not authenticated');
  });

  it('merges over REST: POST /api/cart/merge answers the cart and the notes', async () => {
    const { products } = await addShelf(orm.em.fork(), 'guest-rest', [
      shelfProduct({ name: 'Rest Mango', price: 100, stockQuantity: 20 }),
      shelfProduct({ name: 'Rest Kiwi', price: 40, stockQuantity: 3 }),
    ]);
    const [mango, kiwi] = products;
    const carol = await signUpCustomer();
    const reply = await sendJson<{ cart: { product_id: number; quantity: number }[]; notes: { product_id: number; kind: string; quantity: number; message: string }[] }>(
      'POST',
      '/api/cart/merge',
      { items: [{ product_id: mango.id, quantity: '2' }, { product_id: String(kiwi.id), quantity: 7 }] },
      carol.token,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.cart.map((line) => [line.product_id, line.quantity])).toEqual([
      [mango.id, 2],
      [kiwi.id, 3],
    ]);
    expect(reply.body.notes).toEqual([{ product_id: kiwi.id, kind: 'capped', quantity: 3, message: `Only 3 of ${kiwi.name} can be ordered` }]);
    const someoneElse = await sendJson('POST', '/api/cart/merge', { user_id: carol.userId + 1, items: [] }, carol.token);
    expect(someoneElse.status).toBe(403);
    const noItems = await sendJson('POST', '/api/cart/merge', {}, carol.token);
    expect(noItems.status).toBe(400);
  });
});
