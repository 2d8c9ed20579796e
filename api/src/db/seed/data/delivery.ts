import { PINCODES } from './locations.js';

/*
 * The demo shop's delivery (docs/decisions/0023-delivery-slots.md): every pincode the demo
 * cities list, plus a few more in the same cities, and three daily slots offered to all of them.
 */

/** More pincodes of the demo cities the shop delivers to (besides those in locations.ts). */
const MORE_PINCODES = ['411002', '411005', '411007', '411016', '400050', '400076', '110016', '110017', '560034', '560038', '500032', '500081', '600017', '600040', '700016', '700091'];

export const DELIVERY_PINCODES: readonly string[] = [...new Set([...PINCODES.map((p) => p.code), ...MORE_PINCODES])];

/** Shop-wide daily slots (minutes after midnight, shop time) with their capacity in orders. */
export const DELIVERY_SLOTS: readonly { start: number; end: number; capacity: number }[] = [
  { start: 7 * 60, end: 10 * 60, capacity: 50 },
  { start: 10 * 60, end: 13 * 60, capacity: 50 },
  { start: 17 * 60, end: 20 * 60, capacity: 50 },
];
