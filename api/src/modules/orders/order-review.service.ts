import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput, notFound, parseId } from '../../lib/errors.js';

export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_NOT_FOUND = 'Review not found';

function ratingOf(raw: unknown): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > 5) throw badInput('Please choose a rating from 1 to 5', 'rating');
  return raw;
}

function commentOf(raw: unknown): string | null {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw badInput('A review comment must be text', 'comment');
  const comment = raw?.trim() || null;
  if (comment && comment.length > REVIEW_COMMENT_MAX) throw badInput(`A review can be at most ${REVIEW_COMMENT_MAX} characters`, 'comment');
  return comment;
}

/**
 * A customer's review (decisions: Catalogue): one per customer and product, and only for a
 * product from one of their delivered orders. Only its author edits or deletes it; anyone
 * else's review, or one of a hidden product (whose reviews are not public), reads as not found.
 * The product's rating is computed from its reviews when read, so an edit or a delete changes it
 * at once (and advances the catalogue version, so cached pages drop: see the catalog_version migration).
 */
export const orderReviewService = {
  async add(em: EntityManager, userId: number, input: { productId: string | number; rating: unknown; comment?: unknown }): Promise<number> {
    const productId = parseId(input.productId, 'productId');
    const rating = ratingOf(input.rating);
    const comment = commentOf(input.comment);
    const [delivered] = await em.execute<{ ok: number }[]>(
      `select 1 as "ok" from "order_item" i join "shop_order" o on o."id" = i."order_id"
       where o."user_id" = ? and i."product_id" = ? and o."status" = 'delivered' limit 1`,
      [userId, productId],
    );
    if (!delivered) throw new AppError('FORBIDDEN', 'You can review a product once an order with it has been delivered');
    const [row] = await em.execute<{ id: number }[]>(
      `insert into "product_review" ("product_id", "user_id", "rating", "comment") values (?, ?, ?, ?)
       on conflict ("user_id", "product_id") do nothing returning "id"`,
      [productId, userId, rating, comment],
    );
    if (!row) throw new AppError('CONFLICT', 'You have already reviewed this product');
    return row.id;
  },

  /** Changes the rating and/or the comment of the author's own review (one statement). Returns its id. */
  async update(em: EntityManager, userId: number, rawId: string | number, input: { rating?: unknown; comment?: unknown }): Promise<number> {
    const reviewId = parseId(rawId, 'review id');
    const sets: string[] = [];
    const params: unknown[] = [];
    if (input.rating !== undefined) {
      sets.push('"rating" = ?');
      params.push(ratingOf(input.rating));
    }
    if (input.comment !== undefined) {
      sets.push('"comment" = ?');
      params.push(commentOf(input.comment));
    }
    if (!sets.length) throw badInput('Please change the rating or the comment', 'rating');
    const [row] = await em.execute<{ id: number }[]>(
      `update "product_review" pr set ${sets.join(', ')}
         from "product" p where p."id" = pr."product_id" and p."is_active" and pr."id" = ? and pr."user_id" = ?
       returning pr."id"`,
      [...params, reviewId, userId],
    );
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    return row.id;
  },

  /** Deletes the author's own review (one statement); returns the product it was about. */
  async remove(em: EntityManager, userId: number, rawId: string | number): Promise<{ productId: number }> {
    const reviewId = parseId(rawId, 'review id');
    const [row] = await em.execute<{ product_id: number }[]>(
      `delete from "product_review" pr using "product" p
        where p."id" = pr."product_id" and p."is_active" and pr."id" = ? and pr."user_id" = ?
       returning pr."product_id"`,
      [reviewId, userId],
    );
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    return { productId: row.product_id };
  },
};
