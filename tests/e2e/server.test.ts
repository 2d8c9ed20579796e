import { describe, expect, it } from 'vitest';
import { appUrl, browserMissing } from './support/browser';

// No browser needed, but it checks the same built server the browser tests use.
describe.skipIf(browserMissing())('one server for the web app, GraphQL and REST', () => {
  it('serves the Apollo landing page on GET /graphql for a browser', async () => {
    const res = await fetch(`${appUrl()}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/<html/i);
    expect(html).toMatch(/apollo/i);
  });

  it('answers /api/product/get with JSON products from the same port', async () => {
    const res = await fetch(`${appUrl()}/api/product/get?limit=5`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const products = (await res.json()) as { product_id: number; product_name: string; price: number }[];
    expect(products).toHaveLength(5);
    expect(products[0]).toMatchObject({ product_id: expect.any(Number), product_name: expect.any(String) });
  });

  it('serves the storefront with SPA fallback', async () => {
    for (const path of ['/', '/shop', '/no-such-page']) {
      const res = await fetch(`${appUrl()}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toMatch(/<div id="root"/);
    }
  });
});
