import type { EntityManager } from '@mikro-orm/postgresql';
import { decimalToPaise, discountPercent, unitPrice as unitPriceOf } from '../../lib/money.js';
import type { CategoryView, ProductView } from './catalog.views.js';
import { DEFAULT_DELIVERY_TIME } from './product.entity.js';
import { attributesOf, galleryOf, stringList } from './product-values.js';
import { detailUnit, normalizeUnit, priceUnitLabel } from '@fruit-shop/common/units';

/**
 * Read-model SQL for the storefront: one statement per page gives the products, their
 * category, their rating and the total count. Money and dates come back as text so that
 * no amount passes through a float and no date through the server's time zone.
 */

/** The cheap columns every product read selects. */
const CORE_COLUMNS = `
  p.id, p.name, p.image, p.price::text as price, p.discount_price::text as discount_price, p.unit, p.weight,
  p.stock_quantity, p.max_order_limit, p.is_featured, p.is_active, p.created_at,
  c.id as category_id, c.name as category_name,
  r.average::text as rating_average, coalesce(r.reviews, 0)::int as review_count`;

/**
 * The other columns, by the field that shows them. Text and JSON columns cost the most to
 * send, parse and read tolerantly: a product list read for a query that does not ask for
 * them (the shop grid's cards) leaves them out, which measured about a third of the list's
 * CPU (docs/decisions/0030).
 */
const PRODUCT_FIELD_COLUMNS = {
  description: 'p.description',
  imageGallery: 'p.image_gallery',
  tags: 'p.tags',
  customAttributes: 'p.custom_attributes',
  attributes: 'p.custom_attributes',
  countryOfOrigin: 'p.country_of_origin',
  storageInstruction: 'p.storage_instruction',
  availableFrom: 'p.available_from::text as available_from',
  availableUntil: 'p.available_until::text as available_until',
  deliveryTime: 'p.delivery_time',
  suppliedId: 'p.supplied_id',
} satisfies Partial<Record<keyof ProductView, string>>;
const CATEGORY_FIELD_COLUMNS = {
  slug: 'c.slug as category_slug',
  description: 'c.description as category_description',
} satisfies Partial<Record<keyof CategoryView, string>>;

/** The fields a query asks of each product and of its category; a read without it selects everything. */
export interface ProductFields {
  product: ReadonlySet<string>;
  category: ReadonlySet<string>;
}

const columnLists = new WeakMap<ReadonlySet<string>, WeakMap<ReadonlySet<string>, string>>();

/** Core columns plus those the asked-for fields show (all of them without `fields`); kept per pair of sets (selectedFields keeps those per query). */
function productColumns(fields?: ProductFields): string {
  if (!fields) return columnsFor();
  let byCategory = columnLists.get(fields.product);
  if (!byCategory) columnLists.set(fields.product, (byCategory = new WeakMap()));
  let columns = byCategory.get(fields.category);
  if (columns === undefined) byCategory.set(fields.category, (columns = columnsFor(fields)));
  return columns;
}

function columnsFor(fields?: ProductFields): string {
  const optional = [
    ...Object.entries(PRODUCT_FIELD_COLUMNS).filter(([field]) => !fields || fields.product.has(field)),
    ...Object.entries(CATEGORY_FIELD_COLUMNS).filter(([field]) => !fields || fields.category.has(field)),
  ].map(([, column]) => column);
  return [CORE_COLUMNS, ...new Set(optional)].join(', ');
}

const PRODUCT_COLUMNS = productColumns();

/** Category and rating of the product aliased `p`. */
const PRODUCT_JOINS = `
  join category c on c.id = p.category_id
  left join lateral (
    select round(avg(pr.rating)::numeric, 1) as average, count(*) as reviews
      from product_review pr where pr.product_id = p.id
  ) r on true`;

const PRODUCT_FROM = `from product p ${PRODUCT_JOINS}`;

/** The rulings' unit price in SQL: the discount price when it is set and lower, else the price. */
const UNIT_PRICE_SQL = '(case when p.discount_price is not null and p.discount_price < p.price then p.discount_price else p.price end)';

export type ProductOrder = 'FEATURED' | 'PRICE_ASC' | 'PRICE_DESC' | 'NEWEST' | 'RATING' | 'DISCOUNT';

/**
 * Each sort ends on the id so that pages never overlap or skip. A product nobody has rated
 * sorts after every rated one (it has no rating to rank by); DISCOUNT orders by the exact fraction off, so the rounded
 * percentages shown never go up down the list.
 */
const ORDER_BY: Record<ProductOrder, string> = {
  FEATURED: 'p.id',
  PRICE_ASC: `${UNIT_PRICE_SQL} asc, p.id`,
  PRICE_DESC: `${UNIT_PRICE_SQL} desc, p.id`,
  NEWEST: 'p.created_at desc, p.id desc',
  RATING: 'r.average desc nulls last, r.reviews desc nulls last, p.id',
  DISCOUNT: `case when p.price > 0 then (p.price - ${UNIT_PRICE_SQL}) / p.price else 0 end desc, p.id`,
};

/**
 * The product columns each order reads, beyond the id (core/cache-deps.ts): a cached list in
 * that order depends on them for every product in its scope, shown or not. RATING reads reviews,
 * whose writes drop every cached entry anyway.
 */
export const ORDER_COLUMNS: Record<ProductOrder, readonly string[]> = {
  FEATURED: [],
  PRICE_ASC: ['price', 'discount_price'],
  PRICE_DESC: ['price', 'discount_price'],
  NEWEST: ['created_at'],
  RATING: [],
  DISCOUNT: ['price', 'discount_price'],
};

/** A product row; the optional columns are absent when the read left them out (productColumns). */
interface ProductRow {
  id: number;
  name: string;
  description?: string | null;
  image: string | null;
  // jsonb columns an admin or an import may have filled with anything: read tolerantly.
  image_gallery?: unknown;
  price: string;
  discount_price: string | null;
  unit: string;
  weight: number | null;
  stock_quantity: number;
  max_order_limit: number | null;
  tags?: unknown;
  custom_attributes?: unknown;
  country_of_origin?: string | null;
  storage_instruction?: string | null;
  available_from?: string | null;
  available_until?: string | null;
  is_featured: boolean;
  is_active: boolean;
  delivery_time?: string | null;
  supplied_id?: string | null;
  // MikroORM leaves timestamps as text in raw results.
  created_at: string | Date;
  category_id: number;
  category_name: string;
  category_slug?: string;
  category_description?: string | null;
  rating_average: string | null;
  review_count: number;
  total_count?: string;
}

/** The view of a row; fields whose columns the read left out hold empty values (never sent: not asked for). */
function toView(row: ProductRow): ProductView {
  const price = decimalToPaise(row.price);
  const discountPrice = row.discount_price == null ? null : decimalToPaise(row.discount_price);
  const unitPrice = unitPriceOf(price, discountPrice);
  const rated = row.review_count > 0 && row.rating_average != null;
  const attributes = attributesOf(row.custom_attributes);
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? null,
    image: row.image,
    imageGallery: galleryOf(row.image_gallery),
    price,
    discountPrice,
    unitPrice,
    hasDiscount: unitPrice < price,
    discountPercentage: discountPercent(price, unitPrice),
    unit: normalizeUnit(row.unit),
    detailUnit: detailUnit(row.unit, row.weight),
    priceUnit: priceUnitLabel(row.unit, row.weight),
    weight: row.weight,
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug ?? '', description: row.category_description ?? null },
    stockQuantity: row.stock_quantity,
    maxOrderLimit: row.max_order_limit,
    tags: stringList(row.tags),
    customAttributes: row.custom_attributes == null ? null : Object.fromEntries(attributes.map((a) => [a.key, a.value])),
    attributes,
    countryOfOrigin: row.country_of_origin ?? null,
    storageInstruction: row.storage_instruction ?? null,
    availableFrom: row.available_from ?? null,
    availableUntil: row.available_until ?? null,
    isFeatured: row.is_featured,
    isActive: row.is_active,
    averageRating: rated ? Number(row.rating_average) : null,
    reviewCount: rated ? row.review_count : 0,
    deliveryTime: row.delivery_time?.trim() || DEFAULT_DELIVERY_TIME,
    suppliedId: row.supplied_id ?? null,
    createdAt: new Date(row.created_at),
  };
}

export interface ProductFilter {
  /** A category id ("3") or slug ("top-deals"). */
  category?: string;
  /** Already escaped for LIKE. */
  nameLike?: string;
  order: ProductOrder;
  limit: number;
  offset: number;
}

/** One page of active products; `fields`: only the columns those fields need. */
export async function selectProductPage(em: EntityManager, filter: ProductFilter, fields?: ProductFields): Promise<{ items: ProductView[]; totalCount: number }> {
  const where = ['p.is_active'];
  const params: unknown[] = [];
  if (filter.category !== undefined) {
    const byId = /^\d{1,9}$/.test(filter.category);
    where.push(byId ? 'c.id = ?' : 'c.slug = ?');
    params.push(byId ? Number(filter.category) : filter.category.toLowerCase());
  }
  if (filter.nameLike !== undefined) {
    where.push('p.name ilike ?');
    params.push(`%${filter.nameLike}%`);
  }
  const whereSql = where.join(' and ');
  const rows: ProductRow[] = await em.execute(
    `select ${productColumns(fields)}, count(*) over () as total_count ${PRODUCT_FROM}
      where ${whereSql} order by ${ORDER_BY[filter.order]} limit ? offset ?`,
    [...params, filter.limit, filter.offset],
  );
  let totalCount = rows.length ? Number(rows[0].total_count) : 0;
  if (!rows.length && filter.offset > 0) {
    // Past the last page the window count is missing; the total still matters for paging.
    const [count]: { n: string }[] = await em.execute(
      `select count(*) as n from product p join category c on c.id = p.category_id where ${whereSql}`,
      params,
    );
    totalCount = Number(count.n);
  }
  return { items: rows.map(toView), totalCount };
}

/** Every category, or with `nonEmpty` only those with at least one active product. */
export async function selectCategories(em: EntityManager, nonEmpty = false): Promise<CategoryView[]> {
  const rows: { id: number; name: string; slug: string; description: string | null; product_count: number }[] =
    await em.execute(
      `select * from (
         select c.id, c.name, c.slug, c.description,
                (select count(*) from product p where p.category_id = c.id and p.is_active)::int as product_count
           from category c
       ) counted ${nonEmpty ? 'where product_count > 0' : ''} order by id`,
    );
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, description: r.description, productCount: r.product_count }));
}

/** A home page section: a category an admin marked for the home page. */
export interface HomeSectionRecord {
  categoryId: number;
  slug: string;
  /** The section's heading: its own title, else the category's name. */
  title: string;
  /** Whether the tab bar names it. */
  tab: boolean;
}

/** The home page's sections in their order (one statement). */
export async function selectHomeSections(em: EntityManager): Promise<HomeSectionRecord[]> {
  const rows: { id: number; slug: string; title: string; home_tab: boolean }[] = await em.execute(
    `select c.id, c.slug, coalesce(nullif(c.home_title, ''), c.name) as title, c.home_tab
       from category c where c.home_position is not null order by c.home_position, c.id`,
  );
  return rows.map((r) => ({ categoryId: r.id, slug: r.slug, title: r.title, tab: r.home_tab }));
}

type KeyedRow = ProductRow & { key_id: number };

/** Groups rows under the id they were selected for, in the order of `ids`. */
function groupByKey(ids: readonly number[], rows: KeyedRow[]): ProductView[][] {
  const groups = new Map<number, ProductView[]>(ids.map((id) => [id, []]));
  for (const row of rows) groups.get(Number(row.key_id))?.push(toView(row));
  return ids.map((id) => groups.get(id) ?? []);
}

/** Up to `limit` active products of each category, catalogue order, in one statement for all of them. */
export async function selectCategoryProducts(em: EntityManager, categoryIds: readonly number[], limit: number): Promise<ProductView[][]> {
  if (!categoryIds.length) return [];
  const rows: KeyedRow[] = await em.execute(
    `select k.id as key_id, ${PRODUCT_COLUMNS}
       from category k
       cross join lateral (
         select x.id from product x where x.category_id = k.id and x.is_active order by x.id limit ?
       ) pick
       join product p on p.id = pick.id ${PRODUCT_JOINS}
      where k.id = any(string_to_array(?, ',')::int[])
      order by k.id, p.id`,
    [limit, categoryIds.join(',')],
  );
  return groupByKey(categoryIds, rows);
}

/**
 * Up to `limit` other active products from each product's category (featured first, then
 * catalogue order), in one statement for all of them.
 */
export async function selectRelatedProducts(em: EntityManager, productIds: readonly number[], limit: number): Promise<ProductView[][]> {
  if (!productIds.length) return [];
  const rows: KeyedRow[] = await em.execute(
    `select k.id as key_id, ${PRODUCT_COLUMNS}
       from product k
       cross join lateral (
         select x.id, x.is_featured from product x
          where x.category_id = k.category_id and x.is_active and x.id <> k.id
          order by x.is_featured desc, x.id limit ?
       ) pick
       join product p on p.id = pick.id ${PRODUCT_JOINS}
      where k.id = any(string_to_array(?, ',')::int[])
      order by k.id, pick.is_featured desc, p.id`,
    [limit, productIds.join(',')],
  );
  return groupByKey(productIds, rows);
}

/** Active products with these ids, in the order given (one statement, whatever the count). */
export async function selectActiveProductsByIds(em: EntityManager, ids: readonly number[]): Promise<ProductView[]> {
  if (!ids.length) return [];
  const rows: ProductRow[] = await em.execute(
    // One text parameter, split in SQL: array bindings are expanded differently by drivers.
    `select ${PRODUCT_COLUMNS} ${PRODUCT_FROM} where p.id = any(string_to_array(?, ',')::int[]) and p.is_active`,
    [ids.join(',')],
  );
  const byId = new Map(rows.map((row) => [row.id, toView(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A product as another module shows it by reference (a plan's box): active or not. */
export interface ProductRef {
  id: number;
  name: string;
  image: string | null;
  /** Normalised, as ProductView's. */
  unit: string;
  weight: number | null;
  isActive: boolean;
}

/** Products with these ids, active or not, in one statement; unknown ids are left out. */
export async function selectProductRefs(em: EntityManager, ids: readonly number[]): Promise<ProductRef[]> {
  if (!ids.length) return [];
  const rows: { id: number; name: string; image: string | null; unit: string; weight: number | null; is_active: boolean }[] = await em.execute(
    `select p.id, p.name, p.image, p.unit, p.weight, p.is_active from product p where p.id = any(string_to_array(?, ',')::int[])`,
    [ids.join(',')],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, image: r.image, unit: normalizeUnit(r.unit), weight: r.weight, isActive: r.is_active }));
}

export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

/** Categories with these ids in one statement; unknown ids are left out. */
export async function selectCategoryRefs(em: EntityManager, ids: readonly number[]): Promise<CategoryRef[]> {
  if (!ids.length) return [];
  return em.execute<CategoryRef[]>(`select c.id, c.name, c.slug from category c where c.id = any(string_to_array(?, ',')::int[])`, [ids.join(',')]);
}
