import { describe, expect, it } from 'vitest';
import { browserMissing, useBrowser } from './support/browser';

/*
 * Chakra is safe to use anywhere (issue 28): a component that needs the system and renders at
 * start-up works in the production build exactly as in `npm run dev` and the web tests. /account
 * is such a page: its first render (server and hydration alike) is Chakra's Center and Spinner,
 * so the server preloads the system and the browser loads it before hydrating. Other pages
 * start without it (issue 37: ~34 KB gzip less start-up JavaScript); a Chakra component that
 * renders later waits for it (theme/system-on-demand.tsx) instead of throwing.
 */
describe.skipIf(browserMissing())('a Chakra component rendered at start-up, in the production build', () => {
  const browser = useBrowser();

  it('is in the server HTML, hydrates without an error, is styled by the system, and the page goes on', async () => {
    const { page, errors, warnings } = await browser.open();
    const html = await (await page.request.get('/account')).text();
    expect(html).toMatch(/class="[^"]*chakra-spinner/);

    // Hold the page at its first render (the account's session check runs after hydration) by
    // watching the spinner before the app answers: a guest is sent on to /login.
    await page.goto('/account', { waitUntil: 'domcontentloaded' });
    const spinner = page.locator('.chakra-spinner').first();
    // Chakra's recipe gives the spinner its spin: the system's CSS is there.
    expect(await spinner.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });

    // A Chakra component the app renders after start-up (the login dialog) works too.
    await page.getByRole('dialog', { name: 'Welcome Back!' }).waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('is loaded on first use on a page that renders none: the mobile menu (a Chakra drawer) opens and works', async () => {
    const { page, errors, warnings } = await browser.open({ viewport: { width: 390, height: 844 } });
    const systemRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/system-[\w-]{8}\.js$/.test(request.url())) systemRequests.push(request.url());
    });
    await page.goto('/shop');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
    await page.waitForTimeout(500);
    expect(systemRequests, "Chakra's system fetched by a page that renders no Chakra component").toEqual([]);

    await page.getByRole('button', { name: 'Open menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor({ timeout: 10_000 });
    expect(systemRequests).toHaveLength(1);
    await menu.getByRole('link', { name: 'Categories' }).click();
    await page.waitForURL('**/categories');
    await menu.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
