import { describe, expect, it } from 'vitest';
import { graphql, productNames } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserMissing, cardNames, markDocument, useBrowser, waitForContent } from './support/browser';

describe.skipIf(browserMissing())('home page', () => {
  const browser = useBrowser();

  it('loads with the header, the nav and the product sections, and logs no errors', async () => {
    const { page, errors } = await browser.open();
    const seasonalNames = await productNames({ category: 'seasonal', first: 10 });
    expect(seasonalNames.length).toBeGreaterThan(0);

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    const seasonal = page.getByRole('region', { name: "Season's Special" });
    await waitForContent(page, seasonal.getByRole('article', { name: seasonalNames[0], exact: true }));
    expect(await cardNames(seasonal)).toEqual(seasonalNames);

    await page.getByRole('banner').waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home', exact: true }).waitFor();
    await nav.getByRole('link', { name: 'Shop', exact: true }).waitFor();
    for (const title of ['Top Deals', 'Fresh Chunks', 'Premium Dry Fruits']) {
      await page.getByRole('heading', { name: title, exact: true }).waitFor();
    }
    // The sections come from data (issue 36): the demo keeps its four, three of them as tabs.
    const { homeSections } = await graphql<{ homeSections: { slug: string; title: string; tab: boolean }[] }>('{ homeSections { slug title tab } }');
    expect(homeSections.map((section) => section.title)).toEqual(["Season's Special", 'Top Deals', 'Fresh Chunks', 'Premium Dry Fruits']);
    const tabs = page.getByRole('navigation', { name: 'Home sections' }).getByRole('button');
    expect((await tabs.allTextContents()).map((text) => text.trim())).toEqual(homeSections.filter((s) => s.tab).map((s) => s.title));
    for (const section of homeSections) {
      const link = page.getByRole('region', { name: section.title, exact: true }).getByRole('link', { name: `View All ${section.title}` });
      expect(await link.getAttribute('href')).toBe(`/shop?category=${section.slug}`);
    }

    expect(errors).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  it("leads from Top Deals' View All to the shop filtered to top deals, without reloading the page", async () => {
    const { page, errors } = await browser.open();
    const topDeals = await productNames({ category: 'top-deals', first: 24 });
    expect(topDeals.length).toBeGreaterThan(0);

    await page.goto('/');
    const section = page.getByRole('region', { name: 'Top Deals' });
    await waitForContent(page, section.getByRole('article').first());
    // A full page load would lose this; client-side navigation keeps it.
    const sameDocument = await markDocument(page);

    await section.getByRole('link', { name: 'View All Top Deals' }).click();
    await page.waitForURL((url) => url.pathname === '/shop' && url.searchParams.get('category') === 'top-deals');
    const main = page.getByRole('main');
    await waitForContent(page, main.getByRole('article', { name: topDeals[0], exact: true }));
    await expect.poll(() => cardNames(main), { timeout: 10_000 }).toEqual(topDeals);
    expect(await sameDocument()).toBe(true);

    expect(errors).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});
