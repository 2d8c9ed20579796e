import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserMissing, useBrowser, waitForContent } from './support/browser';

/*
 * Pictures for phones (issue 37 part 6, decision 0035): on a 390 px phone at DPR 3 a card takes
 * the 600 px variant (≈ 175 CSS px × 3), not the 1200 px one, in a modern format; the product
 * page takes the 1200 px one (≈ 360 CSS px × 3).
 */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

/** The loaded picture of each of the first `count` images matching `selector`: what the browser chose, and how wide it is shown. */
async function chosen(page: Page, selector: string, count = 1) {
  await page.waitForFunction(
    ({ selector, count }) => {
      const images = [...document.querySelectorAll<HTMLImageElement>(selector)].slice(0, count);
      return images.length === count && images.every((img) => img.complete && img.naturalWidth > 0 && img.currentSrc);
    },
    { selector, count },
  );
  return page.$$eval(selector, (images, count) => images.slice(0, count).map((img) => ({ src: (img as HTMLImageElement).currentSrc, shown: img.getBoundingClientRect().width })), count);
}

describe.skipIf(browserMissing())('pictures on a phone', () => {
  const browser = useBrowser();

  it('a card on /shop takes the 600 px AVIF at 390 px and DPR 3, sharp and no larger', async () => {
    const { page, errors } = await browser.open(PHONE);
    await page.goto('/shop');
    await waitForContent(page, page.getByRole('heading', { name: 'Our Premium Collection' }));
    const cards = await chosen(page, 'article picture img', 2);
    for (const card of cards) {
      expect(card.src).toMatch(/\/uploads\/products\/[^/]+\.png\.w600\.avif$/);
      // Sharp: the variant has at least three device pixels per CSS pixel.
      expect(card.shown * 3).toBeLessThanOrEqual(600);
      expect(card.shown).toBeGreaterThan(150);
    }
    expect(errors).toEqual([]);
  });

  it('the product page takes the 1200 px variant for its main picture', async () => {
    const { page, errors } = await browser.open(PHONE);
    await page.goto('/product/1');
    const [main] = await chosen(page, 'main picture img');
    expect(main.src).toMatch(/\/uploads\/products\/[^/]+\.png\.w1200\.avif$/);
    expect(main.shown * 3).toBeLessThanOrEqual(1200);
    expect(errors).toEqual([]);
  });
});
