import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../api/src/db/seed/seed';
import { formatMoney } from '../../web/src/lib/money';
import { graphqlAs, rest } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newCustomer, type SignedUpCustomer } from './support/customers';
import { browserMissing, useBrowser, waitForContent } from './support/browser';

/*
 * Pay later (issue 36): a shopper who closes the card payment window and leaves finds the order
 * waiting with Pay now, pays it from there, and the order is paid exactly once; the cart was
 * emptied when the order was made, so nothing is bought twice.
 */

/** Signs the browser in as a login leaves it: token, user and expiry in local storage, on every load. */
async function signIn(page: Page, customer: SignedUpCustomer) {
  await page.addInitScript(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify({ ...user, id: String(user.id) }));
    localStorage.setItem('sessionExpiresAt', String(Date.now() + 86_400_000));
  }, customer);
}

/** Two of the first product with stock, in the customer's cart (through the API). */
async function fillCart(customer: SignedUpCustomer): Promise<number> {
  const { products } = await graphqlAs<{ products: { items: { id: string; stockQuantity: number }[] } }>(
    customer.token,
    '{ products(first: 24) { items { id stockQuantity } } }',
  );
  const product = products.items.find((item) => item.stockQuantity >= 5);
  expect(product, 'a product in stock').toBeDefined();
  const { addToCart } = await graphqlAs<{ addToCart: { itemCount: number } }>(
    customer.token,
    'mutation ($id: ID!) { addToCart(productId: $id, quantity: 2) { itemCount } }',
    { id: product!.id },
  );
  return addToCart.itemCount;
}

const headerCart = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart/ });

describe.skipIf(browserMissing())('pay later', () => {
  const browser = useBrowser();

  it('closes the payment window, leaves, comes back to the order, taps Pay now and pays: paid once, cart empty', async () => {
    const customer = await newCustomer({ firstName: 'Paula', lastName: 'Later', emailPrefix: 'pay-later', city: 'Pune', state: 'Maharashtra' });
    expect(await fillCart(customer)).toBe(2);
    const { page, errors } = await browser.open();
    await signIn(page, customer);

    // Checkout by card; the window is closed without paying.
    await page.goto('/checkout');
    await waitForContent(page, page.getByRole('heading', { name: 'Checkout', level: 1 }));
    const email = page.getByRole('textbox', { name: 'Email Address', exact: true });
    await expect.poll(() => email.inputValue()).toBe(customer.user.email);
    const fill = async (name: string, value: string) => page.getByRole('textbox', { name, exact: true }).fill(value);
    await fill('Address', '7 Orchard Lane, Koregaon Park');
    await fill('City', 'Pune');
    await fill('State', 'Maharashtra');
    await fill('Postcode', '411001');
    await page.getByRole('textbox', { name: 'Delivery note (optional)' }).fill('Ring twice, please');
    await expect.poll(() => headerCart(page).getAttribute('aria-label')).toBe('Cart, 2 items');
    await page.getByRole('radio', { name: /Card \(Razorpay\)/ }).check();
    await page.getByRole('button', { name: /^Place Order ₹/ }).click();
    const dialog = page.getByRole('dialog', { name: /^FruitShop.* payment$/ });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
    await page.getByText('Payment window closed').waitFor();
    const orderLink = page.getByRole('link', { name: 'View your order' });
    const orderPath = (await orderLink.getAttribute('href')) ?? '';
    const orderId = /^\/orders\/(\d+)$/.exec(orderPath)?.[1];
    expect(orderId, orderPath).toBeDefined();
    // The order emptied the cart when it was made: the badge says so at once.
    await expect.poll(() => headerCart(page).getAttribute('aria-label')).toBe('Cart');

    const { order: placed } = await graphqlAs<{ order: { orderNumber: string; total: number; status: string; paymentStatus: string; canPay: boolean; customerNote: string } }>(
      customer.token,
      'query ($id: ID!) { order(id: $id) { orderNumber total status paymentStatus canPay customerNote } }',
      { id: orderId },
    );
    expect(placed).toMatchObject({ status: 'PENDING', paymentStatus: 'UNPAID', canPay: true, customerNote: 'Ring twice, please' });

    // The shopper leaves, then comes back from the reminder email's link.
    await page.goto('/shop');
    await waitForContent(page, page.getByRole('main').getByRole('article').first());
    await page.goto(`/orders/${orderId}?pay=1`);
    const title = page.getByRole('heading', { name: `Order ${placed.orderNumber}`, level: 1 });
    await waitForContent(page, title);
    const payNow = page.getByRole('button', { name: 'Pay now' });
    await expect.poll(() => payNow.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await payNow.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText(/^Pay by \d{2}:\d{2}$/).waitFor();
    expect(await page.getByRole('region', { name: 'Shipping Details' }).textContent()).toContain('Ring twice, please');
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page);

    // By keyboard: Enter opens the window, Escape closes it and focus is back on Pay now.
    const focused = (locator: typeof payNow) => locator.evaluate((element) => element === document.activeElement);
    await page.keyboard.press('Enter');
    await dialog.getByText(formatMoney(placed.total), { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Payment window closed').waitFor();
    await expect.poll(() => focused(payNow)).toBe(true);
    await expect.poll(() => payNow.getAttribute('aria-disabled')).toBeNull();

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: `Pay ${formatMoney(placed.total)}` }).click();
    await page.getByText(`Payment successful! Order ${placed.orderNumber} is paid.`).first().waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Payment' }).textContent()).toContain('StatusPaid');
    await payNow.waitFor({ state: 'detached' });
    await expect.poll(() => focused(title)).toBe(true);

    // Through the API: paid, with exactly one paid payment, and the cart still empty.
    const { order } = await graphqlAs<{ order: { status: string; paymentStatus: string; canPay: boolean } }>(
      customer.token,
      'query ($id: ID!) { order(id: $id) { status paymentStatus canPay } }',
      { id: orderId },
    );
    expect(order).toEqual({ status: 'PAID', paymentStatus: 'PAID', canPay: false });
    const admin = await rest<{ token: string }>('POST', '/api/admin/login', { identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    const { adminOrder } = await graphqlAs<{ adminOrder: { payments: { status: string }[] } }>(
      admin.token,
      'query ($id: ID!) { adminOrder(id: $id) { payments { status } } }',
      { id: orderId },
    );
    // Three windows (checkout, Escape, Pay): one payment paid, none of the others.
    expect(adminOrder.payments.filter((payment) => payment.status === 'paid')).toHaveLength(1);
    expect(adminOrder.payments.length).toBeGreaterThanOrEqual(2);
    const { cart } = await graphqlAs<{ cart: { itemCount: number } }>(customer.token, '{ cart { itemCount } }');
    expect(cart.itemCount).toBe(0);
    expect(errors).toEqual([]);
  });
});
