import { describe, expect, it } from 'vitest';
import { productNames } from './support/api';
import { browserMissing, cardNames, useBrowser, waitForContent } from './support/browser';

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

    expect(errors).toEqual([]);
  });
});
