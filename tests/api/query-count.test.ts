import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../api/src/app.js';
import { startSecondApp } from '../utils/second-app.js';

/** A second server on the same database whose ORM reports every SQL statement it sends. */
let app: App;
const statements: string[] = [];

beforeAll(async () => {
  app = await startSecondApp({ NODE_ENV: 'test' }, { debug: ['query'], logger: (message: string) => void statements.push(message) });
});
afterAll(async () => {
  await app?.close();
});

async function countQueries(query: string): Promise<number> {
  statements.length = 0;
  const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
  const body = (await res.json()) as { errors?: unknown };
  expect(body.errors).toBeUndefined();
  // The logger colours its output: strip ANSI codes before looking for SQL verbs.
  const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
  const plain = statements.map((s) => s.replace(ansi, ''));
  // The catalogue-version read in front of the guest response cache is one statement per request
  // whatever the page (response-cache.test.ts counts it); these count the page's own statements.
  return plain.filter((s) => /\b(select|insert|update|delete)\b/i.test(s) && !s.includes('catalog_version_seq')).length;
}

describe('a list page costs a fixed number of queries (no N+1)', () => {
  const page = (n: number, filter = '') =>
    `{ products(first: ${n}${filter}) { totalCount items { id name unitPrice averageRating reviewCount category { id name productCount } } } }`;

  it('is the same for 5 products as for 48', async () => {
    const small = await countQueries(page(5));
    const large = await countQueries(page(48));
    expect(large).toBe(small);
    // the page (products, categories, ratings and total in one statement) + category counts
    expect(large).toBe(2);
  });

  it('does not look the category up separately when filtering by slug or id', async () => {
    expect(await countQueries(page(5, ', category: "dry-fruits"'))).toBe(2);
    expect(await countQueries(page(5, ', category: "1", search: "mango"'))).toBe(2);
  });
});
