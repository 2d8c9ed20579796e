import type { FilterQuery } from '@mikro-orm/core';
import { badInput, notFound, parseId } from '../../lib/errors.js';
import type { RequestContext } from '../../http/context.js';
import { Category } from './category.entity.js';
import { Product } from './product.entity.js';
import { activeProductCountLoader, ratingLoader, type RatingSummary } from './catalog.loaders.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;

export interface ProductQuery {
  /** A category id or slug. */
  category?: string | null;
  /** Case-insensitive substring of the product name. */
  search?: string | null;
  first?: number;
  offset?: number;
}

export interface ProductPageResult {
  items: Product[];
  totalCount: number;
  hasMore: boolean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Storefront catalogue reads. Inactive products are hidden but kept for past orders. */
export const catalogService = {
  async listProducts(ctx: RequestContext, query: ProductQuery): Promise<ProductPageResult> {
    const first = query.first ?? DEFAULT_PAGE_SIZE;
    const offset = query.offset ?? 0;
    if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
      throw badInput(`first must be between 1 and ${MAX_PAGE_SIZE}`, 'first');
    }
    if (!Number.isInteger(offset) || offset < 0) throw badInput('offset must be 0 or more', 'offset');

    const where: FilterQuery<Product> = { isActive: true };
    if (query.category?.trim()) {
      const categoryId = await this.resolveCategoryId(ctx, query.category.trim());
      if (categoryId === undefined) return { items: [], totalCount: 0, hasMore: false };
      where.category = categoryId;
    }
    const search = query.search?.trim();
    if (search) {
      if (search.length > 100) throw badInput('Search text is too long', 'search');
      where.name = { $ilike: `%${escapeLike(search)}%` };
    }
    const [items, totalCount] = await ctx.em.findAndCount(Product, where, {
      populate: ['category'],
      orderBy: { id: 'asc' },
      limit: first,
      offset,
    });
    return { items, totalCount, hasMore: offset + items.length < totalCount };
  },

  async getProduct(ctx: RequestContext, rawId: string | number): Promise<Product> {
    const id = parseId(rawId, 'product id');
    const product = await ctx.em.findOne(Product, { id, isActive: true }, { populate: ['category'] });
    if (!product) throw notFound('Product not found');
    return product;
  },

  listCategories(ctx: RequestContext): Promise<Category[]> {
    return ctx.em.find(Category, {}, { orderBy: { id: 'asc' } });
  },

  /** An id ("3") or a slug ("top-deals"); undefined when no such category exists. */
  async resolveCategoryId(ctx: RequestContext, idOrSlug: string): Promise<number | undefined> {
    const where = /^\d{1,10}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug.toLowerCase() };
    const category = await ctx.em.findOne(Category, where, { fields: ['id'] });
    return category?.id;
  },

  rating(ctx: RequestContext, productId: number): Promise<RatingSummary> {
    return ctx.loaders.get(ratingLoader).load(productId);
  },

  activeProductCount(ctx: RequestContext, categoryId: number): Promise<number> {
    return ctx.loaders.get(activeProductCountLoader).load(categoryId);
  },
};
