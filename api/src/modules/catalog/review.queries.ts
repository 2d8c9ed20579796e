import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReviewView } from './catalog.views.js';
import { galleryOf } from './product-values.js';

/*
 * Read-model SQL for public reviews: only reviews of active products are public (a hidden
 * product's page is gone, so are its reviews). Reviewers show as first name and last initial.
 */

const REVIEW_COLUMNS = `
  pr.id, pr.product_id, pr.user_id, pr.rating, pr.comment, pr.images, pr.created_at,
  u.first_name, u.last_name`;

const REVIEW_FROM = `
  from product_review pr
  join product p on p.id = pr.product_id and p.is_active
  join app_user u on u.id = pr.user_id`;

/** Newest first; the id settles reviews written in the same instant. */
const NEWEST_FIRST = 'pr.created_at desc, pr.id desc';

interface ReviewRow {
  id: number;
  product_id: number;
  user_id: number;
  rating: number;
  comment: string | null;
  images: unknown;
  created_at: string | Date;
  first_name: string;
  last_name: string | null;
}

/** "Asha K." — enough to tell reviewers apart without publishing a customer's full name. */
export function reviewerName(firstName: string, lastName: string | null): string {
  const first = firstName.trim() || 'Customer';
  const initial = lastName?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

function toReview(row: ReviewRow): ReviewView {
  return {
    id: row.id,
    productId: row.product_id,
    userId: row.user_id,
    rating: row.rating,
    comment: row.comment?.trim() || null,
    images: galleryOf(row.images),
    reviewerName: reviewerName(row.first_name, row.last_name),
    createdAt: new Date(row.created_at),
  };
}

/** The newest `limit` reviews of each product, in one statement for all of them. */
export async function selectReviewsOfProducts(em: EntityManager, productIds: readonly number[], limit: number): Promise<ReviewView[][]> {
  if (!productIds.length) return [];
  const rows: ReviewRow[] = await em.execute(
    `select * from (
       select ${REVIEW_COLUMNS}, row_number() over (partition by pr.product_id order by ${NEWEST_FIRST}) as n
       ${REVIEW_FROM}
        where pr.product_id = any(string_to_array(?, ',')::int[])
     ) ranked where n <= ? order by product_id, n`,
    [productIds.join(','), limit],
  );
  const groups = new Map<number, ReviewView[]>(productIds.map((id) => [id, []]));
  for (const row of rows) groups.get(Number(row.product_id))?.push(toReview(row));
  return productIds.map((id) => groups.get(id) ?? []);
}

export interface ReviewFilter {
  productId?: number;
  limit: number;
  offset: number;
}

/** A page of public reviews, newest first. */
export async function selectReviewPage(em: EntityManager, filter: ReviewFilter): Promise<ReviewView[]> {
  const where = filter.productId === undefined ? '' : 'where pr.product_id = ?';
  const params: unknown[] = filter.productId === undefined ? [] : [filter.productId];
  const rows: ReviewRow[] = await em.execute(
    `select ${REVIEW_COLUMNS} ${REVIEW_FROM} ${where}
      order by ${NEWEST_FIRST} limit ? offset ?`,
    [...params, filter.limit, filter.offset],
  );
  return rows.map(toReview);
}

export async function selectReview(em: EntityManager, id: number): Promise<ReviewView | undefined> {
  const rows: ReviewRow[] = await em.execute(`select ${REVIEW_COLUMNS} ${REVIEW_FROM} where pr.id = ?`, [id]);
  return rows[0] && toReview(rows[0]);
}

export async function activeProductExists(em: EntityManager, id: number): Promise<boolean> {
  const rows: { found: boolean }[] = await em.execute(
    'select exists (select 1 from product where id = ? and is_active) as found',
    [id],
  );
  return rows[0]?.found === true;
}
