import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserMissing, useBrowser, waitForContent } from './support/browser';

const PHONE = { width: 390, height: 844 };

describe.skipIf(browserMissing())('phone layout', () => {
  const browser = useBrowser();

  it('shows the bottom bar with Home, Shop and Cart on /shop', async () => {
    const { page, errors } = await browser.open({ viewport: PHONE, isMobile: true, hasTouch: true });
    await page.goto('/shop');
    await waitForContent(page, page.getByRole('heading', { name: 'Our Premium Collection' }));

    // The bar is the navigation that holds Home, Shop and a Cart control (the footer and
    // the closed menu drawer hold links too, but no cart).
    const bar = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: 'Home', exact: true }) })
      .filter({ has: page.getByRole('link', { name: 'Shop', exact: true }) })
      .filter({ has: page.getByRole('button', { name: /^Cart\b/ }) });
    await bar.waitFor({ state: 'visible' });
    expect(await bar.count()).toBe(1);
    for (const control of [
      bar.getByRole('link', { name: 'Home', exact: true }),
      bar.getByRole('link', { name: 'Shop', exact: true }),
      bar.getByRole('button', { name: /^Cart\b/ }),
    ]) {
      expect(await control.isVisible()).toBe(true);
    }

    // Pinned to the bottom of the screen, inside it.
    const box = await bar.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThan(PHONE.height / 2);
    expect(Math.abs(box!.y + box!.height - PHONE.height)).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});
