import type { EntityManager } from '@mikro-orm/postgresql';
import { lineUnitPrice, priceLines, SHOP_SETTINGS, type Totals } from '../../core/pricing.js';
import { AppError, badInput, notFound, parseId } from '../../lib/errors.js';
import { decimalToPaise, type Paise } from '../../lib/money.js';
import { normalizeUnit } from '@fruit-shop/common/units';
import { couponService, type CouponCheck } from '../coupons/coupon.service.js';

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
    const plain = priceLines(sellable, null);
    if (!couponCode?.trim()) return { totals: plain, coupon: null };
    const coupon = await couponService.check(em, couponCode, plain.subtotal, userId);
    return { totals: coupon.isValid ? priceLines(sellable, coupon.coupon) : plain, coupon };
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

  /** Removes what an order bought (in the order's or payment's transaction). */
  async removeProducts(tx: EntityManager, userId: number, productIds: readonly number[]): Promise<void> {
    if (!productIds.length) return;
    await tx.execute('delete from "cart_item" where "user_id" = ? and "product_id" = any(string_to_array(?, \',\')::int[])', [userId, productIds.join(',')]);
  },
};
