import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput } from '../../lib/errors.js';
import { addDays, DELIVERY_MESSAGES, minuteToTime, notServiceableMessage, shopDate, shopInstant, SLOT_DAYS, timeToMinute } from '@fruit-shop/common/delivery.rules';
import { noSlotOpenMessage } from '@fruit-shop/common/fulfilment.rules';

/*
 * Delivery slots by pincode (docs/decisions/0023-delivery-slots.md). This module owns
 * `delivery_pincode`, `delivery_slot`, `delivery_slot_booking` and `delivery_setting`; orders
 * book and release through this service inside the order's transaction.
 *
 * A slot offered to a shopper is a (daily slot, shop date) pair with the id
 * `<slotId>:<YYYY-MM-DD>`: nothing is stored until an order books it, and the server re-derives
 * everything (pincode, day window, cut-off, capacity) from that id at submit.
 */

/** "Now" for the slot rules; tests replace it to stand at a chosen moment. */
export const deliveryClock = { now: (): Date => new Date() };

const PINCODE = /^[1-9]\d{5}$/;

export interface SlotOffer {
  /** `<slotId>:<YYYY-MM-DD>` */
  id: string;
  date: string;
  start: string;
  end: string;
  capacity: number;
  /** Orders it can still take now: 0 when full or closed. */
  available: number;
  status: 'open' | 'full' | 'closed';
}

export interface SlotAnswer {
  pincode: string;
  serviceable: boolean;
  slots: SlotOffer[];
}

/** What an order keeps of the slot it booked. */
export interface BookedSlot {
  id: string;
  slotId: number;
  date: string;
  start: string;
  end: string;
  /** The window in minutes after midnight, as the order stores it. */
  minutes: { start: number; end: number };
}

/** A daily window a subscription may choose (a slot, without a day). */
export interface DeliveryWindow {
  slotId: number;
  start: string;
  end: string;
  minutes: { start: number; end: number };
}

const windowOf = (r: { id: number; start_minute: number; end_minute: number }): DeliveryWindow => ({
  slotId: r.id,
  start: minuteToTime(r.start_minute),
  end: minuteToTime(r.end_minute),
  minutes: { start: r.start_minute, end: r.end_minute },
});

type SlotRow = { id: number; pincode: string | null; start_minute: number; end_minute: number; capacity: number; is_active: boolean };

/**
 * Takes one place in a (slot, day), in the order's transaction: the first order of the day
 * creates its row; later ones add to it only while there is room. The conflicting row is
 * locked and the condition checked on its latest version, so racing orders queue on it and
 * never take more than the capacity (as stock is taken). Returns whether a place was taken.
 */
async function takePlace(tx: EntityManager, slotId: number, date: string): Promise<boolean> {
  const taken = await tx.execute<{ booked: number }[]>(
    `insert into "delivery_slot_booking" as b ("slot_id", "date", "booked")
       select s."id", ?::date, 1 from "delivery_slot" s where s."id" = ? and s."capacity" >= 1
     on conflict ("slot_id", "date") do update set "booked" = b."booked" + 1
       where b."booked" < (select "capacity" from "delivery_slot" where "id" = b."slot_id")
     returning b."booked"`,
    [date, slotId],
  );
  return taken.length > 0;
}

const timeToMinutes = (time: string) => timeToMinute(time)!;

export function cleanPincode(raw: unknown, field = 'pincode'): string {
  const code = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!code) throw badInput('Please enter your pincode', field);
  if (!PINCODE.test(code)) throw badInput('Please enter a valid 6-digit pincode', field);
  return code;
}

/** `<slotId>:<YYYY-MM-DD>` → its parts; anything else is refused as a slot that does not exist. */
export function parseSlotId(raw: unknown): { slotId: number; date: string } {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) throw badInput(DELIVERY_MESSAGES.chooseSlot, 'deliverySlotId');
  const match = typeof raw === 'string' ? /^(\d{1,9}):(\d{4}-\d{2}-\d{2})$/.exec(raw.trim()) : null;
  const date = match?.[2];
  if (!match || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
    throw new AppError('SLOT_UNAVAILABLE', DELIVERY_MESSAGES.invalidSlot, { field: 'deliverySlotId', reason: 'unknown' });
  }
  return { slotId: Number(match[1]), date: date! };
}

/** The shop dates slots are offered for at `now`: today and the next days. */
export function offeredDates(now: Date): string[] {
  const today = shopDate(now);
  return Array.from({ length: SLOT_DAYS }, (_, i) => addDays(today, i));
}

/** Whether a slot of `date` starting at `startMinute` no longer takes orders at `now`. */
export function isClosed(date: string, startMinute: number, cutoffMinutes: number, now: Date): boolean {
  return now.getTime() >= shopInstant(date, startMinute - cutoffMinutes).getTime();
}

async function cutoff(em: EntityManager): Promise<number> {
  const [row] = await em.execute<{ cutoff_minutes: number }[]>('select "cutoff_minutes" from "delivery_setting" where "id" = 1');
  return row?.cutoff_minutes ?? 120;
}

export const deliveryService = {
  /** Whether the shop delivers to a pincode (format already checked). */
  async isServiceable(em: EntityManager, pincode: string): Promise<boolean> {
    const [row] = await em.execute<{ one: number }[]>('select 1 as "one" from "delivery_pincode" where "code" = ?', [pincode]);
    return Boolean(row);
  },

  /** The slots of the next days for a pincode, open or not, in time order (three statements). */
  async slotsFor(em: EntityManager, rawPincode: unknown, now = deliveryClock.now()): Promise<SlotAnswer> {
    const pincode = cleanPincode(rawPincode);
    if (!(await this.isServiceable(em, pincode))) return { pincode, serviceable: false, slots: [] };
    const dates = offeredDates(now);
    const slots = await em.execute<SlotRow[]>(
      `select "id", "pincode", "start_minute", "end_minute", "capacity", "is_active" from "delivery_slot"
       where "is_active" and ("pincode" is null or "pincode" = ?) order by "start_minute", "end_minute", "id"`,
      [pincode],
    );
    if (!slots.length) return { pincode, serviceable: true, slots: [] };
    const booked = await em.execute<{ slot_id: number; date: string; booked: number }[]>(
      `select "slot_id", to_char("date", 'YYYY-MM-DD') as "date", "booked" from "delivery_slot_booking"
       where "slot_id" = any(string_to_array(?, ',')::int[]) and "date" >= ?::date and "date" <= ?::date`,
      [slots.map((s) => s.id).join(','), dates[0], dates[dates.length - 1]],
    );
    const taken = new Map(booked.map((b) => [`${b.slot_id}:${b.date}`, b.booked]));
    const closesBefore = await cutoff(em);
    const offers: SlotOffer[] = [];
    for (const date of dates) {
      for (const slot of slots) {
        const id = `${slot.id}:${date}`;
        const left = Math.max(slot.capacity - (taken.get(id) ?? 0), 0);
        const closed = isClosed(date, slot.start_minute, closesBefore, now);
        offers.push({
          id,
          date,
          start: minuteToTime(slot.start_minute),
          end: minuteToTime(slot.end_minute),
          capacity: slot.capacity,
          available: closed ? 0 : left,
          status: closed ? 'closed' : left === 0 ? 'full' : 'open',
        });
      }
    }
    return { pincode, serviceable: true, slots: offers };
  },

  /**
   * Books one order into a slot, in the order's transaction (`tx`): the pincode must be served,
   * the slot offered for it, on one of the offered days, not past its cut-off, and not full.
   * The conditional update takes the booking row's lock until the order commits, so racing
   * orders queue on it and never take more than the capacity (as stock is taken).
   */
  async book(tx: EntityManager, rawSlotId: unknown, pincode: string, now = deliveryClock.now()): Promise<BookedSlot> {
    if (rawSlotId === undefined || rawSlotId === null || (typeof rawSlotId === 'string' && rawSlotId.trim() === '')) return this.bookSoonest(tx, pincode, now);
    // An unserved pincode is the first thing to say, whatever slot id came with it.
    let parsed: { slotId: number; date: string } | null = null;
    let badId: unknown = null;
    try {
      parsed = parseSlotId(rawSlotId);
    } catch (error) {
      badId = error;
    }
    // One read for the rules (pincode served, the slot, the cut-off), one write for the place:
    // an order's cost is its round trips (bench/README.md).
    const [row] = await tx.execute<(Partial<SlotRow> & { served: boolean; cutoff_minutes: number | null })[]>(
      `select exists(select 1 from "delivery_pincode" where "code" = ?) as "served",
              (select "cutoff_minutes" from "delivery_setting" where "id" = 1) as "cutoff_minutes",
              s."id", s."pincode", s."start_minute", s."end_minute", s."capacity", s."is_active"
       from (select 1) as one left join "delivery_slot" s on s."id" = ?`,
      [pincode, parsed?.slotId ?? 0],
    );
    if (!row.served) throw new AppError('NOT_SERVICEABLE', notServiceableMessage(pincode), { field: 'postcode' });
    if (!parsed) throw badId;
    const { slotId, date } = parsed;
    const refuse = (message: string, reason: string) => new AppError('SLOT_UNAVAILABLE', message, { field: 'deliverySlotId', reason });
    if (!row.id || !row.is_active) throw refuse(DELIVERY_MESSAGES.invalidSlot, 'unknown');
    const slot = row as SlotRow;
    if (slot.pincode !== null && slot.pincode !== pincode) throw refuse(DELIVERY_MESSAGES.slotForeign, 'foreign');
    const dates = offeredDates(now);
    if (date < dates[0] || isClosed(date, slot.start_minute, row.cutoff_minutes ?? 120, now)) throw refuse(DELIVERY_MESSAGES.slotClosed, 'closed');
    if (!dates.includes(date)) throw refuse(DELIVERY_MESSAGES.invalidSlot, 'unknown');
    if (!(await takePlace(tx, slotId, date))) throw refuse(DELIVERY_MESSAGES.slotFull, 'full');
    return { id: `${slotId}:${date}`, slotId, date, start: minuteToTime(slot.start_minute), end: minuteToTime(slot.end_minute), minutes: { start: slot.start_minute, end: slot.end_minute } };
  },

  /**
   * An order that names no slot (the spec's POST /api/orders, decisions: Orders and the
   * documented API) takes the soonest slot that is open for its pincode. Each candidate is
   * booked with the same conditional write as a named slot, so a race that fills one moves
   * on to the next; refused only when none is open.
   */
  async bookSoonest(tx: EntityManager, pincode: string, now = deliveryClock.now()): Promise<BookedSlot> {
    const answer = await this.slotsFor(tx, pincode, now);
    if (!answer.serviceable) throw new AppError('NOT_SERVICEABLE', notServiceableMessage(pincode), { field: 'postcode' });
    for (const offer of answer.slots) {
      if (offer.status !== 'open') continue;
      const { slotId, date } = parseSlotId(offer.id);
      if (!(await takePlace(tx, slotId, date))) continue;
      const start = timeToMinutes(offer.start);
      const end = timeToMinutes(offer.end);
      return { id: offer.id, slotId, date, start: offer.start, end: offer.end, minutes: { start, end } };
    }
    throw new AppError('SLOT_UNAVAILABLE', noSlotOpenMessage(pincode), { field: 'deliverySlotId', reason: 'none-open' });
  },

  /**
   * The daily windows offered for a pincode (active slots for it or for every pincode), by start
   * time; empty when the pincode is not served. A subscription chooses one of these.
   */
  async windowsFor(em: EntityManager, pincode: string): Promise<{ served: boolean; windows: DeliveryWindow[] }> {
    const rows = await em.execute<(SlotRow & { served: boolean })[]>(
      `select exists(select 1 from "delivery_pincode" where "code" = ?) as "served", s."id", s."pincode", s."start_minute", s."end_minute", s."capacity", s."is_active"
       from (select 1) as one left join "delivery_slot" s on s."is_active" and (s."pincode" is null or s."pincode" = ?) order by s."start_minute", s."end_minute", s."id"`,
      [pincode, pincode],
    );
    const served = Boolean(rows[0]?.served);
    const windows = served ? rows.filter((r) => r.id !== null).map((r) => windowOf(r)) : [];
    return { served, windows };
  },

  /** The minutes before a slot starts at which it closes to new orders (the shop's cut-off). */
  cutoffMinutes: cutoff,

  /**
   * Books a subscription's delivery of `date` (issue 38), in the order's transaction: the
   * preferred window of that day; when it is full, the next window of the same day; then the
   * next day's windows from the earliest. Places are taken as a shop order takes them (the same
   * conditional write), so capacity holds. Null when the pincode is no longer served or every
   * window of both days is full.
   */
  async bookForSubscription(tx: EntityManager, pincode: string, date: string, preferred: { slotId: number | null; start: number }): Promise<(BookedSlot & { moved: boolean }) | null> {
    const { served, windows } = await this.windowsFor(tx, pincode);
    if (!served || !windows.length) return null;
    const first = windows.find((w) => w.slotId === preferred.slotId) ?? windows.find((w) => w.minutes.start >= preferred.start) ?? windows[windows.length - 1];
    const sameDay = [first, ...windows.filter((w) => w !== first && w.minutes.start >= first.minutes.start)];
    const tries: { window: DeliveryWindow; date: string }[] = [...sameDay.map((window) => ({ window, date })), ...windows.map((window) => ({ window, date: addDays(date, 1) }))];
    for (const [i, attempt] of tries.entries()) {
      if (!(await takePlace(tx, attempt.window.slotId, attempt.date))) continue;
      const w = attempt.window;
      return { id: `${w.slotId}:${attempt.date}`, slotId: w.slotId, date: attempt.date, start: w.start, end: w.end, minutes: w.minutes, moved: i > 0 };
    }
    return null;
  },

  /** Gives a cancelled order's place back (in the cancelling transaction). */
  async release(tx: EntityManager, slotId: number, date: string): Promise<void> {
    await tx.execute('update "delivery_slot_booking" set "booked" = "booked" - 1 where "slot_id" = ? and "date" = ?::date and "booked" > 0', [slotId, date]);
  },
};
