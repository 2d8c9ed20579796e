import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appUrl, browserMissing } from './support/browser';

// No browser needed, but it checks the same built server the browser tests use.
describe.skipIf(browserMissing())('one server for the web app, GraphQL and REST', () => {
  it('serves the GraphQL explorer on GET /graphql for a browser', async () => {
    const res = await fetch(`${appUrl()}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/<html/i);
    expect(html).toContain('ruru-root');
  });

  it('answers /api/product/get with JSON products from the same port', async () => {
    const res = await fetch(`${appUrl()}/api/product/get?limit=5`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const products = (await res.json()) as { product_id: number; product_name: string; price: number }[];
    expect(products).toHaveLength(5);
    expect(products[0]).toMatchObject({ product_id: expect.any(Number), product_name: expect.any(String) });
  });

  it('renders the storefront pages on the server as HTML', async () => {
    for (const path of ['/', '/shop']) {
      const res = await fetch(`${appUrl()}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      const html = await res.text();
      // Server-rendered: the app's markup is inside #root, not an empty shell.
      expect(html, path).toMatch(/<div id="root"><[a-z]/);
    }
  });

  it('answers unknown paths with the 404 page and status, whatever HTML-taking Accept the client sends', async () => {
    for (const accept of ['text/html', '*/*']) {
      const res = await fetch(`${appUrl()}/no-such-page`, { headers: { accept } });
      expect(res.status, accept).toBe(404);
      expect(res.headers.get('content-type'), accept).toMatch(/^text\/html/);
      expect(await res.text(), accept).toContain('404 - Page Not Found');
    }

    // fetch always sends an Accept header; node:http sends none unless told.
    const bare = await getWithoutAccept(`${appUrl()}/no-such-page`);
    expect(bare.headers.accept).toBeUndefined();
    expect(bare.status).toBe(404);
    expect(bare.contentType).toMatch(/^text\/html/);
    expect(bare.body).toContain('404 - Page Not Found');
  });

  it("sends the build's scripts compressed as the client accepts, unchanged, and never the compressed copies by name", async () => {
    const html = await (await fetch(`${appUrl()}/shop`, { headers: { accept: 'text/html' } })).text();
    const script = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(script, 'a script in the page').toBeTruthy();
    const plain = await getRaw(`${appUrl()}${script}`, 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const res = await getRaw(`${appUrl()}${script}`, encoding);
      expect(res.status, encoding).toBe(200);
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers['content-type'], encoding).toMatch(/^(application|text)\/javascript/);
      expect(res.headers.vary, encoding).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], encoding).toContain('immutable');
      expect(res.body.length, encoding).toBeLessThan(plain.body.length);
      expect(decode(res.body).equals(plain.body), encoding).toBe(true);
    }
    for (const suffix of ['.br', '.gz']) expect((await getRaw(`${appUrl()}${script}${suffix}`, 'identity')).status, suffix).toBe(404);
  });

  it('serves an icon at /favicon.ico, where browsers and crawlers look without a link, not the 404 page', async () => {
    const res = await httpGet(`${appUrl()}/favicon.ico`, { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/vnd.microsoft.icon');
    // An ICO directory of one 32-pixel image holding a PNG (scripts/render-glyphs.mjs).
    expect([...res.body.subarray(0, 8)]).toEqual([0, 0, 1, 0, 1, 0, 32, 32]);
    expect(res.body.subarray(22, 26).toString('latin1')).toBe('\x89PNG');
  });

  it('answers unknown paths with a JSON 404 to API clients', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/no-such-page', { accept: 'application/json' }],
      ['/api/nope', {}],
      ['/api/nope', { accept: 'text/html' }],
    ];
    for (const [path, headers] of cases) {
      const label = `${path} ${JSON.stringify(headers)}`;
      const res = await fetch(`${appUrl()}${path}`, { headers });
      expect(res.status, label).toBe(404);
      expect(res.headers.get('content-type'), label).toMatch(/^application\/json/);
      expect(await res.json(), label).toMatchObject({ error: expect.any(String), code: 'NOT_FOUND' });
    }
  });
});

/** A GET with no Accept header at all, as some scripts and crawlers send it. */
async function getWithoutAccept(url: string): Promise<{ status: number; contentType: string; body: string; headers: http.OutgoingHttpHeaders }> {
  const res = await httpGet(url, {});
  return { status: res.status, contentType: res.headers['content-type'] ?? '', body: res.body.toString('utf8'), headers: res.requestHeaders };
}

/** A GET that keeps the body as the server encoded it (fetch would decompress it). */
async function getRaw(url: string, acceptEncoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return httpGet(url, { 'accept-encoding': acceptEncoding });
}

/** node:http sends only the headers it is given (fetch always adds Accept and Accept-Encoding). */
function httpGet(
  url: string,
  headers: http.OutgoingHttpHeaders,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; requestHeaders: http.OutgoingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), requestHeaders: req.getHeaders() }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
