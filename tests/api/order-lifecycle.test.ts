import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { orderService } from '../../api/src/modules/orders/order.service.js';
import { shopEvents } from '../../api/src/core/events.js';
import { subscribeCatalogEvents } from '../../api/src/modules/catalog/stock-alert.events.js';
import { subscribeInvoiceEvents } from '../../api/src/modules/invoices/invoice.events.js';
import { codeOf, gql } from '../utils/api-client.js';
import { addShelf as addShelfTo, removeShelvesAndOrders, shelfProduct } from '../utils/catalog-shelf.js';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import { makeShoppers } from '../utils/shoppers.js';
import { roomySlotId } from '../utils/delivery.js';

let orm: MikroORM;
/** A delivery slot of this file's own (tests/utils/delivery.ts). */
let SLOT: string;
beforeAll(async () => {
  orm = await connectOrm();
  // This file calls the order service in its own process: a restock from 0 there tells the
  // catalog (back-in-stock alerts) through the bus, which the app subscribes at start-up.
  subscribeCatalogEvents(shopEvents);
  subscribeInvoiceEvents(shopEvents);
  SLOT = await roomySlotId(orm, '700016');
});
afterAll(async () => {
  await removeShelvesAndOrders(orm, shelves);
  await orm.close();
});

// Test shelves are removed after the file (with their orders), so category lists elsewhere stay as seeded.
const shelves: Category[] = [];
async function addShelf(...args: Parameters<typeof addShelfTo>) {
  const made = await addShelfTo(...args);
  shelves.push(made.category);
  return made;
}

async function connectOrm() {
  const { connectTestOrm } = await import('../utils/orm.js');
  return connectTestOrm();
}

const SHIPPING = { firstName: 'Ravi', lastName: 'Shah', email: 'ravi@example.com', phone: '9123456780', address: '4 Park Street', city: 'Kolkata', state: 'West Bengal', country: 'India', postcode: '700016' };

async function stockOf(id: number) {
  const [row] = await orm.em.fork().execute<{ stock_quantity: number }[]>('select "stock_quantity" from "product" where "id" = ?', [id]);
  return row.stock_quantity;
}

async function orderFor(token: string, productId: number, quantity: number, paymentMethod = 'CASH') {
  await gql(`mutation($id: ID!, $q: Int!) { addToCart(productId: $id, quantity: $q) { itemCount } }`, { id: String(productId), q: quantity }, token);
  const r = await gql<{ placeOrder: { orderId: string } }>(`mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId } }`, { i: { shipping: SHIPPING, paymentMethod, deliverySlotId: SLOT } }, token);
  expect(r.errors).toBeUndefined();
  return Number(r.data!.placeOrder.orderId);
}

describe('order lifecycle', () => {
  it('a customer cancels their own pending order: stock goes back and is logged; later states cannot be cancelled', async () => {
    const { products } = await addShelf(orm.em.fork(), 'cancel', [shelfProduct({ name: 'Cancel Guavas', price: 60, stockQuantity: 12 })]);
    const [alice, bob] = await makeShoppers(orm, 2);
    const id = await orderFor(alice.token, products[0].id, 3);
    expect(await stockOf(products[0].id)).toBe(9);

    expect((await gql<{ order: null }>(`query($id: ID!) { order(id: $id) { id } }`, { id: String(id) }, bob.token)).data!.order).toBeNull();
    expect(codeOf(await gql(`mutation($id: ID!) { cancelOrder(id: $id) { id } }`, { id: String(id) }, bob.token))).toBe('NOT_FOUND');
    expect(codeOf(await gql(`query($id: ID!) { order(id: $id) { id } }`, { id: String(id) }))).toBe('UNAUTHENTICATED');

    const cancelled = await gql<{ cancelOrder: { status: string; canCancel: boolean; paymentStatus: string } }>(`mutation($id: ID!) { cancelOrder(id: $id) { status canCancel paymentStatus } }`, { id: String(id) }, alice.token);
    expect(cancelled.data!.cancelOrder).toEqual({ status: 'CANCELLED', canCancel: false, paymentStatus: 'UNPAID' });
    expect(await stockOf(products[0].id)).toBe(12);
    const logs = await orm.em.fork().execute<{ change: number; reason: string; stock_after: number }[]>('select "change", "reason", "stock_after" from "inventory_log" where "order_id" = ? order by "id"', [id]);
    expect(logs).toEqual([
      { change: -3, reason: 'order', stock_after: 9 },
      { change: 3, reason: 'order_cancelled', stock_after: 12 },
    ]);
    const twice = await gql(`mutation($id: ID!) { cancelOrder(id: $id) { id } }`, { id: String(id) }, alice.token);
    expect(codeOf(twice)).toBe('INVALID_STATUS_CHANGE');

    const shipped = await orderFor(alice.token, products[0].id, 1);
    await orderService.changeStatus(orm.em.fork(), shipped, 'processing', null);
    await orderService.changeStatus(orm.em.fork(), shipped, 'shipped', null);
    const late = await gql(`mutation($id: ID!) { cancelOrder(id: $id) { id } }`, { id: String(shipped) }, alice.token);
    expect(late.errors![0].message).toBe('This order can no longer be cancelled');
    await expect(orderService.changeStatus(orm.em.fork(), shipped, 'pending', null)).rejects.toMatchObject({ code: 'INVALID_STATUS_CHANGE' });
    const returned = await orderService.changeStatus(orm.em.fork(), shipped, 'returned', null);
    expect(returned.status).toBe('returned');
    expect(await stockOf(products[0].id)).toBe(12);
  });

  it('a review needs a delivered order with the product, once per customer and product', async () => {
    const { products } = await addShelf(orm.em.fork(), 'review', [shelfProduct({ name: 'Review Lychees', price: 200, stockQuantity: 10 })]);
    const [carol] = await makeShoppers(orm, 1);
    const REVIEW = `mutation($p: ID!) { addReview(productId: $p, rating: 5, comment: "Sweet!") { rating comment } }`;
    expect(codeOf(await gql(REVIEW, { p: String(products[0].id) }, carol.token))).toBe('FORBIDDEN');
    const id = await orderFor(carol.token, products[0].id, 1);
    expect(codeOf(await gql(REVIEW, { p: String(products[0].id) }, carol.token))).toBe('FORBIDDEN');
    for (const status of ['processing', 'shipped', 'delivered']) await orderService.changeStatus(orm.em.fork(), id, status, null);
    const first = await gql<{ addReview: { rating: number; comment: string } }>(REVIEW, { p: String(products[0].id) }, carol.token);
    expect(first.data!.addReview).toEqual({ rating: 5, comment: 'Sweet!' });
    const again = await gql(REVIEW, { p: String(products[0].id) }, carol.token);
    expect(again.errors![0].message).toBe('You have already reviewed this product');
    const bad = await gql(`mutation($p: ID!) { addReview(productId: $p, rating: 9) { rating } }`, { p: String(products[0].id) }, carol.token);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
  });

  it('unpaid card orders expire: cancelled, restocked and logged as payment_expired', async () => {
    const { products } = await addShelf(orm.em.fork(), 'expire', [shelfProduct({ name: 'Expire Dates', price: 300, stockQuantity: 4 })]);
    const [dan] = await makeShoppers(orm, 1);
    const id = await orderFor(dan.token, products[0].id, 2, 'CARD');
    expect(await stockOf(products[0].id)).toBe(2);
    await orm.em.fork().execute(`update "shop_order" set "created_at" = now() - interval '2 hours' where "id" = ?`, [id]);
    expect(await orderService.expireUnpaid(orm.em.fork(), 30)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(products[0].id)).toBe(4);
    const [row] = await orm.em.fork().execute<{ status: string }[]>('select "status" from "shop_order" where "id" = ?', [id]);
    expect(row.status).toBe('cancelled');
    const [log] = await orm.em.fork().execute<{ reason: string }[]>(`select "reason" from "inventory_log" where "order_id" = ? and "change" > 0`, [id]);
    expect(log.reason).toBe('payment_expired');
  });

  it('refuses bad checkout input with the spec messages and writes nothing', async () => {
    const { products } = await addShelf(orm.em.fork(), 'invalid', [shelfProduct({ name: 'Invalid Kiwis', price: 40, stockQuantity: 5 })]);
    const [eve] = await makeShoppers(orm, 1);
    await gql(`mutation($id: ID!) { addToCart(productId: $id) { itemCount } }`, { id: String(products[0].id) }, eve.token);
    const PLACE = `mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId } }`;
    const missing = await gql(PLACE, { i: { shipping: { ...SHIPPING, address: ' ' }, paymentMethod: 'CASH', deliverySlotId: SLOT } }, eve.token);
    expect(missing.errors![0]).toMatchObject({ message: 'Please fill in all required fields', extensions: { code: 'BAD_USER_INPUT', field: 'address' } });
    const phone = await gql(PLACE, { i: { shipping: { ...SHIPPING, phone: '12ab' }, paymentMethod: 'CASH', deliverySlotId: SLOT } }, eve.token);
    expect(phone.errors![0].message).toBe('Please enter a valid phone number (10-15 digits)');
    const coupon = await gql(PLACE, { i: { shipping: SHIPPING, paymentMethod: 'CASH', couponCode: 'FRESH10', deliverySlotId: SLOT } }, eve.token);
    expect(coupon.errors![0]).toMatchObject({ message: 'Minimum order amount of ₹199 required', extensions: { code: 'COUPON_INVALID' } });
    expect(await stockOf(products[0].id)).toBe(5);
    const [{ n }] = await orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from "shop_order" where "user_id" = ?', [eve.userId]);
    expect(n).toBe(0);
  });
});

describe('coupons and flagged cart lines', () => {
  it('checks codes with the spec messages against the server cart', async () => {
    const { products } = await addShelf(orm.em.fork(), 'coupons', [shelfProduct({ name: 'Coupon Apples', price: 150, stockQuantity: 20 })]);
    const [fay] = await makeShoppers(orm, 1);
    await gql(`mutation($id: ID!) { addToCart(productId: $id) { itemCount } }`, { id: String(products[0].id) }, fay.token);
    const V = `query($c: String!, $t: Money) { validateCoupon(code: $c, cartTotal: $t) { isValid message discount coupon { code discountType discountValue minOrderValue } } }`;
    type VR = { validateCoupon: { isValid: boolean; message: string; discount: number } };
    expect((await gql<VR>(V, { c: '  ' }, fay.token)).data!.validateCoupon.message).toBe('Please enter a coupon code');
    expect((await gql<VR>(V, { c: 'NOPE' }, fay.token)).data!.validateCoupon.message).toBe('Invalid coupon code');
    // The server's cart subtotal (₹150) wins over what the client says.
    expect((await gql<VR>(V, { c: 'fresh10', t: 5000 }, fay.token)).data!.validateCoupon).toMatchObject({ isValid: false, message: 'Minimum order amount of ₹199 required' });
    expect((await gql<VR>(V, { c: 'FREESHIP' }, fay.token)).data!.validateCoupon).toMatchObject({ isValid: true, discount: 0 });
    await gql(`mutation($id: ID!) { updateCartItem(productId: $id, quantity: 2) { itemCount } }`, { id: String(products[0].id) }, fay.token);
    const withCoupon = await gql<{ cart: { totals: { subtotal: number; couponDiscount: number; total: number }; coupon: { isValid: boolean } } }>(`{ cart(couponCode: "FRESH10") { totals { subtotal couponDiscount total } coupon { isValid } } }`, undefined, fay.token);
    expect(withCoupon.data!.cart).toEqual({ totals: { subtotal: 300, couponDiscount: 30, total: 279 }, coupon: { isValid: true } });
    const list = await gql<{ coupons: { code: string }[] }>(`{ coupons { code } }`);
    expect(list.data!.coupons.map((c) => c.code)).toContain('FRESH10');
  });

  it('flags a line whose product went inactive and leaves it out of the totals and the order', async () => {
    const { products } = await addShelf(orm.em.fork(), 'flag', [
      shelfProduct({ name: 'Flag Melons', price: 90, stockQuantity: 5 }),
      shelfProduct({ name: 'Flag Berries', price: 110, stockQuantity: 5 }),
    ]);
    const [gus] = await makeShoppers(orm, 1);
    for (const p of products) await gql(`mutation($id: ID!) { addToCart(productId: $id) { itemCount } }`, { id: String(p.id) }, gus.token);
    await orm.em.fork().execute('update "product" set "is_active" = false where "id" = ?', [products[0].id]);
    const cart = await gql<{ cart: { lines: { productId: string; available: boolean; problem: string | null }[]; totals: { subtotal: number } } }>(`{ cart { lines { productId available problem } totals { subtotal } } }`, undefined, gus.token);
    expect(cart.data!.cart.lines).toEqual([
      { productId: String(products[0].id), available: false, problem: 'This product is no longer available' },
      { productId: String(products[1].id), available: true, problem: null },
    ]);
    expect(cart.data!.cart.totals.subtotal).toBe(110);
    const placed = await gql<{ placeOrder: { order: { items: { productId: string }[] } } }>(`mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { order { items { productId } } } }`, { i: { shipping: SHIPPING, paymentMethod: 'CASH', deliverySlotId: SLOT } }, gus.token);
    expect(placed.data!.placeOrder.order.items).toEqual([{ productId: String(products[1].id) }]);
    expect(codeOf(await gql(`mutation($id: ID!) { addToCart(productId: $id) { itemCount } }`, { id: String(products[0].id) }, gus.token))).toBe('NOT_FOUND');
  });
});
