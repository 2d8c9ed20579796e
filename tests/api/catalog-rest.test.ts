import { describe, expect, it } from 'vitest';
import { getJson } from '../utils/api-client.js';
import { PRODUCTS } from '../../api/src/db/seed/data/catalogue.js';

type RestProduct = Record<string, unknown> & { product_id: number; product_name: string; price: number; discount_price: number | null };

describe('REST shim', () => {
  it('GET /api/product/get lists active products with the spec snake_case fields', async () => {
    const res = await getJson<RestProduct[]>('/api/product/get');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body.length).toBeGreaterThanOrEqual(PRODUCTS.length);
    const first = res.body[0];
    for (const key of [
      'product_id', 'product_name', 'image', 'image_gallery', 'images', 'price', 'discount_price', 'unit',
      'category_id', 'fruits_cat_id', 'stock_quantity', 'weight', 'max_order_limit', 'tag', 'custom_attributes',
      'country_origin', 'storage_instruction', 'available_from', 'available_until', 'is_featured', 'is_active',
      'rating', 'review_count', 'description', 'delivery_time',
    ]) {
      expect(first, key).toHaveProperty(key);
    }
    expect(first.product_name).toBe(PRODUCTS[0].name);
    expect(first.price).toBe(PRODUCTS[0].price);
    expect(JSON.parse(first.image_gallery as string)).toEqual(first.images);
  });

  it('filters and pages /api/product/get like the GraphQL query', async () => {
    const dry = await getJson<RestProduct[]>('/api/product/get?category=dry-fruits');
    expect(dry.body.length).toBe(PRODUCTS.filter((p) => p.categorySlug === 'dry-fruits').length);
    const page = await getJson<RestProduct[]>('/api/product/get?limit=5&offset=5');
    expect(page.body.map((p) => p.product_id)).toEqual([6, 7, 8, 9, 10]);
    const bad = await getJson<{ code: string }>('/api/product/get?limit=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('BAD_USER_INPUT');
  });

  it('GET /api/product/:id answers one product, 404 NOT_FOUND for an unknown id, 400 for a malformed one', async () => {
    const one = await getJson<RestProduct>('/api/product/2');
    expect(one.status).toBe(200);
    expect(one.body.product_id).toBe(2);
    expect((await getJson('/api/products/2')).body).toEqual(one.body);

    const missing = await getJson<{ error: string; code: string }>('/api/product/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Product not found', code: 'NOT_FOUND' });

    const malformed = await getJson<{ code: string }>('/api/product/12abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('BAD_USER_INPUT');
  });

  it('GET /api/fruits-category lists the categories', async () => {
    const res = await getJson<{ fruits_cat_id: number; fruits_cat_name: string; fruits_cat_description: string | null }[]>(
      '/api/fruits-category',
    );
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.fruits_cat_name)).toEqual(["season's special", 'top deals', 'freshly chunks', 'dry fruits']);
    expect(res.body[0].fruits_cat_id).toBeGreaterThan(0);
  });

  it('serves the seeded product images', async () => {
    const res = await fetch(`${(await import('../utils/api-client.js')).apiUrl()}/uploads/products/${PRODUCTS[0].icon}.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });
});
