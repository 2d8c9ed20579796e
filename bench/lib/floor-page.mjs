// The machine's floor for bench:web: a static page with a heading and a paragraph, no script,
// no stylesheet and no picture, served from this process. Lighthouse measures it like the
// storefront's pages, so its TBT and score are what this machine's Chromium and Lighthouse
// read when a page does (almost) nothing; a page's distance from it is the page's own cost.
import { once } from 'node:events';
import http from 'node:http';

export const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Floor</title><meta name="description" content="A page that does nothing, to measure the machine.">' +
  '</head><body><h1>Fresh fruit</h1><p>Nothing else is on this page.</p></body></html>';

/** @returns {Promise<{ url: string, close: () => Promise<void> }>} */
export async function startFloorServer() {
  const server = http.createServer((req, res) => {
    if (req.url !== '/') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(FLOOR_HTML);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
