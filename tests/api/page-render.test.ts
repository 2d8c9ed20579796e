import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { apiUrl } from '../utils/api-client.js';
import { rootMarkup, visibleText } from '../utils/html.js';
import { connectTestOrm } from '../utils/orm.js';
import { makeProduct } from '../../api/src/db/seed/factories.js';
import { PRODUCTS } from '../../api/src/db/seed/data/catalogue.js';
import { Category } from '../../api/src/modules/catalog/category.entity.js';
import { Product } from '../../api/src/modules/catalog/product.entity.js';

// A product name an admin could type, that would run a script if a page printed it raw.
const HOSTILE_NAME = 'Mango </script><script>alert(1)</script> & Co';
const RENAMED = 'Mango </script><script>alert(2)</script> & Sons';
// Only that product's name holds this word, so the search shows it first and alone.
const SEARCH = '/shop?q=alert';

let orm: MikroORM;
let productId: number;

beforeAll(async () => {
  orm = await connectTestOrm();
  const em = orm.em.fork();
  const category = await em.findOneOrFail(Category, { slug: 'seasonal' });
  const product = makeProduct(em, { ...PRODUCTS[0], name: HOSTILE_NAME, stockQuantity: 50 }, category);
  await em.flush();
  productId = product.id;
});
afterAll(async () => {
  if (productId) await orm.em.fork().nativeDelete(Product, { id: productId });
  await orm.close();
});

async function getPage(path: string) {
  const res = await fetch(`${apiUrl()}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, contentType: res.headers.get('content-type'), cache: res.headers.get('x-page-cache'), html: await res.text() };
}

/** The Apollo cache the server sends along: JSON in a data block, up to the first </script>. */
function apolloState(html: string): Record<string, { name?: string } & Record<string, unknown>> {
  const match = /<script type="application\/json" id="__APOLLO_STATE__">([\s\S]*?)<\/script>/.exec(html);
  expect(match, '#__APOLLO_STATE__ block').not.toBeNull();
  return JSON.parse(match![1]) as Record<string, { name?: string }>;
}

describe('server-rendered storefront pages', () => {
  it('prints a product name with markup in it as text, in the HTML and in the Apollo state', async () => {
    const page = await getPage(SEARCH);
    expect(page.status).toBe(200);
    expect(page.contentType).toMatch(/^text\/html/);
    expect(page.html).not.toContain('</script><script>alert(1)</script>');
    expect(page.html).not.toContain('<script>alert(');

    const markup = rootMarkup(page.html);
    expect(markup).toContain('&lt;/script&gt;');
    expect(visibleText(markup)).toContain(HOSTILE_NAME);

    const state = apolloState(page.html);
    expect(Object.values(state).filter((entry) => entry.name === HOSTILE_NAME)).toHaveLength(1);
    // The data block is escaped for a <script> element, and the JSON still reads back exactly.
    expect(page.html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 Co');
  });

  it('serves a guest page from the cache until the catalogue changes', async () => {
    // A sort order no other test asks for, so the first request renders.
    const path = `${SEARCH}&sort=rating`;
    const first = await getPage(path);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('miss');
    const second = await getPage(path);
    expect(second.cache).toBe('hit');
    expect(second.html).toBe(first.html);
    // Made-up query parameters (and their order) are the same page: no new rendering for them.
    const decorated = await getPage(`/shop?utm_source=x${Date.now()}&sort=rating&q=alert`);
    expect(decorated.cache).toBe('hit');
    expect(decorated.html).toBe(first.html);

    const em = orm.em.fork();
    const product = await em.findOneOrFail(Product, { id: productId });
    product.name = RENAMED;
    await em.flush();

    const third = await getPage(path);
    expect(third.cache).toBe('miss');
    const text = visibleText(rootMarkup(third.html));
    expect(text).toContain(RENAMED);
    expect(text).not.toContain(HOSTILE_NAME);
    expect(Object.values(apolloState(third.html)).some((entry) => entry.name === RENAMED)).toBe(true);
    expect((await getPage(path)).cache).toBe('hit');
  });

  it("keeps a product's page across an edit of a product it does not show, and renders it again for one it shows", async () => {
    const path = `/product/${productId}`;
    await getPage(path);
    expect((await getPage(path)).cache).toBe('hit');
    // A product of another category, edited the way the back office edits (the page shows only its own category's products).
    const em = orm.em.fork();
    const elsewhere = await em.findOneOrFail(Product, { category: { slug: { $ne: 'seasonal' } }, isActive: true }, { orderBy: { id: 'asc' } });
    await em.execute('update product set price = price + 1 where id = ?', [elsewhere.id]);
    await em.execute('update product set price = price - 1 where id = ?', [elsewhere.id]);
    expect((await getPage(path)).cache).toBe('hit');
    await em.execute('update product set description = ? where id = ?', [`Edited ${Date.now()}`, productId]);
    expect((await getPage(path)).cache).toBe('miss');
  });

  it('lets exactly the page’s own inline script run (the early-tap keeper, by its hash), nothing else inline', async () => {
    const res = await fetch(`${apiUrl()}/shop`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    const scriptSrc = (res.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('script-src '))!;
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('__earlyTaps');
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('answers an unknown path with the 404 page and status', async () => {
    const page = await getPage(`/no-such-page-${Date.now()}`);
    expect(page.status).toBe(404);
    expect(page.contentType).toMatch(/^text\/html/);
    expect(visibleText(rootMarkup(page.html))).toContain('404 - Page Not Found');
  });
});
