import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eServer, type E2eServer } from './support/app-server';
import { graphqlAs } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newCustomer, type SignedUpCustomer } from './support/customers';
import { appUrl, browserMissing, useBrowser, waitForContent } from './support/browser';
import { openSlotId } from '../utils/delivery';

/*
 * The back office end to end, on a shop of its own: the global setup's app has the demo
 * admin, so "the first admin of an empty shop" needs a second app whose database has the
 * catalogue but no account at all (SEED_DEMO_ACCOUNTS=false). Its first admin signs up in the
 * UI and may sign in at once, adds a category and a product with an uploaded image, the shop
 * shows the product, a price edited in the back office is the shop's price, and an order's
 * status set in the back office is what its customer sees.
 */

const STAMP = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const CATEGORY = `E2E Crate ${STAMP}`;
const PRODUCT = `E2E Starfruit ${STAMP}`;
// A 1×1 PNG: the server reads the type from these bytes.
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** Spec §10: the signup page sends the new admin to sign in after 2 s. */
const SIGNUP_REDIRECT_MS = 2000;

/** A second app, seeded with the catalogue but no demo customer or admin: an empty shop's back office. */
const startEmptyShop = () =>
  startE2eServer({ name: 'e2e empty-shop server', databasePrefix: 'fruitshop_e2e_empty_shop', env: { SEED_DEMO_ACCOUNTS: 'false' } });

/** The customer buys one of the product named `productName`, cash on delivery. */
async function placeCashOrder(baseUrl: string, customer: SignedUpCustomer, productName: string) {
  const { products } = await graphqlAs<{ products: { items: { id: string; name: string; price: number }[] } }>(
    customer.token,
    'query ($s: String) { products(search: $s, first: 24) { items { id name price } } }',
    { s: productName },
    { baseUrl },
  );
  const product = products.items.find((item) => item.name === productName);
  expect(product, `${productName} in the shop`).toBeDefined();
  await graphqlAs(customer.token, 'mutation ($id: ID!) { addToCart(productId: $id, quantity: 1) { itemCount } }', { id: product!.id }, { baseUrl });
  const { placeOrder } = await graphqlAs<{ placeOrder: { order: { id: string; orderNumber: string } } }>(
    customer.token,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber } } }',
    {
      input: {
        paymentMethod: 'CASH',
        deliverySlotId: await openSlotId('411001', baseUrl),
        shipping: {
          firstName: 'Odin', lastName: 'Orders', email: customer.user.email, phone: '9876543210',
          address: '7 Orchard Lane', city: 'Pune', state: 'Maharashtra', postcode: '411001', country: 'India',
        },
      },
    },
    { baseUrl },
  );
  return { ...placeOrder.order, productPrice: product!.price };
}

/** Axe reads colours as painted: no running animation, no hover. */
async function checkA11y(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectNoSeriousA11yViolations(page);
}

async function openAdminPage(page: Page, label: string) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}

describe.skipIf(browserMissing())('admin back office', () => {
  const browser = useBrowser();
  let emptyShop: E2eServer | undefined;

  beforeAll(async () => {
    emptyShop = await startEmptyShop();
  });

  afterAll(async () => {
    await emptyShop?.stop();
  });

  it('renders the back office without the storefront, not indexed, and a guest is sent to sign in', async () => {
    const res = await fetch(`${appUrl()}/admin-dashboard`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('name="robots" content="noindex"');
    expect(html).not.toContain('<footer');

    const { page } = await browser.open();
    await page.goto('/admin-dashboard');
    await page.waitForURL('**/admin-login');
    await waitForContent(page, page.getByRole('button', { name: 'Sign In' }));
    await checkA11y(page);
  });

  it('the first admin of an empty shop signs up and signs in, adds a category and a product that the shop shows, edits its price, and ships an order the customer sees', async () => {
    const shopUrl = emptyShop!.url;
    const admin = { name: 'Esha Admin', email: `admin.e2e.${STAMP}@example.com`, phone: '9876501234', password: 'Orchard@2026' };

    // Sign up: the shop has no admin, so the first one is active at once.
    const { page } = await browser.open({ baseURL: shopUrl });
    await page.goto('/admin-signup');
    await waitForContent(page, page.getByRole('button', { name: 'Sign Up' }));
    await page.getByRole('heading', { level: 1, name: 'Admin Sign Up' }).waitFor();
    await checkA11y(page);
    await page.getByLabel(/^Full Name/).fill(admin.name);
    await page.getByLabel(/^Email Address/).fill(admin.email);
    await page.getByLabel(/^Phone Number/).fill(admin.phone);
    await page.getByLabel(/^Password/).fill(admin.password);
    await page.getByLabel(/^Confirm Password/).fill(admin.password);
    // When the success message shows and when it goes, timed in the page itself.
    await page.evaluate(() => {
      const times: { shown?: number; gone?: number } = {};
      (window as unknown as { signupTimes: typeof times }).signupTimes = times;
      new MutationObserver((_, observer) => {
        const shown = document.body.textContent?.includes('Account created successfully!') ?? false;
        if (shown && times.shown === undefined) times.shown = performance.now();
        if (!shown && times.shown !== undefined) {
          times.gone = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const signupResponse = page.waitForResponse((res) => res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('adminSignup'));
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const signup = (await (await signupResponse).json()) as { data?: { adminSignup: { success: boolean; admin: { status: string } | null } }; errors?: unknown };
    expect(signup.errors, JSON.stringify(signup.errors)).toBeUndefined();
    expect(signup.data?.adminSignup).toMatchObject({ success: true, admin: { status: 'ACTIVE' } });
    const created = page.getByRole('status').filter({ hasText: 'Account created successfully!' });
    await created.waitFor();
    await created.getByText('Redirecting to login...').waitFor();
    await page.waitForURL('**/admin-login', { timeout: SIGNUP_REDIRECT_MS + 8000 });
    // Sent on by the page's timer (started once the message is on screen), not at once.
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    const times = await page.evaluate(() => (window as unknown as { signupTimes: { shown?: number; gone?: number } }).signupTimes);
    expect(times.shown, 'the success message was seen').toBeDefined();
    expect(times.gone, 'the success message went').toBeDefined();
    expect(times.gone! - times.shown!).toBeGreaterThanOrEqual(SIGNUP_REDIRECT_MS - 50);

    // Sign in through the UI straight away: no approval was needed.
    await waitForContent(page, page.getByRole('button', { name: 'Sign In' }));
    await page.getByLabel(/Email or Phone/).fill(admin.email);
    await page.getByLabel(/^Password/).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin-dashboard');
    await page.getByText(admin.email).waitFor();
    await page.getByText('Total Sales').waitFor();
    await checkA11y(page);

    // Category.
    await openAdminPage(page, 'Categories');
    expect(page.url()).toContain('?page=categories');
    await page.getByRole('heading', { name: 'Categories Management' }).waitFor();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Add Category' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Add Category' });
    await categoryDialog.getByLabel(/^Name/).fill(CATEGORY);
    await categoryDialog.getByLabel(/^Description/).fill('Boxes of tests');
    await categoryDialog.getByRole('button', { name: 'Add Category' }).click();
    await page.getByText('Category added or updated successfully').first().waitFor();
    await page.getByRole('cell', { name: CATEGORY, exact: true }).waitFor();

    // Product, with an image uploaded from memory.
    await openAdminPage(page, 'Products');
    await page.getByRole('button', { name: 'Add Product' }).waitFor();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Add Product' }).click();
    const productDialog = page.getByRole('dialog', { name: 'Add Product' });
    await productDialog.getByLabel(/^Product Name/).fill(PRODUCT);
    await productDialog.getByLabel(/^Category/).selectOption({ label: CATEGORY });
    await productDialog.getByLabel(/^Price/).fill('149.5');
    await productDialog.getByLabel(/^Stock Quantity/).fill('25');
    await productDialog.getByLabel(/^Weight/).fill('0.5');
    await productDialog.getByLabel(/^Product Image/).setInputFiles({ name: 'starfruit.png', mimeType: 'image/png', buffer: TINY_PNG });
    await productDialog.getByRole('img', { name: 'Image preview' }).waitFor();
    await checkA11y(page);
    await productDialog.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText('Product updated/added successfully').first().waitFor();
    const row = page.getByRole('row').filter({ hasText: PRODUCT });
    await row.waitFor();
    expect(await row.textContent()).toContain('25 in stock');
    expect(await row.textContent()).toContain('Active');
    expect(await row.textContent()).toContain('₹149.50');

    // The shop shows the new product, with its uploaded picture.
    const shopPage = async () => {
      const shop = (await browser.open({ baseURL: shopUrl })).page;
      await shop.goto(`/shop?q=${encodeURIComponent(PRODUCT)}`);
      await waitForContent(shop, shop.getByRole('heading', { name: PRODUCT }));
      return shop.getByRole('article', { name: PRODUCT });
    };
    const card = await shopPage();
    expect(await card.getByRole('img', { name: PRODUCT }).getAttribute('src')).toMatch(/^\/uploads\//);
    expect(await card.textContent()).toContain('₹149.50');

    // Its price edited in the back office…
    await row.getByRole('button', { name: `Edit ${PRODUCT}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Product' });
    const price = editDialog.getByLabel(/^Price/);
    expect(await price.inputValue()).toBe('149.5');
    await price.fill('175');
    await editDialog.getByRole('button', { name: 'Update Product' }).click();
    await page.getByText('Product updated/added successfully').first().waitFor();
    await editDialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await row.getByRole('cell').nth(3).textContent())?.trim()).toBe('₹175.00');
    expect(await row.textContent()).toContain('25 in stock');

    // …is the shop's price.
    const repriced = await shopPage();
    expect(await repriced.textContent()).toContain('₹175.00');
    expect(await repriced.textContent()).not.toContain('₹149.50');

    // A customer's order of it shows in Orders.
    const customer = await newCustomer({ firstName: 'Odin', lastName: 'Orders', emailPrefix: 'admin.orders', baseUrl: shopUrl });
    const order = await placeCashOrder(shopUrl, customer, PRODUCT);
    expect(order.productPrice).toBe(175);
    await openAdminPage(page, 'Orders');
    await page.getByRole('searchbox', { name: 'Search' }).fill(order.orderNumber);
    const orderRow = page.getByRole('row').filter({ hasText: order.orderNumber });
    await orderRow.waitFor();
    expect(await orderRow.textContent()).toContain('Odin');
    await checkA11y(page);

    // Status: pending → processing → shipped, only through the moves offered, each confirmed on the order's page.
    await orderRow.getByRole('link', { name: order.orderNumber }).click();
    await page.getByRole('heading', { level: 2, name: `Order ${order.orderNumber}` }).waitFor();
    const moves = page.getByRole('group', { name: 'Change status' });
    expect(await moves.getByRole('button').allTextContents()).toEqual(['Mark as Paid', 'Mark as Processing', 'Cancel order']);
    for (const [to, label] of [['processing', 'Mark as Processing'], ['shipped', 'Mark as Shipped']] as const) {
      await moves.getByRole('button', { name: label }).click();
      const dialog = page.getByRole('alertdialog', { name: `Mark order ${order.orderNumber} as ${to}?` });
      await dialog.getByRole('button', { name: label }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.getByText('Order status updated successfully').first().waitFor();
    await expect.poll(() => moves.getByRole('button').allTextContents()).toEqual(['Mark as On The Way', 'Mark as Delivered', 'Mark as Returned']);

    // The customer sees the order shipped.
    const mine = (await browser.open({ baseURL: shopUrl })).page;
    await mine.addInitScript(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify({ ...user, id: String(user.id) }));
      localStorage.setItem('sessionExpiresAt', String(Date.now() + 86_400_000));
    }, customer);
    await mine.goto(`/orders/${order.id}`);
    await waitForContent(mine, mine.getByText(order.orderNumber));
    await mine.getByText('Shipped').first().waitFor();
    await mine.getByText(PRODUCT).first().waitFor();

    // Logout returns to the sign-in page.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin-login');
  }, 120_000);
});
