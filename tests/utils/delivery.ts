import type { MikroORM } from '@mikro-orm/postgresql';
import { addDays, shopDate } from '@fruit-shop/common/delivery.rules';
import { getJson } from './api-client.js';

export interface SlotOfferReply {
  id: string;
  date: string;
  start: string;
  end: string;
  available: number;
  status: string;
}

/** GET /api/delivery-slots for a pincode, on the shared test server unless `base` is given. */
export async function deliverySlots(pincode: string, base?: string): Promise<{ serviceable: boolean; slots: SlotOfferReply[] }> {
  const path = `/api/delivery-slots?pincode=${encodeURIComponent(pincode)}`;
  const reply = base ? await fetch(`${base}${path}`).then(async (r) => ({ status: r.status, body: await r.json() })) : await getJson(path);
  if (reply.status !== 200) throw new Error(`delivery slots answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body as { serviceable: boolean; slots: SlotOfferReply[] };
}

/**
 * An open slot with room for a pincode (the seeded shop delivers to the demo cities): what a
 * checkout test sends as delivery_slot_id / deliverySlotId. The one with the most room, so
 * suites sharing the server do not fill the same slot.
 */
export async function openSlotId(pincode = '411001', base?: string): Promise<string> {
  const { serviceable, slots } = await deliverySlots(pincode, base);
  const open = slots.filter((s) => s.status === 'open' && s.available > 0).sort((a, b) => b.available - a.available);
  if (!serviceable || !open.length) throw new Error(`no open delivery slot for ${pincode}`);
  return open[0].id;
}

/**
 * A slot of its own for a test file (12:00–13:00 tomorrow, room for 10 000 orders) at a served
 * pincode, made straight in the database: tests about stock, coupons or payments then never
 * meet a full or closed slot, whatever the time of day or the other suites. Its id as
 * placeOrder takes it.
 */
export async function roomySlotId(orm: MikroORM, pincode = '411001'): Promise<string> {
  const em = orm.em.fork();
  await em.execute('insert into "delivery_pincode" ("code") values (?) on conflict do nothing', [pincode]);
  const [row] = await em.execute<{ id: number }[]>(
    `insert into "delivery_slot" ("pincode", "start_minute", "end_minute", "capacity") values (?, 720, 780, 10000) returning "id"`,
    [pincode],
  );
  return `${row.id}:${addDays(shopDate(new Date()), 1)}`;
}
