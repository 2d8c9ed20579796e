import { badInput, notFound, parseId } from '../../lib/errors.js';
import type { RequestContext } from '../../core/request-context.js';
import { activeProductCountLoader, activeProductLoader, categoryProductsLoader, relatedProductsLoader } from './catalog.loaders.js';
import { ORDER_COLUMNS, selectCategories, selectHomeSections, selectProductPage, type HomeSectionRecord, type ProductFields } from './catalog.queries.js';
import type { CategoryView, ProductPage, ProductView } from './catalog.views.js';
import { ProductSort } from './product.inputs.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;
const MAX_SEARCH_LENGTH = 100;
/** Products shown under one category on /categories, and beside one product: a shelf, not a page. */
export const MAX_SHELF_SIZE = 24;

export interface ProductQuery {
  /** A category id or slug. */
  category?: string | null;
  /** Case-insensitive substring of the product name. */
  search?: string | null;
  /** A ProductSort name; REST also accepts lower case and dashes (price-asc). */
  sort?: ProductSort | string | null;
  first?: number;
  offset?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORTS = new Set<string>(Object.values(ProductSort));

function sortOf(raw: string | null | undefined): ProductSort {
  const name = (raw ?? '').trim().toUpperCase().replace(/-/g, '_');
  if (!name) return ProductSort.FEATURED;
  if (!SORTS.has(name)) throw badInput(`sort must be one of ${[...SORTS].join(', ').toLowerCase()}`, 'sort');
  return name as ProductSort;
}

/** A shelf size argument: 1 to MAX_SHELF_SIZE. */
export function shelfSize(first: number, what = 'first'): number {
  if (!Number.isInteger(first) || first < 1 || first > MAX_SHELF_SIZE) throw badInput(`${what} must be between 1 and ${MAX_SHELF_SIZE}`, what);
  return first;
}

/** Storefront catalogue reads. Inactive products are hidden but kept for past orders. */
export const catalogService = {
  /** `fields`: what the caller will read of each product (GraphQL's selection); everything without it. */
  async listProducts(ctx: RequestContext, query: ProductQuery, fields?: ProductFields): Promise<ProductPage> {
    const first = query.first ?? DEFAULT_PAGE_SIZE;
    const offset = query.offset ?? 0;
    if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
      throw badInput(`first must be between 1 and ${MAX_PAGE_SIZE}`, 'first');
    }
    if (!Number.isInteger(offset) || offset < 0) throw badInput('offset must be 0 or more', 'offset');
    const search = query.search?.trim();
    if (search && search.length > MAX_SEARCH_LENGTH) throw badInput('Search text is too long', 'search');

    const filter = {
      category: query.category?.trim() || undefined,
      nameLike: search ? escapeLike(search) : undefined,
      order: sortOf(query.sort),
      limit: first,
      offset,
    };
    const { items, totalCount } = await selectProductPage(ctx.reads, filter, fields);
    ctx.cacheDeps.list(filter.category ?? null, [...ORDER_COLUMNS[filter.order], ...(search ? ['name'] : [])], search || undefined);
    ctx.cacheDeps.productsOf(items);
    return { items, totalCount, hasMore: offset + items.length < totalCount };
  },

  /** An active product, or null for an unknown or hidden one; a malformed id is BAD_USER_INPUT. */
  async findProduct(ctx: RequestContext, rawId: string | number): Promise<ProductView | null> {
    const id = parseId(rawId, 'product id');
    // Also when not found: an edit may make it active.
    ctx.cacheDeps.product(id);
    return ctx.loaders.get(activeProductLoader).load(id);
  },

  async getProduct(ctx: RequestContext, rawId: string | number): Promise<ProductView> {
    const product = await catalogService.findProduct(ctx, rawId);
    if (!product) throw notFound('Product not found');
    return product;
  },

  /** Up to `first` other active products of the product's category. */
  async relatedProducts(ctx: RequestContext, product: ProductView, first: number): Promise<ProductView[]> {
    const related = await ctx.loaders.get(relatedProductsLoader(shelfSize(first))).load(product.id);
    ctx.cacheDeps.list(product.category.id, ['is_featured']);
    ctx.cacheDeps.productsOf(related);
    return related;
  },

  /** Every category, or with `nonEmpty` only those with at least one active product. */
  listCategories(ctx: RequestContext, options: { nonEmpty?: boolean } = {}): Promise<CategoryView[]> {
    // Each category's count of active products (and, with nonEmpty, which are listed).
    ctx.cacheDeps.list(null);
    return selectCategories(ctx.em, options.nonEmpty ?? false);
  },

  /** The home page's sections in their order (categories marked for the home page). */
  homeSections(ctx: RequestContext): Promise<HomeSectionRecord[]> {
    return selectHomeSections(ctx.em);
  },

  activeProductCount(ctx: RequestContext, category: CategoryView): Promise<number> | number {
    ctx.cacheDeps.list(category.id);
    return category.productCount ?? ctx.loaders.get(activeProductCountLoader).load(category.id);
  },

  /** Up to `first` active products of the category, catalogue order. */
  async categoryProducts(ctx: RequestContext, category: CategoryView, first: number): Promise<ProductView[]> {
    const products = await ctx.loaders.get(categoryProductsLoader(shelfSize(first))).load(category.id);
    ctx.cacheDeps.list(category.id);
    ctx.cacheDeps.productsOf(products);
    return products;
  },
};
