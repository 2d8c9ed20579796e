import { badInput, notFound, parseId } from '../../lib/errors.js';
import type { RequestContext } from '../../core/request-context.js';
import { activeProductCountLoader } from './catalog.loaders.js';
import { selectActiveProduct, selectCategories, selectProductPage } from './catalog.queries.js';
import type { CategoryView, ProductPage, ProductView } from './catalog.views.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;
const MAX_SEARCH_LENGTH = 100;

export interface ProductQuery {
  /** A category id or slug. */
  category?: string | null;
  /** Case-insensitive substring of the product name. */
  search?: string | null;
  first?: number;
  offset?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Storefront catalogue reads. Inactive products are hidden but kept for past orders. */
export const catalogService = {
  async listProducts(ctx: RequestContext, query: ProductQuery): Promise<ProductPage> {
    const first = query.first ?? DEFAULT_PAGE_SIZE;
    const offset = query.offset ?? 0;
    if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
      throw badInput(`first must be between 1 and ${MAX_PAGE_SIZE}`, 'first');
    }
    if (!Number.isInteger(offset) || offset < 0) throw badInput('offset must be 0 or more', 'offset');
    const search = query.search?.trim();
    if (search && search.length > MAX_SEARCH_LENGTH) throw badInput('Search text is too long', 'search');

    const { items, totalCount } = await selectProductPage(ctx.em, {
      category: query.category?.trim() || undefined,
      nameLike: search ? escapeLike(search) : undefined,
      limit: first,
      offset,
    });
    return { items, totalCount, hasMore: offset + items.length < totalCount };
  },

  async getProduct(ctx: RequestContext, rawId: string | number): Promise<ProductView> {
    const product = await selectActiveProduct(ctx.em, parseId(rawId, 'product id'));
    if (!product) throw notFound('Product not found');
    return product;
  },

  listCategories(ctx: RequestContext): Promise<CategoryView[]> {
    return selectCategories(ctx.em);
  },

  activeProductCount(ctx: RequestContext, category: CategoryView): Promise<number> | number {
    return category.productCount ?? ctx.loaders.get(activeProductCountLoader).load(category.id);
  },
};
