import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import type { ProductInput } from '../../api/src/db/seed/factories.js';
import { getJson, sendJson } from '../utils/api-client.js';
import { addShelf, removeShelves, shelfProduct } from '../utils/catalog-shelf.js';
import { signUpCustomer } from '../utils/customers.js';
import { connectTestOrm } from '../utils/orm.js';
import { SHIPPING } from '../utils/shipping.js';
import { signCheckout } from '../utils/payments.js';
import { roomySlotId } from '../utils/delivery.js';

/*
 * The documented REST paths of the cart, orders, payments, coupons and subscriptions (issue 8):
 * shapes, ownership, the server's totals, idempotency and refusals that write nothing.
 */

let orm: MikroORM;
type Customer = Awaited<ReturnType<typeof signUpCustomer>>;
let alice: Customer;
let bob: Customer;

/** A delivery slot of this file's own (tests/utils/delivery.ts). */
let SLOT: string;
beforeAll(async () => {
  orm = await connectTestOrm();
  SLOT = await roomySlotId(orm);
  [alice, bob] = [await signUpCustomer(), await signUpCustomer()];
});
afterAll(async () => {
  // Orders keep their products; the test's orders go first so its shelves can go too.
  await orm.em.fork().execute(
    `delete from "shop_order" where "id" in (select i."order_id" from "order_item" i join "product" p on p."id" = i."product_id" where p."category_id" = any(?::int[]))`,
    [`{${shelves.map((c) => c.id).join(',')}}`],
  );
  await removeShelves(orm, shelves);
  await orm.close();
});

const shelves: Category[] = [];
/** A test shelf of products, removed after the file (with the orders that bought from it). */
async function shelf(label: string, products: ProductInput[]) {
  const made = await addShelf(orm.em.fork(), label, products);
  shelves.push(made.category);
  return made;
}


const SHIPPING_INFO = { ...SHIPPING, paymentMethod: 'cash' };

async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
  return orm.em.fork().execute<T[]>(query, params);
}
const stockOf = async (id: number) => (await sql<{ stock_quantity: number }>('select "stock_quantity" from "product" where "id" = ?', [id]))[0].stock_quantity;
const orderCount = async (userId: number) => (await sql<{ n: number }>('select count(*)::int as n from "shop_order" where "user_id" = ?', [userId]))[0].n;
const get = <T = unknown>(path: string, token?: string) => getJson<T>(path, token ? { headers: { authorization: `Bearer ${token}` } } : undefined);

type Body = Record<string, unknown>;
type Line = { product_id: number; quantity: number; price: number; discount_price: number | null; unit_price: number };
type OrderReply = { success: boolean; message: string; orderId: number; order: Body & { items: Body[] }; payment: Body | null; code?: string; error?: string };

/** An order request as the spec's checkout sends it, with totals the client made up. */
function orderRequest(userId: number, items: { product_id: number; quantity: number }[], extra: Body = {}) {
  return {
    user_id: userId,
    items: items.map((i) => ({ ...i, product_name: 'whatever the client says', price: 1 })),
    shipping_info: SHIPPING_INFO,
    payment_method: 'cash',
    subtotal: 1,
    handling_fee: 0,
    delivery_fee: 0,
    coupon_discount: 0,
    total: 1,
    coupon_code: null,
    delivery_slot_id: SLOT,
    ...extra,
  };
}

describe('without a session', () => {
  it('answers 401 with the error shape and no data', async () => {
    const cart = await get('/api/cart');
    expect(cart.status).toBe(401);
    expect(cart.body).toEqual({ error: 'User not authenticated', code: 'UNAUTHENTICATED' });
    expect((await sendJson('POST', '/api/cart/add', { product_id: 1, quantity: 1 })).status).toBe(401);
    expect((await sendJson('PUT', '/api/cart/update', { product_id: 1, quantity: 1 })).body).toMatchObject({ error: 'Please login to update your cart' });
    expect((await sendJson('DELETE', '/api/cart/remove', { product_id: 1 })).body).toMatchObject({ error: 'Please login to modify your cart' });
    const order = await sendJson<OrderReply>('POST', '/api/orders', orderRequest(1, [{ product_id: 1, quantity: 1 }]));
    expect(order.status).toBe(401);
    expect(order.body).toMatchObject({ success: false, message: 'Please log in to place an order', code: 'UNAUTHENTICATED' });
    for (const path of ['/api/orders', '/api/orders/1', '/api/orders/user/1', '/api/order-items/1', '/api/subscription-user/user/1', '/api/billing-records', '/api/order/payment/users/1']) {
      expect((await get(path)).status, path).toBe(401);
    }
    expect((await sendJson('POST', '/api/payments/create-order', { amount: 100, notes: { isSubscription: true, planId: 1 } })).status).toBe(401);
    expect((await sendJson('POST', '/api/payments/verify-payment', { razorpay_order_id: 'x', razorpay_payment_id: 'y', razorpay_signature: 'z' })).status).toBe(401);
  });
});

describe('cart', () => {
  it('keeps the server cart in the spec shape, priced from the catalogue, and only the session user\'s', async () => {
    const { products } = await shelf('rest-cart', [
      shelfProduct({ name: 'Rest Mango', price: 120, discountPrice: 100, stockQuantity: 5, unit: 'kg' }),
      shelfProduct({ name: 'Rest Kiwi', price: 30, stockQuantity: 10 }),
    ]);
    const [mango, kiwi] = products;
    const carol = await signUpCustomer();

    const added = await sendJson<Line[]>('POST', '/api/cart/add', { user_id: carol.userId, product_id: mango.id, product_name: 'Free Mango', image: 'x', price: 1, quantity: 2 }, carol.token);
    expect(added.status).toBe(200);
    expect(added.body).toEqual([
      {
        product_id: mango.id,
        product_name: mango.name,
        image: mango.image,
        price: 120,
        discount_price: 100,
        quantity: 2,
        unit: 'kg',
        unit_price: 100,
        line_total: 200,
        savings: 40,
        stock_quantity: 5,
        max_quantity: 5,
        available: true,
        problem: null,
      },
    ]);
    await sendJson('POST', '/api/cart/add', { product_id: String(kiwi.id), quantity: '3' }, carol.token);

    const byQuery = await get<Line[]>(`/api/cart?user_id=${carol.userId}`, carol.token);
    const byPath = await get<Line[]>(`/api/cart/${carol.userId}`, carol.token);
    expect(byQuery.body).toEqual(byPath.body);
    expect(byQuery.body.map((l) => [l.product_id, l.quantity, l.discount_price])).toEqual([
      [mango.id, 2, 100],
      [kiwi.id, 3, null],
    ]);

    // Someone else's id never reads or changes another cart.
    const peek = await get(`/api/cart/${carol.userId}`, bob.token);
    expect(peek.status).toBe(403);
    expect(peek.body).toEqual({ error: 'You can only access your own account', code: 'FORBIDDEN' });
    expect((await get(`/api/cart?user_id=${carol.userId}`, bob.token)).status).toBe(403);
    expect((await sendJson('POST', '/api/cart/add', { user_id: carol.userId, product_id: kiwi.id, quantity: 1 }, bob.token)).status).toBe(403);
    expect((await sendJson('DELETE', '/api/cart/remove', { user_id: carol.userId, product_id: kiwi.id }, bob.token)).status).toBe(403);
    expect((await get<Line[]>('/api/cart', carol.token)).body.map((l) => l.quantity)).toEqual([2, 3]);

    const updated = await sendJson<Line[]>('PUT', '/api/cart/update', { user_id: carol.userId, product_id: mango.id, quantity: 4 }, carol.token);
    expect(updated.body.find((l) => l.product_id === mango.id)!.quantity).toBe(4);
    const tooMany = await sendJson('PUT', '/api/cart/update', { product_id: mango.id, quantity: 6 }, carol.token);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toEqual({ error: `Only 5 of ${mango.name} can be ordered`, code: 'OUT_OF_STOCK' });

    const removed = await sendJson<Line[]>('DELETE', '/api/cart/remove', { user_id: carol.userId, product_id: kiwi.id }, carol.token);
    expect(removed.body.map((l) => l.product_id)).toEqual([mango.id]);
    expect((await get<Line[]>('/api/order/payment/cart?user_id=' + carol.userId, carol.token)).body.map((l) => l.product_id)).toEqual([mango.id]);
    expect((await sendJson<Line[]>('DELETE', '/api/cart/clear', undefined, carol.token)).body).toEqual([]);
    expect((await get<Line[]>('/api/cart', carol.token)).body).toEqual([]);
  });
});

describe('POST /orders', () => {
  it("orders the request's items at the server's prices and returns the server's totals", async () => {
    const { products } = await shelf('rest-order', [
      shelfProduct({ name: 'Order Apple', price: 60, discountPrice: 50, stockQuantity: 10 }),
      shelfProduct({ name: 'Order Pear', price: 40, stockQuantity: 4 }),
    ]);
    const [apple, pear] = products;
    const dave = await signUpCustomer();
    // Something else in the server cart: the request's items are what is ordered.
    await sendJson('POST', '/api/cart/add', { product_id: pear.id, quantity: 1 }, dave.token);

    const placed = await sendJson<OrderReply>('POST', '/api/orders', orderRequest(dave.userId, [{ product_id: apple.id, quantity: 1 }]), dave.token);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ success: true, message: 'Order placed successfully! Check your email for confirmation.', orderId: placed.body.order.id, payment: null });
    const order = placed.body.order;
    // 50 + ₹25 delivery (under ₹100) + ₹9 handling = 84, whatever the client said (total 1).
    expect(order).toMatchObject({
      order_id: placed.body.orderId,
      id: placed.body.orderId,
      order_number: `FS-${String(placed.body.orderId).padStart(6, '0')}`,
      status: 'pending',
      payment_method: 'cash',
      payment_status: 'cash_on_delivery',
      subtotal: 50,
      delivery_fee: 25,
      handling_fee: 9,
      coupon_code: null,
      coupon_discount: 0,
      total: 84,
      final_amount: 84,
      total_amount: 84,
      item_count: 1,
      delivery_address: '12 MG Road, Pune, Maharashtra 411001, India',
      shipping_name: 'Asha Kumar',
      shipping_email: 'asha@example.com',
      shipping_phone: '9876543210',
    });
    expect(new Date(String(order.created_at)).toString()).not.toBe('Invalid Date');
    expect(order.items).toEqual([
      expect.objectContaining({ product_id: apple.id, product_name: apple.name, product_image: apple.image, quantity: 1, price_at_purchase: 50, sub_total: 50 }),
    ]);
    expect(await stockOf(apple.id)).toBe(9);
    expect(await stockOf(pear.id)).toBe(4);
    // The pear the request did not order stays in the cart.
    expect((await get<Line[]>('/api/cart', dave.token)).body.map((l) => l.product_id)).toEqual([pear.id]);
  });

  it('returns the first order for a repeated Idempotency-Key and writes nothing new', async () => {
    const { products } = await shelf('rest-idem', [shelfProduct({ name: 'Idem Plum', price: 150, stockQuantity: 10 })]);
    const [plum] = products;
    const erin = await signUpCustomer();
    const key = `checkout-${randomUUID()}`;
    const submit = (extra: Body, headers: Record<string, string>) =>
      getJson<OrderReply>('/api/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${erin.token}`, ...headers },
        body: JSON.stringify(orderRequest(erin.userId, [{ product_id: plum.id, quantity: 2 }], extra)),
      });
    const first = await submit({}, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(first.body.order.total).toBe(309);
    expect(await stockOf(plum.id)).toBe(8);

    const again = await submit({}, { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, orderId: first.body.orderId, replayed: true });
    // The same key in the body, with other items: still the first order.
    const viaBody = await submit({ idempotency_key: key, items: [{ product_id: plum.id, quantity: 5 }] }, {});
    expect(viaBody.status).toBe(200);
    expect(viaBody.body.orderId).toBe(first.body.orderId);
    expect(await stockOf(plum.id)).toBe(8);
    expect(await orderCount(erin.userId)).toBe(1);

    const other = await submit({}, { 'idempotency-key': `${key}-2` });
    expect(other.status).toBe(201);
    expect(other.body.orderId).not.toBe(first.body.orderId);
    expect(await orderCount(erin.userId)).toBe(2);
  });

  it('refuses without writing anything: stock, coupon, form, someone else\'s user_id', async () => {
    const { products } = await shelf('rest-refuse', [
      shelfProduct({ name: 'Refuse Fig', price: 80, stockQuantity: 3 }),
      shelfProduct({ name: 'Refuse Date', price: 20, stockQuantity: 50 }),
    ]);
    const [fig, date] = products;
    const frank = await signUpCustomer();
    const both = [
      { product_id: date.id, quantity: 2 },
      { product_id: fig.id, quantity: 4 },
    ];

    const stock = await sendJson<OrderReply>('POST', '/api/orders', orderRequest(frank.userId, both), frank.token);
    expect(stock.status).toBe(409);
    expect(stock.body).toMatchObject({ success: false, message: `Only 3 of ${fig.name} can be ordered`, code: 'OUT_OF_STOCK', product_id: fig.id, available: 3 });

    const coupon = await sendJson<OrderReply>('POST', '/api/orders', orderRequest(frank.userId, [{ product_id: date.id, quantity: 1 }], { coupon_code: 'NO-SUCH-CODE' }), frank.token);
    expect(coupon.status).toBe(400);
    expect(coupon.body).toMatchObject({ success: false, message: 'Invalid coupon code', code: 'COUPON_INVALID' });

    const form = await sendJson<OrderReply>(
      'POST',
      '/api/orders',
      orderRequest(frank.userId, [{ product_id: date.id, quantity: 1 }], { shipping_info: { ...SHIPPING_INFO, phone: '12345' } }),
      frank.token,
    );
    expect(form.status).toBe(400);
    expect(form.body).toMatchObject({ success: false, message: 'Please enter a valid phone number (10-15 digits)', code: 'BAD_USER_INPUT', field: 'phone' });

    const someoneElse = await sendJson<OrderReply>('POST', '/api/orders', orderRequest(alice.userId, [{ product_id: date.id, quantity: 1 }]), frank.token);
    expect(someoneElse.status).toBe(403);
    expect(someoneElse.body).toMatchObject({ success: false, code: 'FORBIDDEN' });

    expect(await stockOf(fig.id)).toBe(3);
    expect(await stockOf(date.id)).toBe(50);
    expect(await orderCount(frank.userId)).toBe(0);
    expect(await orderCount(alice.userId)).toBe(0);
  });
});

describe('reading and cancelling orders', () => {
  it("shows a customer their own orders and items, and nobody else's", async () => {
    const { products } = await shelf('rest-read', [shelfProduct({ name: 'Read Lychee', price: 45, stockQuantity: 20 })]);
    const [lychee] = products;
    const placed = await sendJson<OrderReply>('POST', '/api/orders', orderRequest(bob.userId, [{ product_id: lychee.id, quantity: 3 }]), bob.token);
    expect(placed.status).toBe(201);
    const id = placed.body.orderId;
    const itemId = placed.body.order.items[0].id as number;

    const list = await get<Body[]>('/api/orders', bob.token);
    expect(list.body.map((o) => o.order_id)).toContain(id);
    expect((await get<Body[]>(`/api/orders/user/${bob.userId}`, bob.token)).body.map((o) => o.id)).toContain(id);
    expect((await get<Body[]>(`/api/order/payment/user-orders/${bob.userId}`, bob.token)).body.map((o) => o.id)).toContain(id);
    expect((await get<Body>(`/api/orders/${id}`, bob.token)).body).toMatchObject({ order_id: id, subtotal: 135, delivery_fee: 0, total: 144, item_count: 3 });
    const items = await get<Body[]>(`/api/order-items/order/${id}`, bob.token);
    expect(items.body).toEqual([expect.objectContaining({ id: itemId, order_id: id, product_id: lychee.id, quantity: 3, price_at_purchase: 45, sub_total: 135 })]);
    expect((await get<Body>(`/api/order-items/${itemId}`, bob.token)).body).toMatchObject({ id: itemId, order_id: id, quantity: 3 });

    // Alice sees none of it: 404 for the ids, 403 for Bob's user id.
    for (const path of [`/api/orders/${id}`, `/api/order-items/order/${id}`, `/api/order-items/${itemId}`]) {
      const reply = await get(path, alice.token);
      expect(reply.status, path).toBe(404);
      expect(JSON.stringify(reply.body)).not.toContain('Lychee');
    }
    for (const path of [`/api/orders/user/${bob.userId}`, `/api/order/payment/user-orders/${bob.userId}`, `/api/order/payment/users/${bob.userId}`]) {
      expect((await get(path, alice.token)).status, path).toBe(403);
    }
    expect((await get<Body[]>('/api/orders', alice.token)).body.map((o) => o.id)).not.toContain(id);
    expect((await get<Body>(`/api/order/payment/users/${bob.userId}`, bob.token)).body).toMatchObject({ user_id: bob.userId, email: bob.email });

    // Cancelling: not someone else's; the owner's puts the stock back.
    expect((await sendJson('PUT', `/api/orders/${id}/cancel`, undefined, alice.token)).status).toBe(404);
    expect(await stockOf(lychee.id)).toBe(17);
    const cancelled = await sendJson<{ success: boolean; order: Body }>('PUT', `/api/orders/${id}/cancel`, undefined, bob.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ success: true, order: { id, status: 'cancelled', can_cancel: false } });
    expect(await stockOf(lychee.id)).toBe(20);
    const twice = await sendJson('POST', `/api/orders/${id}/cancel`, undefined, bob.token);
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ error: 'This order can no longer be cancelled', code: 'INVALID_STATUS_CHANGE' });
  });
});

describe('card payments', () => {
  type Intent = { id: string; amount: number; currency: string; key_id: string; test_mode: boolean; order_id: number | null; plan_id: number | null };
  type Verified = { success: boolean; orderId: number | null; subscriptionId: number | null; message: string; code?: string };
  const paidPayments = async (orderId: number) =>
    (await sql<{ n: number }>(`select count(*)::int as n from "payment" where "order_id" = ? and "status" = 'paid'`, [orderId]))[0].n;

  it('creates the payment for the server amount and verifies only a genuine, matching result, once', async () => {
    const { products } = await shelf('rest-card', [shelfProduct({ name: 'Card Guava', price: 70, stockQuantity: 10 })]);
    const [guava] = products;
    const gina = await signUpCustomer();
    await sendJson('POST', '/api/cart/add', { product_id: guava.id, quantity: 2 }, gina.token);
    const placed = await sendJson<OrderReply>(
      'POST',
      '/api/orders',
      orderRequest(gina.userId, [{ product_id: guava.id, quantity: 2 }], { payment_method: 'card', total: 5 }),
      gina.token,
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.orderId;
    expect(placed.body.order).toMatchObject({ payment_method: 'card', payment_status: 'unpaid', total: 149 });
    expect(placed.body.payment).toMatchObject({ amount: 14900, currency: 'INR', key_id: 'rzp_test_simulated', test_mode: true, order_id: orderId });
    const providerOrderId = (placed.body.payment as Intent).id;
    expect(providerOrderId).toMatch(/^order_sim_/);

    // The client's amount is ignored; asking again reuses the open provider order.
    const created = await sendJson<Intent>('POST', '/api/payments/create-order', { amount: 1, currency: 'INR', receipt: 'r1', order_id: orderId, notes: { userId: gina.userId } }, gina.token);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ id: providerOrderId, amount: 14900, currency: 'INR', key_id: 'rzp_test_simulated', test_mode: true });
    expect((await sendJson('POST', '/api/payments/create-order', { order_id: orderId }, bob.token)).status).toBe(404);
    expect((await sendJson('POST', '/api/payments/create-order', { order_id: orderId, notes: { userId: gina.userId } }, bob.token)).status).toBe(403);

    const paymentId = `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
    const genuine = { razorpay_order_id: providerOrderId, razorpay_payment_id: paymentId, razorpay_signature: signCheckout(providerOrderId, paymentId), order_id: orderId };

    const forged = await sendJson<Verified>('POST', '/api/payments/verify-payment', { ...genuine, razorpay_signature: signCheckout(providerOrderId, paymentId, 'not-the-secret') }, gina.token);
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ success: false, message: 'Payment verification failed', code: 'PAYMENT_FAILED' });
    const altered = await sendJson<Verified>('POST', '/api/payments/verify-payment', { ...genuine, razorpay_payment_id: `${paymentId}x` }, gina.token);
    expect(altered.status).toBe(400);
    const wrongAmount = await sendJson<Verified>('POST', '/api/payments/verify-payment', { ...genuine, amount: 148 }, gina.token);
    expect(wrongAmount.status).toBe(400);
    expect(wrongAmount.body).toMatchObject({ success: false, message: 'Payment amount does not match' });
    const notHers = await sendJson<Verified>('POST', '/api/payments/verify-payment', genuine, bob.token);
    expect(notHers.status).toBe(404);
    expect((await get<Body>(`/api/orders/${orderId}`, gina.token)).body).toMatchObject({ status: 'pending', payment_status: 'unpaid' });
    expect(await paidPayments(orderId)).toBe(0);

    const verified = await sendJson<Verified>('POST', '/api/payments/verify-payment', { ...genuine, amount: 149, isSubscription: false }, gina.token);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ success: true, orderId, subscriptionId: null, message: 'Payment successful! Order placed. Check your email for confirmation.' });
    const replayed = await sendJson<Verified>('POST', '/api/order/payment/verify-payment', genuine, gina.token);
    expect(replayed.body).toMatchObject({ success: true, orderId });
    expect((await get<Body>(`/api/orders/${orderId}`, gina.token)).body).toMatchObject({ status: 'paid', payment_status: 'paid' });
    expect(await paidPayments(orderId)).toBe(1);
    expect(await orderCount(gina.userId)).toBe(1);
    expect(await stockOf(guava.id)).toBe(8);
    // A paid card order empties what it bought from the cart.
    expect((await get<Line[]>('/api/cart', gina.token)).body).toEqual([]);
    const payAgain = await sendJson('POST', '/api/order/payment/create-order', { order_id: orderId }, gina.token);
    expect(payAgain.status).toBe(409);
  });

  it('buys a plan at its price and shows the subscription and billing to its owner only', async () => {
    const [plan] = await sql<{ id: number; price: string }>('select "id", "price"::text from "subscription_plan" where "is_active" order by "id" limit 1');
    const pricePaise = Math.round(Number(plan.price) * 100);
    const hana = await signUpCustomer();
    const created = await sendJson<Intent>(
      'POST',
      '/api/payments/create-order',
      { amount: 1, currency: 'INR', receipt: 'plan', notes: { userId: hana.userId, isSubscription: true, planId: plan.id } },
      hana.token,
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ amount: pricePaise, plan_id: plan.id, order_id: null, test_mode: true });
    const paymentId = `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
    const verified = await sendJson<Verified>(
      'POST',
      '/api/payments/verify-payment',
      { razorpay_order_id: created.body.id, razorpay_payment_id: paymentId, razorpay_signature: signCheckout(created.body.id, paymentId), amount: pricePaise / 100, isSubscription: true, plan_id: plan.id },
      hana.token,
    );
    expect(verified.body).toMatchObject({ success: true, orderId: null, message: 'Subscription Activated!' });
    const subscriptionId = verified.body.subscriptionId!;
    expect(subscriptionId).toBeGreaterThan(0);

    type Sub = Body & { subscription_id: number };
    const mine = await get<Sub[]>(`/api/subscription-user/user/${hana.userId}`, hana.token);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({ subscription_id: subscriptionId, user_id: hana.userId, plan_id: plan.id, status: 'active', auto_renew: true, price: pricePaise / 100 });
    expect(mine.body[0].start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(mine.body[0].end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(mine.body[0].next_delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(typeof mine.body[0].plan_type).toBe('string');
    expect(mine.body[0].user_name).toBe('Test Customer');
    expect((await get<Sub>(`/api/subscription-user/${subscriptionId}`, hana.token)).body.subscription_id).toBe(subscriptionId);

    const billing = await get<Body[]>('/api/billing-records', hana.token);
    expect(billing.body).toEqual([expect.objectContaining({ subscription_id: subscriptionId, user_id: hana.userId, amount: pricePaise / 100, status: 'paid' })]);
    expect((await get<Body[]>(`/api/billing-records/subscription/${subscriptionId}`, hana.token)).body).toHaveLength(1);

    // Another customer: 404 for the ids, 403 for Hana's user id, nothing changed.
    expect((await get(`/api/subscription-user/${subscriptionId}`, bob.token)).status).toBe(404);
    expect((await get(`/api/billing-records/subscription/${subscriptionId}`, bob.token)).status).toBe(404);
    expect((await get(`/api/subscription-user/user/${hana.userId}`, bob.token)).status).toBe(403);
    expect((await sendJson('POST', `/api/subscription-user/${subscriptionId}/cancel`, undefined, bob.token)).status).toBe(404);
    expect((await get<Body[]>('/api/billing-records', bob.token)).body.map((r) => r.subscription_id)).not.toContain(subscriptionId);

    const cancelled = await sendJson<Sub>('POST', `/api/subscription-user/${subscriptionId}/cancel`, undefined, hana.token);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', auto_renew: false, next_delivery_date: null });
    const reactivated = await sendJson<Sub>('POST', `/api/subscription-user/${subscriptionId}/reactivate`, { auto_renew: false }, hana.token);
    expect(reactivated.body).toMatchObject({ status: 'active', auto_renew: false });
    expect((await sendJson('POST', `/api/subscription-user/${subscriptionId}/reactivate`, { auto_renew: 'maybe' }, hana.token)).status).toBe(400);
  });
});

describe('coupons', () => {
  type Validation = { isValid: boolean; message: string; coupon_id: number | null; code: string | null; discount_type: string | null; discount_value: number | null; min_order_value: number | null; discount: number };

  it('lists the active coupons in the spec shape', async () => {
    const list = await get<Body[]>('/api/coupons?is_active=true');
    expect(list.status).toBe(200);
    const codes = list.body.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['FRESH10', 'SAVE50', 'FREESHIP']));
    expect(codes).not.toContain('EXPIRED5');
    expect(codes).not.toContain('MANGO100');
    expect(list.body.find((c) => c.code === 'FRESH10')).toMatchObject({
      discount_type: 'percentage',
      discount_value: 10,
      min_order_value: 199,
      description: '10% off orders of ₹199 or more.',
      is_active: true,
      usage_limit: null,
      per_user_limit: null,
    });
    expect(list.body.find((c) => c.code === 'SAVE50')).toMatchObject({ discount_type: 'fixed', discount_value: 50, min_order_value: 299 });
  });

  it("checks a code against a guest's cart_total, or the signed-in customer's server cart", async () => {
    const guest = await get<Validation>('/api/coupons/validate?code=fresh10&cart_total=500');
    expect(guest.body).toMatchObject({ isValid: true, message: 'Coupon applied successfully', code: 'FRESH10', discount_type: 'percentage', discount_value: 10, min_order_value: 199, discount: 50 });
    expect(guest.body.coupon_id).toBeGreaterThan(0);
    expect((await get<Validation>('/api/coupons/validate?code=FRESH10&cart_total=100')).body).toMatchObject({ isValid: false, message: 'Minimum order amount of ₹199 required' });
    expect((await get<Validation>('/api/coupons/validate?code=EXPIRED5&cart_total=100')).body).toMatchObject({ isValid: false, message: 'This coupon has expired' });
    expect((await get<Validation>('/api/coupons/validate?code=NOPE&cart_total=100')).body).toMatchObject({ isValid: false, message: 'Invalid coupon code', coupon_id: null });
    expect((await get('/api/coupons/validate?code=FRESH10&cart_total=lots')).status).toBe(400);

    // With a session the server's cart (₹100 here) wins over a cart_total of ₹5000.
    const { products } = await shelf('rest-coupon', [shelfProduct({ name: 'Coupon Melon', price: 100, stockQuantity: 10 })]);
    const ivan = await signUpCustomer();
    await sendJson('POST', '/api/cart/add', { product_id: products[0].id, quantity: 1 }, ivan.token);
    const signedIn = await get<Validation>(`/api/coupons/validate?code=FRESH10&user_id=${ivan.userId}&cart_total=5000`, ivan.token);
    expect(signedIn.body).toMatchObject({ isValid: false, message: 'Minimum order amount of ₹199 required' });
    await sendJson('PUT', '/api/cart/update', { product_id: products[0].id, quantity: 3 }, ivan.token);
    expect((await get<Validation>('/api/coupons/validate?code=FRESH10&cart_total=1', ivan.token)).body).toMatchObject({ isValid: true, discount: 30 });
    expect((await get(`/api/coupons/validate?code=FRESH10&user_id=${alice.userId}`, ivan.token)).status).toBe(403);
  });
});
