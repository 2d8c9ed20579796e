import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../api/src/db/seed/seed';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appUrl, browserMissing, useBrowser, waitForContent } from './support/browser';

/*
 * The back office end to end: a fresh admin (signed up through the API, approved by the
 * seeded demo admin) signs in through the UI, adds a category and a product with an uploaded
 * image, the product shows in the shop, and an order's status set in the back office is what
 * its customer sees.
 */

const STAMP = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const CATEGORY = `E2E Crate ${STAMP}`;
const PRODUCT = `E2E Starfruit ${STAMP}`;
// A 1×1 PNG: the server reads the type from these bytes.
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function http<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { origin: appUrl() };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${appUrl()}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function gqlAs<T>(token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { body } = await http<{ data?: T; errors?: unknown[] }>('POST', '/graphql', { query, variables }, token);
  expect(body.errors, `GraphQL errors: ${JSON.stringify(body.errors)}`).toBeUndefined();
  return body.data as T;
}

/** A new admin who may sign in: signed up, then approved by the seeded demo admin when pending. */
async function freshAdmin() {
  const identity = { name: 'Esha Admin', email: `admin.e2e.${STAMP}@example.com`, password: 'Orchard@2026' };
  const signup = await http<{ admin: { id: string | number; status: string } }>('POST', '/api/admin/signup', identity);
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  const demo = await http<{ token: string }>('POST', '/api/admin/login', { identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
  expect(demo.status, JSON.stringify(demo.body)).toBe(200);
  if (String(signup.body.admin.status).toLowerCase() !== 'active') {
    await gqlAs(demo.body.token, 'mutation ($id: ID!) { approveAdmin(id: $id) { status } }', { id: String(signup.body.admin.id) });
  }
  return { ...identity, demoToken: demo.body.token };
}

interface Customer {
  token: string;
  user: { id: number; name: string; email: string };
}

/** A new customer signed up through the API (the code read from the development outbox). */
async function newCustomer(): Promise<Customer> {
  const email = `admin.orders.${STAMP}@example.com`;
  await http('POST', '/api/users/request-otp', { identifier: email, type: 'signup' });
  let code: string | undefined;
  await expect
    .poll(async () => {
      const { body } = await http<{ text: string }[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
      code = /one-time code is (\d{6})/.exec(body[0]?.text ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  const phone = `6${String((Date.now() + 7919) % 1e9).padStart(9, '0')}`;
  const { status, body } = await http<Customer>('POST', '/api/users/verify-otp', {
    identifier: email,
    otp_code: code,
    type: 'signup',
    user: { name: 'Odin', last_name: 'Orders', email, password: 'Mango@2026', phone, address: '7 Orchard Lane', pincode: '411001' },
  });
  expect(status).toBeLessThan(300);
  return body;
}

async function placeCashOrder(customer: Customer) {
  const { products } = await gqlAs<{ products: { items: { id: string; stockQuantity: number }[] } }>(customer.token, '{ products(first: 24) { items { id stockQuantity } } }');
  const product = products.items.find((item) => item.stockQuantity >= 5);
  expect(product, 'a product in stock').toBeDefined();
  await gqlAs(customer.token, 'mutation ($id: ID!) { addToCart(productId: $id, quantity: 1) { itemCount } }', { id: product!.id });
  const { placeOrder } = await gqlAs<{ placeOrder: { order: { id: string; orderNumber: string } } }>(
    customer.token,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber } } }',
    {
      input: {
        paymentMethod: 'CASH',
        shipping: {
          firstName: 'Odin', lastName: 'Orders', email: customer.user.email, phone: '9876543210',
          address: '7 Orchard Lane', city: 'Pune', state: 'Maharashtra', postcode: '411001', country: 'India',
        },
      },
    },
  );
  return placeOrder.order;
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
  let demoToken: string | undefined;

  afterAll(async () => {
    // Leave the catalogue as seeded for the other suites (category lists, shop grids).
    if (!demoToken) return;
    const token = demoToken;
    const { adminProducts } = await gqlAs<{ adminProducts: { id: string }[] }>(token, 'query ($s: String) { adminProducts(search: $s) { id } }', { s: PRODUCT });
    for (const product of adminProducts) await gqlAs(token, 'mutation ($id: ID!) { deleteProduct(id: $id) { deleted } }', { id: product.id });
    const { adminCategories } = await gqlAs<{ adminCategories: { id: string; name: string }[] }>(token, '{ adminCategories { id name } }');
    for (const category of adminCategories.filter((c) => c.name === CATEGORY)) {
      await gqlAs(token, 'mutation ($id: ID!) { deleteCategory(id: $id) { id } }', { id: category.id });
    }
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

  it('signs in, adds a category and a product that the shop shows, and ships an order the customer sees', async () => {
    const admin = await freshAdmin();
    demoToken = admin.demoToken;
    const customer = await newCustomer();
    const order = await placeCashOrder(customer);

    const { page } = await browser.open();
    await page.goto('/admin-login');
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

    // Status: pending → processing → shipped, only through the moves offered.
    await openAdminPage(page, 'Orders');
    await page.getByRole('searchbox', { name: 'Search' }).fill(order.orderNumber);
    const select = page.getByRole('combobox', { name: `Change status of order ${order.orderNumber}` });
    await select.waitFor();
    await checkA11y(page);
    await select.selectOption('PROCESSING');
    await page.getByText('Order status updated successfully').first().waitFor();
    await expect.poll(async () => (await select.locator('option').allTextContents()).join('|')).toContain('Shipped');
    await select.selectOption('SHIPPED');
    await expect.poll(async () => (await select.locator('option').first().textContent()) ?? '').toBe('Shipped');

    // The shop shows the new product.
    const shop = (await browser.open()).page;
    await shop.goto(`/shop?q=${encodeURIComponent(PRODUCT)}`);
    await waitForContent(shop, shop.getByRole('heading', { name: PRODUCT }));

    // The customer sees the order shipped.
    const mine = (await browser.open()).page;
    await mine.addInitScript(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify({ ...user, id: String(user.id) }));
      localStorage.setItem('sessionExpiresAt', String(Date.now() + 86_400_000));
    }, customer);
    await mine.goto(`/orders/${order.id}`);
    await waitForContent(mine, mine.getByText(order.orderNumber));
    await mine.getByText('Shipped').first().waitFor();

    // Logout returns to the sign-in page.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin-login');
  });
});
