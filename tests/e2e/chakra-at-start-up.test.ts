import { describe, expect, it } from 'vitest';
import { browserMissing, useBrowser } from './support/browser';

/*
 * Chakra is safe to use anywhere (issue 28): the browser starts with the same Chakra system as
 * the server and the tests, so a component that needs it and renders at start-up works in the
 * production build exactly as in `npm run dev` and the web tests. /account is such a page: its
 * first render (server and hydration alike) is Chakra's Center and Spinner. Before, the browser
 * started with a stand-in for the system and such a component threw unless its chunk had been
 * loaded through a special helper.
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
});
