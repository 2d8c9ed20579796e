import type { EntityManager } from '@mikro-orm/postgresql';
import { diffChanges, type AdminActor } from '../../core/audit.js';
import { badInput, notFound, parseId } from '../../lib/errors.js';
import { minuteToTime, timeToMinute } from '@fruit-shop/common/delivery.rules';
import { cleanPincode } from './delivery.service.js';

/*
 * The back office's delivery settings (docs/decisions/0023-delivery-slots.md): serviceable
 * pincodes, daily slots with their capacity, the same-day cut-off. Each change is logged in its
 * own transaction (core/audit.ts).
 */

export interface DeliveryPincodeRecord {
  code: string;
  /** Slots offered only to this pincode (besides the shop-wide ones). */
  slotCount: number;
  createdAt: Date;
}

export interface DeliverySlotRecord {
  id: number;
  /** null: offered to every serviceable pincode. */
  pincode: string | null;
  start: string;
  end: string;
  capacity: number;
  isActive: boolean;
}

export interface DeliverySlotFields {
  pincode: string | null;
  start: string;
  end: string;
  capacity: number;
  isActive: boolean;
}

type SlotRaw = { id: number; pincode: string | null; start_minute: number; end_minute: number; capacity: number; is_active: boolean };
const SLOT_COLUMNS = '"id", "pincode", "start_minute", "end_minute", "capacity", "is_active"';
const toSlot = (r: SlotRaw): DeliverySlotRecord => ({ id: r.id, pincode: r.pincode, start: minuteToTime(r.start_minute), end: minuteToTime(r.end_minute), capacity: r.capacity, isActive: r.is_active });

export const MAX_SLOT_CAPACITY = 100_000;

function cleanSlot(input: DeliverySlotFields): { pincode: string | null; start: number; end: number; capacity: number; isActive: boolean } {
  const pincode = input.pincode === null || input.pincode === undefined || String(input.pincode).trim() === '' ? null : cleanPincode(input.pincode);
  const start = timeToMinute(String(input.start ?? ''));
  if (start === null || start >= 1440) throw badInput('Please enter a start time as HH:MM (00:00 to 23:59)', 'start');
  const end = timeToMinute(String(input.end ?? ''));
  if (end === null) throw badInput('Please enter an end time as HH:MM (00:00 to 24:00)', 'end');
  if (end <= start) throw badInput('A slot must end after it starts', 'end');
  if (!Number.isInteger(input.capacity) || input.capacity < 0 || input.capacity > MAX_SLOT_CAPACITY) throw badInput(`Capacity must be a whole number of orders from 0 to ${MAX_SLOT_CAPACITY}`, 'capacity');
  if (typeof input.isActive !== 'boolean') throw badInput('is_active must be true or false', 'is_active');
  return { pincode, start, end, capacity: input.capacity, isActive: input.isActive };
}

async function requireServed(tx: EntityManager, pincode: string | null) {
  if (pincode === null) return;
  const [row] = await tx.execute<{ one: number }[]>('select 1 as "one" from "delivery_pincode" where "code" = ?', [pincode]);
  if (!row) throw badInput(`Add pincode ${pincode} to the serviceable pincodes first`, 'pincode');
}

export const deliveryAdminService = {
  async pincodes(em: EntityManager): Promise<DeliveryPincodeRecord[]> {
    const rows = await em.execute<{ code: string; slot_count: number; created_at: Date }[]>(
      `select p."code", (select count(*)::int from "delivery_slot" s where s."pincode" = p."code") as "slot_count", p."created_at"
       from "delivery_pincode" p order by p."code"`,
    );
    return rows.map((r) => ({ code: r.code, slotCount: r.slot_count, createdAt: new Date(r.created_at) }));
  },

  /** Adds a pincode (adding one that is already served changes nothing). Returns whether it was added. */
  async addPincode(em: EntityManager, by: AdminActor, raw: unknown): Promise<{ code: string; added: boolean }> {
    const code = cleanPincode(raw);
    return em.transactional(async (tx) => {
      const inserted = await tx.execute<{ code: string }[]>('insert into "delivery_pincode" ("code") values (?) on conflict do nothing returning "code"', [code]);
      if (inserted.length) await by.record(tx, { action: 'delivery_pincode_added', targetType: 'delivery_pincode', targetId: code, changes: { code } });
      return { code, added: inserted.length > 0 };
    });
  },

  /** Stops delivering to a pincode; its own slots go with it (orders keep the slot they booked). */
  async removePincode(em: EntityManager, by: AdminActor, raw: unknown): Promise<void> {
    const code = cleanPincode(raw);
    await em.transactional(async (tx) => {
      const removed = await tx.execute<{ code: string }[]>('delete from "delivery_pincode" where "code" = ? returning "code"', [code]);
      if (!removed.length) throw notFound('Pincode not found');
      await by.record(tx, { action: 'delivery_pincode_removed', targetType: 'delivery_pincode', targetId: code, changes: { code } });
    });
  },

  async slots(em: EntityManager): Promise<DeliverySlotRecord[]> {
    const rows = await em.execute<SlotRaw[]>(`select ${SLOT_COLUMNS} from "delivery_slot" order by "pincode" nulls first, "start_minute", "end_minute", "id"`);
    return rows.map(toSlot);
  },

  async createSlot(em: EntityManager, by: AdminActor, input: DeliverySlotFields): Promise<DeliverySlotRecord> {
    const s = cleanSlot(input);
    return em.transactional(async (tx) => {
      await requireServed(tx, s.pincode);
      const [row] = await tx.execute<SlotRaw[]>(
        `insert into "delivery_slot" ("pincode", "start_minute", "end_minute", "capacity", "is_active") values (?, ?, ?, ?, ?) returning ${SLOT_COLUMNS}`,
        [s.pincode, s.start, s.end, s.capacity, s.isActive],
      );
      const slot = toSlot(row);
      await by.record(tx, { action: 'delivery_slot_created', targetType: 'delivery_slot', targetId: slot.id, changes: diffChanges({}, { ...slot }) });
      return slot;
    });
  },

  /** Changes a slot; orders already booked keep the window they were promised. */
  async updateSlot(em: EntityManager, by: AdminActor, rawId: string | number, input: DeliverySlotFields): Promise<DeliverySlotRecord> {
    const id = parseId(rawId, 'id');
    const s = cleanSlot(input);
    return em.transactional(async (tx) => {
      const [before] = await tx.execute<SlotRaw[]>(`select ${SLOT_COLUMNS} from "delivery_slot" where "id" = ? for update`, [id]);
      if (!before) throw notFound('Delivery slot not found');
      await requireServed(tx, s.pincode);
      const [row] = await tx.execute<SlotRaw[]>(
        `update "delivery_slot" set "pincode" = ?, "start_minute" = ?, "end_minute" = ?, "capacity" = ?, "is_active" = ? where "id" = ? returning ${SLOT_COLUMNS}`,
        [s.pincode, s.start, s.end, s.capacity, s.isActive, id],
      );
      const slot = toSlot(row);
      const changes = diffChanges({ ...toSlot(before) }, { ...slot });
      if (Object.keys(changes).length) await by.record(tx, { action: 'delivery_slot_updated', targetType: 'delivery_slot', targetId: id, changes });
      return slot;
    });
  },

  /** Deletes a slot no order booked; one with bookings is deactivated instead (its orders keep it). */
  async removeSlot(em: EntityManager, by: AdminActor, rawId: string | number): Promise<{ deleted: boolean; slot: DeliverySlotRecord }> {
    const id = parseId(rawId, 'id');
    return em.transactional(async (tx) => {
      const [row] = await tx.execute<(SlotRaw & { used: boolean })[]>(
        `select ${SLOT_COLUMNS}, exists(select 1 from "delivery_slot_booking" b where b."slot_id" = "delivery_slot"."id" and b."booked" > 0) as "used"
         from "delivery_slot" where "id" = ? for update`,
        [id],
      );
      if (!row) throw notFound('Delivery slot not found');
      if (row.used) {
        const [off] = await tx.execute<SlotRaw[]>(`update "delivery_slot" set "is_active" = false where "id" = ? returning ${SLOT_COLUMNS}`, [id]);
        if (row.is_active) await by.record(tx, { action: 'delivery_slot_deactivated', targetType: 'delivery_slot', targetId: id, changes: { isActive: { from: true, to: false } } });
        return { deleted: false, slot: toSlot(off) };
      }
      await tx.execute('delete from "delivery_slot" where "id" = ?', [id]);
      await by.record(tx, { action: 'delivery_slot_deleted', targetType: 'delivery_slot', targetId: id, changes: { ...toSlot(row) } });
      return { deleted: true, slot: toSlot(row) };
    });
  },

  async cutoffMinutes(em: EntityManager): Promise<number> {
    const [row] = await em.execute<{ cutoff_minutes: number }[]>('select "cutoff_minutes" from "delivery_setting" where "id" = 1');
    return row?.cutoff_minutes ?? 120;
  },

  async subscriptionLeadHours(em: EntityManager): Promise<number> {
    const [row] = await em.execute<{ hours: number }[]>('select "subscription_lead_hours" as "hours" from "delivery_setting" where "id" = 1');
    return row?.hours ?? 24;
  },

  /** How many hours before a window's cut-off a subscription's delivery becomes an order (1–48; docs/decisions/0038). */
  async setSubscriptionLeadHours(em: EntityManager, by: AdminActor, hours: unknown): Promise<number> {
    if (typeof hours !== 'number' || !Number.isInteger(hours) || hours < 1 || hours > 48) {
      throw badInput('Subscription orders are made a whole number of hours from 1 to 48 before the cut-off', 'subscription_lead_hours');
    }
    return em.transactional(async (tx) => {
      const [before] = await tx.execute<{ hours: number }[]>('select "subscription_lead_hours" as "hours" from "delivery_setting" where "id" = 1 for update');
      await tx.execute('update "delivery_setting" set "subscription_lead_hours" = ? where "id" = 1', [hours]);
      if (before?.hours !== hours) {
        await by.record(tx, { action: 'subscription_lead_changed', targetType: 'delivery_setting', targetId: 1, changes: { subscriptionLeadHours: { from: before?.hours ?? null, to: hours } } });
      }
      return hours;
    });
  },

  /** The same-day cut-off: a slot stops taking orders this many minutes before it starts. */
  async setCutoffMinutes(em: EntityManager, by: AdminActor, minutes: unknown): Promise<number> {
    if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 0 || minutes > 1440) throw badInput('The cut-off must be a whole number of minutes from 0 to 1440', 'cutoff_minutes');
    return em.transactional(async (tx) => {
      const [before] = await tx.execute<{ cutoff_minutes: number }[]>('select "cutoff_minutes" from "delivery_setting" where "id" = 1 for update');
      await tx.execute('insert into "delivery_setting" ("id", "cutoff_minutes") values (1, ?) on conflict ("id") do update set "cutoff_minutes" = excluded."cutoff_minutes"', [minutes]);
      if (before?.cutoff_minutes !== minutes) {
        await by.record(tx, { action: 'delivery_cutoff_changed', targetType: 'delivery_setting', targetId: 1, changes: { cutoffMinutes: { from: before?.cutoff_minutes ?? null, to: minutes } } });
      }
      return minutes;
    });
  },
};
