// Units the shop displays (spec §3). Stored units come from admins' free text, so the
// common spellings are folded onto the short forms shoppers see on cards.
const DISPLAY_UNITS = ['kg', 'gm', 'ltr', 'ml', 'pcs', 'dzn', 'pkt', 'btl', 'can', 'box'] as const;

export type DisplayUnit = (typeof DISPLAY_UNITS)[number];

const ALIASES: Record<string, DisplayUnit> = {
  kilogram: 'kg',
  kilograms: 'kg',
  gram: 'gm',
  grams: 'gm',
  liter: 'ltr',
  liters: 'ltr',
  litre: 'ltr',
  litres: 'ltr',
  piece: 'pcs',
  pieces: 'pcs',
  dozen: 'dzn',
  packet: 'pkt',
  pack: 'pkt',
  bottle: 'btl',
};

export const DEFAULT_UNIT: DisplayUnit = 'kg';

/** The short unit shown after a price: known units and aliases map to the spec's list,
 * a missing unit is kg, anything else is shown lower-cased as the admin typed it. */
export function displayUnit(unit: string | null | undefined): string {
  const key = unit?.trim().toLowerCase() ?? '';
  if (!key) return DEFAULT_UNIT;
  if ((DISPLAY_UNITS as readonly string[]).includes(key)) return key;
  return ALIASES[key] ?? key;
}
