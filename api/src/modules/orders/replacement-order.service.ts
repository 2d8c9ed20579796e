import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput, notFound } from '../../lib/errors.js';
import { paiseToDecimal } from '../../lib/money.js';
import { deliveryService } from '../delivery/delivery.service.js';
import { orderNumberOf, selectOrder, type OrderRecord } from './order.queries.js';
import { logStock } from './order.service.js';
import { recordStatusChange } from './order-timeline.js';

/*
 * A free replacement of lines of a delivered order (issue 39 part 3, decision 0043). Orders own
 * the stock, the slot booking and the order rows, so a problem report's resolution hands its
 * lines here, in its own transaction:
 * - the order costs ₹0 and is confirmed for delivery at once (status paid, as a subscription's
 *   delivery is), so it is in its slot's pick list and run sheet, and gets no invoice;
 * - it names the order it replaces (`replacement_of_order_id`) and goes to the same address;
 * - the slot is booked as a shop order books it: the one named, else the soonest open one;
 * - stock is taken in full or not at all (a line short of stock refuses the replacement, and
 *   nothing is written), with the products locked in id order as a shop order locks them.
 */

export interface ReplacementInput {
  /** The delivered order whose lines are replaced. */
  orderId: number;
  /** Its lines (order item ids) and how many of each to send again. */
  lines: { itemId: number; quantity: number }[];
  /** `<slotId>:<YYYY-MM-DD>`; none: the soonest open slot for the order's pincode. */
  deliverySlotId?: string | null;
  adminId: number;
  /** Why, for the order's history ("Free replacement for FS-000042: problem report #7"). */
  reason: string;
}

type Taken = { id: number; stock_quantity: number };

/** Takes `quantity` of a product in full (its row locked until commit), or refuses. */
async function takeAll(tx: EntityManager, productId: number, quantity: number, name: string): Promise<Taken> {
  const [taken] = await tx.execute<Taken[]>(
    `update "product" set "stock_quantity" = "stock_quantity" - ?, "updated_at" = now()
     where "id" = ? and "is_active" and "stock_quantity" >= ? returning "id", "stock_quantity"`,
    [quantity, productId, quantity],
  );
  if (taken) return taken;
  const [product] = await tx.execute<{ stock_quantity: number; is_active: boolean }[]>('select "stock_quantity", "is_active" from "product" where "id" = ?', [productId]);
  const message = !product || !product.is_active ? `${name} is no longer sold, so it cannot be sent again` : `Only ${Math.max(product.stock_quantity, 0)} of ${name} in stock: not enough to replace ${quantity}`;
  throw new AppError('OUT_OF_STOCK', message, { productId: String(productId), available: product?.is_active ? Math.max(product.stock_quantity, 0) : 0 });
}

export const replacementOrderService = {
  /** Makes the replacement order in `tx` and returns it. */
  async place(tx: EntityManager, input: ReplacementInput): Promise<OrderRecord> {
    const original = await selectOrder(tx, input.orderId);
    if (!original) throw notFound('Order not found');
    if (!input.lines.length) throw badInput('Choose the lines to replace', 'lines');
    const wanted = new Map<number, { productId: number; quantity: number; item: OrderRecord['items'][number] }>();
    for (const line of input.lines) {
      const item = original.items.find((i) => i.id === line.itemId);
      if (!item) throw badInput('That line is not in this order', 'lines');
      const same = wanted.get(item.productId);
      if (same) same.quantity += line.quantity;
      else wanted.set(item.productId, { productId: item.productId, quantity: line.quantity, item });
    }
    const ship = original.shipping;
    // As a shop order: the slot's place first, then the products in id order.
    const slot = await deliveryService.book(tx, input.deliverySlotId ?? null, ship.postcode);
    const lines = [...wanted.values()].sort((a, b) => a.productId - b.productId);
    const taken: Taken[] = [];
    for (const line of lines) taken.push(await takeAll(tx, line.productId, line.quantity, line.item.productName));

    const [order] = await tx.execute<{ id: number }[]>(
      `insert into "shop_order" ("user_id", "status", "payment_method", "payment_status", "subtotal", "savings", "delivery_fee", "handling_fee",
         "coupon_discount", "total", "shipping_first_name", "shipping_last_name", "shipping_email", "shipping_phone", "shipping_address",
         "shipping_city", "shipping_state", "shipping_country", "shipping_postcode", "delivery_slot_id", "delivery_date", "delivery_start",
         "delivery_end", "customer_note", "replacement_of_order_id")
       values (?, 'paid', ?, 'paid', 0, 0, 0, 0, 0, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::date, ?, ?, ?, ?) returning "id"`,
      [
        original.userId,
        original.paymentMethod,
        ship.firstName,
        ship.lastName,
        ship.email,
        ship.phone,
        ship.address,
        ship.city,
        ship.state,
        ship.country,
        ship.postcode,
        slot.slotId,
        slot.date,
        slot.minutes.start,
        slot.minutes.end,
        original.customerNote,
        original.id,
      ],
    );
    await tx.execute(
      `insert into "order_item" ("order_id", "product_id", "product_name", "product_image", "unit", "quantity", "list_price", "price_at_purchase", "sub_total")
       values ${lines.map(() => '(?, ?, ?, ?, ?, ?, ?, 0, 0)').join(', ')}`,
      lines.flatMap((l) => [order.id, l.productId, l.item.productName, l.item.productImage, l.item.unit, l.quantity, paiseToDecimal(l.item.listPrice)]),
    );
    await logStock(
      tx,
      lines.map((l, i) => ({ productId: l.productId, change: -l.quantity, stockAfter: taken[i].stock_quantity })),
      'order',
      order.id,
      input.adminId,
    );
    await recordStatusChange(tx, order.id, null, 'paid', { actor: 'admin', adminId: input.adminId, reason: input.reason });
    return (await selectOrder(tx, order.id))!;
  },

  /** The order a replacement replaces, for these orders (one statement): replacement id → the original's id and number. */
  async originals(em: EntityManager, orderIds: number[]): Promise<Map<number, { orderId: number; orderNumber: string }>> {
    const found = new Map<number, { orderId: number; orderNumber: string }>();
    if (!orderIds.length) return found;
    const rows = await em.execute<{ id: number; replacement_of_order_id: number }[]>(
      `select "id", "replacement_of_order_id" from "shop_order" where "id" = any(string_to_array(?, ',')::int[]) and "replacement_of_order_id" is not null`,
      [orderIds.join(',')],
    );
    for (const r of rows) found.set(r.id, { orderId: r.replacement_of_order_id, orderNumber: orderNumberOf(r.replacement_of_order_id) });
    return found;
  },
};
