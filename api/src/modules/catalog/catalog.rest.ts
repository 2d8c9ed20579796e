import type { RequestContext } from '../../core/request-context.js';
import { queryInt, queryText, RestReply, type RestRoute } from '../../core/rest-route.js';
import { badInput } from '../../lib/errors.js';
import { paiseToRupees } from '../../lib/money.js';
import { catalogService, MAX_PAGE_SIZE } from './catalog.service.js';
import type { CategoryView, ProductView } from './catalog.views.js';
import { restReview, reviewRestRoutes } from './review.rest.js';
import { reviewService } from './review.service.js';
import { stockAlertService } from './stock-alert.service.js';

/** What the detail paths add to a product: the page's newest reviews and related products. */
const DETAIL_REVIEWS = 10;
const DETAIL_RELATED = 4;

/** The spec's snake_case product, as the documented REST paths return it. */
function restProduct(p: ProductView) {
  return {
    product_id: p.id,
    product_name: p.name,
    description: p.description,
    image: p.image,
    images: p.imageGallery,
    image_gallery: JSON.stringify(p.imageGallery),
    price: paiseToRupees(p.price),
    discount_price: p.discountPrice == null ? null : paiseToRupees(p.discountPrice),
    unit: p.unit,
    weight: p.weight,
    category_id: p.category.id,
    fruits_cat_id: p.category.id,
    fruits_cat_name: p.category.name,
    stock_quantity: p.stockQuantity,
    max_order_limit: p.maxOrderLimit,
    tag: p.tags,
    custom_attributes: p.customAttributes ?? {},
    country_origin: p.countryOfOrigin,
    storage_instruction: p.storageInstruction,
    available_from: p.availableFrom,
    available_until: p.availableUntil,
    is_featured: p.isFeatured,
    is_active: p.isActive,
    rating: p.averageRating,
    ratings: p.averageRating,
    review_count: p.reviewCount,
    number_reviews: p.reviewCount,
    has_discount: p.hasDiscount,
    discount_percentage: p.discountPercentage,
    delivery_time: p.deliveryTime,
    price_unit: p.priceUnit,
    supplied_id: p.suppliedId,
    created_at: p.createdAt.toISOString(),
  };
}

function restCategory(c: CategoryView) {
  return {
    fruits_cat_id: c.id,
    fruits_cat_name: c.name,
    fruits_cat_description: c.description,
    slug: c.slug,
  };
}

function pageArgs(req: Parameters<RestRoute['handler']>[1]) {
  const limit = queryInt(req, 'limit');
  const offset = queryInt(req, 'offset');
  if (Number.isNaN(limit) || Number.isNaN(offset)) throw badInput('limit and offset must be whole numbers');
  return {
    category: queryText(req, 'category'),
    search: queryText(req, 'q') ?? queryText(req, 'search'),
    sort: queryText(req, 'sort'),
    first: limit ?? MAX_PAGE_SIZE,
    offset: offset ?? 0,
  };
}

async function oneProduct(ctx: RequestContext, id: string) {
  const product = await catalogService.getProduct(ctx, id);
  const [reviews, related] = await Promise.all([
    reviewService.productReviews(ctx, product, DETAIL_REVIEWS),
    catalogService.relatedProducts(ctx, product, DETAIL_RELATED),
  ]);
  return { ...restProduct(product), reviews: reviews.map(restReview), related_products: related.map(restProduct) };
}

export const catalogRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/product/get',
    guestCache: true,
    depsTracked: true,
    async handler(ctx, req) {
      const page = await catalogService.listProducts(ctx, pageArgs(req));
      return page.items.map(restProduct);
    },
  },
  {
    method: 'GET',
    url: '/product/:productId',
    guestCache: true,
    depsTracked: true,
    handler: (ctx, req) => oneProduct(ctx, (req.params as { productId: string }).productId),
  },
  {
    method: 'GET',
    url: '/products/:productId',
    guestCache: true,
    depsTracked: true,
    handler: (ctx, req) => oneProduct(ctx, (req.params as { productId: string }).productId),
  },
  {
    method: 'GET',
    url: '/fruits-category',
    guestCache: true,
    depsTracked: true,
    async handler(ctx) {
      return (await catalogService.listCategories(ctx)).map(restCategory);
    },
  },
  {
    // The home page's sections in order (issue 36): the categories an admin marked for it.
    method: 'GET',
    url: '/home-sections',
    guestCache: true,
    depsTracked: true,
    async handler(ctx) {
      return (await catalogService.homeSections(ctx)).map((s) => ({ fruits_cat_id: s.categoryId, slug: s.slug, title: s.title, tab: s.tab }));
    },
  },
  {
    // "Notify me" (issue 29): 201 when the alert is new, 200 when the customer was already waiting.
    method: 'POST',
    url: '/products/:productId/notify-me',
    async handler(ctx, req) {
      const alert = await stockAlertService.notify(ctx, (req.params as { productId: string }).productId);
      return new RestReply(alert.created ? 201 : 200, {
        success: true,
        message: "We'll let you know when it's back in stock",
        product_id: alert.productId,
        status: 'waiting',
        created_at: alert.createdAt.toISOString(),
      });
    },
  },
  ...reviewRestRoutes,
];
