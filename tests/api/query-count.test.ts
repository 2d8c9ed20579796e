import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApp, type App } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';

/** A second server on the same database whose ORM reports every SQL statement it sends. */
let app: App;
const statements: string[] = [];

beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: inject('databaseUrl'),
    UPLOAD_DIR: inject('uploadDir'),
    AUTO_SEED: 'false',
    LOG_LEVEL: 'silent',
  });
  app = await startApp(config, { debug: ['query'], logger: (message: string) => void statements.push(message) });
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
  return plain.filter((s) => /\b(select|insert|update|delete)\b/i.test(s)).length;
}

describe('a list page costs a fixed number of queries (no N+1)', () => {
  const page = (n: number) =>
    `{ products(first: ${n}) { totalCount items { id name unitPrice averageRating reviewCount category { id name productCount } } } }`;

  it('is the same for 5 products as for 48', async () => {
    const small = await countQueries(page(5));
    const large = await countQueries(page(48));
    expect(large).toBe(small);
    // the page (products, categories, ratings and total in one statement) + category counts
    expect(large).toBe(2);
  });
});
