import { describe, expect, it } from 'vitest';
import { graphql, productNames } from './support/api';
import { appUrl, browserMissing } from './support/browser';
import { decodeEntities, headTags, rootMarkup, visibleText } from '../utils/html';

// What a crawler, a link preview or a shopper whose JavaScript fails gets: the server's HTML,
// read here as text (no script runs).

/** The storefront's price format (web/src/lib/money.ts): ₹, Indian grouping, two decimals. */
const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const formatPrice = (amount: number) => `₹${rupees.format(amount)}`;

async function page(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${appUrl()}${path}`, { headers: { accept: 'text/html' } });
  expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
  return { status: res.status, html: await res.text() };
}

/** Each `<hN>` of the markup with its text and where it starts. */
function headings(markup: string, level: number): { text: string; index: number }[] {
  return [...markup.matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'g'))].map((match) => ({
    text: visibleText(match[1]).trim(),
    index: match.index,
  }));
}

describe.skipIf(browserMissing())('server-rendered HTML', () => {
  it('has the first 24 products of /shop, each name followed by its price, in the API order', async () => {
    const data = await graphql<{ products: { items: { name: string; unitPrice: number }[] } }>(
      `{ products(first: 24) { items { name unitPrice } } }`,
    );
    const products = data.products.items;
    expect(products).toHaveLength(24);

    const { status, html } = await page('/shop');
    expect(status).toBe(200);
    // The markup, not just the Apollo state after it, holds the cards.
    const text = visibleText(rootMarkup(html));
    expect(text).toContain('Our Premium Collection');

    let from = text.indexOf('Our Premium Collection');
    for (const [index, product] of products.entries()) {
      const at = text.indexOf(product.name, from);
      expect(at, `"${product.name}" (#${index + 1}) after the previous card`).toBeGreaterThan(from);
      const next = products[index + 1] ? text.indexOf(products[index + 1].name, at + product.name.length) : text.length;
      const card = text.slice(at, next < 0 ? text.length : next);
      expect(card, `price of "${product.name}"`).toContain(formatPrice(product.unitPrice));
      from = at + product.name.length;
    }
  });

  it('has the four home sections, the first seasonal product inside its section', async () => {
    const [firstSeasonal] = await productNames({ category: 'seasonal', first: 10 });
    expect(firstSeasonal).toBeTruthy();

    const { status, html } = await page('/');
    expect(status).toBe(200);
    const markup = rootMarkup(html);
    const sectionHeadings = headings(markup, 2);
    const titles = ["Season's Special", 'Top Deals', 'Fresh Chunks', 'Premium Dry Fruits'];
    expect(sectionHeadings.map((heading) => heading.text)).toEqual(expect.arrayContaining(titles));

    const seasonal = sectionHeadings.find((heading) => heading.text === "Season's Special")!;
    const topDeals = sectionHeadings.find((heading) => heading.text === 'Top Deals')!;
    expect(topDeals.index).toBeGreaterThan(seasonal.index);
    expect(visibleText(markup.slice(seasonal.index, topDeals.index))).toContain(firstSeasonal);
  });

  it("gives /shop its title, description, canonical link and Open Graph tags", async () => {
    const { html } = await page('/shop');
    const titles = [...html.matchAll(/<title\b[^>]*>([^<]*)<\/title>/g)].map((match) => decodeEntities(match[1]));
    expect(titles).toHaveLength(1);
    expect(titles[0]).toContain('Our Premium Collection');

    const canonical = headTags(html, 'link', { rel: 'canonical' });
    expect(canonical).toHaveLength(1);
    expect(canonical[0].href).toBe(`${appUrl()}/shop`);

    const ogTitle = headTags(html, 'meta', { property: 'og:title' });
    expect(ogTitle).toHaveLength(1);
    expect(ogTitle[0].content).toBe(titles[0]);
    expect(headTags(html, 'meta', { property: 'og:url' })[0]?.content).toBe(`${appUrl()}/shop`);
    expect(headTags(html, 'meta', { name: 'description' })[0]?.content).toBeTruthy();
  });

  it('has no route spinner in the HTML, and the Apollo cache as a JSON data block', async () => {
    const { html } = await page('/shop');
    // No first-load overlay covers a server-rendered page (the ruling on spinners).
    expect(rootMarkup(html)).not.toMatch(/aria-label="Loading page"/);
    expect(html).toMatch(/<style data-ssr-css>/);

    const state = /<script type="application\/json" id="__APOLLO_STATE__">([\s\S]*?)<\/script>/.exec(html);
    expect(state, '#__APOLLO_STATE__').not.toBeNull();
    const cache = JSON.parse(state![1]) as Record<string, unknown>;
    const [first] = await productNames({ first: 1 });
    expect(Object.values(cache).some((entry) => (entry as { name?: unknown }).name === first)).toBe(true);
  });

  it("starts one tiny module entry, and lists the app's and the page's chunks for it to preload after the load event", async () => {
    // Server HTML, one module entry that waits for the page's load event, then preloads the
    // listed chunks at once and starts the app (entry-client.tsx): no script but the entry is
    // fetched before the page has painted and loaded its pictures.
    const chunks = (html: string) => {
      const block = /<script type="application\/json" id="__PAGE_CHUNKS__">([\s\S]*?)<\/script>/.exec(html);
      expect(block, '#__PAGE_CHUNKS__').not.toBeNull();
      return JSON.parse(block![1]) as string[];
    };
    const { html } = await page('/shop');
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<script type="module" crossorigin src="${scripts[0]}">`));
    // What downloads before the load event: the entry and its own imports (Vite's loader), a
    // few KB; never the app or the page's chunks.
    const early = [scripts[0], ...[...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((match) => match[1])];
    let earlyBytes = 0;
    for (const href of early) earlyBytes += (await (await fetch(`${appUrl()}${href}`)).arrayBuffer()).byteLength;
    expect(earlyBytes, `the entry and its imports stay tiny: ${early.join(' ')}`).toBeLessThan(8 * 1024);
    const listed = chunks(html);
    expect(listed.some((href) => /\/client-main-[\w-]+\.js$/.test(href)), listed.join(' ')).toBe(true);
    expect(listed.some((href) => /\/shop-page-[\w-]+\.js$/.test(href)), listed.join(' ')).toBe(true);
    // Chakra's system is not: no Chakra component renders on /shop, so it loads on first use
    // (theme/system-on-demand.tsx); /account's first render uses it, so that page lists it and
    // says so.
    expect(listed.some((href) => /\/system-[\w-]{8}\.js$/.test(href)), listed.join(' ')).toBe(false);
    expect(html).not.toContain('id="__CHAKRA_AT_START__"');
    // Every listed file exists.
    for (const href of listed) expect((await fetch(`${appUrl()}${href}`)).status, href).toBe(200);

    const account = (await page('/account')).html;
    const accountChunks = chunks(account);
    expect(accountChunks.some((href) => /\/system-[\w-]{8}\.js$/.test(href)), accountChunks.join(' ')).toBe(true);
    expect(account).toContain('<script type="application/json" id="__CHAKRA_AT_START__">true</script>');
  });

  it('renders the 404 page for an unknown path, kept out of search engines', async () => {
    const { status, html } = await page('/no-such-page');
    expect(status).toBe(404);
    expect(headings(rootMarkup(html), 1).map((heading) => heading.text)).toEqual(['404 - Page Not Found']);
    expect(headTags(html, 'meta', { name: 'robots' })[0]?.content).toBe('noindex');
  });
});
