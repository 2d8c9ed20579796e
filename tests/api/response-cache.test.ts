import { setTimeout as delay } from 'node:timers/promises';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../../api/src/app.js';
import { ResponseCache, wantsFresh } from '../../api/src/http/response-cache.js';
import { stampOf, isFresh, type CatalogueLog, type ContentVersion } from '../../api/src/core/content-version.js';
import { ALL, CacheDeps, type ProductChange } from '../../api/src/core/cache-deps.js';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import type { Product } from '../../api/src/modules/catalog/product.entity.js';
import { addShelf, removeShelves, shelfProduct } from '../utils/catalog-shelf.js';
import { signUpCustomer } from '../utils/customers.js';
import { connectTestOrm } from '../utils/orm.js';
import { startSecondApp } from '../utils/second-app.js';

/** A catalogue version (the stock unchanged and settled unless said). */
const V = (catalogue: string, stock = 's1', stockSettled = true): ContentVersion => ({ catalogue, stock, stockSettled });
const entry = (version: ContentVersion, body = '{"data":{}}') => ({ version: stampOf(version), status: 200, headers: [], body });

describe('the response cache', () => {
  it('answers only at the version an entry was stored at, and drops older ones', () => {
    const cache = new ResponseCache(60_000);
    cache.set('k', entry(V('v1')));
    expect(cache.get('k', V('v1'))?.body).toBe('{"data":{}}');
    expect(cache.get('k', V('v2'))).toBeUndefined();
    expect(cache.get('k', V('v1'))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('is bounded by size, least recently used first, and forgets after its time to live', async () => {
    const cache = new ResponseCache(60_000, 3_000);
    for (const key of ['a', 'b', 'c']) cache.set(key, entry(V('v1'), 'x'.repeat(800)));
    cache.get('a', V('v1'));
    cache.set('d', entry(V('v1'), 'x'.repeat(800)));
    expect(cache.get('b', V('v1'))).toBeUndefined();
    expect(cache.get('a', V('v1'))).toBeDefined();
    // One entry larger than the whole cache is never kept.
    cache.set('huge', entry(V('v1'), 'x'.repeat(10_000)));
    expect(cache.get('huge', V('v1'))).toBeUndefined();

    const short = new ResponseCache(30);
    short.set('k', entry(V('v1')));
    await delay(60);
    expect(short.get('k', V('v1'))).toBeUndefined();
  });

  it('keeps nothing when its time to live is 0', () => {
    const cache = new ResponseCache(0);
    expect(cache.enabled).toBe(false);
    cache.set('k', entry(V('v1')));
    expect(cache.get('k', V('v1'))).toBeUndefined();
  });

  it('reads Cache-Control: no-cache and no-store as a request for a fresh answer', () => {
    expect(wantsFresh('no-cache')).toBe(true);
    expect(wantsFresh('max-age=0, No-Store')).toBe(true);
    expect(wantsFresh('max-age=60')).toBe(false);
    expect(wantsFresh(undefined)).toBe(false);
  });
});

describe('dependencies on products (core/cache-deps.ts)', () => {
  /** A version at catalogue number `seq` whose log holds these changes. */
  const at = (seq: number, log: CatalogueLog): ContentVersion => ({ catalogue: `${seq}:true`, catalogueSeq: seq, log, stock: 's1', stockSettled: true });
  const change = (seq: number, productId: number, columns: string[], categories = ['3', 'fruits']): ProductChange => ({ seq, productId, categories, columns });
  const depsOf = (record: (deps: CacheDeps) => void) => {
    const deps = new CacheDeps();
    record(deps);
    return deps.snapshot();
  };
  const fresh = (deps: ReturnType<typeof depsOf>, changes: ProductChange[], structuralAt = 0, floor = 0) => {
    const log: CatalogueLog = { floor, structuralAt, changes };
    return isFresh(stampOf(at(10, log), deps), at(10 + changes.length, log), 5_000);
  };

  it('keeps an entry across edits of products it does not show, and drops it for one it shows', () => {
    const page = depsOf((d) => d.product(1));
    expect(fresh(page, [change(11, 2, ['price'])])).toBe(true);
    expect(fresh(page, [change(11, 2, ['price']), change(12, 1, ['description'])])).toBe(false);
    // An edit the entry had already seen (before its number) does not count.
    expect(fresh(page, [change(9, 1, ['price']), change(11, 2, ['price'])])).toBe(true);
  });

  it('drops a list for an edit of a product it does not show when the edit can move it in or out, in scope', () => {
    const byPrice = depsOf((d) => d.list('fruits', ['price', 'discount_price']));
    expect(fresh(byPrice, [change(11, 7, ['price'])])).toBe(false);
    expect(fresh(byPrice, [change(11, 7, ['price'], ['4', 'dry-fruits'])])).toBe(true);
    expect(fresh(byPrice, [change(11, 7, ['name'])])).toBe(true);
    expect(fresh(byPrice, [change(11, 7, ['is_active'])])).toBe(false);
    const search = depsOf((d) => d.list(null, ['name']));
    expect(fresh(search, [change(11, 7, ['name'], ['9', 'nuts'])])).toBe(false);
    expect(fresh(search, [change(11, 7, ['description'], ['9', 'nuts'])])).toBe(true);
    // A search for "mango" minds a rename only where either name holds the word.
    const mango = depsOf((d) => d.list(null, ['name'], 'Mango'));
    const rename = (from: string, to: string, columns = ['name']) => ({ ...change(11, 7, columns), names: [from, to] });
    expect(fresh(mango, [rename('Kiwi', 'Kiwi (fresh)')])).toBe(true);
    expect(fresh(mango, [rename('Kiwi', 'Kiwi mango mix')])).toBe(false);
    expect(fresh(mango, [rename('Alphonso MANGO', 'Alphonso')])).toBe(false);
    expect(fresh(mango, [rename('Kiwi', 'Kiwi', ['name', 'is_active'])])).toBe(false);
    expect(fresh(mango, [rename('Kīwi', 'Kiwi')])).toBe(false);
    // A product moving into the category: its old and new category are both in the change.
    const featured = depsOf((d) => d.list(3));
    expect(fresh(featured, [change(11, 7, ['category_id'], ['3', 'fruits', '4', 'dry-fruits'])])).toBe(false);
  });

  it('drops everything for other writes, a log that does not reach back, and untracked reads', () => {
    const page = depsOf((d) => d.product(1));
    expect(fresh(page, [change(11, 2, ['price'])], 11)).toBe(false);
    expect(fresh(page, [change(11, 2, ['price'])], 0, 11)).toBe(false);
    expect(fresh(ALL, [change(11, 2, ['price'])])).toBe(false);
    expect(fresh(depsOf((d) => (d.product(1), d.all())), [change(11, 2, ['price'])])).toBe(false);
    // Without a log (an exact version only), any other version is stale.
    expect(isFresh(stampOf(V('v1'), page), V('v2'), 5_000)).toBe(false);
  });
});

const STOCK_STALENESS_MS = 400;

/**
 * A second server whose ORM reports its SQL, on the shared test database, with a shelf of its
 * own so that writes here disturb no other test.
 */
let app: App;
let orm: MikroORM;
const statements: string[] = [];
const shelves: Category[] = [];
let shelfSlug: string;
let product: Product;

beforeAll(async () => {
  orm = await connectTestOrm();
  const shelf = await addShelf(orm.em.fork(), 'rcache', [shelfProduct({ name: 'Cached A', price: 100 }), shelfProduct({ name: 'Cached B', price: 200 })]);
  shelves.push(shelf.category);
  shelfSlug = shelf.category.slug;
  product = shelf.products[0];
  app = await startSecondApp(
    // Stock may lag by 400 ms here (5 s by default), so a test can see both sides of the bound.
    { NODE_ENV: 'test', RATE_LIMIT_MAX: '100000', RESPONSE_CACHE_TTL_MS: '60000', CACHE_STOCK_STALENESS_MS: String(STOCK_STALENESS_MS) },
    { debug: ['query'], logger: (message: string) => void statements.push(message) },
  );
});
afterAll(async () => {
  await app?.close();
  await removeShelves(orm, shelves);
  await orm?.close();
});

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const sql = () => statements.map((s) => s.replace(ansi, '')).filter((s) => /\b(select|insert|update|delete)\b/i.test(s));

const SHELF = `query Shelf($category: String!) { products(category: $category, first: 10) { totalCount items { id name unitPrice stockQuantity } } }`;

interface Answer {
  status: number;
  cache: string | null;
  text: string;
  json: { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] };
  statements: string[];
  headers: Headers;
}

async function post(body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  statements.length = 0;
  const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, cache: res.headers.get('x-response-cache'), text, json: JSON.parse(text), statements: sql(), headers: res.headers };
}

async function get(path: string, headers: Record<string, string> = {}): Promise<Omit<Answer, 'json'>> {
  statements.length = 0;
  const res = await fetch(`${app.url}${path}`, { headers });
  const text = await res.text();
  return { status: res.status, cache: res.headers.get('x-response-cache'), text, statements: sql(), headers: res.headers };
}

const shelfQuery = () => ({ query: SHELF, variables: { category: shelfSlug } });
const stockOf = (answer: Answer) => (answer.json.data?.products as { items: { id: string; stockQuantity: number }[] }).items.find((p) => p.id === String(product.id))?.stockQuantity;
const priceOf = (answer: Answer) => (answer.json.data?.products as { items: { id: string; unitPrice: number }[] }).items.find((p) => p.id === String(product.id))?.unitPrice;

describe('guest GraphQL catalogue queries', () => {
  it('are answered once, then from memory with the same bytes, for one statement (the version read)', async () => {
    const first = await post(shelfQuery());
    expect(first.status).toBe(200);
    expect(first.cache).toBe('miss');
    expect(first.statements.filter((s) => s.includes('catalog_version_seq'))).toHaveLength(1);
    const second = await post(shelfQuery());
    expect(second.cache).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.statements).toHaveLength(1);
    expect(second.statements[0]).toContain('catalog_version_seq');
    // Other variables are another answer.
    expect((await post({ query: SHELF, variables: { category: 'no-such-shelf' } })).cache).toBe('miss');
  });

  it('show a catalogue change on the next request, whichever connection wrote it', async () => {
    await post(shelfQuery());
    expect((await post(shelfQuery())).cache).toBe('hit');
    // Another connection (as another app process would), committed before the next request.
    await orm.em.fork().execute('update product set price = price + 1 where id = ?', [product.id]);
    const after = await post(shelfQuery());
    expect(after.cache).toBe('miss');
    expect(priceOf(after)).toBe(101);
  });

  it('keep a stock change no shopper sees (far above the order limit) past the bound, and show one that crosses into sight', async () => {
    await orm.em.fork().execute('update product set stock_quantity = 5000, max_order_limit = 20 where id = ?', [product.id]);
    const before = await post(shelfQuery());
    expect(stockOf(before)).toBe(5000);
    await orm.em.fork().execute('update product set stock_quantity = stock_quantity - 3, updated_at = now() where id = ?', [product.id]);
    await delay(STOCK_STALENESS_MS + 100);
    const unseen = await post(shelfQuery());
    expect(unseen.cache).toBe('hit');
    expect(stockOf(unseen)).toBe(5000);
    // Down to the order limit: the picker's top changes now, so the answer does within the bound.
    await orm.em.fork().execute('update product set stock_quantity = 20 where id = ?', [product.id]);
    await delay(STOCK_STALENESS_MS + 100);
    const seen = await post(shelfQuery());
    expect(seen.cache).toBe('miss');
    expect(stockOf(seen)).toBe(20);
  });

  it('survive orders: a change of stock alone is served from memory for at most the staleness bound, then shown', async () => {
    // Stock a shopper sees: at or below the order limit (99 when none is set), the picker's top.
    await orm.em.fork().execute('update product set stock_quantity = 40, max_order_limit = null where id = ?', [product.id]);
    const before = await post(shelfQuery());
    expect((await post(shelfQuery())).cache).toBe('hit');
    // What an order does to a product: its stock and its timestamp, nothing else.
    await orm.em.fork().execute('update product set stock_quantity = stock_quantity - 1, updated_at = now() where id = ?', [product.id]);
    const during = await post(shelfQuery());
    expect(during.cache).toBe('hit');
    expect(stockOf(during)).toBe(stockOf(before));
    await delay(STOCK_STALENESS_MS + 100);
    const after = await post(shelfQuery());
    expect(after.cache).toBe('miss');
    expect(stockOf(after)).toBe(stockOf(before)! - 1);
    // And the fresh answer, stored at a settled stock version, is served for as long as nothing moves.
    await delay(STOCK_STALENESS_MS + 100);
    expect((await post(shelfQuery())).cache).toBe('hit');
  });

  it("survive an admin's edit of a product they do not show, and show an edit of one they do", async () => {
    const other = await addShelf(orm.em.fork(), 'rcache-other', [shelfProduct({ name: 'Elsewhere', price: 300 })]);
    shelves.push(other.category);
    const productQuery = { query: `query One($id: ID!) { product(id: $id) { id name price relatedProducts(first: 4) { id name } } }`, variables: { id: String(product.id) } };
    await post(shelfQuery());
    await post(productQuery);
    expect((await post(shelfQuery())).cache).toBe('hit');
    // A price and a name edit of a product on another shelf, from another connection.
    await orm.em.fork().execute(`update product set price = price + 1, name = name || ' (edited)' where id = ?`, [other.products[0].id]);
    expect((await post(shelfQuery())).cache).toBe('hit');
    expect((await post(productQuery)).cache).toBe('hit');
    // The same shelf, sorted by price: an edit of a price there moves it, so it is computed afresh.
    const byPrice = { query: SHELF.replace('first: 10', 'first: 10, sort: PRICE_DESC'), variables: { category: shelfSlug } };
    await post(byPrice);
    expect((await post(byPrice)).cache).toBe('hit');
    const sibling = (await orm.em.fork().execute('select id from product where category_id = ? and id <> ?', [shelves[0].id, product.id]))[0].id as number;
    await orm.em.fork().execute(`update product set price = price + 1 where id = ?`, [sibling]);
    expect((await post(byPrice)).cache).toBe('miss');
    // The shelf lists the sibling: an edit of the shown product shows at once, in the list and on its page.
    expect((await post(shelfQuery())).cache).toBe('miss');
    await post(productQuery);
    expect((await post(productQuery)).cache).toBe('hit');
    await orm.em.fork().execute(`update product set description = 'Edited again' where id = ?`, [product.id]);
    expect((await post(productQuery)).cache).toBe('miss');
    // Any other catalogue write (a category) still drops everything.
    await post(productQuery);
    await orm.em.fork().execute(`update category set description = 'Edited shelf' where id = ?`, [other.category.id]);
    expect((await post(productQuery)).cache).toBe('miss');
  });

  it('store nothing while a catalogue write is still open, and show it once committed', async (context) => {
    // The embedded database is one session: an open transaction there would hold the app's reads.
    if (inject('databaseKind') !== 'postgres') context.skip();
    await post(shelfQuery());
    const client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('update product set price = 500 where id = $1', [product.id]);
      const during = await post(shelfQuery());
      expect(during.cache).toBeNull();
      expect(priceOf(during)).not.toBe(500);
      expect((await post(shelfQuery())).cache).toBeNull();
      await client.query('commit');
    } finally {
      await client.end();
    }
    const after = await post(shelfQuery());
    expect(after.cache).toBe('miss');
    expect(priceOf(after)).toBe(500);
    expect((await post(shelfQuery())).cache).toBe('hit');
  });

  it('are answered afresh for Cache-Control: no-cache, without the cache at all', async () => {
    await post(shelfQuery());
    const fresh = await post(shelfQuery(), { 'cache-control': 'no-cache' });
    expect(fresh.cache).toBeNull();
    expect(fresh.statements.some((s) => /from "?product"? p/.test(s))).toBe(true);
    expect(fresh.statements.some((s) => s.includes('catalog_version_seq'))).toBe(false);
    expect((await post(shelfQuery())).cache).toBe('hit');
  });

  it('are never cached for a signed-in customer', async () => {
    const { token } = await signUpCustomer();
    await post(shelfQuery());
    for (let i = 0; i < 2; i++) {
      const answer = await post(shelfQuery(), { authorization: `Bearer ${token}` });
      expect(answer.status).toBe(200);
      expect(answer.cache).toBeNull();
      expect(answer.statements.some((s) => /from "?product"? p/.test(s))).toBe(true);
    }
  });

  it('cache neither mutations, nor queries with another root field, nor errors', async () => {
    const mixed = { query: `query Mixed($category: String!) { products(category: $category) { totalCount } shopSettings { __typename } }`, variables: { category: shelfSlug } };
    const failing = { query: `{ products(first: 1000) { totalCount } }` };
    const mutation = { query: `mutation { addToWishlist(productId: "${product.id}") }` };
    for (const body of [mixed, failing, mutation]) {
      for (let i = 0; i < 2; i++) expect((await post(body)).cache, JSON.stringify(body)).toBeNull();
    }
    // An operation that can never be cached does not pay for the catalogue-version read.
    for (const body of [mixed, mutation]) expect((await post(body)).statements.some((s) => s.includes('catalog_version_seq'))).toBe(false);
    expect((await post(failing)).json.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await post(mutation)).json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keep every limit: an over-limit document is refused every time, bad input is refused before any cache, and each answer counts against the budget', async () => {
    const nested = (levels: number): string => (levels === 0 ? 'id' : `category { products { ${nested(levels - 1)} } }`);
    const deep = { query: `{ products { items { ${nested(8)} } } }` };
    for (let i = 0; i < 2; i++) {
      const refused = await post(deep);
      expect(refused.status).toBe(400);
      expect(refused.json.errors?.map((e) => e.extensions?.code)).toContain('QUERY_TOO_DEEP');
    }
    const nul = await post({ query: SHELF, variables: { category: `${shelfSlug}\u0000` } });
    expect(nul.status).toBe(400);
    expect(nul.cache).toBeNull();
    await post(shelfQuery());
    const a = await post(shelfQuery());
    const b = await post(shelfQuery());
    expect([a.cache, b.cache]).toEqual(['hit', 'hit']);
    expect(Number(b.headers.get('x-ratelimit-remaining'))).toBe(Number(a.headers.get('x-ratelimit-remaining')) - 1);
  });

  it('leave requests Apollo reads differently to Apollo (extensions, GET)', async () => {
    const withExtensions = { ...shelfQuery(), extensions: { something: true } };
    for (let i = 0; i < 2; i++) expect((await post(withExtensions)).cache).toBeNull();
    const url = `/graphql?query=${encodeURIComponent(SHELF)}&variables=${encodeURIComponent(JSON.stringify({ category: shelfSlug }))}`;
    for (let i = 0; i < 2; i++) {
      const answer = await get(url, { 'apollo-require-preflight': 'true' });
      expect(answer.status).toBe(200);
      expect(answer.cache).toBeNull();
    }
  });
});

describe('guest REST catalogue reads', () => {
  it('are answered once, then from memory with the same bytes; show a catalogue change at once and a stock change within the bound', async () => {
    const path = `/api/product/get?category=${shelfSlug}`;
    await orm.em.fork().execute('update product set stock_quantity = 40, max_order_limit = null where id = ?', [product.id]);
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('miss');
    const second = await get(path);
    expect(second.cache).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.statements).toHaveLength(1);
    await orm.em.fork().execute('update product set stock_quantity = stock_quantity + 1 where id = ?', [product.id]);
    expect((await get(path)).cache).toBe('hit');
    await delay(STOCK_STALENESS_MS + 100);
    const after = await get(path);
    expect(after.cache).toBe('miss');
    expect(after.text).not.toBe(first.text);
    await orm.em.fork().execute('update product set description = ? where id = ?', [`Edited ${Date.now()}`, product.id]);
    expect((await get(path)).cache).toBe('miss');
  });

  it('are not cached when they fail, nor for a signed-in customer', async () => {
    for (let i = 0; i < 2; i++) expect((await get('/api/product/999999999')).cache).toBeNull();
    const { token } = await signUpCustomer();
    const path = `/api/product/${product.id}`;
    await get(path);
    for (let i = 0; i < 2; i++) expect((await get(path, { authorization: `Bearer ${token}` })).cache).toBeNull();
  });
});
