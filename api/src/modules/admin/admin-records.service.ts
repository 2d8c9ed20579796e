import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput, notFound, parseId } from '../../lib/errors.js';
import { decimalToPaise, paiseToDecimal, type Paise } from '../../lib/money.js';
import { maxOrderable } from '../cart/cart.service.js';
import { normalizeUnit } from '@fruit-shop/common/units';
import { selectOrder, type OrderRecord } from '../orders/order.queries.js';
import { lineUnitPrice, priceLines, type CouponTerms } from '../../core/pricing.js';
import { voidOpenOrderPayments } from '../payments/payment.service.js';
import type { BillingRecord } from '../subscriptions/subscription-user.service.js';
import { adminLogService } from './admin-log.service.js';

/*
 * The spec's remaining admin CRUD (§7): billing records, and writes to an order's lines. An
 * order's lines change only while nothing was paid for them and the order has not left the
 * shop (pending or processing, not paid): stock moves with them (logged as admin_adjustment)
 * and the order's figures are computed again by the same pricing as checkout.
 */

const EDITABLE_ORDER = `"status" in ('pending', 'processing') and "payment_status" <> 'paid'`;

async function lockEditableOrder(tx: EntityManager, orderId: number): Promise<{ coupon_id: number | null }> {
  const [order] = await tx.execute<{ coupon_id: number | null; editable: boolean }[]>(
    `select "coupon_id", (${EDITABLE_ORDER}) as "editable" from "shop_order" where "id" = ? for update`,
    [orderId],
  );
  if (!order) throw notFound('Order not found');
  if (!order.editable) throw new AppError('INVALID_STATUS_CHANGE', 'Only a pending or processing order that is not paid can change its items');
  return order;
}

/** Moves stock by `change` (negative takes), refusing to go below zero; logs it. */
async function moveStock(tx: EntityManager, productId: number, change: number, orderId: number, adminId: number): Promise<void> {
  if (change === 0) return;
  const [row] = await tx.execute<{ stock_quantity: number }[]>(
    `update "product" set "stock_quantity" = "stock_quantity" + ?, "updated_at" = now() where "id" = ? and "stock_quantity" + ? >= 0 returning "stock_quantity"`,
    [change, productId, change],
  );
  if (!row) throw new AppError('OUT_OF_STOCK', 'Not enough stock for this change');
  await tx.execute(
    `insert into "inventory_log" ("product_id", "change", "stock_after", "reason", "order_id", "admin_id") values (?, ?, ?, 'admin_adjustment', ?, ?)`,
    [productId, change, row.stock_quantity, orderId, adminId],
  );
}

/** The order's figures from its lines and its coupon's terms, as checkout computes them. */
async function repriceOrder(tx: EntityManager, orderId: number, couponId: number | null): Promise<void> {
  const items = await tx.execute<{ list_price: string; price_at_purchase: string; quantity: number }[]>(
    'select "list_price"::text, "price_at_purchase"::text, "quantity" from "order_item" where "order_id" = ?',
    [orderId],
  );
  let coupon: CouponTerms | null = null;
  if (couponId !== null) {
    const [c] = await tx.execute<{ discount_type: CouponTerms['discountType']; discount_value: string }[]>(
      'select "discount_type", "discount_value"::text from "coupon" where "id" = ?',
      [couponId],
    );
    if (c) coupon = { discountType: c.discount_type, discountValue: decimalToPaise(c.discount_value) };
  }
  const totals = priceLines(items.map((i) => ({ price: decimalToPaise(i.list_price), discountPrice: decimalToPaise(i.price_at_purchase), quantity: i.quantity })), coupon);
  await tx.execute(
    `update "shop_order" set "subtotal" = ?, "savings" = ?, "delivery_fee" = ?, "handling_fee" = ?, "coupon_discount" = ?, "total" = ?, "updated_at" = now() where "id" = ?`,
    [...[totals.subtotal, totals.savings, totals.deliveryFee, totals.handlingFee, totals.couponDiscount, totals.total].map(paiseToDecimal), orderId],
  );
  // A payment window opened for the old total can no longer pay this order.
  await voidOpenOrderPayments(tx, orderId);
}

function quantityOf(raw: unknown): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 99) throw badInput('Quantity must be a whole number from 1 to 99', 'quantity');
  return n;
}

export const adminOrderItemService = {
  /** Adds a product to an order at its current price (merging with an existing line). */
  async add(em: EntityManager, adminId: number, input: { orderId: unknown; productId: unknown; quantity: unknown }): Promise<OrderRecord> {
    const orderId = parseId(input.orderId as string, 'order_id');
    const productId = parseId(input.productId as string, 'product_id');
    const quantity = quantityOf(input.quantity);
    await em.transactional(async (tx) => {
      const order = await lockEditableOrder(tx, orderId);
      const [product] = await tx.execute<{ name: string; image: string | null; unit: string; price: string; discount_price: string | null; stock_quantity: number; max_order_limit: number | null; is_active: boolean }[]>(
        'select "name", "image", "unit", "price"::text, "discount_price"::text, "stock_quantity", "max_order_limit", "is_active" from "product" where "id" = ?',
        [productId],
      );
      if (!product || !product.is_active) throw notFound('Product not found');
      const [line] = await tx.execute<{ id: number; quantity: number }[]>('select "id", "quantity" from "order_item" where "order_id" = ? and "product_id" = ?', [orderId, productId]);
      // The line's limit (max_order_limit, 99); stock itself is checked by the update that takes it.
      const limit = maxOrderable(Number.MAX_SAFE_INTEGER, product.max_order_limit);
      if ((line?.quantity ?? 0) + quantity > limit) throw new AppError('OUT_OF_STOCK', `At most ${limit} of ${product.name} can be ordered`);
      await moveStock(tx, productId, -quantity, orderId, adminId);
      if (line) {
        await tx.execute('update "order_item" set "quantity" = "quantity" + ?, "sub_total" = "price_at_purchase" * ("quantity" + ?) where "id" = ?', [quantity, quantity, line.id]);
      } else {
        const price = decimalToPaise(product.price);
        const unit = lineUnitPrice({ price, discountPrice: product.discount_price === null ? null : decimalToPaise(product.discount_price), quantity });
        await tx.execute(
          `insert into "order_item" ("order_id", "product_id", "product_name", "product_image", "unit", "quantity", "list_price", "price_at_purchase", "sub_total") values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [orderId, productId, product.name, product.image, normalizeUnit(product.unit), quantity, paiseToDecimal(price), paiseToDecimal(unit), paiseToDecimal(unit * quantity)],
        );
      }
      await repriceOrder(tx, orderId, order.coupon_id);
      await adminLogService.write(tx, { adminId, action: 'order_item_added', targetType: 'order', targetId: orderId, changes: { product_id: productId, quantity } });
    });
    return (await selectOrder(em, orderId))!;
  },

  async setQuantity(em: EntityManager, adminId: number, rawItemId: unknown, rawQuantity: unknown): Promise<OrderRecord> {
    const itemId = parseId(rawItemId as string, 'id');
    const quantity = quantityOf(rawQuantity);
    const orderId = await em.transactional(async (tx) => {
      const [item] = await tx.execute<{ order_id: number; product_id: number; quantity: number }[]>('select "order_id", "product_id", "quantity" from "order_item" where "id" = ?', [itemId]);
      if (!item) throw notFound('Order item not found');
      const order = await lockEditableOrder(tx, item.order_id);
      await moveStock(tx, item.product_id, item.quantity - quantity, item.order_id, adminId);
      await tx.execute('update "order_item" set "quantity" = ?, "sub_total" = "price_at_purchase" * ? where "id" = ?', [quantity, quantity, itemId]);
      await repriceOrder(tx, item.order_id, order.coupon_id);
      await adminLogService.write(tx, { adminId, action: 'order_item_updated', targetType: 'order', targetId: item.order_id, changes: { item_id: itemId, quantity: { from: item.quantity, to: quantity } } });
      return item.order_id;
    });
    return (await selectOrder(em, orderId))!;
  },

  async remove(em: EntityManager, adminId: number, rawItemId: unknown): Promise<OrderRecord> {
    const itemId = parseId(rawItemId as string, 'id');
    const orderId = await em.transactional(async (tx) => {
      const [item] = await tx.execute<{ order_id: number; product_id: number; quantity: number }[]>('select "order_id", "product_id", "quantity" from "order_item" where "id" = ?', [itemId]);
      if (!item) throw notFound('Order item not found');
      const order = await lockEditableOrder(tx, item.order_id);
      const [{ n }] = await tx.execute<{ n: number }[]>('select count(*)::int as "n" from "order_item" where "order_id" = ?', [item.order_id]);
      if (n <= 1) throw new AppError('CONFLICT', 'An order keeps at least one item; cancel the order instead');
      await tx.execute('delete from "order_item" where "id" = ?', [itemId]);
      await moveStock(tx, item.product_id, item.quantity, item.order_id, adminId);
      await repriceOrder(tx, item.order_id, order.coupon_id);
      await adminLogService.write(tx, { adminId, action: 'order_item_removed', targetType: 'order', targetId: item.order_id, changes: { item_id: itemId, product_id: item.product_id, quantity: item.quantity } });
      return item.order_id;
    });
    return (await selectOrder(em, orderId))!;
  },
};

type RawBilling = { id: number; subscription_user_id: number; user_id: number; amount: string; status: 'paid' | 'refunded'; period_start: string; period_end: string; created_at: Date | string };

const BILLING_COLUMNS = `"id", "subscription_user_id", "user_id", "amount"::text, "status", "period_start"::text, "period_end"::text, "created_at"`;

const toBilling = (r: RawBilling): BillingRecord => ({
  id: r.id,
  subscriptionId: r.subscription_user_id,
  userId: r.user_id,
  amount: decimalToPaise(r.amount),
  status: r.status,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  createdAt: new Date(r.created_at),
});

export interface BillingFields {
  subscriptionId?: unknown;
  amount?: Paise | null;
  status?: unknown;
  periodStart?: unknown;
  periodEnd?: unknown;
}

function statusOf(raw: unknown): 'paid' | 'refunded' | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'paid' || raw === 'refunded') return raw;
  throw badInput('status must be paid or refunded', 'status');
}

function dayOf(raw: unknown, field: string): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(raw))) throw badInput(`${field} must be a date (YYYY-MM-DD)`, field);
  return raw;
}

export const adminBillingService = {
  async list(em: EntityManager, { subscriptionId, limit = 100, offset = 0 }: { subscriptionId?: number; limit?: number; offset?: number }): Promise<BillingRecord[]> {
    const rows = await em.execute<RawBilling[]>(
      `select ${BILLING_COLUMNS} from "billing_record" ${subscriptionId ? 'where "subscription_user_id" = ?' : ''} order by "created_at" desc, "id" desc limit ? offset ?`,
      subscriptionId ? [subscriptionId, Math.min(limit, 200), offset] : [Math.min(limit, 200), offset],
    );
    return rows.map(toBilling);
  },

  async byId(em: EntityManager, rawId: unknown): Promise<BillingRecord> {
    const [row] = await em.execute<RawBilling[]>(`select ${BILLING_COLUMNS} from "billing_record" where "id" = ?`, [parseId(rawId as string, 'id')]);
    if (!row) throw notFound('Billing record not found');
    return toBilling(row);
  },

  async create(em: EntityManager, adminId: number, fields: BillingFields): Promise<BillingRecord> {
    const subscriptionId = parseId(fields.subscriptionId as string, 'subscription_id');
    if (fields.amount === undefined || fields.amount === null || fields.amount < 0) throw badInput('Please enter the amount', 'amount');
    const status = statusOf(fields.status) ?? 'paid';
    const id = await em.transactional(async (tx) => {
      const [sub] = await tx.execute<{ user_id: number; start_date: string; end_date: string }[]>('select "user_id", "start_date"::text, "end_date"::text from "subscription_user" where "id" = ?', [subscriptionId]);
      if (!sub) throw notFound('Subscription not found');
      const [row] = await tx.execute<{ id: number }[]>(
        `insert into "billing_record" ("subscription_user_id", "user_id", "amount", "status", "period_start", "period_end") values (?, ?, ?, ?, ?::date, ?::date) returning "id"`,
        [subscriptionId, sub.user_id, paiseToDecimal(fields.amount!), status, dayOf(fields.periodStart, 'period_start') ?? sub.start_date, dayOf(fields.periodEnd, 'period_end') ?? sub.end_date],
      );
      await adminLogService.write(tx, { adminId, action: 'billing_record_created', targetType: 'billing_record', targetId: row.id, changes: { subscription_id: subscriptionId, amount: paiseToDecimal(fields.amount!), status } });
      return row.id;
    });
    return this.byId(em, id);
  },

  async update(em: EntityManager, adminId: number, rawId: unknown, fields: BillingFields): Promise<BillingRecord> {
    const before = await this.byId(em, rawId);
    const next = {
      amount: fields.amount ?? before.amount,
      status: statusOf(fields.status) ?? before.status,
      periodStart: dayOf(fields.periodStart, 'period_start') ?? before.periodStart,
      periodEnd: dayOf(fields.periodEnd, 'period_end') ?? before.periodEnd,
    };
    if (next.amount < 0) throw badInput('Please enter the amount', 'amount');
    await em.transactional(async (tx) => {
      await tx.execute(`update "billing_record" set "amount" = ?, "status" = ?, "period_start" = ?::date, "period_end" = ?::date where "id" = ?`, [paiseToDecimal(next.amount), next.status, next.periodStart, next.periodEnd, before.id]);
      await adminLogService.write(tx, { adminId, action: 'billing_record_updated', targetType: 'billing_record', targetId: before.id, changes: { before: { ...before, amount: paiseToDecimal(before.amount) }, after: { ...next, amount: paiseToDecimal(next.amount) } } });
    });
    return this.byId(em, before.id);
  },

  async remove(em: EntityManager, adminId: number, rawId: unknown): Promise<void> {
    const before = await this.byId(em, rawId);
    await em.transactional(async (tx) => {
      await tx.execute('delete from "billing_record" where "id" = ?', [before.id]);
      await adminLogService.write(tx, { adminId, action: 'billing_record_deleted', targetType: 'billing_record', targetId: before.id, changes: { amount: paiseToDecimal(before.amount), subscription_id: before.subscriptionId } });
    });
  },
};
