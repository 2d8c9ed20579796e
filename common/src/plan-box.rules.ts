/*
 * What is in a subscription plan's box (issue 38): its lines, their limits and how a line reads.
 * The api validates and labels with these; the back office's form checks the same limits. No
 * imports, so the browser bundle takes it as is.
 *
 * A line is a product and a quantity, or a seasonal pick: a category, a quantity and the unit
 * the pick is sold by, resolved to an in-stock product of that category on the day. A quantity
 * counts what the product is sold by, as an order line does (one of a 500 g pack is one pack).
 */

export const MAX_BOX_LINES = 12;
export const MIN_BOX_QUANTITY = 1;
export const MAX_BOX_QUANTITY = 99;
export const MAX_BOX_NOTE_LENGTH = 200;

/**
 * The units a seasonal pick may be sold by: those where "N unit" reads as what arrives (1 kg,
 * 6 pcs, 1 dzn). Grams and litres are sold in packs whose size is the product's weight.
 */
export const PICK_UNITS = ['kg', 'pcs', 'dzn', 'pkt', 'box'] as const;
export type PickUnit = (typeof PICK_UNITS)[number];
export const DEFAULT_PICK_UNIT: PickUnit = 'kg';

export const isPickUnit = (unit: string): unit is PickUnit => (PICK_UNITS as readonly string[]).includes(unit);

/** The server's refusals, word for word (the back office shows the same texts before sending). */
export const BOX_MESSAGES = {
  tooManyLines: `A box has at most ${MAX_BOX_LINES} lines`,
  kind: 'Each line is a product or a seasonal pick (a category), not both',
  quantity: `The quantity is a whole number from ${MIN_BOX_QUANTITY} to ${MAX_BOX_QUANTITY}`,
  pickUnit: `A seasonal pick is sold by ${PICK_UNITS.join(', ')}`,
  note: `A note has at most ${MAX_BOX_NOTE_LENGTH} characters`,
  unknownProduct: (id: string | number) => `No product with id ${id}`,
  unknownCategory: (id: string | number) => `No category with id ${id}`,
  duplicateProduct: (name: string) => `${name} is in the box twice: set one line's quantity instead`,
} as const;

/** The line's number in messages (1 first): "Line 3: …". */
export const lineMessage = (index: number, message: string) => `Line ${index + 1}: ${message}`;

/** Whether a quantity is within the box's limits. */
export const validBoxQuantity = (quantity: number) => Number.isInteger(quantity) && quantity >= MIN_BOX_QUANTITY && quantity <= MAX_BOX_QUANTITY;

/**
 * How much of something a line brings: "1 kg", "6 pcs", and for a product sold in packs of a
 * size (a weight other than 1) "500 gm" for one pack and "2 × 500 gm" for two.
 */
export function boxQuantityText(quantity: number, unit: string, weight?: number | null): string {
  if (weight == null || !(weight > 0) || weight === 1) return `${quantity} ${unit}`;
  const size = `${String(Math.round(weight * 1000) / 1000)} ${unit}`;
  return quantity === 1 ? size : `${quantity} × ${size}`;
}

export interface BoxLineParts {
  quantity: number;
  /** The unit the quantity counts: the product's (normalised) or the pick's. */
  unit: string;
  product: { name: string; weight?: number | null } | null;
  category: { name: string } | null;
}

/** A line as one sentence: "1 kg Shimla Apple", "1 kg seasonal pick from season's special". */
export function boxLineLabel(line: BoxLineParts): string {
  if (line.product) return `${boxQuantityText(line.quantity, line.unit, line.product.weight)} ${line.product.name}`;
  return `${boxQuantityText(line.quantity, line.unit)} seasonal pick from ${line.category?.name ?? 'the season'}`;
}
