import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { App } from '../../api/src/app.js';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import type { Product } from '../../api/src/modules/catalog/product.entity.js';
import { addReviewers, addReviews, addShelf, removeShelves, shelfProduct } from '../utils/catalog-shelf.js';
import { connectTestOrm } from '../utils/orm.js';
import { startSecondApp } from '../utils/second-app.js';

/**
 * The storefront's catalogue pages cost a fixed number of SQL statements, however much data
 * they show: a second server on the same database whose ORM reports every statement (as in
 * query-count.test.ts), asked the same question about a small and a large shelf.
 */
let app: App;
let orm: MikroORM;
const statements: string[] = [];
const shelves: Category[] = [];
let small: Product;
let large: Product;

beforeAll(async () => {
  orm = await connectTestOrm();
  const em = orm.em.fork();
  const smallShelf = await addShelf(em, 'qc-small', [shelfProduct({ name: 'Small A', price: 10 }), shelfProduct({ name: 'Small B', price: 20 })]);
  const largeShelf = await addShelf(
    em,
    'qc-large',
    Array.from({ length: 30 }, (_, i) => shelfProduct({ name: `Large ${i}`, price: 10 + i, discountPrice: i % 3 ? undefined : 5 + i })),
  );
  shelves.push(smallShelf.category, largeShelf.category);
  small = smallShelf.products[0];
  large = largeShelf.products[0];
  const reviewers = await addReviewers(em, 30);
  await addReviews(em, small, reviewers.slice(0, 1), [4]);
  await addReviews(em, large, reviewers, reviewers.map((_, i) => 1 + (i % 5)), 'Good');
  // Ratings for some related products too, so their aggregates are not all empty.
  for (const product of largeShelf.products.slice(1, 6)) await addReviews(em, product, reviewers.slice(0, 3), [5, 4, 3]);

  app = await startSecondApp({ NODE_ENV: 'test' }, { debug: ['query'], logger: (message: string) => void statements.push(message) });
});
afterAll(async () => {
  await app?.close();
  await removeShelves(orm, shelves);
  await orm?.close();
});

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
// The catalogue-version read in front of the guest response cache is one statement per request
// whatever the page (response-cache.test.ts counts it); these count the page's own statements.
const sqlCount = () =>
  statements
    .map((s) => s.replace(ansi, ''))
    .filter((s) => /\b(select|insert|update|delete)\b/i.test(s) && !s.includes('catalog_version_seq')).length;

async function countGraphql(query: string, variables: Record<string, unknown> = {}): Promise<number> {
  statements.length = 0;
  const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  const body = (await res.json()) as { errors?: unknown };
  expect(body.errors).toBeUndefined();
  return sqlCount();
}

async function countRest(path: string): Promise<number> {
  statements.length = 0;
  const res = await fetch(`${app.url}${path}`);
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return sqlCount();
}

const CARD = 'id name unitPrice hasDiscount discountPercentage unit imageGallery averageRating reviewCount';

describe('catalogue pages cost a fixed number of statements', () => {
  it('products in every sort order: the same for 5 as for 48', async () => {
    for (const sort of ['FEATURED', 'PRICE_ASC', 'PRICE_DESC', 'NEWEST', 'RATING', 'DISCOUNT']) {
      const page = (n: number) => `{ products(first: ${n}, sort: ${sort}) { totalCount items { ${CARD} category { id name productCount } } } }`;
      const few = await countGraphql(page(5));
      expect(await countGraphql(page(48)), sort).toBe(few);
      expect(few, sort).toBe(2);
    }
    expect(await countRest('/api/product/get?sort=rating&limit=5')).toBe(await countRest('/api/product/get?sort=rating&limit=100'));
  });

  it('a product list reads only the columns its fields show', async () => {
    const statement = async (fields: string) => {
      await countGraphql(`query($c: String) { products(category: $c, first: 5) { items { ${fields} } } }`, { c: String(shelves[0].id) });
      return statements.map((s) => s.replace(ansi, '')).find((s) => /count\(\*\) over \(\)/.test(s)) ?? '';
    };
    const card = await statement(`${CARD} category { id name }`);
    for (const column of ['p.description', 'p.tags', 'p.custom_attributes', 'p.storage_instruction', 'c.description', 'c.slug']) expect(card).not.toContain(column);
    const detail = await statement('id description tags attributes { key } storageInstruction category { slug description }');
    for (const column of ['p.description', 'p.tags', 'p.custom_attributes', 'p.storage_instruction', 'c.description', 'c.slug']) expect(detail).toContain(column);
    expect(detail).not.toContain('p.image_gallery');
  });

  it('categories with their products: the same for 1 product each as for 24', async () => {
    const page = (n: number) => `{ categories(nonEmpty: true) { id name productCount products(first: ${n}) { ${CARD} } } }`;
    const few = await countGraphql(page(1));
    expect(await countGraphql(page(24))).toBe(few);
    // the categories with their counts, and every category's products in one statement
    expect(few).toBe(2);
  });

  it('a product page with reviews and related products: the same for a small shelf as for a large one', async () => {
    const page = `query($id: ID!) { product(id: $id) {
      ${CARD} description stockQuantity maxOrderLimit tags attributes { key value } countryOfOrigin storageInstruction deliveryTime
      availableFrom availableUntil isFeatured category { id name productCount }
      reviews(first: 50) { id rating comment images reviewerName createdAt }
      relatedProducts(first: 24) { ${CARD} }
    } }`;
    const smallCount = await countGraphql(page, { id: String(small.id) });
    expect(await countGraphql(page, { id: String(large.id) })).toBe(smallCount);
    // the product, its category's count, its reviews, its related products
    expect(smallCount).toBe(4);

    const rest = await countRest(`/api/product/${small.id}`);
    expect(await countRest(`/api/product/${large.id}`)).toBe(rest);
    expect(await countRest(`/api/reviews/product/${large.id}`)).toBe(await countRest(`/api/reviews/product/${small.id}`));
  });
});
