import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from '../../api/src/db/seed/seed';
import { graphqlAs, http } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appUrl, browserMissing, useBrowser, waitForContent } from './support/browser';
import { newCustomer } from './support/customers';

const STAMP = Date.now().toString(36);
const PRODUCT = `Notify Jamun ${STAMP}`;

interface OutboxMessage {
  channel: string;
  to: string;
  subject: string;
  text: string;
}

async function backInStockMessages(to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${appUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as OutboxMessage[]).filter((m) => m.subject === `${PRODUCT} is back in stock`);
}

/** An out-of-stock product of its own, added through the admin API (the shop's other tests keep theirs). */
async function addOutOfStockProduct(): Promise<string> {
  const login = await http<{ token: string }>('POST', '/api/admin/login', { identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
  expect(login.status).toBe(200);
  const { adminCategories } = await graphqlAs<{ adminCategories: { id: string }[] }>(login.body.token, '{ adminCategories { id } }');
  // A picture the shop serves (a seeded product's), so the page loads without a 404.
  const { products } = await graphqlAs<{ products: { items: { image: string }[] } }>(undefined, '{ products(first: 1) { items { image } } }');
  const { createProduct } = await graphqlAs<{ createProduct: { id: string } }>(
    login.body.token,
    'mutation($input: ProductInput!) { createProduct(input: $input) { id } }',
    { input: { name: PRODUCT, categoryId: adminCategories[0].id, price: 120, stockQuantity: 0, weight: 250, unit: 'gm', image: products.items[0].image } },
  );
  return createProduct.id;
}

async function signIn(page: Page, customer: { token: string; user: { id: number | string } }) {
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify({ ...user, id: String(user.id) }));
    localStorage.setItem('sessionExpiresAt', String(Date.now() + 86_400_000));
  }, customer);
}

describe.skipIf(browserMissing())('back-in-stock alerts', () => {
  const browser = useBrowser();

  it('"Notify me" on an out-of-stock product (a guest is asked to sign in), then an admin restock sends one message', async () => {
    const productId = await addOutOfStockProduct();
    const { page, errors } = await browser.open();
    await page.goto(`/product/${productId}`);
    const notify = page.getByRole('button', { name: 'Notify me when back in stock' });
    await waitForContent(page, notify);
    expect(await page.getByRole('button', { name: 'Out of Stock' }).isDisabled()).toBe(true);

    // A guest is asked to sign in.
    await notify.click();
    await page.getByRole('dialog', { name: 'Welcome Back!' }).waitFor();
    await page.keyboard.press('Escape');

    const customer = await newCustomer({ firstName: 'Notify', lastName: 'Me', emailPrefix: 'notify', address: '9 Orchard Lane' });
    await signIn(page, customer);
    await page.reload();
    await waitForContent(page, notify);
    await notify.click();
    await page.getByText(`We'll let you know when ${PRODUCT} is back in stock`).first().waitFor();
    const set = page.getByRole('button', { name: "We'll notify you when it's back" });
    await set.waitFor();
    expect(await set.isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    expect(await graphqlAs<{ stockAlertProductIds: string[] }>(customer.token, '{ stockAlertProductIds }')).toEqual({ stockAlertProductIds: [productId] });
    // The shop's card says the same after a reload.
    await page.goto(`/shop?q=${encodeURIComponent(PRODUCT)}`);
    const card = page.getByRole('article', { name: PRODUCT });
    await waitForContent(page, card);
    await card.getByRole('button', { name: `We'll notify you when ${PRODUCT} is back in stock` }).waitFor();
    expect(await backInStockMessages(customer.user.email)).toEqual([]);

    // The admin restocks it in the back office.
    const admin = (await browser.open()).page;
    await admin.goto('/admin-login');
    await waitForContent(admin, admin.getByRole('button', { name: 'Sign In' }));
    await admin.getByLabel(/Email or Phone/).fill(DEMO_ADMIN.email);
    await admin.getByLabel(/^Password/).fill(DEMO_ADMIN.password);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.waitForURL('**/admin-dashboard**');
    await admin.goto('/admin-dashboard?page=products');
    const row = admin.getByRole('row').filter({ hasText: PRODUCT });
    await row.waitFor();
    await row.getByRole('button', { name: `Edit ${PRODUCT}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Edit Product' });
    await dialog.getByLabel(/^Stock Quantity/).fill('6');
    await dialog.getByLabel(/^Supplied ID/).fill('SUP-JAMUN-1');
    await dialog.getByRole('button', { name: 'Update Product' }).click();
    await admin.getByText('Product updated/added successfully').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // One message, through the outbox; the alert is used up.
    await expect.poll(async () => (await backInStockMessages(customer.user.email)).length).toBe(1);
    const [message] = await backInStockMessages(customer.user.email);
    expect(message.channel).toBe('email');
    expect(message.text).toContain(`/product/${productId}`);
    expect(await graphqlAs<{ stockAlertProductIds: string[] }>(customer.token, '{ stockAlertProductIds }')).toEqual({ stockAlertProductIds: [] });
    const { product } = await graphqlAs<{ product: { stockQuantity: number; suppliedId: string } }>(customer.token, 'query($id: ID!) { product(id: $id) { stockQuantity suppliedId } }', { id: productId });
    expect(product).toEqual({ stockQuantity: 6, suppliedId: 'SUP-JAMUN-1' });

    // The product page offers Add to Cart again.
    await page.goto(`/product/${productId}`);
    await waitForContent(page, page.getByRole('button', { name: 'Add to Cart' }));
    expect(errors).toEqual([]);
  });
});
