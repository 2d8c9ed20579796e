import { queryInt, type RestRoute } from '../../core/rest-route.js';
import { badInput } from '../../lib/errors.js';
import type { ReviewView } from './catalog.views.js';
import { reviewService } from './review.service.js';

/** The spec's snake_case review. */
export function restReview(r: ReviewView) {
  return {
    id: r.id,
    product_id: r.productId,
    user_id: r.userId,
    rating: r.rating,
    comment: r.comment,
    images: r.images,
    reviewer_name: r.reviewerName,
    created_at: r.createdAt.toISOString(),
  };
}

type Req = Parameters<RestRoute['handler']>[1];

function pageOf(req: Req) {
  const limit = queryInt(req, 'limit');
  const offset = queryInt(req, 'offset');
  if (Number.isNaN(limit) || Number.isNaN(offset)) throw badInput('limit and offset must be whole numbers');
  return { limit, offset };
}

const productId = (req: Req) => (req.params as { productId: string }).productId;

const productReviews: RestRoute['handler'] = async (ctx, req) =>
  (await reviewService.listReviews(ctx, { ...pageOf(req), productId: productId(req) })).map(restReview);

/** Public reviews: lists newest first (`limit` ≤ 100, `offset`), 404 for an unknown or hidden product. */
export const reviewRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/reviews/product/:productId', handler: productReviews },
  { method: 'GET', url: '/product-reviews/product/:productId', handler: productReviews },
  {
    method: 'GET',
    url: '/product-reviews',
    async handler(ctx, req) {
      const raw = (req.query as Record<string, unknown>).product_id;
      const query = { ...pageOf(req), productId: typeof raw === 'string' && raw !== '' ? raw : undefined };
      return (await reviewService.listReviews(ctx, query)).map(restReview);
    },
  },
  {
    method: 'GET',
    url: '/product-reviews/:reviewId',
    handler: async (ctx, req) => restReview(await reviewService.getReview(ctx, (req.params as { reviewId: string }).reviewId)),
  },
];
