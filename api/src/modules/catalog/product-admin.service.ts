import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { diffChanges, type AdminActor } from '../../core/audit.js';
import { shopEvents } from '../../core/events.js';
import { AppError, badInput, notFound, parseId, checkDateRange, MAX_INT } from '../../lib/errors.js';
import { decimalToPaise, paiseToDecimal, type Paise } from '../../lib/money.js';
import { DEFAULT_DELIVERY_TIME } from './product.entity.js';
import { shopDate } from '@fruit-shop/common/delivery.rules';
import { GST_RATE_MESSAGE, gstRateRule, HSN_MESSAGE, hsnRule, normalizeHsn } from '@fruit-shop/common/gst.rules';
import { attributesOf, galleryOf, stringList } from './product-values.js';
import { clampLimit, escapeLike, searchText } from '../../lib/list-query.js';
import { inventoryService } from './inventory.service.js';
import { stockAlertService } from './stock-alert.service.js';

/** Spec §5: an empty end date is sent as this. */
export const DEFAULT_AVAILABLE_UNTIL = '2030-12-31';

export interface ProductFields {
  name: string;
  description: string | null;
  image: string | null;
  imageGallery: string[];
  price: Paise;
  discountPrice: Paise | null;
  unit: string;
  weight: number | null;
  categoryId: number;
  stockQuantity: number;
  maxOrderLimit: number | null;
  tags: string[];
  customAttributes: Record<string, string> | null;
  countryOfOrigin: string | null;
  storageInstruction: string | null;
  availableFrom: string | null;
  availableUntil: string | null;
  isFeatured: boolean;
  isActive: boolean;
  deliveryTime: string;
  suppliedId: string | null;
  /** For the tax invoice (issue 39): 4, 6 or 8 digits, or none. */
  hsnCode: string | null;
  /** Percent, one of GST_RATES. */
  gstRate: number;
}

export interface AdminProductRecord extends ProductFields {
  id: number;
  categoryName: string;
  /** Some order bought it: deleting deactivates instead. */
  hasOrders: boolean;
  createdAt: Date;
  updatedAt: Date;
}

type Raw = {
  id: number;
  name: string;
  description: string | null;
  image: string | null;
  image_gallery: unknown;
  price: string;
  discount_price: string | null;
  unit: string;
  weight: number | null;
  category_id: number;
  category_name: string;
  stock_quantity: number;
  max_order_limit: number | null;
  tags: unknown;
  custom_attributes: unknown;
  country_of_origin: string | null;
  storage_instruction: string | null;
  available_from: string | null;
  available_until: string | null;
  is_featured: boolean;
  is_active: boolean;
  delivery_time: string;
  supplied_id: string | null;
  hsn_code: string | null;
  gst_rate: string;
  has_orders: boolean;
  created_at: Date | string;
  updated_at: Date | string;
};

const SELECT = `select p."id", p."name", p."description", p."image", p."image_gallery", p."price"::text, p."discount_price"::text, p."unit", p."weight",
    p."category_id", c."name" as "category_name", p."stock_quantity", p."max_order_limit", p."tags", p."custom_attributes", p."country_of_origin",
    p."storage_instruction", p."available_from"::text, p."available_until"::text, p."is_featured", p."is_active", p."delivery_time", p."supplied_id",
    p."hsn_code", p."gst_rate"::text, exists (select 1 from "order_item" i where i."product_id" = p."id") as "has_orders", p."created_at", p."updated_at"
  from "product" p join "category" c on c."id" = p."category_id"`;

// Read as tolerantly as the storefront reads them (catalog/product-values.ts).
const attributes = (value: unknown): Record<string, string> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(attributesOf(value).map(({ key, value: text }) => [key, text])) : null;

const toRecord = (r: Raw): AdminProductRecord => ({
  id: r.id,
  name: r.name,
  description: r.description,
  image: r.image,
  imageGallery: galleryOf(r.image_gallery),
  price: decimalToPaise(r.price),
  discountPrice: r.discount_price === null ? null : decimalToPaise(r.discount_price),
  unit: r.unit,
  weight: r.weight,
  categoryId: r.category_id,
  categoryName: r.category_name,
  stockQuantity: r.stock_quantity,
  maxOrderLimit: r.max_order_limit,
  tags: stringList(r.tags),
  customAttributes: attributes(r.custom_attributes),
  countryOfOrigin: r.country_of_origin,
  storageInstruction: r.storage_instruction,
  availableFrom: r.available_from,
  availableUntil: r.available_until,
  isFeatured: r.is_featured,
  isActive: r.is_active,
  deliveryTime: r.delivery_time,
  suppliedId: r.supplied_id,
  hsnCode: r.hsn_code,
  gstRate: Number(r.gst_rate),
  hasOrders: r.has_orders,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

const fieldsOf = ({ id: _id, categoryName: _c, hasOrders: _h, createdAt: _a, updatedAt: _u, ...fields }: AdminProductRecord): ProductFields => fields;

// A URL or a site path; nothing a script or a broken list would leave behind.
const IMAGE_ADDRESS = /^(https?:\/\/|\/)[^\s"'<>\\]{1,490}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
// The shop's calendar day (India), not the UTC one.
const today = () => shopDate(new Date());

function optionalText(value: string | null | undefined, max: number, field: string): string | null {
  const text = value?.trim() || null;
  if (text && text.length > max) throw badInput(`${field} can be at most ${max} characters`, field);
  return text;
}

function day(value: string | null, field: string): string | null {
  if (value === null) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (!DAY.test(value) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) throw badInput(`${field} must be a date (YYYY-MM-DD)`, field);
  checkDateRange(parsed, field);
  return value;
}

// The supplier's reference: letters, digits and the separators codes use (SUP-001, AB/12.3).
const SUPPLIED_ID = /^[A-Za-z0-9][A-Za-z0-9 ._/-]{0,49}$/;

function suppliedIdOf(value: string | null | undefined): string | null {
  const text = value?.trim() || null;
  if (text && !SUPPLIED_ID.test(text)) throw badInput('The supplied id has at most 50 letters, digits, spaces or . _ / -', 'supplied_id');
  return text;
}

/** A product's weight (in its unit) is at most this: 100 tonnes of fruit is already a typo. */
const MAX_WEIGHT = 100_000;

/** The whole product form (spec §5 Admin, Product), in the form's order; returns it cleaned. */
function clean(input: ProductFields, creating: boolean): ProductFields {
  const name = (input.name ?? '').trim().replace(/\s+/g, ' ');
  if (!name) throw badInput('Please enter the product name', 'product_name');
  if (name.length > 200) throw badInput('A product name has at most 200 characters', 'product_name');
  if (!Number.isInteger(input.categoryId) || input.categoryId < 1) throw badInput('Please choose a category', 'category_id');
  if (!Number.isInteger(input.price) || input.price < 0) throw badInput('Please enter a price of 0 or more', 'price');
  if (input.discountPrice !== null && (!Number.isInteger(input.discountPrice) || input.discountPrice < 0)) throw badInput('The discount price must be 0 or more', 'discount_price');
  if (!Number.isInteger(input.stockQuantity) || input.stockQuantity < 0) throw badInput('Please enter a stock quantity of 0 or more', 'stock_quantity');
  if (input.stockQuantity > MAX_INT) throw badInput(`The stock quantity can be at most ${MAX_INT}`, 'stock_quantity');
  if (creating && input.weight === null) throw badInput('Please enter the weight', 'weight');
  if (input.weight !== null && (!Number.isFinite(input.weight) || input.weight < 0 || input.weight > MAX_WEIGHT || Math.round(input.weight * 100) / 100 !== input.weight)) {
    throw badInput(`The weight must be from 0 to ${MAX_WEIGHT}, with at most two decimals`, 'weight');
  }
  const unit = (input.unit ?? '').trim();
  if (!unit) throw badInput('Please choose a unit', 'unit');
  if (unit.length > 20) throw badInput('A unit has at most 20 characters', 'unit');
  if (input.maxOrderLimit !== null && (!Number.isInteger(input.maxOrderLimit) || input.maxOrderLimit < 0 || input.maxOrderLimit > MAX_INT)) {
    throw badInput(`The max order limit must be from 0 to ${MAX_INT}`, 'max_order_limit');
  }
  const image = input.image?.trim() || null;
  if (creating && !image) throw badInput('Please add a product image', 'image');
  if (image && !IMAGE_ADDRESS.test(image)) throw badInput('The image must be an uploaded file or a web address', 'image');
  const imageGallery = [...new Set(input.imageGallery.map((u) => u.trim()).filter(Boolean))];
  if (imageGallery.length > 12 || imageGallery.some((u) => !IMAGE_ADDRESS.test(u))) throw badInput('The gallery takes up to 12 web addresses', 'image_gallery');
  const tags = [...new Set(input.tags.map((t) => t.trim()).filter(Boolean))];
  if (tags.length > 20 || tags.some((t) => t.length > 50)) throw badInput('Up to 20 tags of at most 50 characters', 'tag');
  const attributeEntries = Object.entries(input.customAttributes ?? {})
    .map(([k, v]) => [k.trim(), String(v).trim()] as const)
    .filter(([k, v]) => k && v);
  if (attributeEntries.length > 30 || attributeEntries.some(([k, v]) => k.length > 50 || v.length > 200)) throw badInput('Up to 30 attributes (names up to 50, values up to 200 characters)', 'custom_attributes');
  const availableFrom = day(input.availableFrom ?? (creating ? today() : null), 'available_from');
  const availableUntil = day(input.availableUntil ?? (creating ? DEFAULT_AVAILABLE_UNTIL : null), 'available_until');
  if (availableFrom && availableUntil && availableFrom > availableUntil) throw badInput('available_until must not be before available_from', 'available_until');
  return {
    name,
    description: optionalText(input.description, 5000, 'description'),
    image,
    imageGallery,
    price: input.price,
    discountPrice: input.discountPrice,
    unit,
    weight: input.weight,
    categoryId: input.categoryId,
    stockQuantity: input.stockQuantity,
    maxOrderLimit: input.maxOrderLimit,
    tags,
    customAttributes: attributeEntries.length ? Object.fromEntries(attributeEntries) : null,
    countryOfOrigin: optionalText(input.countryOfOrigin, 100, 'country_origin'),
    storageInstruction: optionalText(input.storageInstruction, 2000, 'storage_instruction'),
    availableFrom,
    availableUntil,
    isFeatured: input.isFeatured,
    isActive: input.isActive,
    deliveryTime: optionalText(input.deliveryTime, 100, 'delivery_time') ?? DEFAULT_DELIVERY_TIME,
    suppliedId: suppliedIdOf(input.suppliedId),
    ...taxOf(input),
  };
}

/** The HSN code and GST rate, by the rules the admin form shows (common/gst.rules). */
function taxOf(input: Pick<ProductFields, 'hsnCode' | 'gstRate'>): Pick<ProductFields, 'hsnCode' | 'gstRate'> {
  if (hsnRule(input.hsnCode) !== true) throw badInput(HSN_MESSAGE, 'hsn_code');
  const gstRate = typeof input.gstRate === 'string' ? Number(input.gstRate) : input.gstRate;
  if (gstRateRule(gstRate) !== true) throw badInput(GST_RATE_MESSAGE, 'gst_rate');
  return { hsnCode: normalizeHsn(input.hsnCode), gstRate };
}

/** What the log keeps of a product: money as decimals; stock is logged by its own row. */
const snapshot = ({ stockQuantity: _stock, ...f }: ProductFields) => ({ ...f, price: paiseToDecimal(f.price), discountPrice: f.discountPrice === null ? null : paiseToDecimal(f.discountPrice) });

const columns = (f: ProductFields) => [
  f.name,
  f.description,
  f.image,
  JSON.stringify(f.imageGallery),
  paiseToDecimal(f.price),
  f.discountPrice === null ? null : paiseToDecimal(f.discountPrice),
  f.unit,
  f.weight,
  f.categoryId,
  f.maxOrderLimit,
  JSON.stringify(f.tags),
  f.customAttributes === null ? null : JSON.stringify(f.customAttributes),
  f.countryOfOrigin,
  f.storageInstruction,
  f.availableFrom,
  f.availableUntil,
  f.isFeatured,
  f.isActive,
  f.deliveryTime,
  f.suppliedId,
  f.hsnCode,
  f.gstRate,
];

const isUniqueViolation = (error: unknown) => error instanceof UniqueConstraintViolationException || (error as { code?: string })?.code === '23505';
const isForeignKeyViolation = (error: unknown) => error instanceof ForeignKeyConstraintViolationException || (error as { code?: string })?.code === '23503';

function translate(error: unknown): unknown {
  if (isUniqueViolation(error)) return new AppError('CONFLICT', 'A product with this name already exists', { field: 'product_name' });
  if (isForeignKeyViolation(error)) return badInput('Please choose a category', 'category_id');
  return error;
}

export type ProductInputFields = Partial<ProductFields>;

const BLANK: ProductFields = {
  name: '',
  description: null,
  image: null,
  imageGallery: [],
  price: -1,
  discountPrice: null,
  unit: 'kg',
  weight: null,
  categoryId: 0,
  stockQuantity: -1,
  maxOrderLimit: null,
  tags: [],
  customAttributes: null,
  countryOfOrigin: null,
  storageInstruction: null,
  availableFrom: null,
  availableUntil: null,
  isFeatured: false,
  isActive: true,
  deliveryTime: DEFAULT_DELIVERY_TIME,
  suppliedId: null,
  hsnCode: null,
  gstRate: 0,
};

/**
 * Products in the back office: every product, active or not. Stock edits go through the
 * inventory (admin_adjustment rows); a product some order bought is deactivated, never deleted.
 */
export const productAdminService = {
  async list(em: EntityManager, query: { search?: string | null; categoryId?: number | null; limit?: number | null; offset?: number | null } = {}): Promise<AdminProductRecord[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    const search = searchText(query.search);
    if (search) {
      where.push('p."name" ilike ?');
      params.push(`%${escapeLike(search)}%`);
    }
    if (query.categoryId) {
      where.push('p."category_id" = ?');
      params.push(query.categoryId);
    }
    const rows = await em.execute<Raw[]>(`${SELECT} ${where.length ? `where ${where.join(' and ')}` : ''} order by p."id" desc limit ? offset ?`, [
      ...params,
      clampLimit(query.limit, 100, 500),
      Math.max(query.offset ?? 0, 0),
    ]);
    return rows.map(toRecord);
  },

  async byId(em: EntityManager, rawId: string | number): Promise<AdminProductRecord> {
    const [row] = await em.execute<Raw[]>(`${SELECT} where p."id" = ?`, [parseId(rawId, 'product_id')]);
    if (!row) throw notFound('Product not found');
    return toRecord(row);
  },

  async create(em: EntityManager, by: AdminActor, input: ProductInputFields): Promise<AdminProductRecord> {
    const f = clean({ ...BLANK, ...input }, true);
    try {
      return await em.transactional(async (tx) => {
        const [{ id }] = await tx.execute<{ id: number }[]>(
          `insert into "product" ("name", "description", "image", "image_gallery", "price", "discount_price", "unit", "weight", "category_id",
             "max_order_limit", "tags", "custom_attributes", "country_of_origin", "storage_instruction", "available_from", "available_until",
             "is_featured", "is_active", "delivery_time", "supplied_id", "hsn_code", "gst_rate", "stock_quantity")
           values (?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning "id"`,
          [...columns(f), f.stockQuantity],
        );
        if (f.stockQuantity > 0) {
          await tx.execute(`insert into "inventory_log" ("product_id", "change", "stock_after", "reason", "admin_id") values (?, ?, ?, 'admin_adjustment', ?)`, [
            id,
            f.stockQuantity,
            f.stockQuantity,
            by.adminId,
          ]);
        }
        await by.record(tx, { action: 'product_created', targetType: 'product', targetId: id, changes: diffChanges({}, { ...snapshot(f), stockQuantity: f.stockQuantity }) });
        return this.byId(tx, id);
      });
    } catch (error) {
      throw translate(error);
    }
  },

  /** Fields left out keep their values; a new stock figure is logged as an adjustment. */
  async update(em: EntityManager, by: AdminActor, rawId: string | number, input: ProductInputFields): Promise<AdminProductRecord> {
    const id = parseId(rawId, 'product_id');
    try {
      return await em.transactional(async (tx) => {
        // The row lock holds off orders until this commits, so the stock difference is exact.
        const [locked] = await tx.execute<{ id: number }[]>('select "id" from "product" where "id" = ? for update', [id]);
        if (!locked) throw notFound('Product not found');
        const before = fieldsOf(await this.byId(tx, id));
        const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
        const f = clean({ ...before, ...defined }, false);
        await tx.execute(
          `update "product" set "name" = ?, "description" = ?, "image" = ?, "image_gallery" = ?::jsonb, "price" = ?, "discount_price" = ?, "unit" = ?,
             "weight" = ?, "category_id" = ?, "max_order_limit" = ?, "tags" = ?::jsonb, "custom_attributes" = ?::jsonb, "country_of_origin" = ?,
             "storage_instruction" = ?, "available_from" = ?, "available_until" = ?, "is_featured" = ?, "is_active" = ?, "delivery_time" = ?,
             "supplied_id" = ?, "hsn_code" = ?, "gst_rate" = ?, "updated_at" = now()
           where "id" = ?`,
          [...columns(f), id],
        );
        if (f.stockQuantity !== before.stockQuantity) await inventoryService.adjustIn(tx, by, id, f.stockQuantity - before.stockQuantity);
        // Put back on sale with stock: customers who waited for it hear of it now.
        else if (f.isActive && !before.isActive && f.stockQuantity > 0) await stockAlertService.release(tx, [id]);
        const changes = diffChanges(snapshot(before), snapshot(f));
        if (Object.keys(changes).length) await by.record(tx, { action: 'product_updated', targetType: 'product', targetId: id, changes });
        return this.byId(tx, id);
      });
    } catch (error) {
      throw translate(error);
    }
  },

  /** A product some order bought stays (deactivated) for its orders; any other is deleted. */
  async remove(em: EntityManager, by: AdminActor, rawId: string | number): Promise<{ deleted: boolean; product: AdminProductRecord }> {
    const id = parseId(rawId, 'product_id');
    return em.transactional(async (tx) => {
      const [locked] = await tx.execute<{ id: number }[]>('select "id" from "product" where "id" = ? for update', [id]);
      if (!locked) throw notFound('Product not found');
      const product = await this.byId(tx, id);
      if (product.hasOrders) {
        await tx.execute('update "product" set "is_active" = false, "updated_at" = now() where "id" = ?', [id]);
        if (product.isActive) await by.record(tx, { action: 'product_deactivated', targetType: 'product', targetId: id, changes: { isActive: { from: true, to: false } } });
        return { deleted: false, product: { ...product, isActive: false } };
      }
      await shopEvents.publish(tx, 'product-deleting', { productId: id });
      await tx.execute('delete from "product" where "id" = ?', [id]);
      await by.record(tx, { action: 'product_deleted', targetType: 'product', targetId: id, changes: { name: product.name, categoryId: product.categoryId } });
      return { deleted: true, product };
    });
  },
};
