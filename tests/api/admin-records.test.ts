import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import { gql } from '../utils/api-client.js';
import { adminLogin, call, type AdminSession } from '../utils/admins.js';
import { addShelf, removeShelvesAndOrders, shelfProduct } from '../utils/catalog-shelf.js';
import { connectTestOrm } from '../utils/orm.js';
import { signCheckout } from '../utils/payments.js';
import { makeShoppers } from '../utils/shoppers.js';
import { roomySlotId } from '../utils/delivery.js';

let orm: MikroORM;
let admin: AdminSession;
const shelves: Category[] = [];
/** A delivery slot of this file's own (tests/utils/delivery.ts). */
let SLOT: string;
beforeAll(async () => {
  orm = await connectTestOrm();
  SLOT = await roomySlotId(orm, '411004');
  admin = await adminLogin();
});
afterAll(async () => {
  await removeShelvesAndOrders(orm, shelves);
  await orm.close();
});

const SHIPPING = { firstName: 'Mira', lastName: 'Rao', email: 'mira@example.com', phone: '9988776655', address: '9 Hill Road', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: '411004' };

async function stockOf(id: number) {
  const [row] = await orm.em.fork().execute<{ stock_quantity: number }[]>('select "stock_quantity" from "product" where "id" = ?', [id]);
  return row.stock_quantity;
}

describe('admin writes to order lines', () => {
  it('adds, changes and removes lines of a pending order: stock moves, figures are recomputed, everything is logged', async () => {
    const made = await addShelf(orm.em.fork(), 'order-items', [shelfProduct({ name: 'Line Apples', price: 40, stockQuantity: 10 }), shelfProduct({ name: 'Line Pears', price: 70, stockQuantity: 10 })]);
    shelves.push(made.category);
    const [apples, pears] = made.products;
    const [shopper] = await makeShoppers(orm, 1);
    await gql(`mutation($id: ID!) { addToCart(productId: $id, quantity: 2) { itemCount } }`, { id: String(apples.id) }, shopper.token);
    const placed = await gql<{ placeOrder: { orderId: string } }>(`mutation($i: PlaceOrderInput!) { placeOrder(input: $i) { orderId } }`, { i: { shipping: SHIPPING, paymentMethod: 'CASH', deliverySlotId: SLOT } }, shopper.token);
    const orderId = Number(placed.data!.placeOrder.orderId);
    expect(await stockOf(apples.id)).toBe(8);

    const added = await call<{ subtotal: number; delivery_fee: number; total_amount: number; items: { id: number; product_id: number; quantity: number }[] }>('POST', '/api/order-items', { body: { order_id: orderId, product_id: pears.id, quantity: 1 }, cookie: admin.cookie });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ subtotal: 150, delivery_fee: 0, total_amount: 159 });
    expect(await stockOf(pears.id)).toBe(9);

    const appleLine = added.body.items.find((i) => i.product_id === apples.id)!;
    const changed = await call<{ subtotal: number; total_amount: number }>('PUT', `/api/order-items/${appleLine.id}`, { body: { quantity: 1 }, cookie: admin.cookie });
    expect(changed.body).toMatchObject({ subtotal: 110, total_amount: 119 });
    expect(await stockOf(apples.id)).toBe(9);

    const pearLine = added.body.items.find((i) => i.product_id === pears.id)!;
    const removed = await call<{ subtotal: number; delivery_fee: number; total_amount: number }>('DELETE', `/api/order-items/${pearLine.id}`, { cookie: admin.cookie });
    expect(removed.body).toMatchObject({ subtotal: 40, delivery_fee: 25, total_amount: 74 });
    expect(await stockOf(pears.id)).toBe(10);
    const last = await call<{ error: string }>('DELETE', `/api/order-items/${appleLine.id}`, { cookie: admin.cookie });
    expect(last.status).toBe(409);

    const logs = await orm.em.fork().execute<{ change: number; reason: string }[]>(`select "change", "reason" from "inventory_log" where "order_id" = ? and "reason" = 'admin_adjustment' order by "id"`, [orderId]);
    expect(logs.map((l) => l.change)).toEqual([-1, 1, 1]);
    const actions = await orm.em.fork().execute<{ action: string }[]>(`select "action" from "admin_log" where "target_type" = 'order' and "target_id" = ? order by "id"`, [String(orderId)]);
    expect(actions.map((a) => a.action)).toEqual(['order_item_added', 'order_item_updated', 'order_item_removed']);

    // A shipped order's lines no longer change.
    await call('PUT', `/api/orders/${orderId}`, { body: { status: 'processing' }, cookie: admin.cookie });
    await call('PUT', `/api/orders/${orderId}`, { body: { status: 'shipped' }, cookie: admin.cookie });
    const late = await call('PUT', `/api/order-items/${appleLine.id}`, { body: { quantity: 2 }, cookie: admin.cookie });
    expect(late.status).toBe(409);
  });
});

describe('admin billing records', () => {
  it('lists, creates, updates and deletes billing records, logged', async () => {
    const [shopper] = await makeShoppers(orm, 1);
    const plans = await gql<{ subscriptionPlans: { id: string }[] }>('{ subscriptionPlans { id } }');
    const intent = await gql<{ subscribe: { providerOrderId: string } }>('mutation($id: ID!) { subscribe(planId: $id) { providerOrderId } }', { id: plans.data!.subscriptionPlans[0].id }, shopper.token);
    const providerOrderId = intent.data!.subscribe.providerOrderId;
    const verified = await gql<{ verifyPayment: { subscription: { id: string } } }>(
      'mutation($i: VerifyPaymentInput!) { verifyPayment(input: $i) { subscription { id } } }',
      { i: { razorpayOrderId: providerOrderId, razorpayPaymentId: 'pay_bill1', razorpaySignature: signCheckout(providerOrderId, 'pay_bill1') } },
      shopper.token,
    );
    const subscriptionId = Number(verified.data!.verifyPayment.subscription.id);

    const list = await call<{ subscription_id?: number; subscription_user_id?: number }[]>('GET', `/api/admin/billing-records?subscription_id=${subscriptionId}`, { cookie: admin.cookie });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);

    const created = await call<{ id: number; amount: number; status: string }>('POST', '/api/billing-records', { body: { subscription_id: subscriptionId, amount: 99.5 }, cookie: admin.cookie });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ amount: 99.5, status: 'paid' });
    const updated = await call<{ status: string }>('PUT', `/api/billing-records/${created.body.id}`, { body: { status: 'refunded' }, cookie: admin.cookie });
    expect(updated.body.status).toBe('refunded');
    const bad = await call('PUT', `/api/billing-records/${created.body.id}`, { body: { status: 'lost' }, cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect((await call('DELETE', `/api/billing-records/${created.body.id}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await call('GET', `/api/billing-records/${created.body.id}`, { cookie: admin.cookie })).status).toBe(404);
    // The customer's own read is unchanged; the admin paths refuse the customer.
    expect((await call('GET', `/api/billing-records/${created.body.id}`, { token: shopper.token })).status).toBe(403);
    const actions = await orm.em.fork().execute<{ action: string }[]>(`select "action" from "admin_log" where "target_type" = 'billing_record' and "target_id" = ? order by "id"`, [String(created.body.id)]);
    expect(actions.map((a) => a.action)).toEqual(['billing_record_created', 'billing_record_updated', 'billing_record_deleted']);
  });
});
