import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../../api/src/http/page-cache.js';
import { stampOf, type ContentVersion } from '../../api/src/core/content-version.js';

/** A catalogue version (the stock unchanged and settled unless said). */
const V = (catalogue: string, stock = 's1', stockSettled = true): ContentVersion => ({ catalogue, stock, stockSettled });
const page = (version: ContentVersion, html = '<p>hi</p>') => ({ status: 200, html, version: stampOf(version) });

describe('the page cache', () => {
  it('serves a page only at the catalogue version it was rendered at', () => {
    const cache = new PageCache(60_000);
    const stored = cache.set('/shop', page(V('v1')));
    expect(cache.get('/shop', V('v1'))).toBe(stored);
    expect(cache.get('/shop', V('v2'))).toBeUndefined();
    // A page of an older version is dropped, not kept for later.
    expect(cache.get('/shop', V('v1'))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('outlives a change of stock alone by at most the stock staleness bound', async () => {
    const cache = new PageCache(60_000, 500, 40);
    cache.set('/shop', page(V('v1', 's1')));
    // An order moved the stock: the page still serves, for 40 ms.
    expect(cache.get('/shop', V('v1', 's2'))).toBeDefined();
    await delay(60);
    expect(cache.get('/shop', V('v1', 's2'))).toBeUndefined();
    // Rendered while a stock write was open: even at the same stock version it lives only 40 ms.
    cache.set('/shop', page(V('v1', 's2', false)));
    expect(cache.get('/shop', V('v1', 's2'))).toBeDefined();
    await delay(60);
    expect(cache.get('/shop', V('v1', 's2'))).toBeUndefined();
    // Settled and unchanged: it lives its whole time to live.
    cache.set('/shop', page(V('v1', 's2')));
    await delay(60);
    expect(cache.get('/shop', V('v1', 's2'))).toBeDefined();
  });

  it('forgets a page after its time to live', async () => {
    const cache = new PageCache(30);
    cache.set('/shop', page(V('v1')));
    expect(cache.get('/shop', V('v1'))).toBeDefined();
    await delay(60);
    expect(cache.get('/shop', V('v1'))).toBeUndefined();
  });

  it('drops the least recently used page past its bound', () => {
    const cache = new PageCache(60_000, 3);
    for (const key of ['/a', '/b', '/c']) cache.set(key, page(V('v1')));
    cache.get('/a', V('v1'));
    cache.set('/d', page(V('v1')));
    expect(cache.size).toBe(3);
    expect(cache.get('/b', V('v1'))).toBeUndefined();
    expect(cache.get('/a', V('v1'))).toBeDefined();
    expect(cache.get('/d', V('v1'))).toBeDefined();
  });

  it('keeps nothing when its time to live is 0', () => {
    const cache = new PageCache(0);
    expect(cache.enabled).toBe(false);
    expect(cache.set('/shop', page(V('v1')))).toMatchObject({ html: '<p>hi</p>', encoded: {} });
    expect(cache.get('/shop', V('v1'))).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
