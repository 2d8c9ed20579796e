import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface RatingSummary {
  averageRating: number;
  reviewCount: number;
}

/** The spec's figures for a product nobody has rated yet. */
export const DEFAULT_RATING: RatingSummary = { averageRating: 4.5, reviewCount: 0 };

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
