/*
 * The units a product is sold by, as the storefront shows them (spec §3). One definition for
 * both sides: the api normalises `Product.unit` with it and the web can import it for its own
 * labels. No imports, so the browser bundle takes it as is.
 */

export const UNITS = ['kg', 'gm', 'ltr', 'ml', 'pcs', 'dzn', 'pkt', 'btl', 'can', 'box'] as const;
export type Unit = (typeof UNITS)[number];

/** What a product without a unit is sold by. */
export const DEFAULT_UNIT: Unit = 'kg';

/** The spec's aliases (singular and plural), lower case, to the unit they mean. */
export const UNIT_ALIASES: Readonly<Record<string, Unit>> = {
  kilogram: 'kg',
  kilograms: 'kg',
  kgs: 'kg',
  gram: 'gm',
  grams: 'gm',
  g: 'gm',
  liter: 'ltr',
  liters: 'ltr',
  litre: 'ltr',
  litres: 'ltr',
  l: 'ltr',
  piece: 'pcs',
  pieces: 'pcs',
  pc: 'pcs',
  dozen: 'dzn',
  dozens: 'dzn',
  packet: 'pkt',
  packets: 'pkt',
  pack: 'pkt',
  packs: 'pkt',
  bottle: 'btl',
  bottles: 'btl',
};

const KNOWN = new Set<string>(UNITS);

/**
 * A stored unit as the storefront shows it: one of UNITS for a known unit or alias, the
 * default for an empty one, and anything else trimmed and lower-cased.
 */
export function normalizeUnit(raw: string | null | undefined): string {
  const unit = (raw ?? '').trim().toLowerCase();
  if (!unit) return DEFAULT_UNIT;
  if (KNOWN.has(unit)) return unit;
  return UNIT_ALIASES[unit] ?? unit;
}

/** The product page's default for a product stored without a unit (spec §3): grams. */
export const DETAIL_DEFAULT_UNIT: Unit = 'gm';

/** What the product page says for a product without a weight (spec §3). */
export const NO_WEIGHT_LABEL = '1 piece';

/**
 * The unit the product page shows (spec §3: "Unit default g, or '1 piece' when no weight on the
 * detail page; kg default elsewhere"): a stored unit as normalizeUnit shows it; none at all is
 * grams when the product has a weight, else pieces (it is sold as one piece).
 */
export function detailUnit(raw: string | null | undefined, weight: number | null | undefined): string {
  if ((raw ?? '').trim()) return normalizeUnit(raw);
  return weight != null && weight > 0 ? DETAIL_DEFAULT_UNIT : 'pcs';
}

/** The product page's weight line: "{weight} {unit}", or '1 piece' when it has no weight. */
export function detailWeight(weight: number | null | undefined, unit: string): string {
  if (weight == null || !(weight > 0)) return NO_WEIGHT_LABEL;
  return `${String(Math.round(weight * 1000) / 1000)} ${unit}`;
}

const PLURALS: Readonly<Record<string, [one: string, many: string]>> = {
  pcs: ['piece', 'pieces'],
  pkt: ['pack', 'packs'],
  btl: ['bottle', 'bottles'],
  can: ['can', 'cans'],
  box: ['box', 'boxes'],
};

const amountText = (n: number) => String(Math.round(n * 1000) / 1000);

/**
 * What one priced item is, as the price says it (decisions: "Honest storefront"): "per kg",
 * "per 500 g pack", "per dozen", "per box", "per pack of 3". The weight is counted in the
 * product's own unit (500 with gm is a 500 g pack; 3 with pcs is three pieces); no weight or
 * a weight of 1 is one of the unit. A product stored without a unit reads as the product page
 * shows it (detailUnit: grams with a weight, else one piece). One rule for web and api.
 */
export function priceUnitLabel(raw: string | null | undefined, weight: number | null | undefined): string {
  const unit = detailUnit(raw, weight);
  const amount = weight != null && weight > 0 ? weight : null;
  const single = amount == null || amount === 1;
  switch (unit) {
    case 'kg':
      if (single) return 'per kg';
      return amount < 1 ? `per ${amountText(amount * 1000)} g pack` : `per ${amountText(amount)} kg pack`;
    case 'gm':
      if (amount == null) return 'per g';
      return amount >= 1000 ? `per ${amountText(amount / 1000)} kg pack` : `per ${amountText(amount)} g pack`;
    case 'ltr':
      if (single) return 'per litre';
      return amount < 1 ? `per ${amountText(amount * 1000)} ml pack` : `per ${amountText(amount)} litre pack`;
    case 'ml':
      if (amount == null) return 'per ml';
      return amount >= 1000 ? `per ${amountText(amount / 1000)} litre pack` : `per ${amountText(amount)} ml pack`;
    case 'dzn':
      return single ? 'per dozen' : `per ${amountText(amount)} dozen`;
    case 'pcs':
      return single ? 'per piece' : `per pack of ${amountText(amount)}`;
    default: {
      const words = PLURALS[unit];
      if (!words) return `per ${unit}`;
      return single ? `per ${words[0]}` : `per ${amountText(amount)} ${words[1]}`;
    }
  }
}
