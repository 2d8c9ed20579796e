import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { codeOf, gql } from '../utils/api-client.js';
import { signUpCustomer } from '../utils/customers.js';
import { connectTestOrm } from '../utils/orm.js';
import { SHIPPING } from '../utils/shipping.js';
import { addShelf as addShelfTo, removeShelvesAndOrders, shelfProduct } from '../utils/catalog-shelf.js';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import { signCheckout } from '../utils/payments.js';
import { makeShoppers } from '../utils/shoppers.js';
import { roomySlotId } from '../utils/delivery.js';

let orm: MikroORM;
/** A delivery slot of this file's own (tests/utils/delivery.ts). */
let SLOT: string;
beforeAll(async () => {
  orm = await connectTestOrm();
  SLOT = await roomySlotId(orm);
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
      { input: { shipping: SHIPPING, paymentMethod: 'CASH', deliverySlotId: SLOT } },
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
    // The confirmation went into the outbox with the order (same transaction).
    const id = (order as { id: string }).id;
    const [mail] = await orm.em.fork().execute<{ recipient: string; body: string }[]>(`select "recipient", "body" from "outbox_message" where "channel" = 'email' and "subject" = ?`, [`Order #${id} confirmed`]);
    // To the account's own verified email, not to whatever the shipping form says.
    expect(mail.recipient).toBe(alice.email);
    expect(mail.body).toContain('Total: ₹239.00 (Cash on delivery)');
  });
});

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { success orderId replayed warnings payment { providerOrderId amount amountPaise testMode } order { ${ORDER} } } }`;

type Placed = { placeOrder: { orderId: string; replayed: boolean; payment: { providerOrderId: string; amount: number; amountPaise: number; testMode: boolean } | null; order: { id: string; total: number; status: string; paymentStatus: string } } };

async function fillCart(token: string, items: [number, number][]) {
  for (const [id, quantity] of items) {
    const r = await gql(`mutation($id: ID!, $q: Int!) { addToCart(productId: $id, quantity: $q) { itemCount } }`, { id: String(id), q: quantity }, token);
    expect(r.errors).toBeUndefined();
  }
}

async function counts(sql: string, params: unknown[]): Promise<number> {
  const [row] = await orm.em.fork().execute<{ n: number }[]>(sql, params);
  return row.n;
}

describe('exact under concurrency', () => {
  it('50 concurrent one-unit orders against stock 10: exactly 10 succeed, stock ends at 0, the rest write nothing', async () => {
    const { products } = await addShelf(orm.em.fork(), 'race', [shelfProduct({ name: 'Last Mangoes', price: 50, stockQuantity: 10 })]);
    const product = products[0];
    const shoppers = await makeShoppers(orm, 50);
    await Promise.all(shoppers.map((s) => fillCart(s.token, [[product.id, 1]])));
    const replies = await Promise.all(shoppers.map((s) => gql<Placed>(PLACE, { input: { shipping: SHIPPING, paymentMethod: 'CASH', deliverySlotId: SLOT } }, s.token)));
    const ok = replies.filter((r) => !r.errors);
    const refused = replies.filter((r) => r.errors);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(codeOf(r)).toBe('OUT_OF_STOCK');
      expect(r.errors![0].message).toMatch(/out of stock/);
    }
    expect(await stockOf(product.id)).toBe(0);
    expect(await counts('select count(*)::int as n from "order_item" where "product_id" = ?', [product.id])).toBe(10);
    expect(await counts('select coalesce(sum("change"), 0)::int as n from "inventory_log" where "product_id" = ?', [product.id])).toBe(-10);
    // The refused shoppers keep their cart line (nothing was written or removed).
    const cartRows = await counts('select count(*)::int as n from "cart_item" where "product_id" = ?', [product.id]);
    expect(cartRows).toBe(40);
  });

  it('20 concurrent redemptions of a single-use coupon: exactly one succeeds', async () => {
    const em = orm.em.fork();
    const { products } = await addShelf(em, 'coupon-race', [shelfProduct({ name: 'Coupon Pears', price: 300, stockQuantity: 500 })]);
    const code = `ONCE${Date.now().toString(36).toUpperCase()}`;
    await em.execute(
      `insert into "coupon" ("code", "discount_type", "discount_value", "min_order_value", "usage_limit", "is_active") values (?, 'fixed', 50, 0, 1, true)`,
      [code],
    );
    const shoppers = await makeShoppers(orm, 20);
    await Promise.all(shoppers.map((s) => fillCart(s.token, [[products[0].id, 1]])));
    const replies = await Promise.all(
      shoppers.map((s) => gql<Placed>(PLACE, { input: { shipping: SHIPPING, paymentMethod: 'CASH', couponCode: code, deliverySlotId: SLOT } }, s.token)),
    );
    const ok = replies.filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    expect(ok[0].data!.placeOrder.order.total).toBe(300 + 9 - 50);
    for (const r of replies.filter((x) => x.errors)) expect(codeOf(r)).toBe('COUPON_INVALID');
    expect(await counts('select count(*)::int as n from "coupon_redemption" r join "coupon" c on c.id = r.coupon_id where c.code = ?', [code])).toBe(1);
    expect(await counts('select "times_used" as n from "coupon" where "code" = ?', [code])).toBe(1);
    expect(await stockOf(products[0].id)).toBe(499);
  });

  it('per-customer limits hold, and a cancelled order gives its coupon use back', async () => {
    const em = orm.em.fork();
    const { products } = await addShelf(em, 'per-user', [shelfProduct({ name: 'Per User Figs', price: 200, stockQuantity: 100 })]);
    const code = `MINE${Date.now().toString(36).toUpperCase()}`;
    await em.execute(`insert into "coupon" ("code", "discount_type", "discount_value", "min_order_value", "per_user_limit") values (?, 'percentage', 10, 0, 1)`, [code]);
    const [shopper] = await makeShoppers(orm, 1);
    await fillCart(shopper.token, [[products[0].id, 1]]);
    const first = await gql<Placed>(PLACE, { input: { shipping: SHIPPING, paymentMethod: 'CASH', couponCode: code, deliverySlotId: SLOT } }, shopper.token);
    expect(first.data!.placeOrder.order.total).toBe(200 + 9 - 20);
    await fillCart(shopper.token, [[products[0].id, 1]]);
    const check = await gql<{ cart: { coupon: { isValid: boolean; message: string } } }>(`query($c: String) { cart(couponCode: $c) { coupon { isValid message } } }`, { c: code }, shopper.token);
    expect(check.data!.cart.coupon).toEqual({ isValid: false, message: 'You have already used this coupon' });
    const second = await gql(PLACE, { input: { shipping: SHIPPING, paymentMethod: 'CASH', couponCode: code, deliverySlotId: SLOT } }, shopper.token);
    expect(codeOf(second)).toBe('COUPON_INVALID');
    await gql(`mutation($id: ID!) { cancelOrder(id: $id) { status } }`, { id: first.data!.placeOrder.orderId }, shopper.token);
    const third = await gql<Placed>(PLACE, { input: { shipping: SHIPPING, paymentMethod: 'CASH', couponCode: code, deliverySlotId: SLOT } }, shopper.token);
    expect(third.errors).toBeUndefined();
  });

  it('a repeated submit with the same idempotency key returns the first order, even when both race', async () => {
    const { products } = await addShelf(orm.em.fork(), 'idem', [shelfProduct({ name: 'Idem Plums', price: 80, stockQuantity: 50 })]);
    const [shopper] = await makeShoppers(orm, 1);
    await fillCart(shopper.token, [[products[0].id, 2]]);
    const input = { shipping: SHIPPING, paymentMethod: 'CARD', deliverySlotId: SLOT, idempotencyKey: `key-${Date.now()}` };
    const [a, b] = await Promise.all([gql<Placed>(PLACE, { input }, shopper.token), gql<Placed>(PLACE, { input }, shopper.token)]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(a.data!.placeOrder.orderId).toBe(b.data!.placeOrder.orderId);
    expect([a.data!.placeOrder.replayed, b.data!.placeOrder.replayed].sort()).toEqual([false, true]);
    const again = await gql<Placed>(PLACE, { input }, shopper.token);
    expect(again.data!.placeOrder.orderId).toBe(a.data!.placeOrder.orderId);
    expect(await stockOf(products[0].id)).toBe(48);
    expect(await counts('select count(*)::int as n from "shop_order" where "user_id" = ?', [shopper.userId])).toBe(1);
  });
});

describe('card payments (simulated gateway)', () => {
  const VERIFY = `mutation($input: VerifyPaymentInput!) { verifyPayment(input: $input) { success message warnings order { id status paymentStatus } subscription { id status planType startDate endDate autoRenew nextDeliveryDate } } }`;

  async function cardOrder(price = 150, quantity = 1) {
    const { products } = await addShelf(orm.em.fork(), 'card', [shelfProduct({ name: 'Card Cherries', price, stockQuantity: 30 })]);
    const [shopper] = await makeShoppers(orm, 1);
    await fillCart(shopper.token, [[products[0].id, quantity]]);
    const placed = await gql<Placed>(PLACE, { input: { shipping: SHIPPING, paymentMethod: 'CARD', deliverySlotId: SLOT } }, shopper.token);
    expect(placed.errors).toBeUndefined();
    return { shopper, product: products[0], placed: placed.data!.placeOrder };
  }

  it('places a card order pending with the server amount, empties the cart as cash does, and a valid signature pays it once', async () => {
    const { shopper, product, placed } = await cardOrder(150, 2);
    expect(placed.order).toMatchObject({ status: 'PENDING', paymentStatus: 'UNPAID', total: 309 });
    expect(placed.payment).toMatchObject({ amount: 309, amountPaise: 30900, testMode: true });
    expect(await stockOf(product.id)).toBe(28);
    // The bought lines leave the cart now (issue 36): paying later from the order cannot buy them twice.
    const inCart = await gql<{ cart: { itemCount: number } }>(`{ cart { itemCount } }`, undefined, shopper.token);
    expect(inCart.data!.cart.itemCount).toBe(0);

    const providerOrderId = placed.payment!.providerOrderId;
    const forged = await gql(VERIFY, { input: { razorpayOrderId: providerOrderId, razorpayPaymentId: 'pay_x', razorpaySignature: signCheckout(providerOrderId, 'pay_x', 'wrong-secret') } }, shopper.token);
    expect(codeOf(forged)).toBe('PAYMENT_FAILED');
    expect(forged.errors![0].message).toBe('Payment verification failed');
    const altered = await gql(VERIFY, { input: { razorpayOrderId: providerOrderId, razorpayPaymentId: 'pay_y', razorpaySignature: signCheckout(providerOrderId, 'pay_x') } }, shopper.token);
    expect(codeOf(altered)).toBe('PAYMENT_FAILED');
    expect(await counts(`select count(*)::int as n from "payment" where "provider_order_id" = ? and "status" = 'paid'`, [providerOrderId])).toBe(0);

    // Another customer cannot verify (or even see) this payment, even with a valid signature.
    const [other] = await makeShoppers(orm, 1);
    const stolen = await gql(VERIFY, { input: { razorpayOrderId: providerOrderId, razorpayPaymentId: 'pay_z', razorpaySignature: signCheckout(providerOrderId, 'pay_z') } }, other.token);
    expect(codeOf(stolen)).toBe('NOT_FOUND');

    const input = { razorpayOrderId: providerOrderId, razorpayPaymentId: 'pay_good1', razorpaySignature: signCheckout(providerOrderId, 'pay_good1') };
    const [v1, v2] = await Promise.all([gql<{ verifyPayment: { success: boolean; order: { status: string; paymentStatus: string } } }>(VERIFY, { input }, shopper.token), gql<{ verifyPayment: { success: boolean } }>(VERIFY, { input }, shopper.token)]);
    expect(v1.errors).toBeUndefined();
    expect(v2.errors).toBeUndefined();
    expect(v1.data!.verifyPayment).toMatchObject({ success: true, order: { status: 'PAID', paymentStatus: 'PAID' } });
    const replay = await gql<{ verifyPayment: { success: boolean } }>(VERIFY, { input }, shopper.token);
    expect(replay.data!.verifyPayment.success).toBe(true);
    expect(await counts(`select count(*)::int as n from "payment" where "provider_order_id" = ? and "status" = 'paid'`, [providerOrderId])).toBe(1);
    expect(await stockOf(product.id)).toBe(28);
    const emptied = await gql<{ cart: { itemCount: number } }>(`{ cart { itemCount } }`, undefined, shopper.token);
    expect(emptied.data!.cart.itemCount).toBe(0);
  });

  it('the simulated window: Fail records a reason and leaves the order unpaid; Pay signs, and the webhook it sends pays the order', async () => {
    const { shopper, placed } = await cardOrder(120);
    const providerOrderId = placed.payment!.providerOrderId;
    const SIM = `mutation($id: String!, $o: SimulatedOutcome!) { simulatePayment(razorpayOrderId: $id, outcome: $o) { razorpayPaymentId razorpaySignature errorDescription } }`;
    const failed = await gql<{ simulatePayment: { errorDescription: string | null; razorpaySignature: string | null } }>(SIM, { id: providerOrderId, o: 'FAILURE' }, shopper.token);
    expect(failed.data!.simulatePayment.errorDescription).toMatch(/declined/);
    expect(failed.data!.simulatePayment.razorpaySignature).toBeNull();

    // Try Payment Again: the same open order gets a payment again.
    const again = await gql<{ createPayment: { providerOrderId: string; amount: number } }>(`mutation($id: ID) { createPayment(orderId: $id) { providerOrderId amount } }`, { id: placed.orderId }, shopper.token);
    expect(again.errors).toBeUndefined();
    expect(again.data!.createPayment.amount).toBe(placed.payment!.amount);

    const paid = await gql<{ simulatePayment: { razorpayPaymentId: string; razorpaySignature: string } }>(SIM, { id: again.data!.createPayment.providerOrderId, o: 'SUCCESS' }, shopper.token);
    const { razorpayPaymentId, razorpaySignature } = paid.data!.simulatePayment;
    expect(razorpaySignature).toBe(signCheckout(again.data!.createPayment.providerOrderId, razorpayPaymentId));
    // The webhook already paid it: the shopper's tab could have closed here.
    const order = await gql<{ order: { status: string } }>(`query($id: ID!) { order(id: $id) { status } }`, { id: placed.orderId }, shopper.token);
    expect(order.data!.order.status).toBe('PAID');
    const verified = await gql<{ verifyPayment: { success: boolean } }>(VERIFY, { input: { razorpayOrderId: again.data!.createPayment.providerOrderId, razorpayPaymentId, razorpaySignature } }, shopper.token);
    expect(verified.data!.verifyPayment.success).toBe(true);
    const paidAgain = await gql(`mutation($id: ID) { createPayment(orderId: $id) { providerOrderId } }`, { id: placed.orderId }, shopper.token);
    expect(paidAgain.errors![0].message).toBe('This order is already paid');
  });

  it('buying a plan: one subscription and one billing record per payment, whatever the replays; cancel and reactivate', async () => {
    const [shopper] = await makeShoppers(orm, 1);
    const plans = await gql<{ subscriptionPlans: { id: string; planType: string; price: number; validityDays: number }[] }>(`{ subscriptionPlans { id planType price validityDays } }`);
    const monthly = plans.data!.subscriptionPlans.find((p) => p.planType === 'Monthly')!;
    const intent = await gql<{ subscribe: { providerOrderId: string; amount: number } }>(`mutation($id: ID!) { subscribe(planId: $id) { providerOrderId amount } }`, { id: monthly.id }, shopper.token);
    expect(intent.data!.subscribe.amount).toBe(monthly.price);
    const providerOrderId = intent.data!.subscribe.providerOrderId;
    const input = { razorpayOrderId: providerOrderId, razorpayPaymentId: 'pay_plan1', razorpaySignature: signCheckout(providerOrderId, 'pay_plan1') };
    const replies = await Promise.all([1, 2, 3].map(() => gql<{ verifyPayment: { success: boolean; message: string; subscription: { id: string; status: string; autoRenew: boolean; startDate: string; endDate: string; nextDeliveryDate: string } } }>(VERIFY, { input }, shopper.token)));
    for (const r of replies) expect(r.errors).toBeUndefined();
    const sub = replies[0].data!.verifyPayment.subscription;
    expect(replies[0].data!.verifyPayment.message).toBe('Subscription Activated!');
    expect(sub).toMatchObject({ status: 'ACTIVE', autoRenew: true });
    expect((Date.parse(sub.endDate) - Date.parse(sub.startDate)) / 86_400_000).toBe(monthly.validityDays);
    expect((Date.parse(sub.nextDeliveryDate) - Date.parse(sub.startDate)) / 86_400_000).toBe(7);
    expect(new Set(replies.map((r) => r.data!.verifyPayment.subscription.id)).size).toBe(1);
    expect(await counts('select count(*)::int as n from "subscription_user" where "user_id" = ?', [shopper.userId])).toBe(1);
    expect(await counts('select count(*)::int as n from "billing_record" where "user_id" = ?', [shopper.userId])).toBe(1);

    const [other] = await makeShoppers(orm, 1);
    expect(codeOf(await gql(`mutation($id: ID!) { cancelSubscription(id: $id) { id } }`, { id: sub.id }, other.token))).toBe('NOT_FOUND');
    const cancelled = await gql<{ cancelSubscription: { status: string; autoRenew: boolean; nextDeliveryDate: string | null } }>(`mutation($id: ID!) { cancelSubscription(id: $id) { status autoRenew nextDeliveryDate } }`, { id: sub.id }, shopper.token);
    expect(cancelled.data!.cancelSubscription).toEqual({ status: 'CANCELLED', autoRenew: false, nextDeliveryDate: null });
    const back = await gql<{ reactivateSubscription: { status: string; autoRenew: boolean } }>(`mutation($id: ID!) { reactivateSubscription(id: $id, autoRenew: true) { status autoRenew } }`, { id: sub.id }, shopper.token);
    expect(back.data!.reactivateSubscription).toEqual({ status: 'ACTIVE', autoRenew: true });
    const mine = await gql<{ mySubscriptions: { id: string }[]; myBillingRecords: { amount: number }[] }>(`{ mySubscriptions { id } myBillingRecords { amount } }`, undefined, shopper.token);
    expect(mine.data!.mySubscriptions.map((s) => s.id)).toEqual([sub.id]);
    expect(mine.data!.myBillingRecords).toEqual([{ amount: monthly.price }]);
  });
});
