import type { FastifyRequest } from 'fastify';
import { jsonBody, sessionUser, type JsonBody, type RestRoute } from '../../core/rest-route.js';
import { requireCustomer } from '../../lib/auth-guards.js';
import { catalogService } from '../catalog/catalog.service.js';
import { restReview } from '../catalog/review.rest.js';
import { reviewService } from '../catalog/review.service.js';
import { orderReviewService } from './order-review.service.js';

/*
 * The spec's review writes (§7 Catalogue: POST /product-reviews, PUT and DELETE
 * /product-reviews/{id}) for the signed-in customer, over the same rules as GraphQL's addReview:
 * one review per customer and product, only for a product from a delivered order. PUT and DELETE
 * touch the author's own review only; anyone else's reads as not found. Each reply carries the
 * product's rating as it now stands. Images are not taken here (JSON only; see docs/rest-api.md).
 */

const LOGIN = 'Please log in to review';

const reviewId = (req: FastifyRequest) => String((req.params as { reviewId: string }).reviewId);

/** A rating sent as a number, or as one digit of text (a form field). */
function ratingOf(raw: unknown): unknown {
  return typeof raw === 'string' && /^\s*\d\s*$/.test(raw) ? Number(raw) : raw;
}

async function productRating(ctx: Parameters<RestRoute['handler']>[0], productId: number) {
  const product = await catalogService.findProduct(ctx, productId);
  return product ? { product_id: product.id, rating: product.averageRating, review_count: product.reviewCount } : null;
}

function changes(b: JsonBody) {
  return { rating: ratingOf(b.rating), comment: b.comment };
}

export const orderReviewRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/product-reviews',
    status: 201,
    async handler(ctx, req) {
      const b = jsonBody(req);
      const userId = sessionUser(ctx, b.user_id, LOGIN);
      const productId = (b.product_id ?? b.productId) as string | number;
      const id = await orderReviewService.add(ctx.em, userId, { productId: productId ?? '', ...changes(b) });
      const review = await reviewService.getReview(ctx, id);
      return { ...restReview(review), product_rating: await productRating(ctx, review.productId) };
    },
  },
  {
    method: 'PUT',
    url: '/product-reviews/:reviewId',
    async handler(ctx, req) {
      const id = await orderReviewService.update(ctx.em, requireCustomer(ctx, LOGIN), reviewId(req), changes(jsonBody(req)));
      const review = await reviewService.getReview(ctx, id);
      return { ...restReview(review), product_rating: await productRating(ctx, review.productId) };
    },
  },
  {
    method: 'DELETE',
    url: '/product-reviews/:reviewId',
    async handler(ctx, req) {
      const { productId } = await orderReviewService.remove(ctx.em, requireCustomer(ctx, LOGIN), reviewId(req));
      return { success: true, message: 'Review deleted successfully', product_rating: await productRating(ctx, productId) };
    },
  },
];
