import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appUrl, browserMissing, useBrowser, waitForContent } from './support/browser';

describe.skipIf(browserMissing())('unknown paths', () => {
  const browser = useBrowser();

  it("shows the 404 page, whose 'Go to Homepage' leads home", async () => {
    const { page, errors } = await browser.open();
    await page.goto('/no-such-page');

    const heading = page.getByRole('heading', { name: '404 - Page Not Found' });
    await waitForContent(page, heading);
    await page.getByText("The page you're looking for doesn't exist or has been moved.", { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // The spec calls it a button; as a link to / it is the same control for the shopper.
    const goHome = page
      .getByRole('link', { name: 'Go to Homepage' })
      .or(page.getByRole('button', { name: 'Go to Homepage' }));
    await goHome.click();
    await page.waitForURL((url) => url.pathname === '/');
    await waitForContent(page, page.getByRole('heading', { name: "Season's Special", exact: true }));
    expect(await heading.count()).toBe(0);
    // The page answers 404, so Chromium reports the document itself as a failed resource.
    expect(errors).toEqual([
      `console.error: Failed to load resource: the server responded with a status of 404 (Not Found) (${appUrl()}/no-such-page)`,
    ]);
  });
});
