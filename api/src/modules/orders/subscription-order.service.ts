import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../lib/errors.js';
import { decimalToPaise, paiseToDecimal } from '../../lib/money.js';
import { normalizeUnit } from '@fruit-shop/common/units';
import type { ShippingDetails } from '@fruit-shop/common/checkout.rules';
import { deliveryService, type BookedSlot } from '../delivery/delivery.service.js';
import { selectOrder, type OrderRecord, type ShortfallLine } from './order.queries.js';
import { orderService } from './order.service.js';
import { recordStatusChange } from './order-timeline.js';

/*
 * A subscription's delivery as an order (issue 38 part 3, docs/decisions/0038). Orders own the
 * stock, the slot booking and the order rows, so the subscription scheduler hands its box here:
 * - the order is made in the caller's transaction, costs ₹0 (the subscription paid for it) and is
 *   confirmed for delivery at once (status paid), so it is in its slot's pick list and run sheet;
 * - the slot is booked as a shop order books it (capacity holds); a full window moves to the next
 *   window of the day, then the next day's (`moved`);
 * - stock is taken as a shop order takes it, but a line takes what there is: the rest is the
 *   order's shortfall. A seasonal pick takes the in-stock product of its category, sold by its
 *   unit, with the most stock (another one when the first cannot fill it);
 * - products are locked in id order, as a shop order locks them, so the two cannot deadlock.
 */

/** A box line as the scheduler resolved it (the plan's lines, in position order). */
export type DeliveryLine =
  | { kind: 'product'; productId: number; quantity: number; label: string }
  | { kind: 'pick'; categoryId: number; unit: string; quantity: number; label: string };

export interface SubscriptionDeliveryInput {
  userId: number;
  subscriptionId: number;
  /** The scheduled day (YYYY-MM-DD, shop time). */
  date: string;
  shipping: ShippingDetails;
  preferred: { slotId: number | null; start: number };
  lines: DeliveryLine[];
}

export interface SubscriptionDeliveryResult {
  order: OrderRecord;
  slot: BookedSlot & { moved: boolean };
  shortfall: ShortfallLine[];
}

type Taken = { id: number; name: string; image: string | null; unit: string; price: string; stock_quantity: number; taken: number };

/** Takes up to `quantity` of a product (what there is), locking its row; null when none could be taken. */
async function takeUpTo(tx: EntityManager, productId: number, quantity: number): Promise<Taken | null> {
  const [row] = await tx.execute<Taken[]>(
    `with p as (select "id", least("stock_quantity", ?)::int as "taken" from "product" where "id" = ? and "is_active" and "stock_quantity" > 0 for update)
     update "product" t set "stock_quantity" = t."stock_quantity" - p."taken", "updated_at" = now() from p where t."id" = p."id"
     returning t."id", t."name", t."image", t."unit", t."price"::text, t."stock_quantity", p."taken"`,
    [quantity, productId],
  );
  return row ?? null;
}

/** The active products of a category sold by `unit`, most stock first (no lock: chosen, then taken in id order). */
async function pickCandidates(tx: EntityManager, categoryId: number, unit: string, exclude: Set<number>): Promise<{ id: number; stock: number }[]> {
  const rows = await tx.execute<{ id: number; unit: string; stock_quantity: number }[]>(
    `select "id", "unit", "stock_quantity" from "product" where "category_id" = ? and "is_active" and "stock_quantity" > 0 order by "stock_quantity" desc, "id" limit 50`,
    [categoryId],
  );
  return rows.filter((r) => normalizeUnit(r.unit) === normalizeUnit(unit) && !exclude.has(r.id)).map((r) => ({ id: r.id, stock: r.stock_quantity }));
}

export const subscriptionOrderService = {
  /**
   * Makes the order of one delivery, in `tx` (the scheduler's transaction, with the subscription
   * locked). Throws SLOT_UNAVAILABLE when no window of the day or the next has room (nothing is
   * written; the scheduler tries again on its next run).
   */
  async placeDelivery(tx: EntityManager, input: SubscriptionDeliveryInput): Promise<SubscriptionDeliveryResult> {
    const slot = await deliveryService.bookForSubscription(tx, input.shipping.postcode, input.date, input.preferred);
    if (!slot) throw new AppError('SLOT_UNAVAILABLE', `No delivery window has room on ${input.date} or the day after for pincode ${input.shipping.postcode}`, { reason: 'none-open' });

    // Seasonal picks are chosen first (a product line's product is never the pick), then every
    // product is taken in id order.
    const inBox = new Set(input.lines.flatMap((l) => (l.kind === 'product' ? [l.productId] : [])));
    const wants: { productId: number; quantity: number; line: DeliveryLine; alternatives: number[] }[] = [];
    const unfilled: ShortfallLine[] = [];
    for (const line of input.lines) {
      if (line.kind === 'product') {
        wants.push({ productId: line.productId, quantity: line.quantity, line, alternatives: [] });
        continue;
      }
      const candidates = await pickCandidates(tx, line.categoryId, line.unit, inBox);
      const chosen = candidates.find((c) => c.stock >= line.quantity) ?? candidates[0];
      if (!chosen) {
        unfilled.push({ label: line.label, wanted: line.quantity, filled: 0 });
        continue;
      }
      inBox.add(chosen.id);
      wants.push({ productId: chosen.id, quantity: line.quantity, line, alternatives: candidates.filter((c) => c.id !== chosen.id).map((c) => c.id) });
    }
    wants.sort((a, b) => a.productId - b.productId);

    const taken: { product: Taken; line: DeliveryLine }[] = [];
    const shortfall: ShortfallLine[] = [...unfilled];
    for (const want of wants) {
      const product = await takeUpTo(tx, want.productId, want.quantity);
      let got = product?.taken ?? 0;
      if (product) taken.push({ product, line: want.line });
      // A pick whose product sold out meanwhile takes the rest from another of its category.
      for (const alternative of want.alternatives) {
        if (got >= want.quantity) break;
        if (alternative < want.productId) continue; // keep the id order of the locks
        const more = await takeUpTo(tx, alternative, want.quantity - got);
        if (more) {
          taken.push({ product: more, line: want.line });
          got += more.taken;
        }
      }
      if (got < want.quantity) shortfall.push({ label: want.line.label, wanted: want.quantity, filled: got });
    }

    // A product taken twice (a pick's alternative that is also another pick's) becomes one line.
    const lines = new Map<number, { product: Taken; quantity: number }>();
    for (const t of taken) {
      const line = lines.get(t.product.id);
      if (line) {
        line.quantity += t.product.taken;
        line.product = t.product;
      } else lines.set(t.product.id, { product: t.product, quantity: t.product.taken });
    }
    const filled = [...lines.values()];
    const ship = input.shipping;
    const nothing = filled.length === 0;
    const status = nothing ? 'cancelled' : 'paid';
    const [order] = await tx.execute<{ id: number }[]>(
      `insert into "shop_order" ("user_id", "status", "payment_method", "payment_status", "subtotal", "savings", "delivery_fee", "handling_fee",
         "coupon_discount", "total", "shipping_first_name", "shipping_last_name", "shipping_email", "shipping_phone", "shipping_address",
         "shipping_city", "shipping_state", "shipping_country", "shipping_postcode", "delivery_slot_id", "delivery_date", "delivery_start",
         "delivery_end", "subscription_user_id", "subscription_date", "shortfall", "cancel_reason")
       values (?, ?, 'card', 'paid', 0, 0, 0, 0, 0, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::date, ?, ?, ?, ?::date, ?::jsonb, ?) returning "id"`,
      [
        input.userId,
        status,
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
        input.subscriptionId,
        input.date,
        shortfall.length ? JSON.stringify(shortfall) : null,
        nothing ? 'Nothing in the box was in stock for this delivery' : null,
      ],
    );
    if (filled.length) {
      const values = filled.map(() => '(?, ?, ?, ?, ?, ?, ?, 0, 0)').join(', ');
      await tx.execute(
        `insert into "order_item" ("order_id", "product_id", "product_name", "product_image", "unit", "quantity", "list_price", "price_at_purchase", "sub_total") values ${values}`,
        filled.flatMap((l) => [order.id, l.product.id, l.product.name, l.product.image, normalizeUnit(l.product.unit), l.quantity, paiseToDecimal(decimalToPaise(l.product.price))]),
      );
      await tx.execute(
        `insert into "inventory_log" ("product_id", "change", "stock_after", "reason", "order_id", "admin_id") values ${filled.map(() => '(?, ?, ?, ?, ?, null)').join(', ')}`,
        filled.flatMap((l) => [l.product.id, -l.quantity, l.product.stock_quantity, 'order', order.id]),
      );
    } else {
      // Nothing to deliver: the place booked is given back.
      await deliveryService.release(tx, slot.slotId, slot.date);
    }
    await recordStatusChange(tx, order.id, null, status, { actor: 'system', adminId: null, reason: nothing ? 'Nothing in the box was in stock' : 'Subscription delivery' });
    return { order: (await selectOrder(tx, order.id))!, slot, shortfall };
  },

  /**
   * Cancels a subscription's delivery order that a pause, a skip or the subscription's end has
   * released before its cut-off: stock and slot go back, the customer is not sent a separate
   * status message (the subscription's change is the message), and the day may be made again.
   * Returns whether an order was cancelled.
   */
  async release(tx: EntityManager, orderId: number, reason: string): Promise<boolean> {
    const [row] = await tx.execute<{ status: string }[]>('select "status" from "shop_order" where "id" = ? and "subscription_user_id" is not null for update', [orderId]);
    if (!row || !['paid', 'pending', 'processing'].includes(row.status)) return false;
    await orderService.moveLocked(tx, orderId, row.status as 'paid', 'cancelled', { actor: 'system', adminId: null, reason, restockReason: 'order_cancelled', notify: false });
    await tx.execute('update "shop_order" set "subscription_released" = true where "id" = ?', [orderId]);
    return true;
  },

  /** The subscription's delivery orders not delivered or cancelled yet, for the days from `from` on. */
  async openDeliveries(tx: EntityManager, subscriptionId: number, from: string): Promise<{ id: number; date: string; deliveryDate: string; start: number }[]> {
    const rows = await tx.execute<{ id: number; subscription_date: string; delivery_date: string; delivery_start: number }[]>(
      `select "id", to_char("subscription_date", 'YYYY-MM-DD') as "subscription_date", to_char("delivery_date", 'YYYY-MM-DD') as "delivery_date", "delivery_start"
       from "shop_order" where "subscription_user_id" = ? and "subscription_date" >= ?::date and "status" in ('pending', 'paid', 'processing') order by "subscription_date"`,
      [subscriptionId, from],
    );
    return rows.map((r) => ({ id: r.id, date: r.subscription_date, deliveryDate: r.delivery_date, start: r.delivery_start }));
  },
};

