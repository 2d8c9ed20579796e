import type { EntityManager } from '@mikro-orm/postgresql';
import { DELIVERY_PINCODES, DELIVERY_SLOTS } from './data/delivery.js';

/** Adds the missing serviceable pincodes, and the demo slots when the shop has none. */
export async function seedDelivery(em: EntityManager): Promise<{ deliveryPincodes: number; deliverySlots: number }> {
  const added = await em.execute<{ code: string }[]>(
    `insert into "delivery_pincode" ("code") select unnest(string_to_array(?, ',')) on conflict do nothing returning "code"`,
    [DELIVERY_PINCODES.join(',')],
  );
  const [{ count }] = await em.execute<{ count: number }[]>('select count(*)::int as "count" from "delivery_slot"');
  if (count > 0) return { deliveryPincodes: added.length, deliverySlots: 0 };
  for (const slot of DELIVERY_SLOTS) {
    await em.execute('insert into "delivery_slot" ("pincode", "start_minute", "end_minute", "capacity") values (null, ?, ?, ?)', [slot.start, slot.end, slot.capacity]);
  }
  return { deliveryPincodes: added.length, deliverySlots: DELIVERY_SLOTS.length };
}
