import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../core/request-context.js';
import { categoryRefLoader, productRefLoader } from './catalog.loaders.js';
import { selectCategoryRefs, selectProductRefs, type CategoryRef, type ProductRef } from './catalog.queries.js';

export type { CategoryRef, ProductRef };

/**
 * Products and categories as other modules name them (a plan's box lists products and seasonal
 * picks' categories): by id, active or not. Reads for a page are batched per request and record
 * the products they show for the guest caches (core/cache-deps.ts); writers check ids with the
 * by-id reads inside their own transaction.
 */
export const catalogRefService = {
  /** The product, or null for an unknown id (recorded either way: it may appear). */
  product(ctx: RequestContext, id: number): Promise<ProductRef | null> {
    ctx.cacheDeps.product(id);
    return ctx.loaders.get(productRefLoader).load(id);
  },

  /** The category, or null for an unknown id. Category writes drop every cached entry, so nothing is recorded. */
  category(ctx: RequestContext, id: number): Promise<CategoryRef | null> {
    return ctx.loaders.get(categoryRefLoader).load(id);
  },

  productsByIds(em: EntityManager, ids: readonly number[]): Promise<ProductRef[]> {
    return selectProductRefs(em, ids);
  },

  categoriesByIds(em: EntityManager, ids: readonly number[]): Promise<CategoryRef[]> {
    return selectCategoryRefs(em, ids);
  },
};
