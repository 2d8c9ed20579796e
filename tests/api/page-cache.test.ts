import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../../api/src/http/page-cache.js';

const page = (version: string, html = '<p>hi</p>') => ({ status: 200, html, version });

describe('the page cache', () => {
  it('serves a page only at the catalogue version it was rendered at', () => {
    const cache = new PageCache(60_000);
    const stored = cache.set('/shop', page('v1'));
    expect(cache.get('/shop', 'v1')).toBe(stored);
    expect(cache.get('/shop', 'v2')).toBeUndefined();
    // A page of an older version is dropped, not kept for later.
    expect(cache.get('/shop', 'v1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets a page after its time to live', async () => {
    const cache = new PageCache(30);
    cache.set('/shop', page('v1'));
    expect(cache.get('/shop', 'v1')).toBeDefined();
    await delay(60);
    expect(cache.get('/shop', 'v1')).toBeUndefined();
  });

  it('drops the least recently used page past its bound', () => {
    const cache = new PageCache(60_000, 3);
    for (const key of ['/a', '/b', '/c']) cache.set(key, page('v1'));
    cache.get('/a', 'v1');
    cache.set('/d', page('v1'));
    expect(cache.size).toBe(3);
    expect(cache.get('/b', 'v1')).toBeUndefined();
    expect(cache.get('/a', 'v1')).toBeDefined();
    expect(cache.get('/d', 'v1')).toBeDefined();
  });

  it('keeps nothing when its time to live is 0', () => {
    const cache = new PageCache(0);
    expect(cache.enabled).toBe(false);
    expect(cache.set('/shop', page('v1'))).toMatchObject({ html: '<p>hi</p>', encoded: {} });
    expect(cache.get('/shop', 'v1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
