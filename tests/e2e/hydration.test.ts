import { describe, expect, it } from 'vitest';
import { productNames } from './support/api';
import { appUrl, browserMissing, markDocument, routeSpinner, useBrowser, waitForContent } from './support/browser';

/** Long enough after load for hydration, the deferred Suspense regions and the spinner's timer. */
const SETTLE_MS = 1500;

/**
 * The console error Chromium logs for any document answered with an error status, here the
 * 404 page itself: expected, and removed once (only for that document's URL).
 */
function withoutDocument404(errors: string[], documentUrl: string): string[] {
  const expected = `console.error: Failed to load resource: the server responded with a status of 404 (Not Found) (${documentUrl})`;
  const index = errors.indexOf(expected);
  return index < 0 ? errors : [...errors.slice(0, index), ...errors.slice(index + 1)];
}

describe.skipIf(browserMissing())('hydrating the server-rendered pages', () => {
  const browser = useBrowser();

  const pages = [
    { path: '/', status: 200, content: "Season's Special" },
    { path: '/shop', status: 200, content: 'Our Premium Collection' },
    { path: '/no-such-page', status: 404, content: '404 - Page Not Found' },
  ];

  it.each(pages)('hydrates $path without console errors or warnings', async ({ path, status, content }) => {
    const { page, errors, warnings } = await browser.open();
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await waitForContent(page, page.getByRole('heading', { name: content, exact: true }));
    await page.waitForTimeout(SETTLE_MS);

    // Hydration mismatches, missing keys and the like are errors or warnings in React 19.
    const unexpected = status === 404 ? withoutDocument404(errors, `${appUrl()}${path}`) : errors;
    expect(unexpected).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('shows the products and hides the route spinner after ~1 s with JavaScript disabled', async () => {
    const [first] = await productNames({ first: 1 });
    const { page, errors } = await browser.open({ javaScriptEnabled: false });
    const started = Date.now();
    await page.goto('/shop', { waitUntil: 'domcontentloaded' });

    // The overlay is in the server's HTML... (once hidden it leaves the accessibility tree,
    // so the count at the end needs includeHidden)
    const spinner = routeSpinner(page);
    const spinnerInDom = page.getByRole('status', { name: 'Loading page', includeHidden: true });
    expect(await spinner.count()).toBe(1);
    // Visible at first, when the document arrived well inside the 1000 ms.
    if (Date.now() - started < 600) expect(await spinner.isVisible()).toBe(true);
    // ...and its CSS animation hides it; nothing else could, since no script runs.
    await spinner.waitFor({ state: 'hidden', timeout: 2500 });
    expect(Date.now() - started).toBeLessThan(2500 + 500);
    expect(await spinnerInDom.count(), 'still in the DOM: CSS hid it').toBe(1);

    const card = page.getByRole('main').getByRole('article', { name: first, exact: true });
    await card.getByRole('heading', { name: first }).waitFor({ state: 'visible' });
    expect(await card.getByText(/^₹[\d,]+\.\d{2}$/).first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
  it('hydrates the footer only when it nears the screen, and a first click on it still navigates in the app', async () => {
    const { page, errors, warnings } = await browser.open();
    // The shop's grid puts the footer several screens down.
    await page.goto('/shop');
    await waitForContent(page, page.getByRole('heading', { name: 'Our Premium Collection', exact: true }));
    await page.waitForTimeout(SETTLE_MS);
    const footer = page.getByRole('contentinfo');
    // React marks the DOM nodes it has hydrated with its own keys; a gated part is still the server's HTML.
    const hydrated = () => footer.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    expect(await hydrated()).toBe(false);

    // A click before it has hydrated: React hydrates the footer at once and replays the click,
    // so the link navigates inside the app (the page is not reloaded).
    const sameDocument = await markDocument(page);
    await footer.getByRole('link', { name: 'FAQs', exact: true }).dispatchEvent('click');
    await page.waitForURL('**/faq');
    expect(await sameDocument()).toBe(true);
    expect(await hydrated()).toBe(true);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("fetches no stylesheet for the first page (its CSS is inlined), and a page reached in the app still gets its own", async () => {
    const { page, errors, warnings } = await browser.open();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/shop');
    await waitForContent(page, page.getByRole('heading', { name: 'Our Premium Collection', exact: true }));
    await page.waitForTimeout(SETTLE_MS);
    expect(stylesheets).toEqual([]);
    // The inlined files keep a disabled link each: that is how the loader knows not to fetch them.
    expect(await page.locator('link[rel="stylesheet"][disabled]').count()).toBeGreaterThan(0);

    const sameDocument = await markDocument(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Blog', exact: true }).dispatchEvent('click');
    await page.waitForURL('**/blog');
    const heading = page.getByRole('heading', { name: 'Our Blog', exact: true });
    await waitForContent(page, heading);
    expect(await sameDocument()).toBe(true);
    // The blog page's own CSS arrived and applies.
    expect(stylesheets.some((path) => /\/assets\/blog-page-[\w-]+\.css$/.test(path))).toBe(true);
    const applied = await page.evaluate(() =>
      [...document.styleSheets].some((sheet) => !sheet.disabled && /\/assets\/blog-page-[\w-]+\.css$/.test(sheet.href ?? '')),
    );
    expect(applied).toBe(true);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
