import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { codeOf, gql } from '../utils/api-client.js';
import { signUpCustomer } from '../utils/customers.js';
import { connectTestOrm } from '../utils/orm.js';
import { addShelf, shelfProduct } from '../utils/catalog-shelf.js';

let orm: MikroORM;
beforeAll(async () => {
  orm = await connectTestOrm();
});
afterAll(async () => {
  await orm.close();
});

const SHIPPING = {
  firstName: 'Asha',
  lastName: 'Kumar',
  email: 'asha@example.com',
  phone: '9876543210',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  postcode: '411001',
};

const CART = `lines { productId quantity unitPrice lineTotal available problem maxQuantity } itemCount
  totals { subtotal savings deliveryFee handlingFee couponDiscount total amountForFreeDelivery }`;
const ORDER = 'id orderNumber status paymentMethod paymentStatus subtotal deliveryFee handlingFee couponDiscount total itemCount items { productId quantity priceAtPurchase subTotal }';

async function stockOf(id: number): Promise<number> {
  const [row] = await orm.em.fork().execute<{ stock_quantity: number }[]>('select "stock_quantity" from "product" where "id" = ?', [id]);
  return row.stock_quantity;
}

describe('cart and cash order (GraphQL)', () => {
  it('prices the cart on the server and places a cash order that takes stock and empties the cart', async () => {
    const em = orm.em.fork();
    const { products } = await addShelf(em, 'cash', [
      shelfProduct({ name: 'Cash Mango', price: 120, discountPrice: 100, stockQuantity: 20 }),
      shelfProduct({ name: 'Cash Kiwi', price: 30, stockQuantity: 5 }),
    ]);
    const [mango, kiwi] = products;
    const alice = await signUpCustomer();
    const guest = await gql(`{ cart { itemCount } }`);
    expect(codeOf(guest)).toBe('UNAUTHENTICATED');
    expect(guest.errors![0].message).toBe('User not authenticated');

    await gql(`mutation($id: ID!) { addToCart(productId: $id, quantity: 2) { itemCount } }`, { id: String(mango.id) }, alice.token);
    const added = await gql<{ addToCart: { itemCount: number; totals: Record<string, number> } }>(
      `mutation($id: ID!) { addToCart(productId: $id) { ${CART} } }`,
      { id: String(kiwi.id) },
      alice.token,
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!.addToCart.itemCount).toBe(3);
    expect(added.data!.addToCart.totals).toEqual({ subtotal: 230, savings: 40, deliveryFee: 0, handlingFee: 9, couponDiscount: 0, total: 239, amountForFreeDelivery: 0 });

    const tooMany = await gql(`mutation($id: ID!) { updateCartItem(productId: $id, quantity: 6) { itemCount } }`, { id: String(kiwi.id) }, alice.token);
    expect(codeOf(tooMany)).toBe('OUT_OF_STOCK');

    const placed = await gql<{ placeOrder: { success: boolean; order: Record<string, unknown>; payment: unknown; warnings: string[] } }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { success orderId payment { providerOrderId } warnings order { ${ORDER} } } }`,
      { input: { shipping: SHIPPING, paymentMethod: 'CASH' } },
      alice.token,
    );
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeOrder.order;
    expect(order).toMatchObject({ status: 'PENDING', paymentMethod: 'CASH', paymentStatus: 'CASH_ON_DELIVERY', subtotal: 230, deliveryFee: 0, handlingFee: 9, total: 239, itemCount: 3 });
    expect(placed.data!.placeOrder.payment).toBeNull();
    expect(await stockOf(mango.id)).toBe(18);
    expect(await stockOf(kiwi.id)).toBe(4);
    const after = await gql<{ cart: { itemCount: number } }>(`{ cart { itemCount } }`, undefined, alice.token);
    expect(after.data!.cart.itemCount).toBe(0);
  });
});
