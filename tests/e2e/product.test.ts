import { describe, expect, it } from 'vitest';
import { graphql } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appUrl, browserMissing, markDocument, useBrowser, waitForContent } from './support/browser';
import { decodeEntities, headTags, rootMarkup, visibleText } from '../utils/html';

/** Long enough after load for hydration, the deferred Suspense regions and the spinner's timer. */
const SETTLE_MS = 1500;

/** The storefront's price format (web/src/lib/money.ts): ₹, Indian grouping, two decimals. */
const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const formatPrice = (amount: number) => `₹${rupees.format(amount)}`;

interface ApiProduct {
  id: string;
  name: string;
  unitPrice: number;
  stockQuantity: number;
  averageRating: number;
  reviewCount: number;
  image: string | null;
}

const PRODUCT_FIELDS = 'id name unitPrice stockQuantity averageRating reviewCount image';

/** A product that has reviews when the seed made some, else the first one. */
async function someProduct(): Promise<ApiProduct> {
  const data = await graphql<{ products: { items: ApiProduct[] } }>(`{ products(first: 100) { items { ${PRODUCT_FIELDS} } } }`);
  const items = data.products.items;
  expect(items.length).toBeGreaterThan(0);
  return items.find((product) => product.reviewCount > 0) ?? items[0];
}

async function fetchPage(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${appUrl()}${path}`, { headers: { accept: 'text/html' } });
  expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
  return { status: res.status, html: await res.text() };
}

/** The JSON-LD blocks in the document's head. */
function jsonLd(html: string): Record<string, unknown>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

/** The console error Chromium logs for a document answered with an error status. */
const document404 = (url: string) => `console.error: Failed to load resource: the server responded with a status of 404 (Not Found) (${url})`;

describe.skipIf(browserMissing())('product page', () => {
  const browser = useBrowser();

  it('is in the server HTML with its name, price, head tags and schema.org Product JSON-LD', async () => {
    const product = await someProduct();
    const { status, html } = await fetchPage(`/product/${product.id}`);
    expect(status).toBe(200);

    const text = visibleText(rootMarkup(html));
    expect(text).toContain(product.name);
    expect(text).toContain(formatPrice(product.unitPrice));
    expect(text).toContain('Back to Shop');
    expect(text).toContain('Why choose our products?');

    const titles = [...html.matchAll(/<title\b[^>]*>([^<]*)<\/title>/g)].map((match) => decodeEntities(match[1]));
    expect(titles).toEqual([`${product.name} | FruitShop`]);
    expect(headTags(html, 'link', { rel: 'canonical' }).map((tag) => tag.href)).toEqual([`${appUrl()}/product/${product.id}`]);
    const ogImage = headTags(html, 'meta', { property: 'og:image' });
    expect(ogImage).toHaveLength(1);
    expect(ogImage[0].content).toMatch(new RegExp(`^${appUrl()}/`));

    const blocks = jsonLd(html);
    expect(blocks).toHaveLength(1);
    const ld = blocks[0];
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.id,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: product.unitPrice.toFixed(2),
        availability: product.stockQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: `${appUrl()}/product/${product.id}`,
      },
    });
    expect((ld.image as string[]).every((url) => url.startsWith(`${appUrl()}/`))).toBe(true);
    if (product.reviewCount > 0) {
      expect(ld.aggregateRating).toEqual({
        '@type': 'AggregateRating',
        ratingValue: product.averageRating.toFixed(1),
        reviewCount: product.reviewCount,
      });
    } else {
      expect(ld).not.toHaveProperty('aggregateRating');
    }
  });

  it.each(['/product/999999', '/product/not-a-number'])("answers %s with HTTP 404 and 'Product not found'", async (path) => {
    const { status, html } = await fetchPage(path);
    expect(status).toBe(404);
    const text = visibleText(rootMarkup(html));
    expect(text).toContain('Product not found');
    expect(text).toContain('Go Back');
    expect(jsonLd(html)).toEqual([]);
    expect(headTags(html, 'meta', { name: 'robots' }).map((tag) => tag.content)).toEqual(['noindex']);
  });

  it('hydrates without console errors or warnings, and the wishlist heart works; axe finds nothing serious', async () => {
    const product = await someProduct();
    const { page, errors, warnings } = await browser.open();
    const response = await page.goto(`/product/${product.id}`);
    expect(response?.status()).toBe(200);
    await waitForContent(page, page.getByRole('heading', { level: 1, name: product.name, exact: true }));
    await page.waitForTimeout(SETTLE_MS);

    const heart = page.getByRole('main').getByRole('button', { name: `Save ${product.name} to wishlist`, exact: true }).first();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('heading', { name: 'Customer Reviews' }).scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("leads home → a product card → its page → 'Back to Shop' → /shop, without reloading", async () => {
    const { page, errors } = await browser.open();
    await page.goto('/');
    const seasonal = page.getByRole('region', { name: "Season's Special" });
    const card = seasonal.getByRole('article').first();
    await waitForContent(page, card);
    const name = (await card.getByRole('heading').textContent())!.trim();
    const sameDocument = await markDocument(page);

    await card.getByRole('heading').getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/product/'));
    await waitForContent(page, page.getByRole('heading', { level: 1, name, exact: true }));
    // Fetched after a list put the product in the cache: the detail fields are there too.
    await page.getByRole('heading', { name: 'Product Details' }).waitFor();
    await page.getByRole('heading', { name: 'Why choose our products?' }).waitFor();
    await expect.poll(() => page.title()).toBe(`${name} | FruitShop`);

    await page.getByRole('link', { name: 'Back to Shop' }).click();
    await page.waitForURL((url) => url.pathname === '/shop');
    await waitForContent(page, page.getByRole('heading', { level: 1, name: 'Our Premium Collection' }));
    expect(await sameDocument()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("shows 'Product not found' with Go Back for an unknown product in the browser", async () => {
    const { page, errors, warnings } = await browser.open();
    const response = await page.goto('/product/999999');
    expect(response?.status()).toBe(404);
    await waitForContent(page, page.getByRole('heading', { level: 1, name: 'Product not found' }));
    await page.waitForTimeout(SETTLE_MS);
    // Still the server's not-found state after hydration (no refetch, no loading flash).
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([document404(`${appUrl()}/product/999999`)]);
    expect(warnings).toEqual([]);
  });
});

describe.skipIf(browserMissing())('categories page', () => {
  const browser = useBrowser();

  it('lists the categories with products, each with a View all link, in the server HTML and after hydration', async () => {
    const data = await graphql<{ categories: { id: string; name: string; slug: string; products: { name: string }[] }[] }>(
      '{ categories(nonEmpty: true) { id name slug products(first: 1) { name } } }',
    );
    const categories = data.categories;
    expect(categories.length).toBeGreaterThan(0);

    const { status, html } = await fetchPage('/categories');
    expect(status).toBe(200);
    const text = visibleText(rootMarkup(html));
    for (const category of categories) {
      expect(text).toContain(category.name);
      expect(text).toContain(category.products[0].name);
    }

    const { page, errors, warnings } = await browser.open();
    await page.goto('/categories');
    const first = page.getByRole('region', { name: categories[0].name, exact: true });
    await waitForContent(page, first.getByRole('article').first());
    await page.waitForTimeout(SETTLE_MS);
    for (const category of categories) {
      const section = page.getByRole('region', { name: category.name, exact: true });
      const viewAll = section.getByRole('link', { name: `View all ${category.name}`, exact: true });
      const href = await viewAll.getAttribute('href');
      expect([`/shop?category=${category.slug}`, `/shop?category=${category.id}`]).toContain(href);
      expect(await section.getByRole('article').count()).toBeGreaterThan(0);
    }
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);

    // View all leads to the shop filtered to that category.
    await first.getByRole('link', { name: `View all ${categories[0].name}`, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/shop' && url.searchParams.has('category'));
    await waitForContent(page, page.getByRole('main').getByRole('article').first());
    expect(errors).toEqual([]);
  });
});
