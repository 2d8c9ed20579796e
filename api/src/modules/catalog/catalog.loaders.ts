import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface RatingSummary {
  averageRating: number;
  reviewCount: number;
}

/** The spec's figures for a product nobody has rated yet. */
export const DEFAULT_RATING: RatingSummary = { averageRating: 4.5, reviewCount: 0 };

/** Average (1 decimal) and count of reviews for many products in one query. */
export const ratingLoader = (em: EntityManager) =>
  new DataLoader<number, RatingSummary>(async (productIds) => {
    const rows: { product_id: number; avg: string; count: string }[] = await em.getConnection().execute(
      `select product_id, round(avg(rating)::numeric, 1)::text as avg, count(*)::text as count
         from product_review where product_id in (?) group by product_id`,
      [productIds as number[]],
    );
    const byId = new Map(rows.map((r) => [Number(r.product_id), r]));
    return productIds.map((id) => {
      const row = byId.get(id);
      return row ? { averageRating: Number(row.avg), reviewCount: Number(row.count) } : DEFAULT_RATING;
    });
  });

/** Active products per category for many categories in one query. */
export const activeProductCountLoader = (em: EntityManager) =>
  new DataLoader<number, number>(async (categoryIds) => {
    const rows: { category_id: number; count: string }[] = await em.getConnection().execute(
      `select category_id, count(*)::text as count from product
        where is_active and category_id in (?) group by category_id`,
      [categoryIds as number[]],
    );
    const byId = new Map(rows.map((r) => [Number(r.category_id), Number(r.count)]));
    return categoryIds.map((id) => byId.get(id) ?? 0);
  });
