import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeUnit } from '@fruit-shop/common/units';
import type { AdminActor } from '../../core/audit.js';
import { shopEvents } from '../../core/events.js';
import { lineUnitPrice, priceLines } from '../../core/pricing.js';
import { AppError, badInput, notFound, parseId } from '../../lib/errors.js';
import { decimalToPaise, paiseToDecimal } from '../../lib/money.js';
import { maxOrderable } from '../cart/cart.service.js';
import { inventoryService } from '../catalog/inventory.service.js';
import { couponService } from '../coupons/coupon.service.js';
import { shopProfileService } from '../settings/shop-profile.service.js';
import { selectOrder, type OrderRecord } from './order.queries.js';

/*
 * The back office's writes to an order's lines (spec §7). An order's lines change only while
 * nothing was paid for them and the order has not left the shop (pending or processing, not
 * paid): stock moves with them (catalog logs it as admin_adjustment) and the order's figures
 * are computed again by the same pricing as checkout.
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

/** The order's figures from its lines and its coupon's terms, as checkout computes them. */
async function repriceOrder(tx: EntityManager, orderId: number, couponId: number | null): Promise<void> {
  const items = await tx.execute<{ list_price: string; price_at_purchase: string; quantity: number }[]>(
    'select "list_price"::text, "price_at_purchase"::text, "quantity" from "order_item" where "order_id" = ?',
    [orderId],
  );
  const coupon = couponId === null ? null : await couponService.terms(tx, couponId);
  const totals = priceLines(items.map((i) => ({ price: decimalToPaise(i.list_price), discountPrice: decimalToPaise(i.price_at_purchase), quantity: i.quantity })), coupon, await shopProfileService.fees(tx));
  await tx.execute(
    `update "shop_order" set "subtotal" = ?, "savings" = ?, "delivery_fee" = ?, "handling_fee" = ?, "coupon_discount" = ?, "total" = ?, "updated_at" = now() where "id" = ?`,
    [...[totals.subtotal, totals.savings, totals.deliveryFee, totals.handlingFee, totals.couponDiscount, totals.total].map(paiseToDecimal), orderId],
  );
  // A payment window opened for the old total can no longer pay this order (payments voids it).
  await shopEvents.publish(tx, 'order-repriced', { orderId });
}

function quantityOf(raw: unknown): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 99) throw badInput('Quantity must be a whole number from 1 to 99', 'quantity');
  return n;
}

export const orderItemAdminService = {
  /** Adds a product to an order at its current price (merging with an existing line). */
  async add(em: EntityManager, by: AdminActor, input: { orderId: unknown; productId: unknown; quantity: unknown }): Promise<OrderRecord> {
    const orderId = parseId(input.orderId as string, 'order_id');
    const productId = parseId(input.productId as string, 'product_id');
    const quantity = quantityOf(input.quantity);
    await em.transactional(async (tx) => {
      const order = await lockEditableOrder(tx, orderId);
      const product = await inventoryService.forOrderLine(tx, productId);
      if (!product || !product.isActive) throw notFound('Product not found');
      const [line] = await tx.execute<{ id: number; quantity: number }[]>('select "id", "quantity" from "order_item" where "order_id" = ? and "product_id" = ?', [orderId, productId]);
      // The line's limit (max_order_limit, 99); stock itself is checked by the update that takes it.
      const limit = maxOrderable(Number.MAX_SAFE_INTEGER, product.maxOrderLimit);
      if ((line?.quantity ?? 0) + quantity > limit) throw new AppError('OUT_OF_STOCK', `At most ${limit} of ${product.name} can be ordered`);
      await inventoryService.moveForOrderEdit(tx, by, productId, -quantity, orderId);
      if (line) {
        await tx.execute('update "order_item" set "quantity" = "quantity" + ?, "sub_total" = "price_at_purchase" * ("quantity" + ?) where "id" = ?', [quantity, quantity, line.id]);
      } else {
        const price = product.price;
        const unit = lineUnitPrice({ price, discountPrice: product.discountPrice, quantity });
        await tx.execute(
          `insert into "order_item" ("order_id", "product_id", "product_name", "product_image", "unit", "quantity", "list_price", "price_at_purchase", "sub_total") values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [orderId, productId, product.name, product.image, normalizeUnit(product.unit), quantity, paiseToDecimal(price), paiseToDecimal(unit), paiseToDecimal(unit * quantity)],
        );
      }
      await repriceOrder(tx, orderId, order.coupon_id);
      await by.record(tx, { action: 'order_item_added', targetType: 'order', targetId: orderId, changes: { product_id: productId, quantity } });
    });
    return (await selectOrder(em, orderId))!;
  },

  async setQuantity(em: EntityManager, by: AdminActor, rawItemId: unknown, rawQuantity: unknown): Promise<OrderRecord> {
    const itemId = parseId(rawItemId as string, 'id');
    const quantity = quantityOf(rawQuantity);
    const orderId = await em.transactional(async (tx) => {
      const [item] = await tx.execute<{ order_id: number; product_id: number; quantity: number }[]>('select "order_id", "product_id", "quantity" from "order_item" where "id" = ?', [itemId]);
      if (!item) throw notFound('Order item not found');
      const order = await lockEditableOrder(tx, item.order_id);
      await inventoryService.moveForOrderEdit(tx, by, item.product_id, item.quantity - quantity, item.order_id);
      await tx.execute('update "order_item" set "quantity" = ?, "sub_total" = "price_at_purchase" * ? where "id" = ?', [quantity, quantity, itemId]);
      await repriceOrder(tx, item.order_id, order.coupon_id);
      await by.record(tx, { action: 'order_item_updated', targetType: 'order', targetId: item.order_id, changes: { item_id: itemId, quantity: { from: item.quantity, to: quantity } } });
      return item.order_id;
    });
    return (await selectOrder(em, orderId))!;
  },

  async remove(em: EntityManager, by: AdminActor, rawItemId: unknown): Promise<OrderRecord> {
    const itemId = parseId(rawItemId as string, 'id');
    const orderId = await em.transactional(async (tx) => {
      const [item] = await tx.execute<{ order_id: number; product_id: number; quantity: number }[]>('select "order_id", "product_id", "quantity" from "order_item" where "id" = ?', [itemId]);
      if (!item) throw notFound('Order item not found');
      const order = await lockEditableOrder(tx, item.order_id);
      const [{ n }] = await tx.execute<{ n: number }[]>('select count(*)::int as "n" from "order_item" where "order_id" = ?', [item.order_id]);
      if (n <= 1) throw new AppError('CONFLICT', 'An order keeps at least one item; cancel the order instead');
      await tx.execute('delete from "order_item" where "id" = ?', [itemId]);
      await inventoryService.moveForOrderEdit(tx, by, item.product_id, item.quantity, item.order_id);
      await repriceOrder(tx, item.order_id, order.coupon_id);
      await by.record(tx, { action: 'order_item_removed', targetType: 'order', targetId: item.order_id, changes: { item_id: itemId, product_id: item.product_id, quantity: item.quantity } });
      return item.order_id;
    });
    return (await selectOrder(em, orderId))!;
  },
};

