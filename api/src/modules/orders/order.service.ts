import type { EntityManager } from '@mikro-orm/postgresql';
import { lineUnitPrice, priceLines, SHOP_SETTINGS } from '../../core/pricing.js';
import { AppError, badInput, notFound, parseId } from '../../lib/errors.js';
import { decimalToPaise, paiseToDecimal, type Paise } from '../../lib/money.js';
import { addressService } from '../accounts/address.service.js';
import { cartService, maxOrderable } from '../cart/cart.service.js';
import { normalizeUnit } from '@fruit-shop/common/units';
import { couponService } from '../coupons/coupon.service.js';
import { deliveryService } from '../delivery/delivery.service.js';
import { shopProfileService } from '../settings/shop-profile.service.js';
import { CANCEL_REASON_MAX, CUSTOMER_NOTE_MAX, FULFILMENT_MESSAGES } from '@fruit-shop/common/fulfilment.rules';
import { shopEvents } from '../../core/events.js';
import {
  canMove,
  CUSTOMER_CANCELLABLE,
  firstCheckoutError,
  normalizeCheckoutPhone,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type OrderStatusName,
  type PaymentMethodName,
  type ShippingDetails,
} from '@fruit-shop/common/checkout.rules';
import { orderNumberOf, selectOrder, selectItemsOfUser, selectOrders, type OrderItemRecord, type OrderRecord } from './order.queries.js';
import { queueConfirmation, queuePaymentReminder, queueStatusMessage } from './order-messages.js';
import { recordStatusChange, type StatusActor } from './order-timeline.js';
import { payByOf } from './unpaid-orders.js';

export const MAX_ORDER_LINES = 100;
export const EMAIL_WARNING = 'Order placed, but there was an issue sending the confirmation email.';

export interface PlaceOrderInput {
  /** REST: the request's items are what is ordered. GraphQL: omitted, the server cart is ordered. */
  items?: { productId: string | number; quantity: number }[] | null;
  shipping: Partial<Record<keyof ShippingDetails, string | null | undefined>>;
  paymentMethod: string;
  couponCode?: string | null;
  /**
   * `<slotId>:<YYYY-MM-DD>`, one of deliverySlots(postcode); checked again here, at submit.
   * None: the soonest open slot for the postcode (decisions: Orders and the documented API).
   */
  deliverySlotId?: string | null;
  /** The customer's delivery note (at most CUSTOMER_NOTE_MAX characters). */
  customerNote?: string | null;
  idempotencyKey?: string | null;
  /**
   * One of the customer's saved addresses: its street, city, state, country and pincode are the
   * order's (the saved copy, not the form's); someone else's is refused as missing.
   */
  addressId?: string | number | null;
}

export interface PlaceOrderResult {
  order: OrderRecord;
  /** True when the idempotency key matched an earlier order (nothing new was written). */
  replayed: boolean;
  warnings: string[];
}

type Wanted = { productId: number; quantity: number };

function wantedItems(raw: NonNullable<PlaceOrderInput['items']>): Wanted[] {
  if (!Array.isArray(raw)) throw badInput('items must be a list', 'items');
  if (raw.length > MAX_ORDER_LINES) throw badInput(`An order can have at most ${MAX_ORDER_LINES} lines`, 'items');
  const merged = new Map<number, number>();
  for (const item of raw) {
    const productId = parseId(item?.productId as string | number, 'product_id');
    const quantity = Number(item?.quantity);
    if (!Number.isInteger(quantity) || quantity < 1) throw badInput('Quantity must be at least 1', 'quantity');
    merged.set(productId, (merged.get(productId) ?? 0) + quantity);
  }
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

function cleanShipping(raw: PlaceOrderInput['shipping']): ShippingDetails {
  const problem = firstCheckoutError(raw ?? {});
  if (problem) throw badInput(problem.message, problem.field);
  const s = raw as ShippingDetails;
  return {
    firstName: s.firstName.trim(),
    lastName: s.lastName.trim(),
    email: s.email.trim().toLowerCase(),
    phone: normalizeCheckoutPhone(s.phone),
    address: s.address.trim(),
    city: s.city.trim(),
    state: s.state.trim(),
    country: s.country.trim(),
    postcode: s.postcode.trim(),
  };
}

const trimmed = (value: string | null | undefined) => value?.trim() ?? '';

/** The shipping details with a named saved address in place of the typed one (issue 40: choose a saved address at checkout). */
async function withSavedAddress(em: EntityManager, userId: number, input: PlaceOrderInput): Promise<PlaceOrderInput['shipping']> {
  const raw = input.addressId;
  if (raw === undefined || raw === null || raw === '') return input.shipping;
  const id = parseId(raw, 'addressId');
  let saved;
  try {
    saved = await addressService.get(em, userId, id);
  } catch (error) {
    if ((error as { code?: string }).code === 'NOT_FOUND') throw new AppError('NOT_FOUND', 'Address not found', { field: 'addressId' });
    throw error;
  }
  return {
    ...input.shipping,
    address: [saved.addressLine1, saved.addressLine2, saved.landmark].map(trimmed).filter(Boolean).join(', '),
    city: trimmed(saved.city),
    state: trimmed(saved.state),
    country: trimmed(saved.country) || 'India',
    postcode: trimmed(saved.pinCode),
  };
}

function cleanNote(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw badInput(FULFILMENT_MESSAGES.noteTooLong, 'customerNote');
  const note = raw.trim();
  if (note.length > CUSTOMER_NOTE_MAX) throw badInput(FULFILMENT_MESSAGES.noteTooLong, 'customerNote');
  return note || null;
}

/** Why an order is cancelled: trimmed, at most CANCEL_REASON_MAX characters; null when none is given. */
export function cleanReason(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw badInput(FULFILMENT_MESSAGES.cancelReasonTooLong, 'reason');
  const reason = raw.trim().replace(/\s+/g, ' ');
  if (reason.length > CANCEL_REASON_MAX) throw badInput(FULFILMENT_MESSAGES.cancelReasonTooLong, 'reason');
  return reason || null;
}

/** Who moves an order, and why; `notify: false` for a step the customer is not told of (a bulk move's first step). */
export interface StatusChange {
  actor: StatusActor;
  adminId: number | null;
  reason: string | null;
  /** The inventory log's reason when the move puts stock back. */
  restockReason: string;
  notify?: boolean;
}

/** 'On the way' | 'ON_THE_WAY' | 'on_the_way' → on_the_way; anything else is refused. */
export function toStatusName(raw: unknown): OrderStatusName {
  const to = String(raw ?? '').trim().toLowerCase().replace(/[\s-]+/g, '_') as OrderStatusName;
  if (!ORDER_STATUSES.includes(to)) throw badInput(`Unknown order status: ${String(raw)}`, 'status');
  return to;
}

function cleanKey(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const key = raw.trim();
  if (key.length > 100 || !/^[\w.:-]+$/.test(key)) throw badInput('The idempotency key must be at most 100 letters, digits, dots, colons, dashes or underscores', 'idempotencyKey');
  return key;
}

type TakenProduct = { id: number; name: string; image: string | null; unit: string; price: string; discount_price: string | null; stock_quantity: number };

/**
 * Takes `quantity` of a product out of stock with one conditional update: the row lock it
 * takes is held until the order commits, so two shoppers can never buy the same last unit.
 */
async function takeStock(tx: EntityManager, item: Wanted): Promise<TakenProduct> {
  const [taken] = await tx.execute<TakenProduct[]>(
    `update "product" set "stock_quantity" = "stock_quantity" - ?, "updated_at" = now()
     where "id" = ? and "is_active" and "stock_quantity" >= ?
       and ("max_order_limit" is null or "max_order_limit" <= 0 or "max_order_limit" >= ?)
     returning "id", "name", "image", "unit", "price"::text, "discount_price"::text, "stock_quantity"`,
    [item.quantity, item.productId, item.quantity, item.quantity],
  );
  if (taken) return taken;
  const [product] = await tx.execute<{ name: string; stock_quantity: number; max_order_limit: number | null; is_active: boolean }[]>(
    'select "name", "stock_quantity", "max_order_limit", "is_active" from "product" where "id" = ?',
    [item.productId],
  );
  if (!product || !product.is_active) throw new AppError('OUT_OF_STOCK', product ? `${product.name} is no longer available` : 'Product not found', { productId: String(item.productId) });
  const max = maxOrderable(product.stock_quantity, product.max_order_limit);
  throw new AppError('OUT_OF_STOCK', max <= 0 ? `${product.name} is out of stock` : `Only ${max} of ${product.name} can be ordered`, {
    productId: String(item.productId),
    available: max,
  });
}

export async function logStock(tx: EntityManager, rows: { productId: number; change: number; stockAfter: number }[], reason: string, orderId: number | null, adminId: number | null = null) {
  if (!rows.length) return;
  const values = rows.map(() => '(?, ?, ?, ?, ?, ?)').join(', ');
  await tx.execute(
    `insert into "inventory_log" ("product_id", "change", "stock_after", "reason", "order_id", "admin_id") values ${values}`,
    rows.flatMap((r) => [r.productId, r.change, r.stockAfter, reason, orderId, adminId]),
  );
}

/** Puts an order's units back (cancel, return, expired payment) and logs each change. */
async function restock(tx: EntityManager, orderId: number, reason: string, adminId: number | null) {
  const back = await tx.execute<{ id: number; stock_quantity: number; q: number }[]>(
    `update "product" p set "stock_quantity" = p."stock_quantity" + i."q", "updated_at" = now()
     from (select "product_id", sum("quantity")::int as "q" from "order_item" where "order_id" = ? group by "product_id") i
     where p."id" = i."product_id" returning p."id", p."stock_quantity", i."q"`,
    [orderId],
  );
  await logStock(tx, back.map((r) => ({ productId: r.id, change: r.q, stockAfter: r.stock_quantity })), reason, orderId, adminId);
  // Customers waiting for a product that was out of stock hear of it (the catalog owns the alerts).
  const restored = back.filter((r) => r.q > 0 && r.stock_quantity > 0 && r.stock_quantity - r.q <= 0).map((r) => r.id);
  if (restored.length) await shopEvents.publish(tx, 'stock-restored', { productIds: restored });
}

/**
 * Queues the confirmation email. It runs after the order committed, on its own: a failure here
 * keeps the order and becomes the spec's warning.
 */
/**
 * The confirmation goes to the account's own verified email, never to the shipping form's
 * address: a form field anyone can type into must not make the shop send mail to strangers.
 */
export async function sendConfirmation(em: EntityManager, order: OrderRecord): Promise<string[]> {
  try {
    const [account] = await em.execute<{ email: string; phone: string | null }[]>('select "email", "phone" from "app_user" where "id" = ? and "verified_at" is not null', [order.userId]);
    if (!account) return [];
    queueConfirmation(em, account, order);
    await em.flush();
    return [];
  } catch {
    em.clear();
    return [EMAIL_WARNING];
  }
}

function lineProblem(line: { name: string; stockQuantity: number; maxQuantity: number; problem: string | null }): string {
  if (line.problem === 'This product is no longer available') return `${line.name} is no longer available`;
  if (line.maxQuantity <= 0) return `${line.name} is out of stock`;
  return `Only ${line.maxQuantity} of ${line.name} can be ordered`;
}

/**
 * Orders (decisions: Stock and orders; Money and pricing). Everything an order writes (its
 * rows, the stock it takes, the inventory log, the coupon use, the cart lines it empties)
 * commits together or not at all.
 */
export const orderService = {
  async place(em: EntityManager, userId: number, input: PlaceOrderInput): Promise<PlaceOrderResult> {
    const paymentMethod = String(input.paymentMethod ?? '').toLowerCase() as PaymentMethodName;
    if (!PAYMENT_METHODS.includes(paymentMethod)) throw badInput('Please choose a payment method: cash or card', 'paymentMethod');
    const shipping = cleanShipping(await withSavedAddress(em, userId, input));
    const key = cleanKey(input.idempotencyKey);
    input = { ...input, customerNote: cleanNote(input.customerNote) };
    try {
      return { order: await this.placeOnce(em, userId, input, paymentMethod, shipping, key), replayed: false, warnings: [] };
    } catch (error) {
      // A repeated submit: the first order holds the key (a unique index), so this attempt failed
      // (its cart is already empty, or its insert hit the index and rolled back). Looked up only
      // here, so a first submit costs no extra round trip.
      if (key) {
        const earlier = await this.byIdempotencyKey(em, userId, key);
        if (earlier) return { order: earlier, replayed: true, warnings: [] };
      }
      throw error;
    }
  },

  /** One attempt at an order; the caller turns a repeated idempotency key into the first order. */
  async placeOnce(
    em: EntityManager,
    userId: number,
    input: PlaceOrderInput,
    paymentMethod: PaymentMethodName,
    shipping: ShippingDetails,
    key: string | null,
  ): Promise<OrderRecord> {
    const fromCart = input.items === undefined || input.items === null;
    let wanted: Wanted[];
    if (fromCart) {
      const cart = await cartService.get(em, userId);
      wanted = cart.lines.filter((line) => line.available).map((line) => ({ productId: line.productId, quantity: line.quantity }));
      // Flagged lines are not sold; when nothing else is left, say why rather than "empty".
      const flagged = cart.lines.find((line) => !line.available);
      if (!wanted.length && flagged) throw new AppError('OUT_OF_STOCK', lineProblem(flagged), { productId: String(flagged.productId) });
    } else {
      wanted = wantedItems(input.items!);
    }
    if (!wanted.length) throw badInput('Your cart is empty', 'items');
    for (const item of wanted) {
      if (item.quantity > SHOP_SETTINGS.maxQuantityPerLine) throw badInput(`You can order at most ${SHOP_SETTINGS.maxQuantityPerLine} of one product`, 'quantity');
    }
    // A fixed lock order (by product id) keeps two orders for the same products from deadlocking.
    wanted.sort((a, b) => a.productId - b.productId);

    let built: OrderRecord | undefined;
    await em.transactional(async (tx) => {
      // The slot is checked again now (a shopper may have lingered past its cut-off) and its place
      // taken in this transaction, like stock: a refused slot writes nothing.
      const slot = await deliveryService.book(tx, input.deliverySlotId, shipping.postcode);
      const products: TakenProduct[] = [];
      for (const item of wanted) products.push(await takeStock(tx, item));
      const lines = products.map((p, i) => ({
        product: p,
        quantity: wanted[i].quantity,
        price: decimalToPaise(p.price),
        discountPrice: p.discount_price === null ? null : decimalToPaise(p.discount_price),
      }));
      // The profile's fees: remembered for a few seconds, else read in this transaction (decision 0040).
      const fees = await shopProfileService.fees(tx);
      const plain = priceLines(lines, null, fees);
      let coupon = null;
      if (input.couponCode?.trim()) {
        const check = await couponService.check(tx, input.couponCode, plain.subtotal, userId);
        if (!check.isValid) throw new AppError('COUPON_INVALID', check.message);
        coupon = check.coupon!;
      }
      const totals = coupon ? priceLines(lines, coupon, fees) : plain;
      // The order, its items, the inventory log, its first timeline entry and the bought cart lines (card
      // orders too: a payment retried from the order must not leave them to be bought twice) in one statement:
      // an order's cost is its round trips (bench/README.md).
      const itemValues = lines.map(() => '(?::int, ?, ?, ?, ?::int, ?::numeric, ?::numeric, ?::numeric, ?::int)').join(', ');
      const itemParams = lines.flatMap((l) => {
        const unit = lineUnitPrice(l);
        return [l.product.id, l.product.name, l.product.image, normalizeUnit(l.product.unit), l.quantity, paiseToDecimal(l.price), paiseToDecimal(unit), paiseToDecimal(unit * l.quantity), l.product.stock_quantity];
      });
      const [row] = await tx.execute<{ id: number; created_at: Date; updated_at: Date; items: { id: number; product_id: number }[]; account_email: string | null; account_phone: string | null }[]>(
        `with o as (insert into "shop_order" ("user_id", "status", "payment_method", "payment_status", "subtotal", "savings", "delivery_fee",
           "handling_fee", "coupon_id", "coupon_code", "coupon_discount", "total", "shipping_first_name", "shipping_last_name",
           "shipping_email", "shipping_phone", "shipping_address", "shipping_city", "shipping_state", "shipping_country",
           "shipping_postcode", "idempotency_key", "delivery_slot_id", "delivery_date", "delivery_start", "delivery_end", "customer_note")
         values (?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::date, ?, ?, ?) returning "id", "user_id", "created_at", "updated_at"),
         v ("product_id", "product_name", "product_image", "unit", "quantity", "list_price", "price_at_purchase", "sub_total", "stock_after") as (values ${itemValues}),
         i as (insert into "order_item" ("order_id", "product_id", "product_name", "product_image", "unit", "quantity", "list_price", "price_at_purchase", "sub_total")
           select o."id", v."product_id", v."product_name", v."product_image", v."unit", v."quantity", v."list_price", v."price_at_purchase", v."sub_total" from o, v
           returning "id", "product_id"),
         l as (insert into "inventory_log" ("product_id", "change", "stock_after", "reason", "order_id", "admin_id")
           select v."product_id", -v."quantity", v."stock_after", 'order', o."id", null from o, v),
         c as (delete from "cart_item" where "user_id" = ? and "product_id" in (select "product_id" from v)),
         h as (insert into "order_status_change" ("order_id", "from_status", "to_status", "actor", "created_at") select o."id", null, 'pending', 'customer', o."created_at" from o)
         select o."id", o."created_at", o."updated_at", (select json_agg(json_build_object('id', i."id", 'product_id', i."product_id") order by i."id") from i) as "items",
           (select u."email" from "app_user" u where u."id" = o."user_id" and u."verified_at" is not null) as "account_email",
           (select u."phone" from "app_user" u where u."id" = o."user_id" and u."verified_at" is not null) as "account_phone" from o`,
        [
          userId,
          paymentMethod,
          paymentMethod === 'cash' ? 'cash_on_delivery' : 'unpaid',
          paiseToDecimal(totals.subtotal),
          paiseToDecimal(totals.savings),
          paiseToDecimal(totals.deliveryFee),
          paiseToDecimal(totals.handlingFee),
          coupon?.id ?? null,
          coupon?.code ?? null,
          paiseToDecimal(totals.couponDiscount),
          paiseToDecimal(totals.total),
          shipping.firstName,
          shipping.lastName,
          shipping.email,
          shipping.phone,
          shipping.address,
          shipping.city,
          shipping.state,
          shipping.country,
          shipping.postcode,
          key,
          slot.slotId,
          slot.date,
          slot.minutes.start,
          slot.minutes.end,
          input.customerNote ?? null,
          ...itemParams,
          userId,
        ],
      );
      const id = row.id;
      if (coupon) await couponService.redeem(tx, coupon, userId, id);
      const itemIds = new Map(row.items.map((it) => [it.product_id, it.id]));
      built = {
        id,
        userId,
        orderNumber: orderNumberOf(id),
        status: 'pending',
        paymentMethod,
        paymentStatus: paymentMethod === 'cash' ? 'cash_on_delivery' : 'unpaid',
        subtotal: totals.subtotal,
        savings: totals.savings,
        deliveryFee: totals.deliveryFee,
        handlingFee: totals.handlingFee,
        couponCode: coupon?.code ?? null,
        couponDiscount: totals.couponDiscount,
        total: totals.total,
        shipping,
        deliverySlot: { id: slot.id, date: slot.date, start: slot.start, end: slot.end },
        customerNote: input.customerNote ?? null,
        cancelReason: null,
        payBy: null,
        canPay: false,
        subscription: null,
        createdAt: new Date(row.created_at),
        updatedAt: new Date(row.updated_at),
        items: lines.map((l) => {
          const unit = lineUnitPrice(l);
          return { id: itemIds.get(l.product.id)!, productId: l.product.id, productName: l.product.name, productImage: l.product.image, unit: normalizeUnit(l.product.unit), quantity: l.quantity, listPrice: l.price, priceAtPurchase: unit, subTotal: unit * l.quantity };
        }),
        itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
        canCancel: true,
      };
      built.payBy = payByOf(built);
      built.canPay = built.payBy !== null;
      // The confirmation is queued in the order's transaction (a transactional outbox): it cannot be
      // lost if the process stops after the commit, and a failed send is retried by the outbox, never
      // undoing the order.
      // To the account's own verified address (read with the order's insert), never the form's
      // (see sendConfirmation).
      if (paymentMethod === 'cash' && row.account_email) {
        queueConfirmation(tx, { email: row.account_email, phone: row.account_phone }, built);
      }
      return id;
    });
    return built!;
  },

  async byIdempotencyKey(em: EntityManager, userId: number, key: string): Promise<OrderRecord | null> {
    const [order] = await selectOrders(em, 'o."user_id" = ? and o."idempotency_key" = ?', [userId, key], 1);
    return order ?? null;
  },

  /** An order of this customer's; anyone else's reads as not found. */
  async own(em: EntityManager, userId: number, rawId: string | number): Promise<OrderRecord> {
    const order = await selectOrder(em, parseId(rawId, 'orderId'), userId);
    if (!order) throw notFound('Order not found');
    return order;
  },

  /** One line of this customer's orders, with its order; anyone else's reads as not found. */
  async ownItem(em: EntityManager, userId: number, rawItemId: string | number): Promise<{ order: OrderRecord; item: OrderItemRecord }> {
    const itemId = parseId(rawItemId, 'itemId');
    const [order] = await selectOrders(em, 'o."user_id" = ? and o."id" = (select "order_id" from "order_item" where "id" = ?)', [userId, itemId], 1);
    const item = order?.items.find((i) => i.id === itemId);
    if (!item) throw notFound('Order item not found');
    return { order, item };
  },

  mine(em: EntityManager, userId: number, limit = 50, offset = 0): Promise<OrderRecord[]> {
    return selectOrders(em, 'o."user_id" = ?', [userId], Math.min(Math.max(limit, 1), 100), Math.max(offset, 0));
  },

  /** Every line of this customer's orders, newest order first (`GET /order-items`). */
  mineItems(em: EntityManager, userId: number, limit = 50, offset = 0): Promise<(OrderItemRecord & { orderId: number })[]> {
    return selectItemsOfUser(em, userId, Math.min(Math.max(limit, 1), 200), Math.max(offset, 0));
  },

  /** The customer cancels their own order (pending, paid or processing); `reason` is optional. */
  async cancelOwn(em: EntityManager, userId: number, rawId: string | number, rawReason: unknown = null): Promise<OrderRecord> {
    const orderId = parseId(rawId, 'orderId');
    const reason = cleanReason(rawReason) ?? 'Cancelled at your request';
    await em.transactional(async (tx) => {
      const [row] = await tx.execute<{ status: OrderStatusName }[]>('select "status" from "shop_order" where "id" = ? and "user_id" = ? for update', [orderId, userId]);
      if (!row) throw notFound('Order not found');
      if (!CUSTOMER_CANCELLABLE.includes(row.status)) throw new AppError('INVALID_STATUS_CHANGE', 'This order can no longer be cancelled');
      await this.moveLocked(tx, orderId, row.status, 'cancelled', { actor: 'customer', adminId: null, reason, restockReason: 'order_cancelled' });
    });
    return (await selectOrder(em, orderId))!;
  },

  /**
   * The admin's (and the payment flow's) status change, through the state machine. A move to
   * the current status changes nothing (a double click, or a second instance racing the first).
   */
  async changeStatus(em: EntityManager, rawId: string | number, rawTo: string, adminId: number | null, rawReason: unknown = null): Promise<OrderRecord> {
    const orderId = parseId(rawId, 'orderId');
    const to = toStatusName(rawTo);
    const reason = cleanReason(rawReason);
    await em.transactional(async (tx) => {
      const [row] = await tx.execute<{ status: OrderStatusName }[]>('select "status" from "shop_order" where "id" = ? for update', [orderId]);
      if (!row) throw notFound('Order not found');
      if (row.status === to) return;
      await this.moveLocked(tx, orderId, row.status, to, {
        actor: adminId ? 'admin' : 'system',
        adminId,
        reason,
        restockReason: to === 'returned' ? 'order_returned' : 'order_cancelled',
      });
    });
    return (await selectOrder(em, orderId))!;
  },

  /**
   * With the order's row already locked. Cancelling or returning puts the stock back. The move
   * is written to the order's timeline and (unless `notify` is false) told to the customer, in
   * this transaction.
   */
  async moveLocked(tx: EntityManager, orderId: number, from: OrderStatusName, to: OrderStatusName, change: StatusChange) {
    if (!canMove(from, to)) {
      throw new AppError('INVALID_STATUS_CHANGE', `An order cannot move from ${from.replace(/_/g, ' ')} to ${to.replace(/_/g, ' ')}`, { from, to });
    }
    const payment =
      to === 'cancelled' || to === 'returned'
        ? `case when "payment_status" = 'paid' and "total" > 0 then 'refund_due' when "payment_status" = 'cash_on_delivery' then 'unpaid' else "payment_status" end`
        : to === 'paid'
          ? `'paid'`
          : to === 'delivered'
            ? `case when "payment_status" = 'cash_on_delivery' then 'paid' else "payment_status" end`
            : `"payment_status"`;
    const [moved] = await tx.execute<{ delivery_slot_id: number | null; delivery_date: string | null; was_paid: boolean; card_paid: boolean }[]>(
      `update "shop_order" o set "status" = ?, "payment_status" = ${payment}, "updated_at" = now(),
         "cancel_reason" = case when ? = 'cancelled' then ? else o."cancel_reason" end
       from (select "id", "payment_status" as "before" from "shop_order" where "id" = ?) b where o."id" = b."id"
       returning o."delivery_slot_id", to_char(o."delivery_date", 'YYYY-MM-DD') as "delivery_date", b."before" = 'paid' as "was_paid",
         b."before" = 'paid' and o."payment_method" = 'card' and o."total" > 0 as "card_paid"`,
      [to, to, change.reason, orderId],
    );
    await recordStatusChange(tx, orderId, from, to, change);
    if (to === 'cancelled' || to === 'returned') {
      await restock(tx, orderId, change.restockReason, change.adminId);
      if (to === 'cancelled') await couponService.release(tx, orderId);
      // A cancelled order (by the customer, an admin, or an expired card payment) frees its place
      // in the slot; a returned one was delivered in it.
      if (to === 'cancelled' && moved?.delivery_slot_id && moved.delivery_date) await deliveryService.release(tx, moved.delivery_slot_id, moved.delivery_date);
      // A cancelled card order's payment goes back in full (payments records the refund; decision 0041).
      if (to === 'cancelled' && moved?.card_paid) await shopEvents.publish(tx, 'order-refund-due', { orderId, actor: change.actor, adminId: change.adminId, reason: change.reason });
    }
    // Its GST invoice is issued in this transaction (invoices module; decision 0042).
    if (to === 'delivered') await shopEvents.publish(tx, 'order-delivered', { orderId });
    if (change.notify !== false) await queueStatusMessage(tx, orderId, to, change.reason, Boolean(moved?.was_paid) && (to === 'cancelled' || to === 'returned'));
  },

  /**
   * Card orders whose payment never came: cancelled and restocked after the configured time,
   * so abandoned payment windows do not hold stock forever, and the customer is told why.
   * Returns how many were cancelled.
   */
  async expireUnpaid(em: EntityManager, olderThanMinutes: number): Promise<number> {
    return em.transactional(async (tx) => {
      const stale = await tx.execute<{ id: number }[]>(
        `select "id" from "shop_order" where "status" = 'pending' and "payment_method" = 'card' and "payment_status" = 'unpaid'
           and "created_at" < now() - make_interval(mins => ?) order by "id" limit 100 for update skip locked`,
        [olderThanMinutes],
      );
      const reason = `We did not receive the card payment within ${olderThanMinutes} minutes, so the order was cancelled and its items released.`;
      for (const { id } of stale) await this.moveLocked(tx, id, 'pending', 'cancelled', { actor: 'system', adminId: null, reason, restockReason: 'payment_expired' });
      return stale.length;
    });
  },

  /**
   * Unpaid card orders past `afterMinutes` of their `ttlMinutes` get one email with a link to
   * pay (stamped on the order, and once per order in the outbox, so instances and retries
   * never send two). Returns how many were reminded.
   */
  async remindUnpaid(em: EntityManager, afterMinutes: number, ttlMinutes: number): Promise<number> {
    return em.transactional(async (tx) => {
      const due = await tx.execute<{ id: number; created_at: Date }[]>(
        `select "id", "created_at" from "shop_order" where "status" = 'pending' and "payment_method" = 'card' and "payment_status" = 'unpaid'
           and "payment_reminded_at" is null and "created_at" < now() - make_interval(mins => ?) and "created_at" >= now() - make_interval(mins => ?)
         order by "id" limit 100 for update skip locked`,
        [afterMinutes, ttlMinutes],
      );
      for (const order of due) {
        await tx.execute('update "shop_order" set "payment_reminded_at" = now() where "id" = ?', [order.id]);
        await queuePaymentReminder(tx, order.id, new Date(new Date(order.created_at).getTime() + ttlMinutes * 60_000));
      }
      return due.length;
    });
  },

  /**
   * Locks an order's row in a payment's transaction, before the payment's own row: always the
   * order first, then the payment, as repricing an order does, so the two cannot deadlock.
   */
  async lockForPayment(tx: EntityManager, orderId: number): Promise<void> {
    await tx.execute('select 1 from "shop_order" where "id" = ? for update', [orderId]);
  },

  /** An order's status as it stands (null for no such order): a payment captured for a cancelled one is refunded (decision 0041). */
  async statusOf(tx: EntityManager, orderId: number): Promise<OrderStatusName | null> {
    const [order] = await tx.execute<{ status: OrderStatusName }[]>('select "status" from "shop_order" where "id" = ?', [orderId]);
    return order?.status ?? null;
  },

  /** An order's total as it stands (null for no such order): what a payment must still match. */
  async currentTotal(tx: EntityManager, orderId: number): Promise<Paise | null> {
    const [order] = await tx.execute<{ total: string }[]>('select "total"::text from "shop_order" where "id" = ?', [orderId]);
    return order ? decimalToPaise(order.total) : null;
  },

  /**
   * Marks a card order paid (payment verified or webhook), in the payment's transaction
   * (the 'order-payment-captured' event, order.events.ts).
   * Returns whether this call paid it; a cancelled order keeps its status and owes a refund.
   */
  async markPaid(tx: EntityManager, orderId: number): Promise<{ paid: boolean; userId: number }> {
    const [row] = await tx.execute<{ status: OrderStatusName; payment_status: string; user_id: number }[]>(
      'select "status", "payment_status", "user_id" from "shop_order" where "id" = ? for update',
      [orderId],
    );
    if (!row) throw notFound('Order not found');
    if (row.payment_status === 'paid') return { paid: false, userId: row.user_id };
    if (row.status !== 'pending') {
      await tx.execute(`update "shop_order" set "payment_status" = 'refund_due', "updated_at" = now() where "id" = ?`, [orderId]);
      return { paid: false, userId: row.user_id };
    }
    await this.moveLocked(tx, orderId, 'pending', 'paid', { actor: 'system', adminId: null, reason: 'Card payment received', restockReason: 'order_cancelled' });
    const items = await tx.execute<{ product_id: number }[]>('select "product_id" from "order_item" where "order_id" = ?', [orderId]);
    await cartService.removeProducts(tx, row.user_id, items.map((i) => i.product_id));
    return { paid: true, userId: row.user_id };
  },
};
