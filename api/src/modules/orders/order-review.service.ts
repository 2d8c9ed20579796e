import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput, parseId } from '../../lib/errors.js';

export const REVIEW_COMMENT_MAX = 2000;

/**
 * A customer's review (decisions: Catalogue): one per customer and product, and only for a
 * product from one of their delivered orders.
 */
export const orderReviewService = {
  async add(em: EntityManager, userId: number, input: { productId: string | number; rating: number; comment?: string | null }): Promise<number> {
    const productId = parseId(input.productId, 'productId');
    if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) throw badInput('Please choose a rating from 1 to 5', 'rating');
    const comment = input.comment?.trim() || null;
    if (comment && comment.length > REVIEW_COMMENT_MAX) throw badInput(`A review can be at most ${REVIEW_COMMENT_MAX} characters`, 'comment');
    const [delivered] = await em.execute<{ ok: number }[]>(
      `select 1 as "ok" from "order_item" i join "shop_order" o on o."id" = i."order_id"
       where o."user_id" = ? and i."product_id" = ? and o."status" = 'delivered' limit 1`,
      [userId, productId],
    );
    if (!delivered) throw new AppError('FORBIDDEN', 'You can review a product once an order with it has been delivered');
    const [row] = await em.execute<{ id: number }[]>(
      `insert into "product_review" ("product_id", "user_id", "rating", "comment") values (?, ?, ?, ?)
       on conflict ("user_id", "product_id") do nothing returning "id"`,
      [productId, userId, input.rating, comment],
    );
    if (!row) throw new AppError('CONFLICT', 'You have already reviewed this product');
    return row.id;
  },
};
