import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../api/src/db/seed/seed';
import { graphqlAs, rest } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appUrl, browserMissing, useBrowser, waitForContent } from './support/browser';
import { newCustomer, type SignedUpCustomer } from './support/customers';
import { openSlotId } from '../utils/delivery';
import { phoneJpeg } from '../utils/pictures';

/*
 * Problem reports in the browser (issue 39 part 3, "Done when"): a delivered order gets a report
 * with a photo from the customer's order page; the admin finds it in the back office's queue,
 * with the photo (stored without its metadata), and resolves it with a free replacement; the
 * customer's outbox holds the outcome, and the order page shows the replacement, which names
 * the order it replaces.
 */

interface Product {
  id: string;
  name: string;
  stockQuantity: number;
}

/** POST /api/admin/login: the bearer token for the setup calls, the cookie for the browser. */
async function adminSession(): Promise<{ token: string; cookie: string }> {
  const res = await fetch(`${appUrl()}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl() },
    body: JSON.stringify({ identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  expect(res.status).toBe(200);
  const { token } = (await res.json()) as { token: string };
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith('admin_session='));
  expect(cookie, 'the admin session cookie').toBeDefined();
  return { token, cookie: cookie!.split(';')[0].slice('admin_session='.length) };
}

/** Axe reads colours as painted: no running animation, no hover. */
async function checkA11y(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectNoSeriousA11yViolations(page);
}

describe.skipIf(browserMissing())('problem reports', () => {
  const browser = useBrowser();
  let admin: { token: string; cookie: string };
  let customer: SignedUpCustomer;
  let product: Product;

  beforeAll(async () => {
    admin = await adminSession();
    customer = await newCustomer({ firstName: 'Rekha', lastName: 'Report', emailPrefix: 'problem-reports' });
    const { products } = await graphqlAs<{ products: { items: Product[] } }>(customer.token, '{ products(first: 24) { items { id name stockQuantity } } }');
    product = products.items.find((p) => p.stockQuantity >= 10)!;
    expect(product, 'a product with stock').toBeDefined();
  });

  /** The customer's own page, signed in as the storefront keeps a session (local storage). */
  async function openAsCustomer(path: string) {
    const opened = await browser.open();
    await opened.page.addInitScript(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify({ ...user, id: String(user.id) }));
      localStorage.setItem('sessionExpiresAt', String(Date.now() + 86_400_000));
    }, customer);
    await opened.page.goto(path);
    return opened;
  }

  it('a delivered order gets a report with a photo, the admin resolves it with a replacement, and the customer sees it', async () => {
    // A cash order of 3, delivered.
    const placed = await rest<{ order: { id: number; order_number: string } }>(
      'POST',
      '/api/orders',
      {
        items: [{ product_id: product.id, quantity: 3 }],
        shipping_info: { first_name: 'Rekha', last_name: 'Report', email: customer.user.email, phone: '9876500077', address: '4 Lake Road', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: '411001' },
        payment_method: 'cash',
        delivery_slot_id: await openSlotId('411001', appUrl()),
      },
      { token: customer.token },
    );
    const order = placed.order;
    for (const status of ['processing', 'shipped', 'delivered']) await rest('PUT', `/api/orders/${order.id}`, { status }, { token: admin.token });

    // The customer reports 2 of the 3 as damaged, with a phone's photo (EXIF with GPS).
    const { page, errors } = await openAsCustomer(`/orders/${order.id}`);
    const problems = page.getByRole('region', { name: 'Problems with this order' });
    await waitForContent(page, problems);
    expect(await problems.textContent()).toContain('Report a problem within 48 hours of delivery');
    await problems.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: `${product.name}: how many had a problem` }).selectOption('2');
    await dialog.getByRole('radio', { name: 'Damaged' }).check();
    await dialog.getByLabel('Note (optional)').fill('Two arrived crushed at the bottom of the bag');
    await dialog.getByLabel('Photo (optional)').setInputFiles({ name: 'crushed.jpg', mimeType: 'image/jpeg', buffer: await phoneJpeg(800, 600) });
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await problems.getByText('Under review').waitFor();
    expect(await problems.getByRole('list', { name: 'Reported items' }).textContent()).toContain(`2 × ${product.name}`);
    await expect.poll(() => problems.getByRole('button', { name: 'Report a problem' }).count()).toBe(0);
    const photoUrl = await problems.getByRole('img', { name: 'The photo you sent' }).getAttribute('src');
    expect(photoUrl).toMatch(/^\/uploads\/reports\/[0-9a-f]{64}\.jpg$/);
    // Stored upright and without the camera's metadata.
    const stored = await sharp(Buffer.from(await (await fetch(`${appUrl()}${photoUrl}`)).arrayBuffer())).metadata();
    expect([stored.width, stored.height, stored.exif]).toEqual([600, 800, undefined]);
    await checkA11y(page);

    // The admin's queue: the order, the customer, the lines, the reason and the photo.
    const back = await browser.open();
    await back.page.context().addCookies([{ name: 'admin_session', value: admin.cookie, url: appUrl() }]);
    await back.page.goto('/admin-dashboard?page=problem-reports');
    await back.page.getByRole('heading', { level: 1, name: 'Problem Reports' }).waitFor();
    const row = back.page.getByRole('table', { name: 'Problem reports' }).getByRole('row').filter({ hasText: order.order_number });
    await row.waitFor();
    const rowText = (await row.textContent()) ?? '';
    for (const part of ['Rekha Report', `2 × ${product.name}`, 'Damaged', 'Two arrived crushed']) expect(rowText).toContain(part);
    const thumbnail = row.getByRole('img', { name: `Customer's photo for ${order.order_number}` });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await checkA11y(back.page);

    // Resolved with a free replacement in the soonest open slot.
    await row.getByRole('button', { name: `Resolve the report on ${order.order_number}` }).click();
    const resolve = back.page.getByRole('dialog', { name: `Resolve the report on ${order.order_number}` });
    await resolve.waitFor();
    await resolve.getByRole('radio', { name: /free replacement/ }).check();
    await resolve.getByRole('combobox', { name: 'Delivery slot' }).waitFor();
    await checkA11y(back.page);
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await resolve.waitFor({ state: 'hidden' });
    await back.page.getByText(/Replacement order FS-\d+ created/).first().waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(back.errors).toEqual([]);

    // The customer is told by email, with the replacement's number and slot.
    const outcome = async () => {
      const messages = await rest<{ channel: string; subject: string; text: string }[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(customer.user.email)}`);
      return messages.find((m) => m.channel === 'email' && m.subject === `Your problem report on order ${order.order_number}: a free replacement is on its way`);
    };
    await expect.poll(outcome, { timeout: 10_000 }).toBeDefined();
    const mail = (await outcome())!;
    const replacementNumber = /as order (FS-\d+)/.exec(mail.text)?.[1];
    expect(replacementNumber, mail.text).toBeDefined();
    expect(mail.text).toContain('Delivery slot:');

    // …and sees it on the order page, with a link to the replacement, which names what it replaces.
    await page.reload();
    await waitForContent(page, problems);
    await problems.getByText('Replacement on its way').waitFor();
    await problems.getByRole('link', { name: `order ${replacementNumber}` }).click();
    await page.getByRole('heading', { level: 1, name: `Order ${replacementNumber}` }).waitFor();
    const replacement = page.getByRole('region', { name: 'Problems with this order' });
    await replacement.getByRole('link', { name: `order ${order.order_number}` }).waitFor();
    expect(await replacement.textContent()).toContain(`This order is a free replacement for order ${order.order_number}.`);
    expect(await page.getByRole('heading', { level: 2, name: 'Items' }).isVisible()).toBe(true);
    await checkA11y(page);
    expect(errors).toEqual([]);
  }, 120_000);
});
