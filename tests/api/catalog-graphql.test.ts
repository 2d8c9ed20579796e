import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { codeOf, gql } from '../utils/api-client.js';
import { connectTestOrm } from '../utils/orm.js';
import { makeProduct, makeReview, makeUser } from '../../api/src/db/seed/factories.js';
import { Category } from '../../api/src/modules/catalog/category.entity.js';
import { PRODUCTS } from '../../api/src/db/seed/data/catalogue.js';

const CARD = `id name price discountPrice unitPrice hasDiscount discountPercentage unit image stockQuantity
  averageRating reviewCount category { id name slug }`;

interface Card {
  id: string;
  name: string;
  price: number;
  discountPrice: number | null;
  unitPrice: number;
  hasDiscount: boolean;
  discountPercentage: number;
  averageRating: number | null;
  reviewCount: number;
  category: { id: string; name: string; slug: string };
}
interface Page {
  products: { items: Card[]; totalCount: number; hasMore: boolean };
}

const activeSeeded = PRODUCTS.length;
let orm: MikroORM;

beforeAll(async () => {
  orm = await connectTestOrm();
});
afterAll(async () => {
  await orm.close();
});

describe('products', () => {
  it('pages through the seeded catalogue, 24 by default, oldest first', async () => {
    const first = await gql<Page>(`{ products { totalCount hasMore items { ${CARD} } } }`);
    expect(first.errors).toBeUndefined();
    expect(first.data!.products.items).toHaveLength(24);
    expect(first.data!.products.totalCount).toBeGreaterThanOrEqual(activeSeeded);
    expect(first.data!.products.hasMore).toBe(true);
    const ids = first.data!.products.items.map((p) => Number(p.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const total = first.data!.products.totalCount;
    const last = await gql<Page>(`query($o: Int!) { products(first: 24, offset: $o) { hasMore items { id } } }`, { o: total - 5 });
    expect(last.data!.products.items).toHaveLength(5);
    expect(last.data!.products.hasMore).toBe(false);
  });

  it('filters by category slug or id, with the same result', async () => {
    const bySlug = await gql<Page>(`{ products(category: "dry-fruits", first: 100) { totalCount items { ${CARD} } } }`);
    const items = bySlug.data!.products.items;
    expect(items.length).toBe(PRODUCTS.filter((p) => p.categorySlug === 'dry-fruits').length);
    expect(new Set(items.map((p) => p.category.slug))).toEqual(new Set(['dry-fruits']));
    expect(items[0].category.name).toBe('dry fruits');

    const byId = await gql<Page>(`query($c: String) { products(category: $c, first: 100) { items { id } } }`, { c: items[0].category.id });
    expect(byId.data!.products.items.map((p) => p.id)).toEqual(items.map((p) => p.id));

    const unknown = await gql<Page>(`{ products(category: "no-such-category") { totalCount items { id } } }`);
    expect(unknown.data!.products).toEqual({ totalCount: 0, items: [] });
  });

  it('searches names case-insensitively as a substring, treating % and _ literally', async () => {
    const res = await gql<Page>(`{ products(search: "  MANGO ", first: 100) { items { name } } }`);
    const names = res.data!.products.items.map((p) => p.name);
    expect(names.length).toBe(PRODUCTS.filter((p) => /mango/i.test(p.name)).length);
    expect(names.every((n) => /mango/i.test(n))).toBe(true);

    const wildcard = await gql<Page>(`{ products(search: "%") { totalCount } }`);
    expect(wildcard.data!.products.totalCount).toBe(0);
  });

  it('rejects out-of-range page sizes with BAD_USER_INPUT', async () => {
    for (const args of ['first: 0', 'first: 101', 'offset: -1']) {
      const res = await gql(`{ products(${args}) { totalCount } }`);
      expect(codeOf(res), args).toBe('BAD_USER_INPUT');
    }
  });

  it('derives unit price, discount flag and percentage from price and discount price', async () => {
    const res = await gql<Page>(`{ products(first: 100) { items { ${CARD} } } }`);
    const items = res.data!.products.items;
    const discounted = items.find((p) => p.discountPrice !== null)!;
    expect(discounted.unitPrice).toBe(discounted.discountPrice);
    expect(discounted.hasDiscount).toBe(true);
    expect(discounted.discountPercentage).toBe(Math.round(((discounted.price - discounted.discountPrice!) / discounted.price) * 100));
    const plain = items.find((p) => p.discountPrice === null)!;
    expect(plain).toMatchObject({ unitPrice: plain.price, hasDiscount: false, discountPercentage: 0 });
    // Money is rupees on the wire, at most two decimals.
    for (const p of items) expect(Math.round(p.price * 100)).toBeCloseTo(p.price * 100, 6);
  });
});

describe('product', () => {
  it('returns one product with its category', async () => {
    const res = await gql<{ product: Card & { description: string; tags: string[]; imageGallery: string[]; deliveryTime: string } }>(
      `{ product(id: "1") { ${CARD} description tags imageGallery deliveryTime } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.product).toMatchObject({ id: '1', name: PRODUCTS[0].name, deliveryTime: '2-3 business days' });
    expect(res.data!.product.imageGallery[0]).toMatch(/^\/uploads\/products\/.+\.png$/);
  });

  it('gives null for an unknown id (the page answers 404) and BAD_USER_INPUT for a malformed one', async () => {
    const missing = await gql(`{ product(id: "999999") { id } }`);
    expect(missing.errors).toBeUndefined();
    expect(missing.data).toEqual({ product: null });
    expect(codeOf(await gql(`{ product(id: "abc") { id } }`))).toBe('BAD_USER_INPUT');
    expect(codeOf(await gql(`{ product(id: "-1") { id } }`))).toBe('BAD_USER_INPUT');
  });

  it('hides inactive products from lists and lookups', async () => {
    const em = orm.em.fork();
    const category = await em.findOneOrFail(Category, { slug: 'seasonal' });
    const hidden = makeProduct(em, { ...PRODUCTS[0], name: 'Retired Test Mango', isActive: false }, category);
    await em.flush();

    const lookup = await gql(`query($id: ID!) { product(id: $id) { id } }`, { id: String(hidden.id) });
    expect(lookup.errors).toBeUndefined();
    expect(lookup.data).toEqual({ product: null });
    const list = await gql<Page>(`{ products(search: "Retired Test Mango") { totalCount } }`);
    expect(list.data!.products.totalCount).toBe(0);
  });

  it('computes the rating from stored reviews; none (null and 0) when there are none, never an invented 4.5', async () => {
    const em = orm.em.fork();
    const category = await em.findOneOrFail(Category, { slug: 'top-deals' });
    const product = makeProduct(em, { ...PRODUCTS[1], name: 'Rated Test Guava' }, category);
    const fresh = makeProduct(em, { ...PRODUCTS[1], name: 'Unrated Test Guava' }, category);
    const a = await makeUser(em, { firstName: 'Asha', email: 'asha.rating@test.local', password: 'Secret@123' });
    const b = await makeUser(em, { firstName: 'Bala', email: 'bala.rating@test.local', password: 'Secret@123' });
    const c = await makeUser(em, { firstName: 'Chitra', email: 'chitra.rating@test.local', password: 'Secret@123' });
    makeReview(em, product, a, 5);
    makeReview(em, product, b, 4);
    makeReview(em, product, c, 4);
    await em.flush();

    const res = await gql<{ rated: Card; unrated: Card }>(
      `query($a: ID!, $b: ID!) { rated: product(id: $a) { averageRating reviewCount } unrated: product(id: $b) { averageRating reviewCount } }`,
      { a: String(product.id), b: String(fresh.id) },
    );
    expect(res.data!.rated).toEqual({ averageRating: 4.3, reviewCount: 3 });
    expect(res.data!.unrated).toEqual({ averageRating: null, reviewCount: 0 });
  });

  it('says what the price buys, from the seeded unit and weight (one rule in common/units.ts)', async () => {
    const label = async (name: string) =>
      (await gql<{ products: { items: { name: string; priceUnit: string }[] } }>('query($q: String) { products(search: $q) { items { name priceUnit } } }', { q: name })).data!.products.items.find(
        (p) => p.name === name,
      )?.priceUnit;
    expect(await label('Shahi Litchi')).toBe('per 500 g pack');
    expect(await label('Ajwa Dates')).toBe('per 500 g pack');
    expect(await label('Kesar Mango')).toBe('per kg');
    expect(await label('Alphonso Mango')).toBe('per dozen');
    expect(await label('Mahabaleshwar Strawberry')).toBe('per box');
    expect(await label('Zespri Green Kiwi')).toBe('per pack of 3');
  });
});

describe('categories', () => {
  it('lists the four spec categories with their slugs and active product counts', async () => {
    const res = await gql<{ categories: { name: string; slug: string; productCount: number }[] }>(
      `{ categories { name slug productCount } }`,
    );
    expect(res.data!.categories.map((c) => [c.slug, c.name])).toEqual([
      ['seasonal', "season's special"],
      ['top-deals', 'top deals'],
      ['fresh-chunks', 'freshly chunks'],
      ['dry-fruits', 'dry fruits'],
    ]);
    const dry = res.data!.categories.find((c) => c.slug === 'dry-fruits')!;
    expect(dry.productCount).toBe(PRODUCTS.filter((p) => p.categorySlug === 'dry-fruits').length);
  });
});
