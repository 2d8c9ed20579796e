import { describe, expect, it } from 'vitest';
import { graphql } from './support/api';
import { browserMissing, useBrowser, waitForContent } from './support/browser';

/*
 * Issue 40: on a phone, an out-of-stock card read "ut of Sto" and "We'll notify you" ran past
 * the card. Each card state (in stock, low stock, out of stock with Notify me) is laid out at
 * 320 px and at a phone's 390 px (two columns): nothing inside a card is clipped or sticks out.
 */
const WIDTHS = [320, 390];

interface Listed {
  products: { items: { name: string; stockQuantity: number }[] };
}

/** Every element of the card whose box leaves the card's, or whose text is wider than its box. */
const overflowing = (card: Element) => {
  const bounds = card.getBoundingClientRect();
  const problems: string[] = [];
  for (const element of card.querySelectorAll<HTMLElement>('*')) {
    const box = element.getBoundingClientRect();
    // Not laid out, or visually hidden text for screen readers (1 px, clipped on purpose).
    if (box.width <= 1 && box.height <= 1) continue;
    const label = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    if (box.left < bounds.left - 0.5 || box.right > bounds.right + 0.5) problems.push(`${label} leaves the card`);
    if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible') problems.push(`${label} is clipped`);
    if (element.tagName === 'BUTTON' && element.scrollWidth > element.clientWidth + 1) problems.push(`${label} is wider than its button`);
  }
  return problems;
};

describe.skipIf(browserMissing())('product cards at phone widths', () => {
  const browser = useBrowser();

  it('shows in stock, low stock and out of stock (with Notify me) whole at 320 and 390 px', async () => {
    const items = (await graphql<Listed>('{ products(first: 100) { items { name stockQuantity } } }')).products.items;
    const inStock = items.find((p) => p.stockQuantity > 10)!;
    const low = items.find((p) => p.stockQuantity > 0 && p.stockQuantity <= 10);
    const out = items.find((p) => p.stockQuantity <= 0);
    expect(low, 'the demo data has a low-stock product').toBeTruthy();
    expect(out, 'the demo data has an out-of-stock product').toBeTruthy();
    for (const width of WIDTHS) {
      const { page, errors } = await browser.open({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
      for (const product of [inStock, low!, out!]) {
        await page.goto(`/shop?q=${encodeURIComponent(product.name)}`);
        const card = page.getByRole('main').getByRole('article', { name: product.name, exact: true });
        await waitForContent(page, card);
        await card.scrollIntoViewIfNeeded();
        if (product === out) await card.getByRole('button', { name: `Notify me when ${product.name} is back in stock` }).waitFor();
        const problems = await card.evaluate(overflowing);
        expect(problems, `${product.name} at ${width} px`).toEqual([]);
        // The whole card is on the screen's width.
        const box = (await card.boundingBox())!;
        expect(box.x, `${product.name} at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${product.name} at ${width} px`).toBeLessThanOrEqual(width);
      }
      expect(errors).toEqual([]);
    }
  });
});
