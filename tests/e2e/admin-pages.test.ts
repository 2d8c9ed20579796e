import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../api/src/db/seed/seed';
import { ADMIN_MESSAGES } from '../../api/src/modules/admin/admin.rules';
import { graphqlAs } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newCustomer } from './support/customers';
import { appUrl, browserMissing, useBrowser, waitForContent } from './support/browser';
import { openSlotId } from '../utils/delivery';

/*
 * The back office's list pages in the browser: a second admin waits for approval given in the
 * Admins page, a customer's comment approved in the Blog Comments dialog shows on the blog,
 * and every list page (with its dialogs) is axe-clean and fits a 375 px wide phone.
 */

const STAMP = `${Date.now().toString(36)}${process.pid.toString(36)}p`;
const PHONE_WIDTH = 375;

/** Axe reads colours as painted: no running animation, no hover. */
async function checkA11y(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectNoSeriousA11yViolations(page);
}

/** Signs in through the admin login form; returns the server's message when it refuses. */
async function submitLogin(page: Page, identifier: string, password: string) {
  await page.goto('/admin-login');
  await waitForContent(page, page.getByRole('button', { name: 'Sign In' }));
  await page.getByLabel(/Email or Phone/).fill(identifier);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function logIn(page: Page, identifier: string, password: string) {
  await submitLogin(page, identifier, password);
  await page.waitForURL('**/admin-dashboard**');
  await page.getByText(identifier).waitFor();
}

/** Opens a list page by its address and waits until its rows (or its empty text) are there. */
async function gotoAdminPage(page: Page, id: string, label: string) {
  await page.goto(`/admin-dashboard?page=${id}`);
  await page.getByRole('heading', { name: label, exact: true }).waitFor();
  // A page can show more than one loading status at once (Activity Logs loads two lists).
  const loading = page.getByRole('main').getByRole('status').filter({ hasText: /Loading/ });
  await expect.poll(() => loading.count(), { timeout: 15_000 }).toBe(0);
}

/** The page itself must not scroll sideways on a phone (tables scroll inside their own box). */
async function expectFitsPhone(page: Page, what: string) {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${what}: page width at ${PHONE_WIDTH} px` })
    .toBeLessThanOrEqual(PHONE_WIDTH);
}

describe.skipIf(browserMissing())('admin list pages', () => {
  const browser = useBrowser();

  it('a second admin signed up in the UI is refused until an active admin approves them in the Admins page', async () => {
    const second = { name: `Pending Admin ${STAMP}`, email: `admin.second.${STAMP}@example.com`, password: 'Orchard@2026' };
    const { page } = await browser.open();
    await page.goto('/admin-signup');
    await waitForContent(page, page.getByRole('button', { name: 'Sign Up' }));
    await page.getByLabel(/^Full Name/).fill(second.name);
    await page.getByLabel(/^Email Address/).fill(second.email);
    await page.getByLabel(/^Password/).fill(second.password);
    await page.getByLabel(/^Confirm Password/).fill(second.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText(ADMIN_MESSAGES.signedUpActive, { exact: true }).waitFor();
    await page.waitForURL('**/admin-login');

    await submitLogin(page, second.email, second.password);
    await page.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.awaitingApproval }).waitFor();
    expect(page.url()).toContain('/admin-login');

    const approver = (await browser.open()).page;
    await logIn(approver, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await gotoAdminPage(approver, 'admins', 'Admins');
    const row = approver.getByRole('row').filter({ hasText: second.email });
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Pending');
    await approver.getByRole('button', { name: `Approve ${second.name}`, exact: true }).click();
    await approver.getByText('Admin approved successfully').first().waitFor();
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('Active');
    expect(await approver.getByRole('button', { name: `Approve ${second.name}`, exact: true }).count()).toBe(0);

    await logIn(page, second.email, second.password);
    await page.getByText('Total Sales').waitFor();
  });

  it('a pending comment approved in the Blog Comments dialog shows on the blog for a guest', async () => {
    const customer = await newCustomer({ firstName: 'Pia', lastName: 'Pages', emailPrefix: 'admin.pages', address: '9 Orchard Lane' });
    const { blogs } = await graphqlAs<{ blogs: { items: { id: string; title: string }[] } }>(customer.token, '{ blogs(first: 1) { items { id title } } }');
    const blog = blogs.items[0];
    expect(blog, 'a published blog').toBeDefined();
    const words = `Approved in the dialog ${STAMP}`;
    const { postComment } = await graphqlAs<{ postComment: { isApproved: boolean } }>(
      customer.token,
      'mutation ($blogId: ID!, $comment: String!) { postComment(blogId: $blogId, comment: $comment) { isApproved } }',
      { blogId: blog.id, comment: words },
    );
    expect(postComment.isApproved).toBe(false);

    const guest = (await browser.open()).page;
    await guest.goto(`/blog/${blog.id}`);
    await waitForContent(guest, guest.getByRole('heading', { level: 1, name: blog.title }));
    expect(await guest.getByText(words).count()).toBe(0);

    const { page } = await browser.open();
    await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await gotoAdminPage(page, 'blogs', 'Blogs');
    await page.getByRole('button', { name: `Comments on ${blog.title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Blog Comments' });
    const item = dialog.getByRole('listitem').filter({ hasText: words });
    await item.getByRole('button', { name: /^Pending: click to approve/ }).click();
    await page.getByText('Comment status updated').first().waitFor();
    await item.getByRole('button', { name: /^Approved: click to set pending/ }).waitFor();

    await guest.goto(`/blog/${blog.id}`);
    await waitForContent(guest, guest.getByRole('heading', { level: 1, name: blog.title }));
    await guest.getByText(words).waitFor();
  });

  it("the dashboard draws today's sale in its 30-day chart and top products, with computed trends, axe-clean at 375 px", async () => {
    const customer = await newCustomer({ firstName: 'Dara', lastName: 'Dash', emailPrefix: 'admin.dash', address: '5 Orchard Lane' });
    const { products } = await graphqlAs<{ products: { items: { id: string; name: string; stockQuantity: number }[] } }>(customer.token, '{ products(first: 24) { items { id name stockQuantity } } }');
    const product = products.items.find((p) => p.stockQuantity > 5)!;
    await graphqlAs(customer.token, 'mutation ($id: ID!) { addToCart(productId: $id, quantity: 1) { itemCount } }', { id: product.id });
    const shipping = { firstName: 'Dara', lastName: 'Dash', email: customer.user.email, phone: '9876543210', address: '5 Orchard Lane', city: 'Pune', state: 'Maharashtra', postcode: '411001', country: 'India' };
    await graphqlAs(customer.token, 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }', { input: { paymentMethod: 'CASH', shipping, deliverySlotId: await openSlotId('411001', appUrl()) } });

    const { page } = await browser.open();
    await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await gotoAdminPage(page, 'dashboard', 'Recent Orders');
    const chart = page.getByTestId('sales-chart');
    // Recharts drew an SVG with the revenue line and at least today's bar.
    await chart.locator('svg.recharts-surface').first().waitFor();
    await expect.poll(() => chart.locator('.recharts-line-curve').count()).toBeGreaterThan(0);
    await expect.poll(() => chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    expect(await chart.getAttribute('aria-label')).toMatch(/^Orders and revenue per day, last 30 days: [1-9]\d* orders, ₹/);
    await page.getByRole('list', { name: 'Top products by revenue this month' }).getByRole('listitem').first().waitFor();
    for (const key of ['totalSales', 'totalOrders', 'newCustomers']) {
      expect(await page.getByTestId(`trend-${key}`).textContent()).toMatch(/^([+-]?\d+\.\d%|—) from last month$/);
    }
    await checkA11y(page);
    await expectFitsPhone(page, 'Dashboard');
    await chart.locator('svg.recharts-surface').first().waitFor();
    await checkA11y(page);
  });

  it('every list page and its dialogs are axe-clean and fit a 375 px wide screen', async () => {
    const { page } = await browser.open();
    await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const pages = [
      ['subscription-plans', 'Subscription Plans'],
      ['subscription-users', 'Subscription Users'],
      ['customers', 'Customers'],
      ['blogs', 'Blogs'],
      ['coupons', 'Coupons'],
      ['admins', 'Admins'],
      ['messages', 'Contact Messages'],
      ['delivery', 'Delivery Slots'],
      ['logs', 'Activity Logs'],
    ] as const;
    for (const [id, label] of pages) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoAdminPage(page, id, label);
      await checkA11y(page);

      if (id === 'customers' || id === 'blogs' || id === 'subscription-plans') {
        const opener = { customers: /^View /, blogs: /^Comments on /, 'subscription-plans': /^Edit the box of / }[id];
        await page.getByRole('button', { name: opener }).first().click();
        const dialog = page.getByRole('dialog', { name: { customers: 'Customer Details', blogs: 'Blog Comments', 'subscription-plans': /^Box: / }[id] });
        await dialog.waitFor();
        // A plan's box (issue 38): its lines, and the product search and categories loaded.
        if (id === 'subscription-plans') await dialog.getByRole('group', { name: /^Line 1: / }).waitFor();
        const loading = dialog.getByRole('status').filter({ hasText: /Loading|Searching/ });
        await expect.poll(() => loading.count(), { timeout: 15_000 }).toBe(0);
        await checkA11y(page);
        await expectFitsPhone(page, `${label} dialog`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await page.setViewportSize({ width: 1280, height: 800 });
      }

      await expectFitsPhone(page, label);
    }
  });
});
