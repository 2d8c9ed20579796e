import { badInput, notFound, parseId } from '../../lib/errors.js';
import type { RequestContext } from '../../core/request-context.js';
import { productReviewsLoader } from './catalog.loaders.js';
import type { ProductView, ReviewView } from './catalog.views.js';
import { activeProductExists, selectReview, selectReviewPage } from './review.queries.js';

export const MAX_REVIEWS_PER_PRODUCT = 50;
export const MAX_REVIEW_PAGE = 100;

export interface ReviewQuery {
  /** Only this product's reviews; an unknown or hidden product is NOT_FOUND. */
  productId?: string | number;
  limit?: number;
  offset?: number;
}

/** Public reviews: those of active products, newest first. Writing reviews comes with orders. */
export const reviewService = {
  /** The newest `first` reviews of a product shown on a page (batched across products). */
  productReviews(ctx: RequestContext, product: ProductView, first: number): Promise<ReviewView[]> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_REVIEWS_PER_PRODUCT) {
      throw badInput(`first must be between 1 and ${MAX_REVIEWS_PER_PRODUCT}`, 'first');
    }
    return ctx.loaders.get(productReviewsLoader(first)).load(product.id);
  },

  async listReviews(ctx: RequestContext, query: ReviewQuery): Promise<ReviewView[]> {
    const limit = query.limit ?? MAX_REVIEW_PAGE;
    const offset = query.offset ?? 0;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_REVIEW_PAGE) {
      throw badInput(`limit must be between 1 and ${MAX_REVIEW_PAGE}`, 'limit');
    }
    if (!Number.isInteger(offset) || offset < 0) throw badInput('offset must be 0 or more', 'offset');
    let productId: number | undefined;
    if (query.productId !== undefined) {
      productId = parseId(query.productId, 'product id');
      if (!(await activeProductExists(ctx.em, productId))) throw notFound('Product not found');
    }
    return selectReviewPage(ctx.em, { productId, limit, offset });
  },

  async getReview(ctx: RequestContext, rawId: string | number): Promise<ReviewView> {
    const review = await selectReview(ctx.em, parseId(rawId, 'review id'));
    if (!review) throw notFound('Review not found');
    return review;
  },
};
