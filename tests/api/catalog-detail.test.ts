import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { codeOf, getJson, gql } from '../utils/api-client.js';
import { addReviewers, addReviews, addShelf, removeShelves, shelfProduct } from '../utils/catalog-shelf.js';
import { connectTestOrm } from '../utils/orm.js';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import type { Product } from '../../api/src/modules/catalog/product.entity.js';
import { ProductReview } from '../../api/src/modules/catalog/product-review.entity.js';

/*
 * One shelf (a category of its own) whose products differ in exactly what is tested:
 *   apple   200 → 150 (25% off), 'Kilogram', rated 5 and 5, malformed gallery, no delivery time
 *   berry   100, 'dozen', rated 3, gallery as an object
 *   cherry  300 with a discount price above it (no discount), 'Bottle', unrated, gallery with junk
 *   date    120 → 60 (50% off), 'BUNCH', featured, rated 4, gallery as comma text
 *   retired inactive
 * and an empty shelf whose only product is inactive.
 */
let orm: MikroORM;
const shelves: Category[] = [];
let shelf: Category;
let emptyShelf: Category;
let apple: Product, berry: Product, cherry: Product, date: Product, retired: Product;
let reviewIds: number[] = [];

beforeAll(async () => {
  orm = await connectTestOrm();
  const em = orm.em.fork();
  const made = await addShelf(em, 'detail', [
    shelfProduct({ name: 'Apple', price: 200, discountPrice: 150, unit: 'Kilogram' }),
    shelfProduct({ name: 'Berry', price: 100, unit: 'dozen' }),
    shelfProduct({ name: 'Cherry', price: 300, discountPrice: 350, unit: 'Bottle' }),
    shelfProduct({ name: 'Date', price: 120, discountPrice: 60, unit: 'BUNCH', isFeatured: true }),
    shelfProduct({ name: 'Retired', price: 10, isActive: false }),
  ]);
  shelf = made.category;
  [apple, berry, cherry, date, retired] = made.products;
  emptyShelf = (await addShelf(em, 'empty', [shelfProduct({ name: 'Gone', price: 10, isActive: false })])).category;
  shelves.push(shelf, emptyShelf);

  const [asha, bala] = await addReviewers(em, 2);
  await addReviews(em, apple, [asha, bala], [5, 5], 'Sweet and crisp');
  await addReviews(em, berry, [asha], [3]);
  await addReviews(em, date, [bala], [4]);
  const reviews = await em.find(ProductReview, { product: apple }, { orderBy: { id: 'asc' } });
  reviews[0].images = ['/uploads/reviews/apple.jpg', '{not a url}'];
  await em.flush();
  reviewIds = reviews.map((r) => r.id);

  // What an admin form or an old import may leave in the free-form columns.
  const sql = (text: string, params: unknown[]) => em.getConnection().execute(text, params);
  await sql(`update product set image_gallery = '"[broken"'::jsonb, custom_attributes = '"oops"'::jsonb, delivery_time = '  ' where id = ?`, [apple.id]);
  await sql(`update product set image_gallery = '{"a": "/x.svg"}'::jsonb, tags = '"sweet, local"'::jsonb where id = ?`, [berry.id]);
  await sql(`update product set image_gallery = '["/c1.svg", 42, "  ", null]'::jsonb, custom_attributes = '{"Grade": "A", "Pieces": 12, "Note": null}'::jsonb where id = ?`, [cherry.id]);
  await sql(`update product set image_gallery = '"/d1.svg, /d2.svg"'::jsonb where id = ?`, [date.id]);
  // Distinct creation times for NEWEST: date, berry, cherry, apple.
  for (const [product, day] of [[apple, 1], [cherry, 2], [berry, 3], [date, 4]] as const) {
    await sql(`update product set created_at = ? where id = ?`, [`2030-01-0${day}T00:00:00Z`, product.id]);
  }
});

afterAll(async () => {
  await removeShelves(orm, shelves);
  await orm.close();
});

const ids = (items: { id: string }[]) => items.map((p) => Number(p.id));

describe('products sort', () => {
  const sorted = async (sort: string) => {
    const res = await gql<{ products: { items: { id: string }[] } }>(
      `query($c: String, $s: ProductSort!) { products(category: $c, sort: $s) { items { id } } }`,
      { c: shelf.slug, s: sort },
    );
    expect(res.errors).toBeUndefined();
    return ids(res.data!.products.items);
  };

  it('orders by unit price, newest, rating and discount; catalogue order by default', async () => {
    expect(await sorted('FEATURED')).toEqual([apple.id, berry.id, cherry.id, date.id]);
    // unit prices: apple 150, berry 100, cherry 300 (its discount price is higher), date 60
    expect(await sorted('PRICE_ASC')).toEqual([date.id, berry.id, apple.id, cherry.id]);
    expect(await sorted('PRICE_DESC')).toEqual([cherry.id, apple.id, berry.id, date.id]);
    expect(await sorted('NEWEST')).toEqual([date.id, berry.id, cherry.id, apple.id]);
    // ratings: apple 5.0, date 4.0, berry 3.0, then cherry (unrated: nothing to rank it by)
    expect(await sorted('RATING')).toEqual([apple.id, date.id, berry.id, cherry.id]);
    // 50% off, 25% off, then no discount in catalogue order
    expect(await sorted('DISCOUNT')).toEqual([date.id, apple.id, berry.id, cherry.id]);
  });

  it('sorts the whole catalogue by unit price across pages without overlap', async () => {
    const page = async (offset: number) =>
      (await gql<{ products: { items: { id: string; unitPrice: number }[] } }>(`{ products(sort: PRICE_ASC, first: 20, offset: ${offset}) { items { id unitPrice } } }`))
        .data!.products.items;
    const all = [...(await page(0)), ...(await page(20))];
    const prices = all.map((p) => p.unitPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
  });

  it('refuses an unknown sort', async () => {
    const res = await gql(`{ products(sort: CHEAPEST) { totalCount } }`);
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

const DETAIL = `id name unit imageGallery tags customAttributes attributes { key value } deliveryTime
  averageRating reviewCount hasDiscount discountPercentage category { id slug }
  reviews { id productId rating comment images reviewerName createdAt }
  relatedProducts(first: 10) { id }`;

interface Detail {
  id: string;
  unit: string;
  imageGallery: string[];
  tags: string[];
  customAttributes: Record<string, string> | null;
  attributes: { key: string; value: string }[];
  deliveryTime: string;
  averageRating: number | null;
  reviewCount: number;
  hasDiscount: boolean;
  discountPercentage: number;
  reviews: { id: string; productId: string; rating: number; comment: string | null; images: string[]; reviewerName: string; createdAt: string }[];
  relatedProducts: { id: string }[];
}

const detail = async (id: number) => {
  const res = await gql<{ product: Detail | null }>(`query($id: ID!) { product(id: $id) { ${DETAIL} } }`, { id: String(id) });
  expect(res.errors).toBeUndefined();
  return res.data!.product;
};

describe('product detail', () => {
  it('reads malformed galleries, tags and attributes as empty or what can be read, never an error', async () => {
    const [a, b, c, d] = await Promise.all([apple, berry, cherry, date].map((p) => detail(p.id)));
    expect(a!.imageGallery).toEqual([]);
    expect(a!.attributes).toEqual([]);
    expect(a!.customAttributes).toEqual({});
    expect(b!.imageGallery).toEqual([]);
    expect(b!.tags).toEqual(['sweet', 'local']);
    expect(c!.imageGallery).toEqual(['/c1.svg']);
    expect(c!.attributes).toEqual([{ key: 'Grade', value: 'A' }, { key: 'Pieces', value: '12' }]);
    expect(d!.imageGallery).toEqual(['/d1.svg', '/d2.svg']);
  });

  it('defaults the delivery time, invents no rating, and normalises the unit', async () => {
    const [a, b, c, d] = await Promise.all([apple, berry, cherry, date].map((p) => detail(p.id)));
    expect(a!.deliveryTime).toBe('2-3 business days');
    expect(c).toMatchObject({ averageRating: null, reviewCount: 0, reviews: [], hasDiscount: false, discountPercentage: 0 });
    expect(a).toMatchObject({ averageRating: 5, reviewCount: 2, hasDiscount: true, discountPercentage: 25 });
    expect([a!.unit, b!.unit, c!.unit, d!.unit]).toEqual(['kg', 'dzn', 'btl', 'bunch']);
  });

  it('lists reviews newest first with the reviewer as first name and initial', async () => {
    const a = (await detail(apple.id))!;
    expect(a.reviews.map((r) => Number(r.id))).toEqual([...reviewIds].reverse());
    const first = a.reviews.find((r) => Number(r.id) === reviewIds[0])!;
    expect(first).toMatchObject({ productId: String(apple.id), rating: 5, comment: 'Sweet and crisp', images: ['/uploads/reviews/apple.jpg'] });
    expect(first.reviewerName).toMatch(/^Reviewer\d K\.$/);
    expect(new Date(first.createdAt).getTime()).not.toBeNaN();
  });

  it('relates the other active products of the category, featured first', async () => {
    expect(ids((await detail(apple.id))!.relatedProducts)).toEqual([date.id, berry.id, cherry.id]);
    expect(ids((await detail(date.id))!.relatedProducts)).toEqual([apple.id, berry.id, cherry.id]);
    const two = await gql<{ product: { relatedProducts: { id: string }[] } }>(`{ product(id: "${berry.id}") { relatedProducts(first: 2) { id } } }`);
    expect(ids(two.data!.product.relatedProducts)).toEqual([date.id, apple.id]);
    expect(codeOf(await gql(`{ product(id: "${berry.id}") { relatedProducts(first: 0) { id } } }`))).toBe('BAD_USER_INPUT');
  });

  it('is null for an unknown or inactive product, BAD_USER_INPUT for a malformed id', async () => {
    expect(await detail(retired.id)).toBeNull();
    expect(await detail(999999)).toBeNull();
    expect(codeOf(await gql(`{ product(id: "abc") { id } }`))).toBe('BAD_USER_INPUT');
  });
});

describe('categories with their products', () => {
  interface Shelf {
    id: string;
    slug: string;
    productCount: number;
    products: { id: string; category: { id: string } }[];
  }

  it('shows only categories with an active product, each with up to N of them', async () => {
    const res = await gql<{ categories: Shelf[] }>(`{ categories(nonEmpty: true) { id slug productCount products(first: 2) { id category { id } } } }`);
    expect(res.errors).toBeUndefined();
    const list = res.data!.categories;
    expect(list.map((c) => c.slug)).not.toContain(emptyShelf.slug);
    expect(list.map((c) => c.slug).slice(0, 4)).toEqual(['seasonal', 'top-deals', 'fresh-chunks', 'dry-fruits']);
    for (const c of list) {
      expect(c.productCount).toBeGreaterThan(0);
      expect(c.products.length).toBe(Math.min(2, c.productCount));
      expect(c.products.every((p) => p.category.id === c.id)).toBe(true);
    }
    expect(ids(list.find((c) => c.slug === shelf.slug)!.products)).toEqual([apple.id, berry.id]);

    const all = await gql<{ categories: Shelf[] }>(`{ categories { slug } }`);
    expect(all.data!.categories.map((c) => c.slug)).toContain(emptyShelf.slug);
    expect(codeOf(await gql(`{ categories { products(first: 25) { id } } }`))).toBe('BAD_USER_INPUT');
  });
});

type Json = Record<string, unknown>;

describe('REST', () => {
  it('GET /api/product/get accepts sort (names in any case, dashes too)', async () => {
    const asc = await getJson<Json[]>(`/api/product/get?category=${shelf.slug}&sort=price_asc`);
    expect(asc.body.map((p) => p.product_id)).toEqual([date.id, berry.id, apple.id, cherry.id]);
    const desc = await getJson<Json[]>(`/api/product/get?category=${shelf.slug}&sort=price-desc`);
    expect(desc.body.map((p) => p.product_id)).toEqual([cherry.id, apple.id, berry.id, date.id]);
    const bad = await getJson<Json>(`/api/product/get?sort=cheapest`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_USER_INPUT');
  });

  it('GET /api/product/{id} and /api/products/{id} carry the detail fields, reviews and related products', async () => {
    const one = await getJson<Json & { reviews: Json[]; related_products: Json[] }>(`/api/product/${apple.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      product_id: apple.id,
      unit: 'kg',
      images: [],
      image_gallery: '[]',
      custom_attributes: {},
      delivery_time: '2-3 business days',
      rating: 5,
      ratings: 5,
      review_count: 2,
      number_reviews: 2,
      has_discount: true,
      discount_percentage: 25,
      price: 200,
      discount_price: 150,
      fruits_cat_id: shelf.id,
    });
    expect(one.body.reviews).toHaveLength(2);
    expect(one.body.related_products.map((p) => p.product_id)).toEqual([date.id, berry.id, cherry.id]);
    expect((await getJson(`/api/products/${apple.id}`)).body).toEqual(one.body);

    const unrated = await getJson<Json>(`/api/products/${cherry.id}`);
    expect(unrated.body).toMatchObject({ rating: null, review_count: 0, reviews: [], custom_attributes: { Grade: 'A', Pieces: '12' } });

    const hidden = await getJson<Json>(`/api/product/${retired.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ error: 'Product not found', code: 'NOT_FOUND' });
  });

  const REVIEW_KEYS = ['id', 'product_id', 'user_id', 'rating', 'comment', 'images', 'reviewer_name', 'created_at'];

  it('lists a product\'s reviews at /api/reviews/product/{id} and /api/product-reviews/product/{id}', async () => {
    const res = await getJson<Json[]>(`/api/reviews/product/${apple.id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((r) => r.id)).toEqual([...reviewIds].reverse());
    for (const r of res.body) expect(Object.keys(r).sort()).toEqual([...REVIEW_KEYS].sort());
    const oldest = res.body[1];
    expect(oldest).toMatchObject({ product_id: apple.id, rating: 5, comment: 'Sweet and crisp', images: ['/uploads/reviews/apple.jpg'] });
    expect(typeof oldest.user_id).toBe('number');
    expect(new Date(oldest.created_at as string).toISOString()).toBe(oldest.created_at);
    expect((await getJson(`/api/product-reviews/product/${apple.id}`)).body).toEqual(res.body);
    expect((await getJson<Json[]>(`/api/reviews/product/${cherry.id}`)).body).toEqual([]);
  });

  it('lists all public reviews at /api/product-reviews, filtered by product_id and paged', async () => {
    const all = await getJson<Json[]>('/api/product-reviews?limit=100');
    expect(all.status).toBe(200);
    expect(all.body.map((r) => r.id)).toEqual(expect.arrayContaining(reviewIds));
    const mine = await getJson<Json[]>(`/api/product-reviews?product_id=${berry.id}`);
    expect(mine.body.map((r) => r.product_id)).toEqual([berry.id]);
    expect((await getJson<Json[]>('/api/product-reviews?limit=1')).body).toHaveLength(1);
    expect((await getJson<Json>('/api/product-reviews?limit=0')).status).toBe(400);
    expect((await getJson<Json>('/api/product-reviews?limit=x')).status).toBe(400);
  });

  it('answers one review at /api/product-reviews/{id}', async () => {
    const one = await getJson<Json>(`/api/product-reviews/${reviewIds[0]}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: reviewIds[0], product_id: apple.id, rating: 5 });
  });

  it('answers 404 NOT_FOUND for unknown or hidden products and reviews, 400 for malformed ids', async () => {
    for (const path of [`/api/reviews/product/999999`, `/api/reviews/product/${retired.id}`, `/api/product-reviews/product/999999`]) {
      const res = await getJson<Json>(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ error: 'Product not found', code: 'NOT_FOUND' });
    }
    const review = await getJson<Json>('/api/product-reviews/999999');
    expect(review.status).toBe(404);
    expect(review.body).toEqual({ error: 'Review not found', code: 'NOT_FOUND' });
    for (const path of ['/api/reviews/product/1x', '/api/product-reviews/product/abc', '/api/product-reviews/0', '/api/product-reviews?product_id=x']) {
      const res = await getJson<Json>(path);
      expect(res.status, path).toBe(400);
      expect(res.body.code, path).toBe('BAD_USER_INPUT');
    }
  });
});
