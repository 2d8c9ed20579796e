import type { FastifyRequest } from 'fastify';
import { restPaymentIntent, type PaymentStarter } from '../../core/payment-intent.js';
import { jsonBody, queryInt, refusalAsReply, RestReply, sessionUser, type JsonBody, type RestRoute } from '../../core/rest-route.js';
import { requireCustomer } from '../../lib/auth-guards.js';
import { badInput } from '../../lib/errors.js';
import { paiseToRupees } from '../../lib/money.js';
import { slotLabel } from '@fruit-shop/common/delivery.rules';
import { SHIPPING_FIELDS, type ShippingField } from '@fruit-shop/common/checkout.rules';
import type { OrderItemRecord, OrderRecord } from './order.queries.js';
import { orderReviewRestRoutes } from './order-review.rest.js';
import { orderService, type PlaceOrderInput } from './order.service.js';

/*
 * The spec's /orders and /order-items paths (§7 Orders) for the signed-in customer. POST
 * /orders orders the request's items; the client's prices, fees and totals are ignored and the
 * server's are returned (decisions: Money and pricing). Another customer's order is not found.
 */

const LOGIN = 'Please log in to place an order';
const LOGIN_TO_SEE = 'Please log in to see your orders';

export function restOrderItem(i: OrderItemRecord, orderId: number) {
  return {
    id: i.id,
    order_id: orderId,
    product_id: i.productId,
    product_name: i.productName,
    name: i.productName,
    product_image: i.productImage,
    unit: i.unit,
    quantity: i.quantity,
    list_price: paiseToRupees(i.listPrice),
    price_at_purchase: paiseToRupees(i.priceAtPurchase),
    price: paiseToRupees(i.priceAtPurchase),
    sub_total: paiseToRupees(i.subTotal),
  };
}

/** The spec's order (§3 Order), with its aliases (order_id/id, total/final_amount/total_amount). */
export function restOrder(o: OrderRecord) {
  const s = o.shipping;
  return {
    order_id: o.id,
    id: o.id,
    order_number: o.orderNumber,
    user_id: o.userId,
    created_at: o.createdAt.toISOString(),
    date: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    status: o.status,
    payment_method: o.paymentMethod,
    payment_status: o.paymentStatus,
    subtotal: paiseToRupees(o.subtotal),
    savings: paiseToRupees(o.savings),
    delivery_fee: paiseToRupees(o.deliveryFee),
    handling_fee: paiseToRupees(o.handlingFee),
    coupon_code: o.couponCode,
    coupon_discount: paiseToRupees(o.couponDiscount),
    total: paiseToRupees(o.total),
    final_amount: paiseToRupees(o.total),
    total_amount: paiseToRupees(o.total),
    delivery_address: `${s.address}, ${s.city}, ${s.state} ${s.postcode}, ${s.country}`,
    shipping_name: `${s.firstName} ${s.lastName}`,
    shipping_email: s.email,
    shipping_phone: s.phone,
    shipping_info: { ...s },
    delivery_slot: o.deliverySlot ? { ...o.deliverySlot, label: slotLabel(o.deliverySlot) } : null,
    item_count: o.itemCount,
    can_cancel: o.canCancel,
    can_pay: o.canPay,
    pay_by: o.payBy?.toISOString() ?? null,
    customer_note: o.customerNote,
    cancel_reason: o.cancelReason,
    items: o.items.map((i) => restOrderItem(i, o.id)),
  };
}

const object = (value: unknown): JsonBody | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonBody) : undefined);

/** A text field; a number (a phone or postcode sent as one) reads as its digits. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * The payment method as sent, or cash when the request names none (the spec's default). A
 * value that is there but not text (a list, null) is refused: it must never become cash.
 */
function paymentMethodOf(b: JsonBody, info: JsonBody): string {
  const keys = ['payment_method', 'paymentMethod'];
  for (const source of [b, info]) {
    for (const key of keys) {
      if (!(key in source)) continue;
      const value = source[key];
      if (typeof value !== 'string') throw badInput('Please choose a payment method: cash or card', 'payment_method');
      return value;
    }
  }
  return 'cash';
}

const SNAKE: Record<ShippingField, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  city: 'city',
  state: 'state',
  country: 'country',
  postcode: 'postcode',
};

function shippingOf(info: JsonBody): PlaceOrderInput['shipping'] {
  return Object.fromEntries(SHIPPING_FIELDS.map((field) => [field, text(info[field]) ?? text(info[SNAKE[field]])]));
}

/** The request's lines; absent means "order my server cart" (as GraphQL's placeOrder does). */
function itemsOf(raw: unknown): PlaceOrderInput['items'] {
  if (raw === undefined || raw === null) return null;
  if (!Array.isArray(raw)) throw badInput('items must be a list', 'items');
  return raw.map((item) => {
    const line = object(item) ?? {};
    const quantity = line.quantity;
    // A number, or digits as text; a list or a flag is not a quantity.
    const count = typeof quantity === 'number' ? quantity : typeof quantity === 'string' && /^\d{1,6}$/.test(quantity.trim()) ? Number(quantity) : NaN;
    return { productId: (line.product_id ?? line.productId ?? line.id) as string | number, quantity: count };
  });
}

function idempotencyKeyOf(req: FastifyRequest, b: JsonBody): string | undefined {
  const header = req.headers['idempotency-key'];
  return (Array.isArray(header) ? header[0] : header) ?? text(b.idempotency_key) ?? text(b.idempotencyKey);
}

const pathId = (req: FastifyRequest) => String((req.params as { id: string }).id);

function pageOf(req: FastifyRequest) {
  const limit = queryInt(req, 'limit');
  const offset = queryInt(req, 'offset');
  if (Number.isNaN(limit) || Number.isNaN(offset)) throw badInput('limit and offset must be whole numbers');
  return { limit: limit ?? 50, offset: offset ?? 0 };
}

async function cancel(ctx: Parameters<RestRoute['handler']>[0], req: FastifyRequest) {
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as JsonBody) : {};
  const order = await orderService.cancelOwn(ctx.em, requireCustomer(ctx, LOGIN_TO_SEE), pathId(req), text(body.reason) ?? null);
  return { success: true, message: 'Order cancelled successfully', order: restOrder(order) };
}

export function orderRestRoutes(payments: PaymentStarter): RestRoute[] {
  return [
    {
      // 201 with the new order; a repeated submit with the same Idempotency-Key: 200 with the first.
      method: 'POST',
      url: '/orders',
      handler: (ctx, req) =>
        refusalAsReply(async () => {
          const b = jsonBody(req);
          const userId = sessionUser(ctx, b.user_id, LOGIN);
          const info = object(b.shipping_info) ?? object(b.shippingInfo) ?? {};
          const result = await orderService.place(ctx.em, userId, {
            items: itemsOf(b.items),
            shipping: shippingOf(info),
            paymentMethod: paymentMethodOf(b, info),
            couponCode: text(b.coupon_code) ?? null,
            deliverySlotId: text(b.delivery_slot_id) ?? text(b.deliverySlotId) ?? null,
            customerNote: text(b.customer_note) ?? text(b.notes) ?? text(info.notes) ?? text(b.customerNote) ?? null,
            idempotencyKey: idempotencyKeyOf(req, b) ?? null,
            addressId: text(b.address_id) ?? text(b.addressId) ?? null,
          });
          const { order } = result;
          const card = order.paymentMethod === 'card' && order.paymentStatus !== 'paid' && order.status === 'pending';
          return new RestReply(result.replayed ? 200 : 201, {
            success: true,
            message: card ? 'Order created; complete the payment to confirm it.' : 'Order placed successfully! Check your email for confirmation.',
            orderId: order.id,
            order: restOrder(order),
            payment: card ? restPaymentIntent(await payments.forOrder(ctx.em, userId, order.id)) : null,
            replayed: result.replayed,
            warnings: result.warnings,
          });
        }),
    },
    {
      method: 'GET',
      url: '/orders',
      handler: async (ctx, req) => {
        const { limit, offset } = pageOf(req);
        return (await orderService.mine(ctx.em, requireCustomer(ctx, LOGIN_TO_SEE), limit, offset)).map(restOrder);
      },
    },
    {
      method: 'GET',
      url: '/orders/user/:id',
      handler: async (ctx, req) => {
        const { limit, offset } = pageOf(req);
        return (await orderService.mine(ctx.em, sessionUser(ctx, pathId(req), LOGIN_TO_SEE), limit, offset)).map(restOrder);
      },
    },
    {
      method: 'GET',
      url: '/orders/:id',
      handler: async (ctx, req) => restOrder(await orderService.own(ctx.em, requireCustomer(ctx, LOGIN_TO_SEE), pathId(req))),
    },
    // The spec's DELETE /orders/{id}: the owner's cancel under the same rules; no row is ever deleted.
    { method: 'DELETE', url: '/orders/:id', handler: cancel },
    { method: 'PUT', url: '/orders/:id/cancel', handler: cancel },
    { method: 'POST', url: '/orders/:id/cancel', handler: cancel },
    {
      // The signed-in customer's lines across their orders, newest order first (`limit` ≤ 200, `offset`).
      method: 'GET',
      url: '/order-items',
      handler: async (ctx, req) => {
        const { limit, offset } = pageOf(req);
        return (await orderService.mineItems(ctx.em, requireCustomer(ctx, LOGIN_TO_SEE), limit, offset)).map((i) => restOrderItem(i, i.orderId));
      },
    },
    {
      method: 'GET',
      url: '/order-items/order/:id',
      handler: async (ctx, req) => {
        const order = await orderService.own(ctx.em, requireCustomer(ctx, LOGIN_TO_SEE), pathId(req));
        return order.items.map((i) => restOrderItem(i, order.id));
      },
    },
    {
      method: 'GET',
      url: '/order-items/:id',
      handler: async (ctx, req) => {
        const { order, item } = await orderService.ownItem(ctx.em, requireCustomer(ctx, LOGIN_TO_SEE), pathId(req));
        return restOrderItem(item, order.id);
      },
    },
    ...orderReviewRestRoutes,
  ];
}
