import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { selectActiveProductsByIds, selectCategoryProducts, selectCategoryRefs, selectProductRefs, selectRelatedProducts, type CategoryRef, type ProductRef } from './catalog.queries.js';
import type { ProductView, ReviewView } from './catalog.views.js';
import { selectReviewsOfProducts } from './review.queries.js';

/*
 * Per-request batches (ctx.loaders): whatever number of products or categories a page shows,
 * each kind of relation costs one statement.
 */

/** Active products with these ids, one statement for every lookup in the request. */
export const activeProductLoader = (em: EntityManager) =>
  new DataLoader<number, ProductView | null>(async (ids) => {
    const byId = new Map((await selectActiveProductsByIds(em, ids)).map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id) ?? null);
  });

/** Products by id, active or not (what a plan's box names), one statement per request. */
export const productRefLoader = (em: EntityManager) =>
  new DataLoader<number, ProductRef | null>(async (ids) => {
    const byId = new Map((await selectProductRefs(em, ids)).map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id) ?? null);
  });

/** Categories by id, one statement per request. */
export const categoryRefLoader = (em: EntityManager) =>
  new DataLoader<number, CategoryRef | null>(async (ids) => {
    const byId = new Map((await selectCategoryRefs(em, ids)).map((c) => [c.id, c]));
    return ids.map((id) => byId.get(id) ?? null);
  });

/** Active products per category for many categories in one query. */
export const activeProductCountLoader = (em: EntityManager) =>
  new DataLoader<number, number>(async (categoryIds) => {
    const rows: { category_id: number; count: string }[] = await em.execute(
      `select category_id, count(*)::text as count from product
        where is_active and category_id in (?) group by category_id`,
      [categoryIds as number[]],
    );
    const byId = new Map(rows.map((r) => [Number(r.category_id), Number(r.count)]));
    return categoryIds.map((id) => byId.get(id) ?? 0);
  });

type Factory<K, V> = (em: EntityManager) => DataLoader<K, V>;

/**
 * A loader factory per page size: ctx.loaders keeps one loader per factory, so the same
 * size asked for on many parents is one batch. Sizes are validated (a few dozen at most).
 */
function perLimit<K, V>(load: (em: EntityManager, keys: readonly K[], limit: number) => Promise<V[]>): (limit: number) => Factory<K, V> {
  const factories = new Map<number, Factory<K, V>>();
  return (limit) => {
    let factory = factories.get(limit);
    if (!factory) {
      factory = (em) => new DataLoader<K, V>((keys) => load(em, keys, limit));
      factories.set(limit, factory);
    }
    return factory;
  };
}

/** Up to `limit` active products per category. */
export const categoryProductsLoader = perLimit<number, ProductView[]>(selectCategoryProducts);

/** Up to `limit` other active products of each product's category. */
export const relatedProductsLoader = perLimit<number, ProductView[]>(selectRelatedProducts);

/** The newest `limit` reviews per product. */
export const productReviewsLoader = perLimit<number, ReviewView[]>(selectReviewsOfProducts);
