import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput, notFound, parseId } from '../../lib/errors.js';
import { shopLinks } from '../../core/links.js';
import type { ShippingDetails } from '@fruit-shop/common/checkout.rules';
import { addDays, minuteToTime, notServiceableMessage, shopDate, shopInstant, slotLabel } from '@fruit-shop/common/delivery.rules';
import { boxLineLabel } from '@fruit-shop/common/plan-box.rules';
import { deliveriesBetween, type DeliverySchedule } from '@fruit-shop/common/subscription-schedule';
import { normalizeUnit } from '@fruit-shop/common/units';
import { deliveryClock, deliveryService } from '../delivery/delivery.service.js';
import { enqueueMessageOnce } from '../messaging/outbox.service.js';
import { subscriptionOrderService, type DeliveryLine } from '../orders/subscription-order.service.js';
import { selectOrders, type OrderRecord, type ShortfallLine } from '../orders/order.queries.js';
import { selectBoxLines } from './plan-box.queries.js';

/*
 * Where and when a subscription delivers, and the scheduler that turns each delivery day into
 * an order (issue 38 parts 2 and 3; docs/decisions/0038-subscriptions-that-deliver.md).
 *
 * - A subscription keeps the address it delivers to, whole (the saved address it came from may
 *   change or go; what was chosen stays), and its preferred daily window (a slot of the
 *   pincode's).
 * - The scheduler runs on every instance (SUBSCRIPTION_SCHEDULER_MS). For each active
 *   subscription it makes the order of every delivery day whose time has come: `lead hours`
 *   (delivery_setting.subscription_lead_hours) before the window's cut-off. Each subscription
 *   is done in its own transaction with its row locked (`for update skip locked`: another
 *   instance moves on to the next one), and the order's (subscription, day) is unique in the
 *   database: two schedulers, a rerun or a kill -9 between the order and the commit never make
 *   a second order for a day.
 */

/** The delivery a subscription keeps: where, and the preferred window. */
export interface SubscriptionDelivery {
  addressId: number | null;
  address: ShippingDetails;
  window: { slotId: number | null; start: string; end: string; minutes: { start: number; end: number } };
}

export interface DeliveryChoiceInput {
  addressId?: unknown;
  slotId?: unknown;
}

type AddressRow = {
  id: number;
  full_name: string | null;
  phone: string | null;
  address_line1: string;
  address_line2: string | null;
  landmark: string | null;
  city: string | null;
  state: string | null;
  country: string;
  pin_code: string | null;
  account_name: string;
  account_email: string;
  account_phone: string | null;
};

const NO_ADDRESS = 'Please add a delivery address to your account first';

function shippingOf(a: AddressRow): ShippingDetails {
  const name = (a.full_name?.trim() || a.account_name.trim() || 'Customer').split(/\s+/);
  const line = [a.address_line1, a.address_line2, a.landmark].map((p) => p?.trim()).filter(Boolean).join(', ');
  return {
    firstName: name[0],
    lastName: name.slice(1).join(' '),
    email: a.account_email,
    phone: (a.phone ?? a.account_phone ?? '').slice(0, 15),
    address: line,
    city: a.city ?? '',
    state: a.state ?? '',
    country: a.country || 'India',
    postcode: a.pin_code ?? '',
  };
}

/** Reads a stored delivery (the subscription's or the plan payment's columns). */
export function deliveryFromColumns(r: { address_id: number | null; delivery_address: ShippingDetails | null; slot_id: number | null; slot_start: number | null; slot_end: number | null }): SubscriptionDelivery | null {
  if (!r.delivery_address || r.slot_start === null || r.slot_end === null) return null;
  return {
    addressId: r.address_id,
    address: r.delivery_address,
    window: { slotId: r.slot_id, start: minuteToTime(r.slot_start), end: minuteToTime(r.slot_end), minutes: { start: r.slot_start, end: r.slot_end } },
  };
}

export const subscriptionDeliveryService = {
  /**
   * The delivery a customer chose: one of their saved addresses (absent: the primary one) and a
   * window offered for its pincode (absent: the earliest). Refused when the customer has no
   * address, the pincode is not served, or the window is not offered there.
   */
  async choose(em: EntityManager, userId: number, input: DeliveryChoiceInput): Promise<SubscriptionDelivery> {
    const named = input.addressId !== undefined && input.addressId !== null && input.addressId !== '';
    const addressId = named ? parseId(input.addressId as string | number, 'addressId') : null;
    const [row] = await em.execute<AddressRow[]>(
      `select a."id", a."full_name", a."phone", a."address_line1", a."address_line2", a."landmark", a."city", a."state", a."country", a."pin_code",
              concat_ws(' ', u."first_name", u."last_name") as "account_name", u."email" as "account_email", u."phone" as "account_phone"
       from "address" a join "app_user" u on u."id" = a."user_id"
       where a."user_id" = ? ${named ? 'and a."id" = ?' : ''} order by a."position" limit 1`,
      named ? [userId, addressId] : [userId],
    );
    if (!row) throw named ? notFound('Address not found') : new AppError('BAD_USER_INPUT', NO_ADDRESS, { field: 'addressId', reason: 'NO_ADDRESS' });
    const address = shippingOf(row);
    if (!/^[1-9]\d{5}$/.test(address.postcode)) throw badInput('Please add a 6-digit pincode to this address', 'addressId');
    const { served, windows } = await deliveryService.windowsFor(em, address.postcode);
    if (!served) throw new AppError('NOT_SERVICEABLE', notServiceableMessage(address.postcode), { field: 'addressId' });
    if (!windows.length) throw new AppError('SLOT_UNAVAILABLE', `No delivery window is offered for pincode ${address.postcode}`, { field: 'slotId', reason: 'none-open' });
    const named2 = input.slotId !== undefined && input.slotId !== null && input.slotId !== '';
    let window = windows[0];
    if (named2) {
      // A slot id from the slot list (`<slotId>:<date>`) names the same window.
      const slotId = parseId(String(input.slotId).split(':')[0], 'slotId');
      const found = windows.find((w) => w.slotId === slotId);
      if (!found) throw new AppError('SLOT_UNAVAILABLE', 'This delivery window is not offered for your pincode. Please choose another window.', { field: 'slotId', reason: 'foreign' });
      window = found;
    }
    return { addressId: row.id, address, window };
  },

  /**
   * The delivery a purchase carries: as `choose`, except that a customer with no saved address
   * and nothing named may still buy (the spec's POST /subscription-user has no address); the
   * subscription then asks for one, and its days make no orders until it has it.
   */
  async forPurchase(em: EntityManager, userId: number, input: DeliveryChoiceInput): Promise<SubscriptionDelivery | null> {
    try {
      return await this.choose(em, userId, input);
    } catch (error) {
      if (error instanceof AppError && error.extensions.reason === 'NO_ADDRESS') return null;
      throw error;
    }
  },

  /** The columns a delivery is stored in, in order: address_id, delivery_address, slot_id, slot_start, slot_end. */
  columns(d: SubscriptionDelivery): unknown[] {
    return [d.addressId, JSON.stringify(d.address), d.window.slotId, d.window.minutes.start, d.window.minutes.end];
  },

  /** Changes the address and the window of the owner's subscription, for deliveries not made yet. */
  async change(em: EntityManager, userId: number, rawId: string | number, input: DeliveryChoiceInput): Promise<void> {
    const id = parseId(rawId, 'subscriptionId');
    const delivery = await this.choose(em, userId, input);
    await em.transactional(async (tx) => {
      const [row] = await tx.execute<{ user_id: number; status: string }[]>('select "user_id", "status" from "subscription_user" where "id" = ? for update', [id]);
      if (!row || row.user_id !== userId) throw notFound('Subscription not found');
      if (row.status === 'cancelled') throw new AppError('INVALID_STATUS_CHANGE', 'A cancelled subscription cannot be changed', { reason: 'SUBSCRIPTION_CANCELLED' });
      await tx.execute(
        `update "subscription_user" set "address_id" = ?, "delivery_address" = ?::jsonb, "slot_id" = ?, "slot_start" = ?, "slot_end" = ?, "updated_at" = now() where "id" = ?`,
        [...this.columns(delivery), id],
      );
    });
  },

  /**
   * Makes the orders whose time has come (see the top of this file). Returns how many orders
   * were made. `now` is the injectable clock (deliveryClock); `only` limits the run to these
   * subscriptions (a test's own, or one subscription's run on demand).
   */
  async makeDue(em: EntityManager, now = deliveryClock.now(), only?: readonly number[]): Promise<number> {
    const today = shopDate(now);
    const [settings] = await em.execute<{ cutoff_minutes: number; lead_hours: number }[]>(
      'select "cutoff_minutes", "subscription_lead_hours" as "lead_hours" from "delivery_setting" where "id" = 1',
    );
    const cutoff = settings?.cutoff_minutes ?? 120;
    const leadMs = (settings?.lead_hours ?? 24) * 3_600_000;
    const horizon = addDays(today, 3);
    const ids = await em.execute<{ id: number }[]>(
      `select "id" from "subscription_user" where "status" = 'active' and "end_date" >= ?::date and "start_date" < ?::date and "delivery_address" is not null
         ${only ? 'and "id" = any(?::int[])' : ''} order by "id"`,
      only ? [today, horizon, `{${only.join(',')}}`] : [today, horizon],
    );
    let made = 0;
    for (const { id } of ids) {
      made += await em.fork().transactional((tx) => this.makeDueFor(tx, id, now, today, cutoff, leadMs));
    }
    return made;
  },

  /** One subscription's due orders, in its own transaction with its row locked (skipped if another instance has it). */
  async makeDueFor(tx: EntityManager, id: number, now: Date, today: string, cutoff: number, leadMs: number): Promise<number> {
    const [sub] = await tx.execute<
      {
        id: number;
        user_id: number;
        plan_id: number;
        plan_type: string;
        start_date: string;
        end_date: string;
        paused_from: string | null;
        paused_until: string | null;
        skipped_dates: string;
        address_id: number | null;
        delivery_address: ShippingDetails | null;
        slot_id: number | null;
        slot_start: number | null;
        slot_end: number | null;
      }[]
    >(
      `select "id", "user_id", "plan_id", "plan_type", "start_date"::text, "end_date"::text, "paused_from"::text, "paused_until"::text,
              array_to_string("skipped_dates", ',') as "skipped_dates", "address_id", "delivery_address", "slot_id", "slot_start", "slot_end"
       from "subscription_user" where "id" = ? and "status" = 'active' for update skip locked`,
      [id],
    );
    if (!sub) return 0;
    const delivery = deliveryFromColumns(sub);
    if (!delivery) return 0;
    const schedule: DeliverySchedule = {
      planType: sub.plan_type,
      startDate: sub.start_date,
      endDate: sub.end_date,
      skippedDates: sub.skipped_dates ? sub.skipped_dates.split(',') : [],
      pause: sub.paused_from && sub.paused_until ? { from: sub.paused_from, until: sub.paused_until } : null,
    };
    const start = delivery.window.minutes.start;
    const due = deliveriesBetween(schedule, addDays(today, -1), addDays(today, 3)).filter((date) => {
      const cutoffAt = shopInstant(date, start - cutoff).getTime();
      return now.getTime() >= cutoffAt - leadMs && now.getTime() < shopInstant(date, start).getTime();
    });
    if (!due.length) return 0;
    const made = await tx.execute<{ date: string }[]>(
      `select to_char("subscription_date", 'YYYY-MM-DD') as "date" from "shop_order" where "subscription_user_id" = ? and not "subscription_released" and "subscription_date" = any(?::date[])`,
      [id, `{${due.join(',')}}`],
    );
    const done = new Set(made.map((m) => m.date));
    const todo = due.filter((d) => !done.has(d));
    if (!todo.length) return 0;
    const lines = await this.boxOf(tx, sub.plan_id);
    if (!lines.length) return 0;
    let count = 0;
    for (const date of todo) {
      let result;
      try {
        result = await subscriptionOrderService.placeDelivery(tx, {
          userId: sub.user_id,
          subscriptionId: id,
          date,
          shipping: delivery.address,
          preferred: { slotId: delivery.window.slotId, start },
          lines,
        });
      } catch (error) {
        // Every window of the day and the next is full (nothing was written): tried again next run; staff are told once.
        if (error instanceof AppError && error.code === 'SLOT_UNAVAILABLE') {
          await tellAdmins(tx, `sub-noslot:${id}:${date}`, `No room for a subscription delivery on ${date}`, `Subscription #${id} could not be given a delivery window on ${date} or the day after: every window for pincode ${delivery.address.postcode} is full. The scheduler will try again.`);
          continue;
        }
        throw error;
      }
      count += 1;
      await tellCustomerAndStaff(tx, sub.user_id, result.order, result.shortfall, result.slot.moved, date);
      if (result.order.deliverySlot && result.order.deliverySlot.date <= addDays(today, 1)) await this.queueDayBefore(tx, result.order);
    }
    return count;
  },

  /** A plan's box as the order's lines, in position order. */
  async boxOf(tx: EntityManager, planId: number): Promise<DeliveryLine[]> {
    const [lines] = await selectBoxLines(tx, [planId]);
    if (!lines?.length) return [];
    const productIds = lines.flatMap((l) => (l.productId ? [l.productId] : []));
    const categoryIds = lines.flatMap((l) => (l.categoryId ? [l.categoryId] : []));
    const products = new Map(
      (await tx.execute<{ id: number; name: string; unit: string; weight: string | null }[]>('select "id", "name", "unit", "weight"::text from "product" where "id" = any(?::int[])', [`{${productIds.join(',')}}`])).map((p) => [p.id, p]),
    );
    const categories = new Map((await tx.execute<{ id: number; name: string }[]>('select "id", "name" from "category" where "id" = any(?::int[])', [`{${categoryIds.join(',')}}`])).map((c) => [c.id, c]));
    return lines.map((l): DeliveryLine => {
      if (l.productId) {
        const p = products.get(l.productId);
        const label = boxLineLabel({ quantity: l.quantity, unit: normalizeUnit(p?.unit), product: p ? { name: p.name, weight: p.weight === null ? null : Number(p.weight) } : { name: `product #${l.productId}` }, category: null });
        return { kind: 'product', productId: l.productId, quantity: l.quantity, label };
      }
      const label = boxLineLabel({ quantity: l.quantity, unit: l.unit ?? 'kg', product: null, category: categories.get(l.categoryId!) ?? null });
      return { kind: 'pick', categoryId: l.categoryId!, unit: l.unit ?? 'kg', quantity: l.quantity, label };
    });
  },

  /** The day-before note of one delivery order, once (stamped on the order, and once per order in the outbox). */
  async queueDayBefore(tx: EntityManager, order: OrderRecord): Promise<void> {
    const [account] = await tx.execute<{ email: string }[]>('select "email" from "app_user" where "id" = ? and "verified_at" is not null', [order.userId]);
    await tx.execute('update "shop_order" set "delivery_note_sent_at" = now() where "id" = ?', [order.id]);
    if (!account || !order.deliverySlot) return;
    const box = order.items.map((i) => `- ${i.quantity} × ${i.productName}`);
    const s = order.shipping;
    await enqueueMessageOnce(
      tx,
      {
        channel: 'email',
        to: account.email,
        subject: `Your fruit box arrives ${slotLabel(order.deliverySlot)}`,
        text: [
          `Hello ${s.firstName},`,
          '',
          `Your ${order.subscription?.planName ?? 'subscription'} box (order #${order.id}) arrives ${slotLabel(order.deliverySlot)}.`,
          `Delivering to: ${s.address}, ${s.city}, ${s.state} ${s.postcode}`,
          '',
          'In the box:',
          ...box,
          ...(order.subscription?.shortfall.length ? ['', 'Short this time:', ...order.subscription.shortfall.map((l) => `- ${l.label}: ${l.filled} of ${l.wanted}`)] : []),
          '',
          `Not home? Skip this delivery or pause your subscription before the cut-off: ${shopLinks.to('/subscriptions')}`,
          `Follow this delivery: ${shopLinks.to(`/orders/${order.id}`)}`,
        ].join('\n'),
      },
      `sub-day-before:${order.id}`,
    );
  },

  /**
   * Day-before notes for delivery orders made further ahead (a lead time of more than a day):
   * each confirmed delivery order of tomorrow (or today) not told yet. Every instance runs it;
   * `skip locked` gives each order to one of them.
   */
  async sendDayBeforeNotes(em: EntityManager, now = deliveryClock.now()): Promise<number> {
    const today = shopDate(now);
    return em.transactional(async (tx) => {
      const rows = await tx.execute<{ id: number }[]>(
        `select "id" from "shop_order" where "subscription_user_id" is not null and "delivery_note_sent_at" is null and "status" in ('paid', 'processing')
           and "delivery_date" between ?::date and ?::date order by "id" limit 200 for update skip locked`,
        [today, addDays(today, 1)],
      );
      for (const { id } of rows) {
        const [order] = await selectOrders(tx, 'o."id" = ?', [id], 1);
        if (order) await this.queueDayBefore(tx, order);
      }
      return rows.length;
    });
  },
};

async function tellAdmins(tx: EntityManager, key: string, subject: string, text: string): Promise<void> {
  const admins = await tx.execute<{ id: number; email: string }[]>(`select "id", "email" from "admin" where "status" = 'active' order by "id" limit 20`);
  for (const admin of admins) await enqueueMessageOnce(tx, { channel: 'email', to: admin.email, subject, text }, `${key}:${admin.id}`);
}

/** A short delivery (both told) and a moved window (the customer told). */
async function tellCustomerAndStaff(tx: EntityManager, userId: number, order: OrderRecord, shortfall: ShortfallLine[], moved: boolean, date: string): Promise<void> {
  if (!shortfall.length && !moved) return;
  const [account] = await tx.execute<{ email: string }[]>('select "email" from "app_user" where "id" = ? and "verified_at" is not null', [userId]);
  const short = shortfall.map((l) => `- ${l.label}: ${l.filled === 0 ? 'none' : `${l.filled} of ${l.wanted}`}`);
  const when = order.deliverySlot ? slotLabel(order.deliverySlot) : date;
  if (account) {
    const text = [
      `Hello ${order.shipping.firstName},`,
      '',
      ...(moved ? [`Your delivery window for ${date} was full, so your box (order #${order.id}) comes ${when}.`, ''] : []),
      ...(shortfall.length
        ? [order.status === 'cancelled' ? 'Nothing in your box was in stock for this delivery, so none will be made. We are sorry:' : 'Some of your box was not in stock for this delivery. We are sorry:', ...short, '']
        : []),
      `Your order: ${shopLinks.to(`/orders/${order.id}`)}`,
    ].join('\n');
    const subject = shortfall.length ? `Your fruit box for ${date} is short` : `Your fruit box comes ${when}`;
    await enqueueMessageOnce(tx, { channel: 'email', to: account.email, subject, text }, `sub-told:${order.id}`);
  }
  if (shortfall.length) {
    await tellAdmins(tx, `sub-short:${order.id}`, `Subscription delivery #${order.id} is short`, [`Order #${order.id} (subscription, ${date}) could not be filled:`, ...short].join('\n'));
  }
}
