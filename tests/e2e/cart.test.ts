import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../web/src/lib/money';
import { graphql, graphqlAs } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newCustomer, type SignedUpCustomer } from './support/customers';
import { browserMissing, useBrowser, waitForContent } from './support/browser';

interface ServerCart {
  itemCount: number;
  lines: { productId: string; name: string; quantity: number }[];
  totals: { subtotal: number; savings: number; deliveryFee: number; handlingFee: number; total: number };
}

const serverCart = async (token: string) =>
  (
    await graphqlAs<{ cart: ServerCart }>(
      token,
      '{ cart { itemCount lines { productId name quantity } totals { subtotal savings deliveryFee handlingFee total } } }',
    )
  ).cart;

/** The shop's first products (its default order) that have stock enough for the steps below. */
async function productsToBuy(): Promise<{ id: string; name: string }[]> {
  const data = await graphql<{ products: { items: { id: string; name: string; stockQuantity: number; maxOrderLimit: number | null }[] } }>(
    '{ products(first: 24) { items { id name stockQuantity maxOrderLimit } } }',
  );
  const usable = data.products.items.filter((p) => p.stockQuantity >= 10 && (p.maxOrderLimit === null || p.maxOrderLimit >= 5));
  expect(usable.length).toBeGreaterThanOrEqual(3);
  return usable.slice(0, 3);
}

async function storeSession(page: Page, { token, user }: SignedUpCustomer) {
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify({ ...user, id: String(user.id) }));
      localStorage.setItem('sessionExpiresAt', String(Date.now() + 86_400_000));
    },
    { token, user },
  );
}

/** Axe reads colours as painted: no running animation, no hover. */
async function checkA11y(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectNoSeriousA11yViolations(page);
}

const headerCart = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart/ });

/** The value of a summary row ('Subtotal', 'Total' …). */
const figure = (scope: Locator, label: string) => scope.getByRole('region', { name: 'Cart summary' }).locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

describe.skipIf(browserMissing())('cart', () => {
  const browser = useBrowser();

  it('adds from the shop and a product page, edits and removes in the drawer, and shows the same cart on /cart', async () => {
    const customer = await newCustomer({ firstName: 'Cart', lastName: 'Tester', emailPrefix: 'cart', address: '5 Orchard Lane' });
    const [first, second, third] = await productsToBuy();
    const { page, errors } = await browser.open();

    await page.goto('/shop');
    await storeSession(page, customer);
    await page.reload();
    await waitForContent(page, page.getByRole('article', { name: first.name, exact: true }));

    // Two from the shop's cards.
    for (const [index, product] of [first, second].entries()) {
      const card = page.getByRole('article', { name: product.name, exact: true });
      await card.getByRole('button', { name: `Add ${product.name} to cart` }).click();
      await page.getByText(`1 ${product.name} added to cart!`).first().waitFor();
      await expect.poll(() => headerCart(page).getAttribute('aria-label')).toBe(`Cart, ${index + 1} items`);
    }

    // Two of the third from its product page.
    await page.goto(`/product/${third.id}`);
    await waitForContent(page, page.getByRole('heading', { level: 1, name: third.name }));
    await page.getByRole('button', { name: `Increase quantity of ${third.name}` }).first().click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText(`2 ${third.name} added to cart!`).first().waitFor();
    await expect.poll(() => headerCart(page).getAttribute('aria-label')).toBe('Cart, 4 items');
    expect((await serverCart(customer.token)).itemCount).toBe(4);

    // The drawer.
    await headerCart(page).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    const lines = drawer.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(3);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await checkA11y(page);

    // + on the first line: the badge moves before the server has heard of it (sent 500 ms later).
    const clickedAt = Date.now();
    await drawer.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
    await expect.poll(() => headerCart(page).getAttribute('aria-label'), { timeout: 400, interval: 20 }).toBe('Cart, 5 items');
    const serverMeanwhile = await serverCart(customer.token);
    if (Date.now() - clickedAt < 450) expect(serverMeanwhile.itemCount).toBe(4);
    await expect.poll(async () => (await serverCart(customer.token)).itemCount, { timeout: 5000 }).toBe(5);

    // Remove the second, after confirming.
    await drawer.getByRole('button', { name: `Remove ${second.name} from cart` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove item?' });
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => lines.count()).toBe(2);
    await expect.poll(() => headerCart(page).getAttribute('aria-label')).toBe('Cart, 4 items');

    // The drawer's figures are the server's.
    const cart = await serverCart(customer.token);
    expect(cart.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [first.id, 2],
      [third.id, 2],
    ]);
    await expect.poll(() => figure(drawer, 'Subtotal').textContent()).toBe(formatMoney(cart.totals.subtotal));
    expect(await figure(drawer, 'Handling').textContent()).toBe(formatMoney(cart.totals.handlingFee));
    expect(await figure(drawer, 'Delivery').textContent()).toBe(cart.totals.deliveryFee === 0 ? 'Free' : formatMoney(cart.totals.deliveryFee));
    expect(await figure(drawer, 'Total').textContent()).toBe(formatMoney(cart.totals.total));

    // Escape closes it and gives the page its scroll back.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // /cart shows the same cart.
    await page.goto('/cart');
    const pageList = page.getByRole('list', { name: 'Items in your cart' });
    await waitForContent(page, pageList);
    await expect.poll(() => pageList.getByRole('listitem').count()).toBe(2);
    expect(await figure(page.getByRole('main'), 'Total').textContent()).toBe(formatMoney(cart.totals.total));
    expect(await page.getByRole('link', { name: 'Proceed to Checkout' }).getAttribute('href')).toBe('/checkout');
    await checkA11y(page);
    expect(errors).toEqual([]);
  });

  it("shows a guest's empty cart on /cart, with Continue Shopping (decisions: Guest cart)", async () => {
    const { page, errors } = await browser.open();
    await page.goto('/cart');
    await waitForContent(page, page.getByText('Your cart is empty'));
    expect(await page.getByRole('main').getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
    expect(errors).toEqual([]);
  });
});
