import type { EntityManager } from '@mikro-orm/postgresql';
import { decimalToPaise, discountPercent, unitPrice as unitPriceOf } from '../../lib/money.js';
import { DEFAULT_RATING } from './catalog.loaders.js';
import type { CategoryView, ProductView } from './catalog.views.js';

/**
 * Read-model SQL for the storefront: one statement per page gives the products, their
 * category, their rating and the total count. Money and dates come back as text so that
 * no amount passes through a float and no date through the server's time zone.
 */
const PRODUCT_COLUMNS = `
  p.id, p.name, p.description, p.image, p.image_gallery, p.price::text as price,
  p.discount_price::text as discount_price, p.unit, p.weight, p.stock_quantity, p.max_order_limit,
  p.tags, p.custom_attributes, p.country_of_origin, p.storage_instruction,
  p.available_from::text as available_from, p.available_until::text as available_until,
  p.is_featured, p.is_active, p.delivery_time, p.created_at,
  c.id as category_id, c.name as category_name, c.slug as category_slug, c.description as category_description,
  r.average::text as rating_average, coalesce(r.reviews, 0)::int as review_count`;

const PRODUCT_FROM = `
  from product p
  join category c on c.id = p.category_id
  left join lateral (
    select round(avg(pr.rating)::numeric, 1) as average, count(*) as reviews
      from product_review pr where pr.product_id = p.id
  ) r on true`;

interface ProductRow {
  id: number;
  name: string;
  description: string | null;
  image: string | null;
  image_gallery: string[];
  price: string;
  discount_price: string | null;
  unit: string;
  weight: number | null;
  stock_quantity: number;
  max_order_limit: number | null;
  tags: string[];
  custom_attributes: Record<string, string> | null;
  country_of_origin: string | null;
  storage_instruction: string | null;
  available_from: string | null;
  available_until: string | null;
  is_featured: boolean;
  is_active: boolean;
  delivery_time: string;
  // MikroORM leaves timestamps as text in raw results.
  created_at: string | Date;
  category_id: number;
  category_name: string;
  category_slug: string;
  category_description: string | null;
  rating_average: string | null;
  review_count: number;
  total_count?: string;
}

function toView(row: ProductRow): ProductView {
  const price = decimalToPaise(row.price);
  const discountPrice = row.discount_price == null ? null : decimalToPaise(row.discount_price);
  const unitPrice = unitPriceOf(price, discountPrice);
  const rated = row.review_count > 0 && row.rating_average != null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    imageGallery: row.image_gallery,
    price,
    discountPrice,
    unitPrice,
    hasDiscount: unitPrice < price,
    discountPercentage: discountPercent(price, unitPrice),
    unit: row.unit,
    weight: row.weight,
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug, description: row.category_description },
    stockQuantity: row.stock_quantity,
    maxOrderLimit: row.max_order_limit,
    tags: row.tags,
    customAttributes: row.custom_attributes,
    countryOfOrigin: row.country_of_origin,
    storageInstruction: row.storage_instruction,
    availableFrom: row.available_from,
    availableUntil: row.available_until,
    isFeatured: row.is_featured,
    isActive: row.is_active,
    averageRating: rated ? Number(row.rating_average) : DEFAULT_RATING.averageRating,
    reviewCount: rated ? row.review_count : DEFAULT_RATING.reviewCount,
    deliveryTime: row.delivery_time,
    createdAt: new Date(row.created_at),
  };
}

export interface ProductFilter {
  /** A category id ("3") or slug ("top-deals"). */
  category?: string;
  /** Already escaped for LIKE. */
  nameLike?: string;
  limit: number;
  offset: number;
}

export async function selectProductPage(em: EntityManager, filter: ProductFilter): Promise<{ items: ProductView[]; totalCount: number }> {
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
  const rows: ProductRow[] = await em.getConnection().execute(
    `select ${PRODUCT_COLUMNS}, count(*) over () as total_count ${PRODUCT_FROM}
      where ${whereSql} order by p.id limit ? offset ?`,
    [...params, filter.limit, filter.offset],
  );
  let totalCount = rows.length ? Number(rows[0].total_count) : 0;
  if (!rows.length && filter.offset > 0) {
    // Past the last page the window count is missing; the total still matters for paging.
    const [count]: { n: string }[] = await em.getConnection().execute(
      `select count(*) as n from product p join category c on c.id = p.category_id where ${whereSql}`,
      params,
    );
    totalCount = Number(count.n);
  }
  return { items: rows.map(toView), totalCount };
}

export async function selectActiveProduct(em: EntityManager, id: number): Promise<ProductView | undefined> {
  const rows: ProductRow[] = await em.getConnection().execute(
    `select ${PRODUCT_COLUMNS} ${PRODUCT_FROM} where p.id = ? and p.is_active`,
    [id],
  );
  return rows[0] && toView(rows[0]);
}

export async function selectCategories(em: EntityManager): Promise<CategoryView[]> {
  const rows: { id: number; name: string; slug: string; description: string | null; product_count: number }[] =
    await em.getConnection().execute(
      `select c.id, c.name, c.slug, c.description,
              (select count(*) from product p where p.category_id = c.id and p.is_active)::int as product_count
         from category c order by c.id`,
    );
  return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, description: r.description, productCount: r.product_count }));
}

/** Active products with these ids, in the order given (one statement, whatever the count). */
export async function selectActiveProductsByIds(em: EntityManager, ids: readonly number[]): Promise<ProductView[]> {
  if (!ids.length) return [];
  const rows: ProductRow[] = await em.getConnection().execute(
    // One text parameter, split in SQL: array bindings are expanded differently by drivers.
    `select ${PRODUCT_COLUMNS} ${PRODUCT_FROM} where p.id = any(string_to_array(?, ',')::int[]) and p.is_active`,
    [ids.join(',')],
  );
  const byId = new Map(rows.map((row) => [row.id, toView(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
