import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '@fruit-shop/common/shop-profile.rules';
import { DEMO_ADMIN } from '../../api/src/db/seed/seed';
import { formatMoney } from '../../web/src/lib/money';
import { openSlotId } from '../utils/delivery';
import { signWebhook } from '../utils/payments';
import { graphqlAs, rest } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appUrl, browserMissing, useBrowser, waitForContent } from './support/browser';
import { newCustomer, type SignedUpCustomer } from './support/customers';

/*
 * Money back and paperwork (issue 39, "Done when"), in the browser: the admin edits the shop's
 * profile and the storefront's footer and contact page follow; a paid card order is cancelled,
 * its refund shows pending on the order page and processed after the gateway's signed
 * `refund.processed` webhook, and both emails are in the outbox; the customer downloads the
 * GST invoice of a delivered order, which parses back with the GSTIN, its number and ₹.
 *
 * The e2e server is shared by every file: the profile is put back as it was, whatever happens.
 */

interface Profile {
  tradeName: string;
  legalName: string;
  phone: string;
  email: string;
  supportHours: string;
  address: string;
  state: string;
  gstin: string;
  fssaiLicence: string;
  grievanceOfficerName: string;
  grievanceOfficerEmail: string;
  grievanceOfficerPhone: string;
  reportWindowHours: number;
  deliveryFee: number;
  handlingFee: number;
  freeDeliveryThreshold: number;
}

const PROFILE_FIELDS = `tradeName legalName phone email supportHours address state gstin fssaiLicence
  grievanceOfficerName grievanceOfficerEmail grievanceOfficerPhone reportWindowHours deliveryFee handlingFee freeDeliveryThreshold`;

interface OutboxMessage {
  channel: string;
  subject: string;
  text: string;
}

const outbox = (to: string) => rest<OutboxMessage[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);

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

/** Signs the browser in as a login leaves it: token, user and expiry in local storage, on every load. */
async function signIn(page: Page, customer: SignedUpCustomer) {
  await page.addInitScript(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify({ ...user, id: String(user.id) }));
    localStorage.setItem('sessionExpiresAt', String(Date.now() + 86_400_000));
  }, customer);
}

/** Axe reads colours as painted: no hover, no fade still running (a spinner turns forever and changes no colour). */
async function checkA11y(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await expectNoSeriousA11yViolations(page);
}

/** A GSTIN of Maharashtra (the seeded shop's state) that passes the checksum, unlike any other run's. */
function maharashtraGstin(): string {
  const first14 = `27AAACF${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}F1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

describe.skipIf(browserMissing())('money back and paperwork', () => {
  const browser = useBrowser();
  let admin: { token: string; cookie: string };
  let productId: string;

  /** A page of the back office, signed in with the admin's cookie. */
  async function openAdmin(path: string, heading: string) {
    const opened = await browser.open();
    await opened.page.context().addCookies([{ name: 'admin_session', value: admin.cookie, url: appUrl() }]);
    await opened.page.goto(path);
    await opened.page.getByRole('heading', { level: 1, name: heading }).waitFor();
    return opened;
  }

  const readProfile = async () => (await graphqlAs<{ shopProfile: Profile }>(admin.token, `{ shopProfile { ${PROFILE_FIELDS} } }`)).shopProfile;

  /** An order of one product in Pune (Maharashtra, the shop's own state), placed through the spec's POST /api/orders. */
  async function placeOrder(customer: SignedUpCustomer, paymentMethod: 'card' | 'cash') {
    return rest<{ orderId: number; order: { order_number: string; total: number }; payment: { id: string; amount: number } | null }>(
      'POST',
      '/api/orders',
      {
        items: [{ product_id: productId, quantity: 1 }],
        shipping_info: {
          first_name: customer.user.name,
          last_name: 'Tester',
          email: customer.user.email,
          phone: '9876543210',
          address: '7 Orchard Lane, Koregaon Park',
          city: 'Pune',
          state: 'Maharashtra',
          country: 'India',
          postcode: '411001',
        },
        payment_method: paymentMethod,
        delivery_slot_id: await openSlotId('411001', appUrl()),
      },
      { token: customer.token },
    );
  }

  beforeAll(async () => {
    admin = await adminSession();
    const { products } = await graphqlAs<{ products: { items: { id: string; stockQuantity: number }[] } }>(admin.token, '{ products(first: 24) { items { id stockQuantity } } }');
    const product = products.items.find((item) => item.stockQuantity >= 10);
    expect(product, 'a product in stock').toBeDefined();
    productId = product!.id;
  });

  it('the admin edits the shop profile in the back office; the storefront footer and contact page show the new details', async () => {
    const before = await readProfile();
    const officer = `Meera Iyer ${randomUUID().slice(0, 6)}`;
    const gstin = maharashtraGstin();
    const fssai = `1152${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
    try {
      // The storefront as a shopper has it open before the change.
      const { page: shop, errors: shopErrors } = await browser.open();
      await shop.goto('/');
      const footer = shop.getByRole('contentinfo');
      await waitForContent(shop, footer);
      expect(await footer.textContent()).toContain(`GSTIN ${before.gstin}`);
      expect(await footer.textContent()).not.toContain(officer);

      const { page, errors } = await openAdmin('/admin-dashboard?page=profile', 'Shop profile');
      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      await expect.poll(() => field('GSTIN').inputValue()).toBe(before.gstin);
      await field('Grievance officer').fill(officer);
      await field('GSTIN').fill(gstin);
      await field('FSSAI licence number').fill(fssai);
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page.getByText('Shop profile saved').first().waitFor();
      await checkA11y(page);
      expect(await readProfile()).toEqual({ ...before, grievanceOfficerName: officer, gstin, fssaiLicence: fssai });
      expect(errors).toEqual([]);

      // The shopper's next page shows the new details in the footer …
      await shop.reload();
      await waitForContent(shop, footer);
      await expect.poll(() => footer.textContent()).toContain(`GSTIN ${gstin}`);
      const footerText = (await footer.textContent()) ?? '';
      expect(footerText).toContain(`FSSAI licence no. ${fssai}`);
      expect(await footer.getByTestId('footer-grievance-officer').textContent()).toContain(`Grievance officer: ${officer}`);
      expect(footerText).not.toContain(before.gstin);

      // … and on the contact page.
      await footer.getByRole('link', { name: 'Contact Us' }).click();
      const legal = shop.getByRole('region', { name: 'Grievances and licences' });
      await waitForContent(shop, legal);
      const legalText = (await legal.textContent()) ?? '';
      expect(legalText).toContain(officer);
      expect(legalText).toContain(`GSTIN: ${gstin}`);
      expect(legalText).toContain(`FSSAI licence no.: ${fssai}`);
      expect(shopErrors).toEqual([]);
    } finally {
      // Back as it was for every other file: the update replaces the whole profile.
      await graphqlAs(admin.token, `mutation ($input: ShopProfileInput!) { updateShopProfile(input: $input) { gstin } }`, { input: before });
      expect(await readProfile()).toEqual(before);
    }
  });

  it('a paid card order is cancelled: its refund shows pending, then processed after the gateway’s webhook, and both emails are sent', async () => {
    const customer = await newCustomer({ firstName: 'Ravi', lastName: 'Refund', emailPrefix: 'refund-journey', city: 'Pune', state: 'Maharashtra' });
    const placed = await placeOrder(customer, 'card');
    const orderId = placed.orderId;
    const total = placed.order.total;
    const { page, errors } = await browser.open();
    await signIn(page, customer);

    // Paid in the test payment window, from the order page.
    await page.goto(`/orders/${orderId}`);
    const title = page.getByRole('heading', { name: `Order ${placed.order.order_number}`, level: 1 });
    await waitForContent(page, title);
    await page.getByRole('button', { name: 'Pay now' }).click();
    const payment = page.getByRole('dialog', { name: / payment$/ });
    await payment.getByRole('button', { name: `Pay ${formatMoney(total)}` }).click();
    await page.getByText(`Payment successful! Order ${placed.order.order_number} is paid.`).first().waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Payment' }).textContent()).toContain('StatusPaid');
    expect(await page.getByRole('region', { name: 'Refunds' }).count()).toBe(0);

    // Cancelled by the customer: refunded in full through the gateway, pending until it reports.
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel Order' });
    await confirm.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByText('Order cancelled successfully').first().waitFor();
    await page.getByRole('main').getByText('Cancelled', { exact: true }).first().waitFor();
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await refunds.waitFor();
    const refundItem = refunds.getByRole('listitem');
    await expect.poll(() => refundItem.allTextContents()).toEqual([expect.stringMatching(new RegExp(`^${escape(formatMoney(total))}To your card · .*Pending$`))]);
    await checkA11y(page);

    const mail = async (subject: string) => (await outbox(customer.user.email)).find((m) => m.channel === 'email' && m.subject.includes(subject));
    const rupees = `₹${total.toFixed(2)}`;
    await expect.poll(() => mail(`A refund of ${rupees} for order`), { timeout: 10_000 }).toBeDefined();

    // Razorpay reports the refund processed: its signed webhook, as it arrives over the wire.
    const refundQuery = 'query ($id: ID!) { adminOrderRefunds(orderId: $id) { refunds { id status gatewayRefundId amount } } adminOrder(id: $id) { payments { status providerPaymentId } } }';
    type Refunds = { adminOrderRefunds: { refunds: { id: string; status: string; gatewayRefundId: string | null; amount: number }[] }; adminOrder: { payments: { status: string; providerPaymentId: string | null }[] } };
    const readRefunds = () => graphqlAs<Refunds>(admin.token, refundQuery, { id: String(orderId) });
    await expect.poll(async () => (await readRefunds()).adminOrderRefunds.refunds.map((r) => !!r.gatewayRefundId)).toEqual([true]);
    const { adminOrderRefunds, adminOrder } = await readRefunds();
    const [made] = adminOrderRefunds.refunds;
    expect(made).toMatchObject({ status: 'PENDING', amount: total });
    const paymentId = adminOrder.payments.find((p) => p.status === 'paid')?.providerPaymentId;
    expect(paymentId, JSON.stringify(adminOrder.payments)).toBeTruthy();
    const body = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      payload: { refund: { entity: { id: made.gatewayRefundId, entity: 'refund', amount: Math.round(total * 100), currency: 'INR', payment_id: paymentId, status: 'processed' } } },
      created_at: Math.floor(Date.now() / 1000),
    });
    const hook = await fetch(`${appUrl()}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(body), 'x-razorpay-event-id': `evt_${randomUUID()}` },
      body,
    });
    expect(await hook.json()).toEqual({ ok: true, handled: true, duplicate: false });

    // The customer's order page says so, and the outbox holds both emails.
    await page.reload();
    await waitForContent(page, title);
    await expect.poll(() => refundItem.allTextContents()).toEqual([expect.stringMatching(new RegExp(`^${escape(formatMoney(total))}To your card · .*Processed$`))]);
    await checkA11y(page);
    await expect.poll(() => mail(`Your refund of ${rupees} for order`), { timeout: 10_000 }).toBeDefined();
    const emails = (await outbox(customer.user.email)).filter((m) => m.channel === 'email' && /refund/i.test(m.subject));
    expect(emails.map((m) => m.subject).sort()).toEqual([`A refund of ${rupees} for order ${placed.order.order_number}`, `Your refund of ${rupees} for order ${placed.order.order_number} was processed`]);
    expect((await readRefunds()).adminOrderRefunds.refunds).toEqual([expect.objectContaining({ id: made.id, status: 'PROCESSED' })]);
    expect(errors).toEqual([]);
  });

  it('the customer downloads the GST invoice of a delivered order from the order page', async () => {
    const customer = await newCustomer({ firstName: 'Ila', lastName: 'Invoice', emailPrefix: 'invoice-journey', city: 'Pune', state: 'Maharashtra' });
    const placed = await placeOrder(customer, 'cash');
    const orderId = placed.orderId;
    for (const status of ['processing', 'shipped', 'delivered']) await rest('PUT', `/api/orders/${orderId}`, { status }, { token: admin.token });
    const { orderInvoices } = await graphqlAs<{ orderInvoices: { number: string; kind: string; total: number }[] }>(
      customer.token,
      'query ($id: ID!) { orderInvoices(orderId: $id) { number kind total } }',
      { id: String(orderId) },
    );
    expect(orderInvoices).toEqual([{ number: expect.stringMatching(/^FS\/\d{2}-\d{2}\/\d{6}$/), kind: 'invoice', total: placed.order.total }]);
    const [{ number }] = orderInvoices;
    const { gstin } = await readProfile();

    const { page, errors } = await browser.open();
    await signIn(page, customer);
    await page.goto(`/orders/${orderId}`);
    await waitForContent(page, page.getByRole('heading', { name: `Order ${placed.order.order_number}`, level: 1 }));
    const invoice = page.getByRole('region', { name: 'Tax invoice' });
    await invoice.waitFor();
    expect(await invoice.textContent()).toContain(number);
    await checkA11y(page);

    const [download] = await Promise.all([page.waitForEvent('download'), invoice.getByRole('button', { name: `Download invoice ${number} (PDF)` }).click()]);
    expect(download.suggestedFilename()).toBe(`${number.replace(/\//g, '-')}.pdf`);
    const pdf = new Uint8Array(await readFile((await download.path())!));
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await getDocument({ data: pdf, useSystemFonts: false, isEvalSupported: false }).promise;
    try {
      const text = (await (await document.getPage(1)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ');
      expect(text).toContain(gstin);
      expect(text).toContain(number);
      expect(text).toContain('₹');
      expect(text).toContain(`₹${placed.order.total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
    } finally {
      await document.destroy();
    }
    expect(await invoice.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
