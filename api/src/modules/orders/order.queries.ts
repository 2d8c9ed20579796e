import type { EntityManager } from '@mikro-orm/postgresql';
import { decimalToPaise, type Paise } from '../../lib/money.js';
import type { ShippingDetails } from '@fruit-shop/common/checkout.rules';
import { minuteToTime } from '@fruit-shop/common/delivery.rules';
import { CUSTOMER_CANCELLABLE, type OrderStatusName, type PaymentMethodName } from '@fruit-shop/common/checkout.rules';
import { payByOf } from './unpaid-orders.js';

export type PaymentStatusName = 'unpaid' | 'paid' | 'cash_on_delivery' | 'refund_due';

export interface OrderItemRecord {
  id: number;
  productId: number;
  productName: string;
  productImage: string | null;
  unit: string;
  quantity: number;
  listPrice: Paise;
  priceAtPurchase: Paise;
  subTotal: Paise;
}

export interface OrderRecord {
  id: number;
  userId: number;
  orderNumber: string;
  status: OrderStatusName;
  paymentMethod: PaymentMethodName;
  paymentStatus: PaymentStatusName;
  subtotal: Paise;
  savings: Paise;
  deliveryFee: Paise;
  handlingFee: Paise;
  couponCode: string | null;
  couponDiscount: Paise;
  total: Paise;
  shipping: ShippingDetails;
  createdAt: Date;
  updatedAt: Date;
  /** The slot booked, as it was when booked; null for orders placed before slots existed. */
  deliverySlot: OrderSlotRecord | null;
  items: OrderItemRecord[];
  itemCount: number;
  canCancel: boolean;
  /** The customer's delivery note from checkout. */
  customerNote: string | null;
  /** Why it was cancelled (the admin's reason, the customer's, or the payment's expiry). */
  cancelReason: string | null;
  /** An unpaid card order: the instant it must be paid by (else it is cancelled); null otherwise. */
  payBy: Date | null;
  /** An unpaid card order that may still be paid ("Pay now"). */
  canPay: boolean;
  /** A subscription's delivery (issue 38): the subscription and the day it was scheduled for; null for a shop order. */
  subscription: OrderSubscriptionRecord | null;
}

/** What a subscription delivery's order keeps of its subscription. */
export interface OrderSubscriptionRecord {
  /** Null once the subscription was deleted. */
  subscriptionId: number | null;
  planName: string | null;
  /** The scheduled day (the slot may have moved to a later window or day when it was full). */
  scheduledDate: string;
  /** What could not be filled when the order was made: one line each. */
  shortfall: ShortfallLine[];
}

export interface ShortfallLine {
  /** The box line as it reads ("1 kg Shimla Apple"). */
  label: string;
  wanted: number;
  filled: number;
}

export interface OrderSlotRecord {
  /** `<slotId>:<YYYY-MM-DD>` */
  id: string;
  date: string;
  start: string;
  end: string;
}

/** FS-000042: stable, short, and not a guessable sequence of anything but our own ids. */
export const orderNumberOf = (id: number) => `FS-${String(id).padStart(6, '0')}`;

const ORDER_COLUMNS = `o."id", o."user_id", o."status", o."payment_method", o."payment_status", o."subtotal"::text, o."savings"::text,
  o."delivery_fee"::text, o."handling_fee"::text, o."coupon_code", o."coupon_discount"::text, o."total"::text,
  o."shipping_first_name", o."shipping_last_name", o."shipping_email", o."shipping_phone", o."shipping_address",
  o."shipping_city", o."shipping_state", o."shipping_country", o."shipping_postcode", o."created_at", o."updated_at",
  o."delivery_slot_id", to_char(o."delivery_date", 'YYYY-MM-DD') as "delivery_date", o."delivery_start", o."delivery_end",
  o."customer_note", o."cancel_reason", o."subscription_user_id", to_char(o."subscription_date", 'YYYY-MM-DD') as "subscription_date", o."shortfall",
  (select su."plan_name" from "subscription_user" su where su."id" = o."subscription_user_id") as "subscription_plan_name"`;

type RawOrder = {
  id: number;
  user_id: number;
  status: OrderStatusName;
  payment_method: PaymentMethodName;
  payment_status: PaymentStatusName;
  subtotal: string;
  savings: string;
  delivery_fee: string;
  handling_fee: string;
  coupon_code: string | null;
  coupon_discount: string;
  total: string;
  shipping_first_name: string;
  shipping_last_name: string;
  shipping_email: string;
  shipping_phone: string;
  shipping_address: string;
  shipping_city: string;
  shipping_state: string;
  shipping_country: string;
  shipping_postcode: string;
  created_at: Date;
  updated_at: Date;
  delivery_slot_id: number | null;
  delivery_date: string | null;
  delivery_start: number | null;
  delivery_end: number | null;
  customer_note: string | null;
  cancel_reason: string | null;
  subscription_user_id: number | null;
  subscription_date: string | null;
  shortfall: ShortfallLine[] | null;
  subscription_plan_name: string | null;
};

/** The slot columns an order keeps → its slot (the slot id is kept even if the slot was deleted since). */
export function slotOf(r: { delivery_slot_id: number | null; delivery_date: string | null; delivery_start: number | null; delivery_end: number | null }): OrderSlotRecord | null {
  if (r.delivery_date === null || r.delivery_start === null || r.delivery_end === null) return null;
  return { id: `${r.delivery_slot_id ?? 0}:${r.delivery_date}`, date: r.delivery_date, start: minuteToTime(r.delivery_start), end: minuteToTime(r.delivery_end) };
}

type RawItem = {
  id: number;
  order_id: number;
  product_id: number;
  product_name: string;
  product_image: string | null;
  unit: string;
  quantity: number;
  list_price: string;
  price_at_purchase: string;
  sub_total: string;
};

function toRecord(r: RawOrder, items: OrderItemRecord[]): OrderRecord {
  const createdAt = new Date(r.created_at);
  const payBy = payByOf({ paymentMethod: r.payment_method, paymentStatus: r.payment_status, status: r.status, createdAt });
  return {
    id: r.id,
    userId: r.user_id,
    orderNumber: orderNumberOf(r.id),
    status: r.status,
    paymentMethod: r.payment_method,
    paymentStatus: r.payment_status,
    subtotal: decimalToPaise(r.subtotal),
    savings: decimalToPaise(r.savings),
    deliveryFee: decimalToPaise(r.delivery_fee),
    handlingFee: decimalToPaise(r.handling_fee),
    couponCode: r.coupon_code,
    couponDiscount: decimalToPaise(r.coupon_discount),
    total: decimalToPaise(r.total),
    shipping: {
      firstName: r.shipping_first_name,
      lastName: r.shipping_last_name,
      email: r.shipping_email,
      phone: r.shipping_phone,
      address: r.shipping_address,
      city: r.shipping_city,
      state: r.shipping_state,
      country: r.shipping_country,
      postcode: r.shipping_postcode,
    },
    createdAt,
    updatedAt: new Date(r.updated_at),
    deliverySlot: slotOf(r),
    items,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    canCancel: CUSTOMER_CANCELLABLE.includes(r.status),
    customerNote: r.customer_note,
    cancelReason: r.cancel_reason,
    payBy,
    canPay: payBy !== null && payBy.getTime() > Date.now(),
    subscription:
      r.subscription_date === null
        ? null
        : { subscriptionId: r.subscription_user_id, planName: r.subscription_plan_name, scheduledDate: r.subscription_date, shortfall: r.shortfall ?? [] },
  };
}

function toItem(i: RawItem): OrderItemRecord {
  return {
    id: i.id,
    productId: i.product_id,
    productName: i.product_name,
    productImage: i.product_image,
    unit: i.unit,
    quantity: i.quantity,
    listPrice: decimalToPaise(i.list_price),
    priceAtPurchase: decimalToPaise(i.price_at_purchase),
    subTotal: decimalToPaise(i.sub_total),
  };
}

/** Newest first: the storefront's order lists. */
export const NEWEST_FIRST = 'o."created_at" desc, o."id" desc';

/**
 * Orders matching `where` (a SQL condition on alias o) with their items: two statements,
 * whatever the count. `orderBy` is one of this module's orderings (never text from a request).
 */
export async function selectOrders(em: EntityManager, where: string, params: unknown[], limit = 100, offset = 0, orderBy: string = NEWEST_FIRST): Promise<OrderRecord[]> {
  const orders = await em.execute<RawOrder[]>(
    `select ${ORDER_COLUMNS} from "shop_order" o where ${where} order by ${orderBy} limit ? offset ?`,
    [...params, limit, offset],
  );
  if (!orders.length) return [];
  const items = await em.execute<RawItem[]>(
    `select "id", "order_id", "product_id", "product_name", "product_image", "unit", "quantity", "list_price"::text,
            "price_at_purchase"::text, "sub_total"::text
     from "order_item" where "order_id" = any(string_to_array(?, ',')::int[]) order by "id"`,
    [orders.map((o) => o.id).join(',')],
  );
  const byOrder = new Map<number, OrderItemRecord[]>();
  for (const i of items) {
    const list = byOrder.get(i.order_id) ?? [];
    list.push(toItem(i));
    byOrder.set(i.order_id, list);
  }
  return orders.map((o) => toRecord(o, byOrder.get(o.id) ?? []));
}

export async function selectOrder(em: EntityManager, orderId: number, userId?: number): Promise<OrderRecord | null> {
  const [order] =
    userId === undefined
      ? await selectOrders(em, 'o."id" = ?', [orderId], 1)
      : await selectOrders(em, 'o."id" = ? and o."user_id" = ?', [orderId, userId], 1);
  return order ?? null;
}

/** One customer's order lines, newest order first (one statement). */
export async function selectItemsOfUser(em: EntityManager, userId: number, limit: number, offset: number): Promise<(OrderItemRecord & { orderId: number })[]> {
  const items = await em.execute<RawItem[]>(
    `select i."id", i."order_id", i."product_id", i."product_name", i."product_image", i."unit", i."quantity", i."list_price"::text,
            i."price_at_purchase"::text, i."sub_total"::text
     from "order_item" i join "shop_order" o on o."id" = i."order_id"
     where o."user_id" = ? order by o."created_at" desc, o."id" desc, i."id" limit ? offset ?`,
    [userId, limit, offset],
  );
  return items.map((i) => ({ ...toItem(i), orderId: i.order_id }));
}
