// The storefront's initial JavaScript for one page: the module entry, every modulepreload and
// every chunk the page lists for its entry to preload (`__PAGE_CHUNKS__`) in the server-rendered
// HTML, as shipped (raw) and as a gzip-9 transfer would carry it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

/**
 * @param {string} distDir web/dist/client (where the built files live)
 * @param {string} [html] the page's HTML; the built index.html template when absent
 */
export function initialJsSizes(distDir, html = readFileSync(path.join(distDir, 'index.html'), 'utf8')) {
  const files = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (attr(tag, 'type') === 'module' && attr(tag, 'src')) files.push(attr(tag, 'src'));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (attr(tag, 'rel') === 'modulepreload' && attr(tag, 'href')) files.push(attr(tag, 'href'));
  }
  const listed = /<script type="application\/json" id="__PAGE_CHUNKS__">([\s\S]*?)<\/script>/.exec(html);
  if (listed) files.push(...JSON.parse(listed[1]));
  const rows = [...new Set(files)].map((href) => {
    const bytes = readFileSync(path.join(distDir, new URL(href, 'http://x/').pathname));
    return { file: href, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), { raw: 0, gzip: 0 });
  return { rows, total };
}
