/**
 * Money is held as integer paise everywhere on the server and stored as numeric(12,2).
 * Floats appear only at the edge (GraphQL/REST numbers in rupees), converted here.
 */
export type Paise = number;

/**
 * The largest amount a money column (numeric(12,2)) holds, in rupees, plus one paisa: every
 * amount a client sends must be below it (and so is exact in a double and in integer paise).
 */
export const MONEY_LIMIT_RUPEES = 10_000_000_000;

export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError('Amount must be a finite number');
  if (Math.abs(rupees) >= MONEY_LIMIT_RUPEES) throw new RangeError('Amount must be below ₹10,000,000,000');
  const paise = Math.round(rupees * 100);
  if (Math.abs(paise - rupees * 100) > 1e-6) throw new RangeError('Amount can have at most 2 decimals');
  return paise;
}

export const paiseToRupees = (paise: Paise): number => paise / 100;

/** '123.45' | '-0.50' (numeric text from PostgreSQL) -> 12345 | -50, without floating point. */
export function decimalToPaise(text: string): Paise {
  const m = /^(-)?(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text.trim());
  if (!m) throw new RangeError(`Not a decimal amount: ${text}`);
  const paise = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -paise : paise;
}

export function paiseToDecimal(paise: Paise): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError('Paise must be an integer');
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** What one unit costs: the discount price when it is set and lower, else the price (rulings). */
export function unitPrice(price: Paise, discountPrice: Paise | null | undefined): Paise {
  return discountPrice != null && discountPrice < price ? discountPrice : price;
}

/** Whole percent saved when buying at `unit` instead of `price`, rounded. */
export function discountPercent(price: Paise, unit: Paise): number {
  return price > 0 && unit < price ? Math.round(((price - unit) * 100) / price) : 0;
}
