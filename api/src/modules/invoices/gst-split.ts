import type { Paise } from '../../lib/money.js';

/*
 * The GST split of tax-inclusive prices (docs/decisions/0042-gst-invoices.md), in integer paise:
 *   1. a discount (the coupon) is shared by the lines it applies to in proportion to their
 *      amounts (largest remainder, so the shares add up to it to the paisa) — section 15(3)(a)
 *      CGST Act: a discount shown on the invoice is not part of the taxable value;
 *   2. each line's amount after it, N, holds its tax: at rate r, tax = N·r/(100+r), rounded to the
 *      paisa, and the taxable value is N minus the tax. Within a state CGST and SGST are each
 *      N·(r/2)/(100+r), rounded once and doubled, so the two are always equal; the taxable value
 *      takes what rounding leaves. Each line therefore adds up exactly, and so does the invoice.
 */

export type LineKind = 'goods' | 'delivery' | 'handling';

export interface LineInput {
  kind: LineKind;
  description: string;
  hsnCode: string | null;
  quantity: number;
  unit: string;
  /** What the line costs, tax included, before the discount. */
  gross: Paise;
  /** Percent (5 for 5 %). */
  rate: number;
}

export interface SplitLine extends LineInput {
  discount: Paise;
  taxableValue: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  /** gross − discount = taxableValue + cgst + sgst + igst. */
  total: Paise;
}

export interface SplitTotals {
  gross: Paise;
  discount: Paise;
  taxableValue: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
}

/** a / b rounded half up, for a ≥ 0 and b > 0, without floating point. */
export const roundDiv = (a: number, b: number): number => Math.floor((2 * a + b) / (2 * b));

/** A percent rate in basis points (5 → 500, 0.25 → 25). */
const basisPoints = (rate: number) => Math.round(rate * 100);

/**
 * `amount` shared in proportion to `weights` (non-negative integers): each share is at most its
 * weight, and the shares add up to `amount` exactly (it must not exceed the weights' sum). The
 * paise left by rounding down go to the largest remainders, the first line on a tie.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (amount < 0 || amount > sum) throw new RangeError(`Cannot share ${amount} over ${sum}`);
  if (amount === 0 || sum === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((amount * w) / sum));
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => ({ i, rest: (amount * w) % sum })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    if (shares[i] < weights[i]) {
      shares[i]++;
      left--;
    }
  }
  return shares;
}

/** The tax held in a tax-inclusive amount, split as the supply is (CGST + SGST within a state, else IGST). */
export function taxOf(amount: Paise, rate: number, interState: boolean): Pick<SplitLine, 'taxableValue' | 'cgst' | 'sgst' | 'igst'> {
  const bp = basisPoints(rate);
  if (interState) {
    const igst = roundDiv(amount * bp, 10_000 + bp);
    return { taxableValue: amount - igst, cgst: 0, sgst: 0, igst };
  }
  const half = roundDiv(amount * bp, 2 * (10_000 + bp));
  return { taxableValue: amount - 2 * half, cgst: half, sgst: half, igst: 0 };
}

/**
 * Splits `lines` after taking `discount` off the lines `appliesTo` picks (all lines when it picks
 * none); a discount larger than those lines spills over the others, in proportion again.
 */
export function splitLines(lines: readonly LineInput[], discount: Paise, interState: boolean, appliesTo: (line: LineInput) => boolean = () => true): SplitLine[] {
  const total = lines.reduce((a, l) => a + l.gross, 0);
  const off = Math.min(Math.max(discount, 0), total);
  const picked = lines.map((l) => appliesTo(l));
  const targets = picked.some(Boolean) ? picked : lines.map(() => true);
  const targetWeights = lines.map((l, i) => (targets[i] ? l.gross : 0));
  const first = Math.min(off, targetWeights.reduce((a, b) => a + b, 0));
  const shares = allocate(first, targetWeights);
  const spill = allocate(off - first, lines.map((l, i) => l.gross - shares[i]));
  return lines.map((line, i) => {
    const lineDiscount = shares[i] + spill[i];
    const net = line.gross - lineDiscount;
    return { ...line, discount: lineDiscount, ...taxOf(net, line.rate, interState), total: net };
  });
}

export function totalsOf(lines: readonly SplitLine[]): SplitTotals {
  const sum = (pick: (l: SplitLine) => number) => lines.reduce((a, l) => a + pick(l), 0);
  return {
    gross: sum((l) => l.gross),
    discount: sum((l) => l.discount),
    taxableValue: sum((l) => l.taxableValue),
    cgst: sum((l) => l.cgst),
    sgst: sum((l) => l.sgst),
    igst: sum((l) => l.igst),
    total: sum((l) => l.total),
  };
}

/**
 * The rate the fees (delivery, handling) are charged at: a delivery that comes with the goods is
 * part of a composite supply whose principal supply is the goods (section 2(30) and section 8(a)
 * CGST Act), so it takes their rate; with goods at several rates, the rate of the largest share of
 * them (the higher rate on a tie). An order with no goods lines charges its fees at 0 %.
 */
export function principalRate(lines: readonly LineInput[]): number {
  const byRate = new Map<number, number>();
  for (const l of lines) if (l.kind === 'goods') byRate.set(l.rate, (byRate.get(l.rate) ?? 0) + l.gross);
  let best: [number, number] | null = null;
  for (const [rate, amount] of byRate) if (!best || amount > best[1] || (amount === best[1] && rate > best[0])) best = [rate, amount];
  return best?.[0] ?? 0;
}
