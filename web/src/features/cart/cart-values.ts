import type { CartContents_CartFragment, CartShopSettingsQuery } from '../../gql/graphql';

export type CartData = CartContents_CartFragment;
export type CartLineData = CartData['lines'][number];
export type ShopFees = CartShopSettingsQuery['shopSettings'];

/** The cart as shown: the server's, with the quantities the shopper changed and not yet saved. */
export interface ShownCart extends CartData {
  /** Some change is not saved yet: the totals are the shop's rules applied here, or the server's last. */
  updating: boolean;
}

// Rupees arrive with at most two decimals; sums are made in whole paise so they add up exactly.
const toPaise = (rupees: number) => Math.round(rupees * 100);
const toRupees = (paise: number) => paise / 100;

/**
 * The shop's fee rules (decisions: Money and pricing) over the sellable lines, as the server computes them, with
 * the shop profile's fees (shopSettings states the profile's delivery fee, handling fee and threshold: issue 39).
 */
export function totalsFor(lines: readonly CartLineData[], fees: ShopFees): CartData['totals'] {
  let subtotal = 0;
  let savings = 0;
  for (const line of lines) {
    if (!line.available) continue;
    subtotal += toPaise(line.unitPrice) * line.quantity;
    savings += (toPaise(line.price) - toPaise(line.unitPrice)) * line.quantity;
  }
  const threshold = toPaise(fees.freeDeliveryThreshold);
  const deliveryFee = subtotal > 0 && subtotal < threshold ? toPaise(fees.deliveryFee) : 0;
  const handlingFee = subtotal > 0 ? toPaise(fees.handlingFee) : 0;
  return {
    subtotal: toRupees(subtotal),
    savings: toRupees(savings),
    deliveryFee: toRupees(deliveryFee),
    handlingFee: toRupees(handlingFee),
    couponDiscount: 0,
    total: toRupees(subtotal + deliveryFee + handlingFee),
    amountForFreeDelivery: toRupees(subtotal > 0 ? Math.max(threshold - subtotal, 0) : 0),
  };
}

/**
 * The server's cart with the pending quantities applied: lines, the badge's count and, when
 * the fees are known, the totals move at once; the server's answer replaces them when it comes.
 */
export function applyPending(cart: CartData, pending: ReadonlyMap<string, number>, fees: ShopFees | undefined): ShownCart {
  if (!cart.lines.some((line) => pending.has(line.productId))) return { ...cart, updating: false };
  const lines = cart.lines.map((line) => {
    const quantity = pending.get(line.productId);
    if (quantity === undefined || quantity === line.quantity) return line;
    const unit = toPaise(line.unitPrice);
    return {
      ...line,
      quantity,
      lineTotal: toRupees(unit * quantity),
      savings: toRupees((toPaise(line.price) - unit) * quantity),
    };
  });
  return {
    ...cart,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    totals: fees ? totalsFor(lines, fees) : cart.totals,
    updating: true,
  };
}

/**
 * A guest's cart as shown: the catalogue's last answer with the device's lines on top. A line
 * removed here is gone at once and a changed quantity moves the figures at once; a line added
 * since shows when the catalogue's next answer comes.
 */
export function applyLocal(priced: CartData, local: readonly { productId: string; quantity: number }[], fees: ShopFees | undefined, updating: boolean): ShownCart {
  const quantities = new Map(local.map((line) => [line.productId, line.quantity]));
  let changed = false;
  const lines: CartLineData[] = [];
  for (const line of priced.lines) {
    const quantity = quantities.get(line.productId);
    if (quantity === undefined) {
      changed = true;
      continue;
    }
    if (quantity === line.quantity) {
      lines.push(line);
      continue;
    }
    changed = true;
    const unit = toPaise(line.unitPrice);
    lines.push({ ...line, quantity, lineTotal: toRupees(unit * quantity), savings: toRupees((toPaise(line.price) - unit) * quantity) });
  }
  if (!changed) return { ...priced, updating };
  return {
    ...priced,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    totals: fees ? totalsFor(lines, fees) : priced.totals,
    updating: true,
  };
}

/** A cart with nothing in it (a guest's, before anything is added). */
export const EMPTY_CART: CartData = {
  itemCount: 0,
  lines: [],
  totals: { subtotal: 0, savings: 0, deliveryFee: 0, handlingFee: 0, couponDiscount: 0, total: 0, amountForFreeDelivery: 0 },
};

/** A line's list price is shown struck through when it sells for less. */
export const isDiscounted = (line: Pick<CartLineData, 'price' | 'unitPrice'>) => line.unitPrice < line.price;
