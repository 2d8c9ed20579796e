import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/build.mjs';
import { makeTestCertificate, startMailServer, type MailServer, type TestCertificate } from '../utils/mail-server';
import { browserMissing, useBrowser } from './support/browser';
import { call, freshEnv, npmStart, stop, useTempDataDirs, type Started } from './support/fresh-start';

/*
 * A new shop opens (issue 36): production on an empty database (no demo data), its first admin
 * from `npm run admin:create`, mail through a real SMTP server on loopback. The dashboard's
 * checklist says what is missing; once the owner has added a category marked for the home page
 * with a product, a pincode and the shop's details, the checklist goes, the home page shows the
 * category's products, and a customer who signed up with the code from the email places an
 * order through the documented POST /api/orders without naming a slot.
 */

const tempDataDir = useTempDataDirs();
const OWNER = { email: 'owner@new-shop.example', name: 'Nila Owner', password: 'Orchard#2026' };
const MAIL_USER = { shop: 'mail-secret' };

describe.skipIf(browserMissing())('a new production shop', () => {
  const browser = useBrowser();
  let cert: TestCertificate;
  let mail: MailServer;
  let shop: Started | undefined;

  beforeAll(async () => {
    cert = await makeTestCertificate();
    mail = await startMailServer({ certificate: cert, users: { ...MAIL_USER } });
    const env = {
      NODE_ENV: 'production',
      ALLOW_SIMULATED_PAYMENTS: 'true',
      DATA_DIR: tempDataDir(),
      SMTP_URL: `smtp://shop:${MAIL_USER.shop}@127.0.0.1:${mail.port}`,
      SMTP_FROM: 'New Shop <orders@new-shop.example>',
      SMTP_TLS_CA: cert.certPath,
      OUTBOX_POLL_MS: '100',
      HOST: '127.0.0.1',
    };
    const created = spawnSync(process.execPath, [path.join(ROOT, 'scripts/admin-create.mjs'), '--email', OWNER.email, '--name', OWNER.name], {
      cwd: ROOT,
      env: freshEnv({ ...env, ADMIN_PASSWORD: OWNER.password }),
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(created.status, created.stderr).toBe(0);
    shop = await npmStart(env);
  }, 240_000);

  afterAll(async () => {
    await stop(shop);
    await mail?.close();
    await cert?.remove();
  });

  it('shows what is missing until it can deliver, then its home page and an order without a slot', async () => {
    const base = shop!.url;
    const { page } = await browser.open({ baseURL: base });
    await page.goto('/admin-login');
    await page.getByLabel(/Email or Phone/).fill(OWNER.email);
    await page.getByLabel(/^Password/).fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin-dashboard**');
    const checklist = page.getByRole('region', { name: 'Before your first delivery' });
    await checklist.waitFor();
    for (const item of ['Serviceable pincodes', 'Products in stock', 'Home page sections', "The shop's contact details"]) await checklist.getByText(item).first().waitFor();
    const hrefs = await checklist.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining([expect.stringMatching(/page=delivery/), expect.stringMatching(/page=categories/), expect.stringMatching(/page=profile/)]));

    // The home page of an empty shop says so, and nothing breaks.
    const emptyHome = await fetch(`${base}/`);
    expect(emptyHome.status).toBe(200);

    // What the owner fixes from the checklist's links (through the same API the pages use).
    const login = await call<{ token: string }>(base, 'POST', '/api/admin/login', { identifier: OWNER.email, password: OWNER.password });
    const admin = login.body.token;
    const gql = async <T>(query: string, variables: Record<string, unknown>) => {
      const reply = await call<{ data?: T; errors?: unknown[] }>(base, 'POST', '/graphql', { query, variables }, admin);
      expect(reply.body.errors, JSON.stringify(reply.body.errors)).toBeUndefined();
      return reply.body.data!;
    };
    const { createCategory } = await gql<{ createCategory: { id: string; slug: string } }>('mutation($i: CategoryInput!) { createCategory(input: $i) { id slug } }', {
      i: { name: 'Hill Oranges', homePosition: 1, homeTitle: 'Fresh from the hills' },
    });
    await gql('mutation($i: ProductInput!) { createProduct(input: $i) { id } }', {
      i: { name: 'Coorg Mandarin', price: 120, stockQuantity: 40, unit: 'kg', weight: 1, categoryId: createCategory.id, image: `${base}/favicon.svg`, isActive: true },
    });
    expect((await call(base, 'POST', '/api/admin/delivery/pincodes', { code: '411001' }, admin)).status).toBe(201);
    await gql('mutation($i: ShopProfileInput!) { updateShopProfile(input: $i) { tradeName } }', {
      i: { tradeName: 'Nila Fruits', phone: '+91 98450 12345', email: 'hello@new-shop.example', address: '4 Market Road, Pune 411001' },
    });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Before your first delivery' }).count()).toBe(0);

    // The home page: the new category's section with its product, rendered by the server.
    const home = await (await fetch(`${base}/`)).text();
    expect(home).toContain('Fresh from the hills');
    expect(home).toContain('Coorg Mandarin');

    // A customer signs up with the code the email brought, and orders without naming a slot.
    const email = `first.customer.${Date.now()}@example.com`;
    expect((await call(base, 'POST', '/api/users/request-otp', { identifier: email, type: 'signup' })).status).toBe(200);
    const [code] = (await mail.waitFor(email, 1, 30_000)).map((m) => /one-time code is (\d{6})/.exec(m.text)?.[1]);
    expect(code).toMatch(/^\d{6}$/);
    const signup = await call<{ token: string }>(base, 'POST', '/api/users/verify-otp', {
      identifier: email,
      otp_code: code,
      type: 'signup',
      user: { name: 'First', last_name: 'Customer', email, password: 'Mango@2026', phone: '9123400000', address: '1 First Street', pincode: '411001', city: 'Pune' },
    });
    expect(signup.status).toBe(200);
    const products = await call<{ product_id: number; product_name: string }[]>(base, 'GET', '/api/product/get');
    const order = await call<{ success: boolean; order: { delivery_slot: { id: string; start: string } | null } }>(
      base,
      'POST',
      '/api/orders',
      {
        items: [{ product_id: products.body[0].product_id, quantity: 2 }],
        shipping_info: { firstName: 'First', lastName: 'Customer', email, phone: '9123400000', address: '1 First Street', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: '411001', paymentMethod: 'cash' },
        payment_method: 'cash',
      },
      signup.body.token,
    );
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body.order.delivery_slot?.id).toMatch(/^\d+:\d{4}-\d{2}-\d{2}$/);
    // The confirmation reaches the customer's inbox with an absolute link to the order.
    const inbox = await mail.waitFor(email, 2, 30_000);
    const confirmation = inbox.find((m) => m.text.includes('Follow your order'));
    expect(confirmation?.text).toContain(`Follow your order: ${base}/orders/`);
  }, 180_000);
});
