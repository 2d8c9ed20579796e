import { describe, expect, it } from 'vitest';
import { productNames } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserMissing, cardNames, useBrowser, waitForContent } from './support/browser';

describe.skipIf(browserMissing())('shop page', () => {
  const browser = useBrowser();

  it('lists the same first products as the API', async () => {
    const { page, errors } = await browser.open();
    const expected = await productNames({ first: 24 });
    expect(expected).toHaveLength(24);

    await page.goto('/shop');
    await page.getByRole('heading', { name: 'Our Premium Collection', level: 1 }).waitFor();
    const main = page.getByRole('main');
    await waitForContent(page, main.getByRole('article', { name: expected[0], exact: true }));

    expect(await cardNames(main)).toEqual(expected);
    expect(errors).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  it('narrows the list as the shopper searches and puts the search in the URL', async () => {
    const { page, errors } = await browser.open();
    const mangoes = await productNames({ search: 'mango', first: 100 });
    expect(mangoes.length).toBeGreaterThan(0);

    await page.goto('/shop');
    const main = page.getByRole('main');
    await waitForContent(page, main.getByRole('article').first());

    await page.getByRole('searchbox', { name: 'Search fruits' }).fill('mango');
    await page.waitForURL((url) => url.pathname === '/shop' && url.searchParams.get('q') === 'mango');
    await expect.poll(() => cardNames(main), { timeout: 10_000 }).toEqual(mangoes);
    for (const name of mangoes) expect(name.toLowerCase()).toContain('mango');
    expect(errors).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  it('shows only the category given in the URL', async () => {
    const { page, errors } = await browser.open();
    const dryFruits = await productNames({ category: 'dry-fruits', first: 24 });
    const all = await productNames({ first: 100 });
    expect(dryFruits.length).toBeGreaterThan(0);
    expect(dryFruits.length).toBeLessThan(all.length);

    await page.goto('/shop?category=dry-fruits');
    const main = page.getByRole('main');
    await waitForContent(page, main.getByRole('article', { name: dryFruits[0], exact: true }));
    await expect.poll(() => cardNames(main), { timeout: 10_000 }).toEqual(dryFruits);
    expect(errors).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  it('lets a shopper type a quantity into a card below the screen, and lays out only the cards near it', async () => {
    const { page, errors } = await browser.open();
    const names = await productNames({ first: 24 });
    await page.goto('/shop');
    const main = page.getByRole('main');
    await waitForContent(page, main.getByRole('article', { name: names[0], exact: true }));

    // No form control in the cards until a shopper uses one, so the browser can skip the
    // cards far below the screen (content-visibility: auto) instead of laying out all 24.
    expect(await main.getByRole('article').getByRole('textbox').count()).toBe(0);
    const skipped = await main.getByRole('article').evaluateAll((cards) =>
      cards.filter((card) => !card.querySelector('a')?.checkVisibility({ contentVisibilityAuto: true })).length,
    );
    expect(skipped).toBeGreaterThan(0);

    const card = main.getByRole('article', { name: names[20], exact: true });
    const spinbutton = card.getByRole('spinbutton', { name: `Quantity of ${names[20]}` });
    await spinbutton.click();
    const field = card.getByRole('textbox', { name: `Quantity of ${names[20]}` });
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await expect.poll(() => spinbutton.getAttribute('aria-valuenow')).toBe('3');
    expect(await card.getByRole('textbox').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('hydrates a card below the screen only when the shopper nears or uses it, and the first use works', async () => {
    const { page, errors, warnings } = await browser.open();
    const names = await productNames({ first: 24 });
    await page.goto('/shop');
    const main = page.getByRole('main');
    await waitForContent(page, main.getByRole('article', { name: names[0], exact: true }));
    await page.waitForTimeout(1500);
    // React marks the DOM nodes it has hydrated with its own keys; a gated card is still the server's HTML.
    const hydrated = (name: string) =>
      main
        .getByRole('article', { name, exact: true })
        .evaluate((card) => Object.keys(card).some((key) => key.startsWith('__reactFiber')));
    expect(await hydrated(names[0]), 'the first card hydrated at start-up').toBe(true);
    expect(await hydrated(names[20]), 'card 21 still the server HTML before any use').toBe(false);

    // A click on a card that has not hydrated yet (no scrolling first): React hydrates that
    // card at once and then handles the click.
    const heart = main.getByRole('article', { name: names[20], exact: true }).getByRole('button', { name: /wishlist/ });
    await heart.dispatchEvent('click');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(await hydrated(names[20]), 'card 21 hydrated by the click').toBe(true);

    // So does focus reaching one (a keyboard user tabbing through the grid).
    expect(await hydrated(names[22]), 'card 23 still the server HTML after the click on card 21').toBe(false);
    const spinbutton = main.getByRole('article', { name: names[22], exact: true }).getByRole('spinbutton');
    await spinbutton.evaluate((element) => (element as HTMLElement).focus({ preventScroll: true }));
    const field = main.getByRole('article', { name: names[22], exact: true }).getByRole('textbox');
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);

    // Scrolling near the others hydrates them.
    expect(await hydrated(names[23]), 'card 24 still the server HTML before scrolling').toBe(false);
    await main.getByRole('article', { name: names[23], exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(names[23])).toBe(true);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
