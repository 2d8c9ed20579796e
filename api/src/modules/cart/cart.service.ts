import type { EntityManager } from '@mikro-orm/postgresql';
import { lineUnitPrice, priceLines, SHOP_SETTINGS, type Totals } from '../../core/pricing.js';
import { AppError, badInput, notFound, parseId } from '../../lib/errors.js';
import { decimalToPaise, type Paise } from '../../lib/money.js';
import { normalizeUnit } from '@fruit-shop/common/units';
import { GUEST_CART_TOO_LONG, MAX_GUEST_CART_LINES, QUANTITY_AT_LEAST_ONE } from '@fruit-shop/common/cart.rules';
import { couponService, type CouponCheck } from '../coupons/coupon.service.js';
import { shopProfileService } from '../settings/shop-profile.service.js';

export interface CartLine {
  productId: number;
  name: string;
  image: string | null;
  unit: string;
  price: Paise;
  discountPrice: Paise | null;
  unitPrice: Paise;
  quantity: number;
  stockQuantity: number;
  /** The most this line may hold: stock, the product's max_order_limit and 99, whichever is lowest. */
  maxQuantity: number;
  lineTotal: Paise;
  savings: Paise;
  /** False when the product went inactive or has less stock than the line: flagged, not sold. */
  available: boolean;
  problem: string | null;
}

export interface Cart {
  lines: CartLine[];
  /** Sum of quantities (the badge). */
  itemCount: number;
}

type Raw = {
  product_id: number;
  quantity: number;
  name: string;
  image: string | null;
  unit: string;
  price: string;
  discount_price: string | null;
  stock_quantity: number;
  max_order_limit: number | null;
  is_active: boolean;
};

/** The most of one product a shopper may order: stock, max_order_limit and the 99 cap. */
export function maxOrderable(stock: number, maxOrderLimit: number | null): number {
  const limits = [Math.max(stock, 0), SHOP_SETTINGS.maxQuantityPerLine];
  if (maxOrderLimit !== null && maxOrderLimit > 0) limits.push(maxOrderLimit);
  return Math.min(...limits);
}

function toLine(r: Raw): CartLine {
  const price = decimalToPaise(r.price);
  const discountPrice = r.discount_price === null ? null : decimalToPaise(r.discount_price);
  const unit = lineUnitPrice({ price, discountPrice, quantity: r.quantity });
  const maxQuantity = maxOrderable(r.stock_quantity, r.max_order_limit);
  let problem: string | null = null;
  if (!r.is_active) problem = 'This product is no longer available';
  else if (r.stock_quantity <= 0) problem = 'Out of stock';
  else if (r.quantity > maxQuantity) problem = `Only ${maxQuantity} can be ordered`;
  return {
    productId: r.product_id,
    name: r.name,
    image: r.image,
    unit: normalizeUnit(r.unit),
    price,
    discountPrice,
    unitPrice: unit,
    quantity: r.quantity,
    stockQuantity: r.stock_quantity,
    maxQuantity,
    lineTotal: unit * r.quantity,
    savings: (price - unit) * r.quantity,
    available: problem === null,
    problem,
  };
}

/** A cart line's product columns (`p` is the product). */
const LINE_COLUMNS = `p."name", p."image", p."unit", p."price"::text, p."discount_price"::text, p."stock_quantity", p."max_order_limit", p."is_active"`;

function cartOf(rows: Raw[]): Cart {
  const lines = rows.map(toLine);
  return { lines, itemCount: lines.reduce((sum, line) => sum + line.quantity, 0) };
}

function checkQuantity(raw: number, min: number): number {
  if (!Number.isInteger(raw) || raw < min) throw badInput(min === 0 ? 'Quantity must be a whole number' : 'Quantity must be at least 1', 'quantity');
  if (raw > SHOP_SETTINGS.maxQuantityPerLine) throw badInput(`You can add at most ${SHOP_SETTINGS.maxQuantityPerLine} of one product`, 'quantity');
  return raw;
}

type ProductRow = { id: number; name: string; stock_quantity: number; max_order_limit: number | null; is_active: boolean };

async function orderableProduct(em: EntityManager, productId: number): Promise<ProductRow> {
  const [product] = await em.execute<ProductRow[]>(
    'select "id", "name", "stock_quantity", "max_order_limit", "is_active" from "product" where "id" = ?',
    [productId],
  );
  if (!product || !product.is_active) throw notFound('Product not found');
  return product;
}

function refuseOver(product: ProductRow, wanted: number): void {
  const max = maxOrderable(product.stock_quantity, product.max_order_limit);
  if (max <= 0) throw new AppError('OUT_OF_STOCK', `${product.name} is out of stock`);
  if (wanted > max) {
    throw new AppError('OUT_OF_STOCK', `Only ${max} of ${product.name} can be ordered`, { available: max });
  }
}

/** A guest's line as sent: a product id and a quantity (anything else is the catalogue's). */
export interface GuestLineInput {
  productId: string | number;
  quantity: number;
}

/** What the merge could not add as asked, for the shopper to be told. */
export interface MergeNote {
  productId: number;
  /** `capped`: stock or the order limit kept the line below what was asked; `out_of_stock`; `unavailable`: unknown or no longer sold. */
  kind: 'capped' | 'out_of_stock' | 'unavailable';
  /** The line's quantity in the cart after the merge (0: not in the cart). */
  quantity: number;
  message: string;
}

/**
 * A guest's lines, checked: at most MAX_GUEST_CART_LINES, valid ids, whole quantities from 1;
 * one product named twice counts once with the quantities added.
 */
function checkGuestLines(raw: readonly GuestLineInput[]): { productId: number; quantity: number }[] {
  if (!Array.isArray(raw)) throw badInput('Invalid lines', 'lines');
  const byId = new Map<number, number>();
  for (const line of raw) {
    const productId = parseId(line?.productId as string | number, 'productId');
    const quantity = line?.quantity;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) throw badInput(QUANTITY_AT_LEAST_ONE, 'quantity');
    // Past 99 the line is capped anyway; the sum stays a small integer.
    byId.set(productId, Math.min((byId.get(productId) ?? 0) + quantity, 10 * SHOP_SETTINGS.maxQuantityPerLine));
  }
  if (byId.size > MAX_GUEST_CART_LINES) throw badInput(GUEST_CART_TOO_LONG, 'lines');
  return [...byId].map(([productId, quantity]) => ({ productId, quantity }));
}

type GuestProductRow = Omit<Raw, 'quantity'> & { product_id: number };

async function productsFor(em: EntityManager, ids: readonly number[], lock: '' | ' for share' = ''): Promise<Map<number, GuestProductRow>> {
  if (!ids.length) return new Map();
  const rows = await em.execute<GuestProductRow[]>(
    `select p."id" as "product_id", ${LINE_COLUMNS} from "product" p where p."id" = any(string_to_array(?, ',')::int[]) order by p."id"${lock}`,
    [ids.join(',')],
  );
  return new Map(rows.map((row) => [row.product_id, row]));
}

/**
 * A signed-in customer's cart, kept on the server (decisions: Checkout and guests). Lines
 * hold product ids and quantities only: names, images and prices are always read from the
 * catalogue, so a client can never set what it pays.
 */
export const cartService = {
  async get(em: EntityManager, userId: number): Promise<Cart> {
    const rows = await em.execute<Raw[]>(
      `select c."product_id", c."quantity", ${LINE_COLUMNS}
       from "cart_item" c join "product" p on p."id" = c."product_id"
       where c."user_id" = ? order by c."created_at", c."product_id"`,
      [userId],
    );
    return cartOf(rows);
  },

  /** The figures of the lines that can be sold, with a coupon when one is given and valid. */
  async totals(em: EntityManager, userId: number, cart: Cart, couponCode?: string | null): Promise<{ totals: Totals; coupon: CouponCheck | null }> {
    const sellable = cart.lines.filter((line) => line.available);
    const fees = await shopProfileService.fees(em);
    const plain = priceLines(sellable, null, fees);
    if (!couponCode?.trim()) return { totals: plain, coupon: null };
    const coupon = await couponService.check(em, couponCode, plain.subtotal, userId);
    return { totals: coupon.isValid ? priceLines(sellable, coupon.coupon, fees) : plain, coupon };
  },

  /** Adds `quantity` to the line (creating it); refuses what stock, max_order_limit or 99 would not allow. */
  async add(em: EntityManager, userId: number, rawProductId: string | number, rawQuantity = 1): Promise<Cart> {
    const productId = parseId(rawProductId, 'productId');
    const quantity = checkQuantity(rawQuantity, 1);
    // One conditional upsert (atomic: two quick adds add up, never past the limit); the refusal
    // is explained only when nothing was written.
    const limit = `least(greatest(p."stock_quantity", 0), ${SHOP_SETTINGS.maxQuantityPerLine}, case when p."max_order_limit" > 0 then p."max_order_limit" else ${SHOP_SETTINGS.maxQuantityPerLine} end)`;
    // The cart comes back from the same statement: the line just written (from `returning`, as
    // the statement's own reads cannot see it) and the customer's other lines.
    const rows = await em.execute<(Raw & { written: boolean })[]>(
      `with "w" as (
         insert into "cart_item" ("user_id", "product_id", "quantity")
         select ?, p."id", ? from "product" p where p."id" = ? and p."is_active" and ? <= ${limit}
         on conflict ("user_id", "product_id") do update set "quantity" = "cart_item"."quantity" + excluded."quantity", "updated_at" = now()
           where "cart_item"."quantity" + excluded."quantity" <= (select ${limit} from "product" p where p."id" = excluded."product_id")
         returning "product_id", "quantity", "created_at")
       select c."product_id", c."quantity", c."written", ${LINE_COLUMNS}
       from (select "product_id", "quantity", "created_at", true as "written" from "w"
             union all
             select "product_id", "quantity", "created_at", false from "cart_item" where "user_id" = ? and "product_id" not in (select "product_id" from "w")) c
       join "product" p on p."id" = c."product_id"
       order by c."created_at", c."product_id"`,
      [userId, quantity, productId, quantity, userId],
    );
    if (!rows.some((row) => row.written)) {
      const product = await orderableProduct(em, productId);
      const [line] = await em.execute<{ quantity: number }[]>('select "quantity" from "cart_item" where "user_id" = ? and "product_id" = ?', [userId, productId]);
      refuseOver(product, (line?.quantity ?? 0) + quantity);
      throw new AppError('OUT_OF_STOCK', `${product.name} is out of stock`);
    }
    return cartOf(rows);
  },

  /** Sets a line's quantity; 0 removes it. */
  async update(em: EntityManager, userId: number, rawProductId: string | number, rawQuantity: number): Promise<Cart> {
    const productId = parseId(rawProductId, 'productId');
    const quantity = checkQuantity(rawQuantity, 0);
    if (quantity === 0) return this.remove(em, userId, productId);
    const product = await orderableProduct(em, productId);
    refuseOver(product, quantity);
    const changed = await em.execute<{ product_id: number }[]>(
      'update "cart_item" set "quantity" = ?, "updated_at" = now() where "user_id" = ? and "product_id" = ? returning "product_id"',
      [quantity, userId, productId],
    );
    if (!changed.length) throw notFound('This item is no longer in your cart');
    return this.get(em, userId);
  },

  async remove(em: EntityManager, userId: number, rawProductId: string | number): Promise<Cart> {
    const productId = parseId(rawProductId, 'productId');
    await em.execute('delete from "cart_item" where "user_id" = ? and "product_id" = ?', [userId, productId]);
    return this.get(em, userId);
  },

  async clear(em: EntityManager, userId: number): Promise<Cart> {
    await em.execute('delete from "cart_item" where "user_id" = ?', [userId]);
    return { lines: [], itemCount: 0 };
  },

  /** The figures of the sellable lines with no coupon (a guest's cart). */
  async plainTotals(em: EntityManager, cart: Cart): Promise<Totals> {
    return priceLines(cart.lines.filter((line) => line.available), null, await shopProfileService.fees(em));
  },

  /**
   * A guest's cart on their device, priced from the catalogue now (nothing is stored): names,
   * pictures, prices and stock are the server's. Unknown products are left out; inactive ones
   * and lines over what may be ordered come back flagged, as in a customer's cart.
   */
  async priceGuest(em: EntityManager, rawLines: readonly GuestLineInput[]): Promise<Cart> {
    const lines = checkGuestLines(rawLines);
    const products = await productsFor(em, lines.map((line) => line.productId));
    const rows: Raw[] = [];
    for (const line of lines) {
      const product = products.get(line.productId);
      if (product) rows.push({ ...product, quantity: line.quantity });
    }
    return cartOf(rows);
  },

  /**
   * Sign-in with a guest cart: its lines are added to the customer's, each capped by stock,
   * max_order_limit and 99 (a line already in the cart never shrinks), in one transaction.
   * Unknown or inactive products and products out of stock are skipped; every line not added
   * as asked gets a note for the shopper.
   */
  async mergeGuest(em: EntityManager, userId: number, rawLines: readonly GuestLineInput[]): Promise<{ cart: Cart; notes: MergeNote[] }> {
    const lines = checkGuestLines(rawLines);
    return em.transactional(async (tx) => {
      // Stock and limits hold still while the lines are written; the customer's lines too.
      const products = await productsFor(tx, lines.map((line) => line.productId), ' for share');
      const existing = await tx.execute<{ product_id: number; quantity: number }[]>(
        'select "product_id", "quantity" from "cart_item" where "user_id" = ? order by "product_id" for update',
        [userId],
      );
      const had = new Map(existing.map((row) => [row.product_id, row.quantity]));
      const notes: MergeNote[] = [];
      for (const { productId, quantity } of lines) {
        const product = products.get(productId);
        const before = had.get(productId) ?? 0;
        if (!product || !product.is_active) {
          notes.push({ productId, kind: 'unavailable', quantity: before, message: product ? `${product.name} is no longer available` : 'A product in your cart is no longer available' });
          continue;
        }
        const max = maxOrderable(product.stock_quantity, product.max_order_limit);
        if (max <= 0) {
          notes.push({ productId, kind: 'out_of_stock', quantity: before, message: `${product.name} is out of stock` });
          continue;
        }
        // Added, then capped; a line another request wrote meanwhile is capped the same way.
        const [written] = await tx.execute<{ quantity: number }[]>(
          `insert into "cart_item" ("user_id", "product_id", "quantity") values (?, ?, ?)
           on conflict ("user_id", "product_id") do update
             set "quantity" = greatest("cart_item"."quantity", least("cart_item"."quantity" + ?, ?)), "updated_at" = now()
           returning "quantity"`,
          [userId, productId, Math.min(quantity, max), quantity, max],
        );
        if (written.quantity < before + quantity) {
          notes.push({ productId, kind: 'capped', quantity: written.quantity, message: `Only ${max} of ${product.name} can be ordered` });
        }
      }
      return { cart: await this.get(tx, userId), notes };
    });
  },

  /** Removes what an order bought (in the order's or payment's transaction). */
  async removeProducts(tx: EntityManager, userId: number, productIds: readonly number[]): Promise<void> {
    if (!productIds.length) return;
    await tx.execute('delete from "cart_item" where "user_id" = ? and "product_id" = any(string_to_array(?, \',\')::int[])', [userId, productIds.join(',')]);
  },
};
