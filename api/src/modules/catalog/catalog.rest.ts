import type { RequestContext } from '../../http/context.js';
import { queryInt, queryText, type RestRoute } from '../../http/rest.js';
import { badInput } from '../../lib/errors.js';
import { discountPercent, paiseToRupees } from '../../lib/money.js';
import { catalogService, MAX_PAGE_SIZE } from './catalog.service.js';
import type { Category } from './category.entity.js';
import type { Product } from './product.entity.js';

/** The spec's snake_case product, as the documented REST paths return it. */
async function restProduct(ctx: RequestContext, p: Product) {
  const rating = await catalogService.rating(ctx, p.id);
  const category = p.category.getEntity();
  return {
    product_id: p.id,
    product_name: p.name,
    description: p.description ?? null,
    image: p.image ?? null,
    images: p.imageGallery,
    image_gallery: JSON.stringify(p.imageGallery),
    price: paiseToRupees(p.price),
    discount_price: p.discountPrice == null ? null : paiseToRupees(p.discountPrice),
    unit: p.unit,
    weight: p.weight ?? null,
    category_id: category.id,
    fruits_cat_id: category.id,
    fruits_cat_name: category.name,
    stock_quantity: p.stockQuantity,
    max_order_limit: p.maxOrderLimit ?? null,
    tag: p.tags,
    custom_attributes: p.customAttributes ?? {},
    country_origin: p.countryOfOrigin ?? null,
    storage_instruction: p.storageInstruction ?? null,
    available_from: p.availableFrom ?? null,
    available_until: p.availableUntil ?? null,
    is_featured: p.isFeatured,
    is_active: p.isActive,
    rating: rating.averageRating,
    review_count: rating.reviewCount,
    has_discount: p.unitPrice < p.price,
    discount_percentage: discountPercent(p.price, p.unitPrice),
    delivery_time: p.deliveryTime,
    created_at: p.createdAt.toISOString(),
  };
}

function restCategory(c: Category) {
  return {
    fruits_cat_id: c.id,
    fruits_cat_name: c.name,
    fruits_cat_description: c.description ?? null,
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
    first: limit ?? MAX_PAGE_SIZE,
    offset: offset ?? 0,
  };
}

async function oneProduct(ctx: RequestContext, id: string) {
  return restProduct(ctx, await catalogService.getProduct(ctx, id));
}

export const catalogRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/product/get',
    async handler(ctx, req) {
      const page = await catalogService.listProducts(ctx, pageArgs(req));
      return Promise.all(page.items.map((p) => restProduct(ctx, p)));
    },
  },
  {
    method: 'GET',
    url: '/product/:productId',
    handler: (ctx, req) => oneProduct(ctx, (req.params as { productId: string }).productId),
  },
  {
    method: 'GET',
    url: '/products/:productId',
    handler: (ctx, req) => oneProduct(ctx, (req.params as { productId: string }).productId),
  },
  {
    method: 'GET',
    url: '/fruits-category',
    async handler(ctx) {
      return (await catalogService.listCategories(ctx)).map(restCategory);
    },
  },
];
