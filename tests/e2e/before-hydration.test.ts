import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserMissing, useBrowser } from './support/browser';

/*
 * What a shopper does before the app has started must survive its start (issue 28): on a slow
 * phone the server's HTML is on screen seconds before hydration. These tests hold the app's
 * scripts back so that they act in that window, as a shopper does, instead of waiting past it.
 */

const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } as const;
/** Never hold the scripts longer than this, whatever the test does. */
const HOLD_SCRIPTS_MAX_MS = 15_000;

/**
 * Holds every script of the app back until `release()` (the page is server HTML only until
 * then), as a slow phone network does: the test acts in that window for as long as it needs.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, HOLD_SCRIPTS_MAX_MS);
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` and waits for the server's HTML to show (not for DOMContentLoaded: a module entry
 * delays it until the app's scripts have run, and here they are held).
 */
async function openHeld(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('footer').waitFor({ state: 'attached', timeout: 20_000 });
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });

describe.skipIf(browserMissing())('before the app has started', () => {
  const browser = useBrowser();

  it.each(['/', '/shop'])('keeps a scroll made during start-up on %s', async (path) => {
    const { page } = await browser.open(PHONE);
    const release = await holdScripts(page);
    await openHeld(page, path);
    expect(await page.locator('html[data-hydrated]').count(), 'still server HTML').toBe(0);
    await page.evaluate(() => window.scrollTo(0, 700));
    expect(await page.evaluate(() => window.scrollY)).toBe(700);
    release();
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(700);
  });

  it('searches with the server before the app runs: the box is a form, Enter submits it', async () => {
    const { page } = await browser.open({ ...PHONE, javaScriptEnabled: false });
    await page.goto('/shop?category=seasonal');
    const box = page.getByRole('searchbox', { name: 'Search fruits' });
    await box.fill('mango');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/shop' && url.searchParams.get('q') === 'mango');
    // The category the page showed is kept.
    expect(new URL(page.url()).searchParams.get('category')).toBe('seasonal');
    expect(await page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0);
    const names = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
    expect(names.every((name) => /mango/i.test(name))).toBe(true);
  });

  it('keeps text typed into the search box while the app was starting, and searches for it', async () => {
    const { page } = await browser.open(PHONE);
    const release = await holdScripts(page);
    await openHeld(page, '/shop');
    expect(await page.locator('html[data-hydrated]').count(), 'still server HTML').toBe(0);
    const box = page.getByRole('searchbox', { name: 'Search fruits' });
    await box.pressSequentially('mango');
    release();
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(await box.inputValue()).toBe('mango');
    await page.waitForURL((url) => url.searchParams.get('q') === 'mango', { timeout: 5000 });
  });

  it('keeps a tap on the heart made while the app was starting, and answers it once it runs', async () => {
    const { page, errors } = await browser.open(PHONE);
    const release = await holdScripts(page);
    await openHeld(page, '/shop');
    expect(await page.locator('html[data-hydrated]').count(), 'still server HTML').toBe(0);
    const card = page.getByRole('main').getByRole('article').first();
    const name = (await card.getByRole('heading').first().textContent())!.trim();
    const heart = card.getByRole('button', { name: `Save ${name} to wishlist` });
    await heart.tap();
    // Answered at once (the heart fills) and kept for the app, drawn as busy until it runs.
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    expect(await heart.getAttribute('data-tap-pending')).toBe('');
    expect(await page.locator('html[data-hydrated]').count(), 'still server HTML').toBe(0);
    release();
    await hydrated(page);
    // No longer drawn as busy once the app has taken it (a click the app did not take yet stays
    // busy and is tried again), and then it is saved.
    await expect.poll(() => heart.getAttribute('data-tap-pending')).toBeNull();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('wishlist'))) ?? '[]')).toHaveLength(1);
    // The page's policy allowed the inline keeper (a refused inline script logs an error).
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });

  it('a second tap on the heart before the app runs undoes the first: nothing is saved', async () => {
    const { page } = await browser.open(PHONE);
    const release = await holdScripts(page);
    await openHeld(page, '/shop');
    const heart = page.getByRole('main').getByRole('article').first().getByRole('button', { name: /^Save .+ to wishlist$/ });
    await heart.tap();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await heart.tap();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    expect(await heart.getAttribute('data-tap-pending')).toBeNull();
    expect(await page.locator('html[data-hydrated]').count(), 'still server HTML').toBe(0);
    release();
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('wishlist'))) ?? '[]')).toEqual([]);
    // The app answers the next tap as usual.
    await heart.tap();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('wishlist'))) ?? '[]')).toHaveLength(1);
  });

  it("keeps a tap on the bottom bar's cart made while the app was starting: a guest's cart opens", async () => {
    const { page } = await browser.open(PHONE);
    const release = await holdScripts(page);
    await openHeld(page, '/');
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await bar.getByRole('button', { name: /cart/i }).tap();
    expect(await page.locator('html[data-hydrated]').count(), 'still server HTML').toBe(0);
    release();
    await hydrated(page);
    // What the cart button does for a guest, once the app runs: the cart on this device.
    await page.getByRole('dialog', { name: 'Your Cart' }).waitFor({ timeout: 10_000 });
  });
});
