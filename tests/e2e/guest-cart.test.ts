import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { graphql, graphqlAs } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appUrl, browserMissing, useBrowser, waitForContent } from './support/browser';
import { newCustomer } from './support/customers';

/*
 * Decisions: Guest cart. A guest's Add keeps the line on the device (the shopper stays on the
 * page), and sign-in — here from the checkout, in place — merges it into the server cart.
 */

const PASSWORD = 'Mango@2026';

async function outboxCount(to: string): Promise<number> {
  const res = await fetch(`${appUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as unknown[]).length;
}

/** The code of the first message to `to` that arrives after `seen` messages (newest first). */
async function nextCode(to: string, seen: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${appUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const messages = (await res.json()) as { text: string }[];
        if (messages.length <= seen) return undefined;
        code = /one-time code is (\d{6})/.exec(messages[0].text)?.[1];
        return code;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

async function signInHere(login: Locator, email: string) {
  const page = login.page();
  await login.getByRole('textbox', { name: 'Email or Phone Number' }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const seen = await outboxCount(email);
  await login.getByRole('button', { name: 'Sign In with OTP' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify OTP', exact: true });
  await verify.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await nextCode(email, seen));
  await verify.getByRole('button', { name: 'Verify & Sign In' }).click();
  await verify.waitFor({ state: 'detached' });
}

/** Axe reads colours as painted: no running animation, no hover. */
async function checkA11y(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectNoSeriousA11yViolations(page);
}

async function twoProducts(): Promise<{ id: string; name: string }[]> {
  const data = await graphql<{ products: { items: { id: string; name: string; stockQuantity: number }[] } }>('{ products(first: 24) { items { id name stockQuantity } } }');
  const usable = data.products.items.filter((p) => p.stockQuantity >= 10);
  expect(usable.length).toBeGreaterThanOrEqual(2);
  return usable.slice(0, 2);
}

const headerCart = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart/ });

describe.skipIf(browserMissing())('guest cart', () => {
  const browser = useBrowser();

  it('a guest adds 2 items, signs in, and finds them in the cart', async () => {
    const customer = await newCustomer({ firstName: 'Guest', lastName: 'Shopper', emailPrefix: 'guestcart' });
    const [first, second] = await twoProducts();
    const { page, errors } = await browser.open();

    await page.goto('/shop');
    await waitForContent(page, page.getByRole('article', { name: first.name, exact: true }));
    for (const [index, product] of [first, second].entries()) {
      const card = page.getByRole('article', { name: product.name, exact: true });
      await card.getByRole('button', { name: `Add ${product.name} to cart` }).click();
      await page.getByText(`1 ${product.name} added to cart!`).first().waitFor();
      await expect.poll(() => headerCart(page).getAttribute('aria-label')).toBe(`Cart, ${index + 1} items`);
    }
    // The guest stayed on the shop; nothing reached a server cart.
    expect(new URL(page.url()).pathname).toBe('/shop');

    // The drawer shows the device's lines, priced by the catalogue.
    await headerCart(page).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    const lines = drawer.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(2);
    await drawer.getByText(first.name, { exact: true }).waitFor();
    await checkA11y(page);

    // Checkout asks for sign-in on the page itself, then goes on with the merged cart.
    await drawer.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    const login = page.getByRole('dialog', { name: 'Welcome Back!', exact: true });
    await login.getByRole('textbox', { name: 'Email or Phone Number' }).waitFor();
    await signInHere(login, customer.user.email);
    await page.getByRole('heading', { name: 'Billing Details' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/checkout');
    const order = page.getByRole('main');
    await order.getByText(first.name, { exact: true }).first().waitFor();
    await order.getByText(second.name, { exact: true }).first().waitFor();

    const { cart } = await graphqlAs<{ cart: { lines: { productId: string; quantity: number }[] } }>(customer.token, '{ cart { lines { productId quantity } } }');
    expect(cart.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [first.id, 1],
      [second.id, 1],
    ]);
    expect(await page.evaluate(() => localStorage.getItem('guestCart'))).toBeNull();

    // And in the cart itself.
    await page.goto('/cart');
    const pageList = page.getByRole('list', { name: 'Items in your cart' });
    await waitForContent(page, pageList);
    await expect.poll(() => pageList.getByRole('listitem').count()).toBe(2);
    await expect.poll(() => headerCart(page).getAttribute('aria-label')).toBe('Cart, 2 items');
    expect(errors).toEqual([]);
  });
});
