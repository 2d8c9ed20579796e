import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, shopDate, shopInstant, timeToMinute } from '@fruit-shop/common/delivery.rules';
import { DEMO_ADMIN } from '../../api/src/db/seed/seed';
import { formatDay } from '../../web/src/lib/dates';
import { formatMoney } from '../../web/src/lib/money';
import { graphqlAs, http, rest } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appUrl, browserMissing, useBrowser, waitForContent } from './support/browser';
import { newCustomer, type SignedUpCustomer } from './support/customers';

/*
 * Subscriptions that deliver (issue 38, "Done when"), in the browser, with time driven through
 * the shop's injectable clock (PUT /api/dev/clock) instead of waiting: the admin sets a plan's
 * box; a customer subscribes with a saved address and a daily window; on the day before the
 * first delivery the scheduler makes its order, which the pick list of that slot shows and the
 * day-before email announces; Skip Next cancels it with its stock back; on the renewal date the
 * customer renews through the payment window and the card shows the new end date.
 *
 * Everything is the file's own, so the clock's jumps and the scheduler touch nothing another file
 * counts on: a Weekly plan, a pincode with one window (14:00–16:00, not the earliest offered)
 * and a box product no other plan's box or seasonal pick takes.
 */

const STAMP = `${Date.now().toString(36)}${process.pid.toString(36)}`;
const PLAN = { name: `Weekly Delivery Box ${STAMP}`, price: 349, validity: 7 };
/** A pincode of this file's own (the seeded shop serves 4xxxxx and 5xxxxx, fulfilment-admin 7xxxxx). */
const PINCODE = String(800000 + Math.floor(Math.random() * 99999));
const WINDOW = { start: '14:00', end: '16:00' };
const BOX_QUANTITY = 2;
const TEST_MODE = 'Test mode — no real money moves';

interface AdminProduct {
  id: string;
  name: string;
  stockQuantity: number;
  isActive: boolean;
  categoryName: string;
}

interface RestSubscription {
  id: number;
  start_date: string;
  end_date: string;
  next_delivery_date: string | null;
  skipped_dates: string[];
  delivery: { address_id: number | null; address: { address: string; postcode: string }; window: { slot_id: number | null; start: string; end: string } } | null;
  delivery_orders: { order_id: number; date: string; delivery_date: string; start: string; end: string; status: string; packing: boolean }[];
}

interface OutboxMessage {
  channel: string;
  subject: string;
  text: string;
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

/** The shop's clock (development and test only): an instant it runs on from, or null for real time. */
async function setClock(now: Date | null): Promise<void> {
  const reply = await rest<{ now: string; shifted: boolean }>('PUT', '/api/dev/clock', { now: now ? now.toISOString() : null });
  expect(reply.shifted).toBe(now !== null);
}

/** Runs the scheduler, the day-before notes and the renewal sweep now, for this subscription's deliveries. */
async function runScheduler(subscriptionId: number): Promise<{ ordersMade: number }> {
  return rest<{ ordersMade: number }>('POST', '/api/dev/subscriptions/run', { subscription_ids: [subscriptionId] });
}

const outbox = (to: string) => rest<OutboxMessage[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);

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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.skipIf(browserMissing())('subscriptions that deliver', () => {
  const browser = useBrowser();
  let admin: { token: string; cookie: string };
  let customer: SignedUpCustomer;
  let planId: string;
  let slotId: number;
  let product: AdminProduct;
  const street = `${Math.floor(Math.random() * 900) + 100} Mango Grove Road`;

  /** A page of the back office, signed in with the admin's cookie. */
  async function openAdmin(path: string, heading: string) {
    const opened = await browser.open();
    await opened.page.context().addCookies([{ name: 'admin_session', value: admin.cookie, url: appUrl() }]);
    await opened.page.goto(path);
    await opened.page.getByRole('heading', { level: 1, name: heading }).waitFor();
    return opened;
  }

  const stockOf = async (id: string) =>
    (await graphqlAs<{ product: { stockQuantity: number } }>(customer.token, 'query ($id: ID!) { product(id: $id) { stockQuantity } }', { id })).product.stockQuantity;

  beforeAll(async () => {
    admin = await adminSession();
    // The file's own plan, pincode and window.
    const created = await rest<{ plan: { plan_id: number } }>(
      'POST',
      '/api/subscription-plans',
      { plan_type: 'Weekly', plan_name: PLAN.name, plan_description: 'A weekly box for the delivery journey test.', price: PLAN.price, validity: PLAN.validity },
      { token: admin.token },
    );
    planId = String(created.plan.plan_id);
    expect((await http('POST', '/api/admin/delivery/pincodes', { code: PINCODE }, { token: admin.token })).status).toBe(201);
    const slot = await rest<{ slot: { id: number } }>('POST', '/api/admin/delivery/slots', { pincode: PINCODE, ...WINDOW, capacity: 20 }, { token: admin.token });
    slotId = slot.slot.id;

    // A product with stock that no other plan's box holds and no seasonal pick can take.
    const data = await graphqlAs<{ adminProducts: AdminProduct[]; adminSubscriptionPlans: { box: { product: { id: string } | null }[] }[] }>(
      admin.token,
      '{ adminProducts(limit: 100) { id name stockQuantity isActive categoryName } adminSubscriptionPlans { box { product { id } } } }',
    );
    const boxed = new Set(data.adminSubscriptionPlans.flatMap((p) => p.box.flatMap((line) => (line.product ? [line.product.id] : []))));
    const candidates = data.adminProducts.filter((p) => p.isActive && p.stockQuantity >= 20 && !boxed.has(p.id) && !/season/i.test(p.categoryName));
    expect(candidates.length, 'a product for the box').toBeGreaterThan(0);
    product = candidates[candidates.length - 1];

    customer = await newCustomer({ firstName: 'Deepa', lastName: 'Delivers', emailPrefix: 'sub-deliveries', city: 'Pune', state: 'Maharashtra' });
    await graphqlAs(customer.token, 'mutation ($input: AddressInput!) { saveAddress(input: $input) { id } }', {
      input: { fullName: 'Deepa Delivers', phone: '9876543210', addressLine1: street, city: 'Kolkata', state: 'West Bengal', pinCode: PINCODE, type: 'home' },
    });
  });

  afterAll(async () => {
    // The clock back to real time whatever happened, and the plan off sale.
    if (browserMissing()) return;
    await setClock(null);
    if (admin && planId) await http('PUT', `/api/subscription-plans/${planId}`, { is_active: false }, { token: admin.token });
  });

  it('the admin sets the box; a customer subscribes with an address and a window; the day before, the order is in the pick list and the email is sent; Skip Next cancels it; the customer renews', { timeout: 240_000 }, async () => {
    try {
      // 1. The admin sets the plan's box in the back office's box dialog.
      const { page: adminPage, errors: adminErrors } = await openAdmin('/admin-dashboard?page=subscription-plans', 'Subscription Plans');
      await adminPage.getByRole('button', { name: `Edit the box of ${PLAN.name}` }).click();
      const boxDialog = adminPage.getByRole('dialog', { name: `Box: ${PLAN.name}` });
      await boxDialog.getByText('The box is empty.').waitFor();
      await boxDialog.getByRole('searchbox', { name: 'Find a product' }).fill(product.name);
      await boxDialog.getByRole('combobox', { name: 'Product', exact: true }).selectOption(product.id);
      await boxDialog.getByRole('button', { name: 'Add product' }).click();
      const line = boxDialog.getByRole('group', { name: `Line 1: ${product.name}` });
      await line.getByRole('spinbutton').fill(String(BOX_QUANTITY));
      await boxDialog.getByRole('button', { name: 'Save Box' }).click();
      await adminPage.getByText('Plan box updated successfully').first().waitFor();
      await boxDialog.waitFor({ state: 'detached' });
      const { subscriptionPlans } = await graphqlAs<{ subscriptionPlans: { id: string; box: { quantity: number; product: { id: string } | null }[] }[] }>(
        customer.token,
        '{ subscriptionPlans { id box { quantity product { id } } } }',
      );
      expect(subscriptionPlans.find((p) => p.id === planId)?.box).toEqual([{ quantity: BOX_QUANTITY, product: { id: product.id } }]);
      expect(adminErrors).toEqual([]);

      // 2. The customer subscribes: their second saved address, and the 14:00–16:00 window (not the earliest).
      const { page, errors } = await browser.open();
      await signIn(page, customer);
      await page.goto(`/checkout?plan_id=${planId}`);
      await waitForContent(page, page.getByRole('heading', { name: 'Checkout', level: 1 }));
      await page.getByRole('region', { name: 'Your Order' }).getByText(PLAN.name).first().waitFor();
      const addresses = page.getByRole('group', { name: 'Delivery address' });
      const ours = addresses.getByRole('radio', { name: new RegExp(escape(street)) });
      await ours.waitFor();
      expect(await addresses.getByRole('radio').count()).toBe(2);
      await ours.check();
      const windows = page.getByRole('group', { name: 'Preferred delivery window' });
      const window = windows.getByRole('radio', { name: `${WINDOW.start}–${WINDOW.end}`, exact: true });
      await window.waitFor();
      // The earliest window is chosen until the customer chooses another.
      expect(await windows.getByRole('radio').first().isChecked()).toBe(true);
      await window.check();
      expect(await window.isChecked()).toBe(true);
      await checkA11y(page);

      await page.getByRole('button', { name: `Pay ${formatMoney(PLAN.price)}` }).click();
      // Named by the shop's trade name (the shop profile's): '<name> payment'.
      const payment = page.getByRole('dialog', { name: / payment$/ });
      await payment.getByText(TEST_MODE).waitFor();
      await payment.getByRole('button', { name: /^Pay/ }).click();
      await page.getByRole('heading', { name: 'Subscription Activated!' }).waitFor();
      const { mySubscriptions } = await graphqlAs<{ mySubscriptions: { id: string; planId: string }[] }>(customer.token, '{ mySubscriptions { id planId } }');
      const subscriptionId = Number(mySubscriptions.find((s) => s.planId === planId)?.id);
      expect(subscriptionId).toBeGreaterThan(0);
      const bought = await rest<RestSubscription>('GET', `/api/subscription-user/${subscriptionId}`, undefined, { token: customer.token });
      expect(bought.delivery).toMatchObject({ address: { postcode: PINCODE }, window: { slot_id: slotId, ...WINDOW } });
      expect(bought.delivery!.address.address).toContain(street);
      const start = bought.start_date;
      const firstDelivery = addDays(start, 7);
      expect(bought.end_date).toBe(addDays(start, PLAN.validity));
      expect(bought.next_delivery_date).toBe(firstDelivery);
      expect(errors).toEqual([]);

      // 3. The clock moves to the day before the first delivery, an hour after its order is due:
      // lead hours before the window's cut-off (and long before the window starts).
      const settings = await rest<{ cutoff_minutes: number; subscription_lead_hours?: number }>('GET', '/api/admin/delivery', undefined, { token: admin.token });
      const leadHours = settings.subscription_lead_hours ?? 24;
      const cutoffAt = shopInstant(firstDelivery, timeToMinute(WINDOW.start)! - settings.cutoff_minutes);
      const dayBefore = new Date(cutoffAt.getTime() - leadHours * 3_600_000 + 3_600_000);
      expect(shopDate(dayBefore), 'the order is due on the day before the delivery').toBe(addDays(firstDelivery, -1));
      const stockBefore = await stockOf(product.id);
      await setClock(dayBefore);
      await runScheduler(subscriptionId);
      // (The app's own sweep may have made it a moment earlier: either way there is exactly one.)
      const scheduled = await rest<RestSubscription>('GET', `/api/subscription-user/${subscriptionId}`, undefined, { token: customer.token });
      expect(scheduled.delivery_orders).toHaveLength(1);
      const orderId = scheduled.delivery_orders[0].order_id;
      expect(scheduled.delivery_orders[0]).toMatchObject({ date: firstDelivery, delivery_date: firstDelivery, ...WINDOW, packing: false });
      const orderQuery = 'query ($id: ID!) { order(id: $id) { status total deliverySlot { date start end } items { productId quantity } subscription { subscriptionId scheduledDate } } }';
      const { order } = await graphqlAs<{ order: { status: string; total: number; deliverySlot: unknown; items: unknown[]; subscription: unknown } }>(customer.token, orderQuery, { id: orderId });
      expect(order).toMatchObject({
        status: 'PAID',
        total: 0,
        deliverySlot: { date: firstDelivery, ...WINDOW },
        items: [{ productId: product.id, quantity: BOX_QUANTITY }],
        subscription: { subscriptionId: String(subscriptionId), scheduledDate: firstDelivery },
      });
      expect(await stockOf(product.id)).toBe(stockBefore - BOX_QUANTITY);

      // 4. In the pick list of that day and slot; the day-before email in the customer's outbox.
      const { page: dayPage, errors: dayErrors } = await openAdmin(`/admin-dashboard?page=delivery-day&date=${firstDelivery}&slot=${slotId}`, 'Delivery Day');
      const pick = dayPage.getByRole('table', { name: 'Pick list' });
      await pick.waitFor();
      expect(await dayPage.getByRole('combobox', { name: 'Slot' }).inputValue()).toBe(String(slotId));
      const pickRow = pick.getByRole('row').filter({ has: dayPage.getByRole('cell', { name: product.name, exact: true }) });
      expect((await pickRow.getByRole('cell').allTextContents()).filter((_, i) => i !== 2)).toEqual([product.name, String(BOX_QUANTITY), '1']);
      expect(await dayPage.getByTestId('pick-list-summary').textContent()).toBe(`1 product, ${BOX_QUANTITY} units from 1 order`);
      const stop = dayPage.getByTestId('run-sheet-stop');
      expect(await stop.count()).toBe(1);
      expect(await stop.textContent()).toContain(street);
      expect(dayErrors).toEqual([]);

      const dayBeforeMail = async () => (await outbox(customer.user.email)).find((m) => m.channel === 'email' && m.subject.startsWith('Your fruit box arrives'));
      await expect.poll(dayBeforeMail, { timeout: 10_000 }).toBeDefined();
      const mail = (await dayBeforeMail())!;
      expect(mail.text).toContain(`order #${orderId}`);
      expect(mail.text).toContain(street);
      // Absolute links: the order to follow, and where to skip or pause.
      expect(mail.text).toMatch(new RegExp(`Follow this delivery: https?://[^/\\s]+/orders/${orderId}$`, 'm'));
      expect(mail.text).toMatch(/Skip this delivery or pause your subscription before the cut-off: https?:\/\/[^/\s]+\/subscriptions$/m);

      // 5. The customer skips the next delivery: its order is cancelled and the stock goes back.
      await page.goto('/account?tab=subscriptions');
      const card = page.getByRole('list', { name: 'Your subscriptions' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: PLAN.name }) });
      await waitForContent(page, card);
      await card.getByRole('button', { name: 'Skip Next' }).click();
      const skipDialog = page.getByRole('alertdialog', { name: 'Skip Next Delivery' });
      expect(await skipDialog.textContent()).toContain(`Skip the delivery on ${formatDay(firstDelivery)}?`);
      await skipDialog.getByRole('button', { name: 'Skip Delivery' }).click();
      await page.getByText(`Delivery on ${formatDay(firstDelivery)} skipped`).first().waitFor();
      const skippedEnd = addDays(start, PLAN.validity + 7);
      await expect.poll(() => card.textContent()).toContain(`End date${formatDay(skippedEnd)}`);
      expect(await card.textContent()).toContain(`Skipped: ${formatDay(firstDelivery)}`);
      const cancelled = await graphqlAs<{ order: { status: string } }>(customer.token, orderQuery, { id: orderId });
      expect(cancelled.order.status).toBe('CANCELLED');
      expect(await stockOf(product.id)).toBe(stockBefore);
      await dayPage.reload();
      await dayPage.getByRole('heading', { level: 1, name: 'Delivery Day' }).waitFor();
      await expect.poll(() => dayPage.getByTestId('pick-list-summary').textContent()).toBe('0 products, 0 units from 0 orders');

      // 6. The clock moves to the renewal date (the day before the end date); the customer renews.
      const afterSkip = await rest<RestSubscription>('GET', `/api/subscription-user/${subscriptionId}`, undefined, { token: customer.token });
      expect(afterSkip.end_date).toBe(skippedEnd);
      const renewalDate = addDays(afterSkip.end_date, -1);
      // Morning of that day: before the next delivery's order is due.
      await setClock(shopInstant(renewalDate, 9 * 60));
      await runScheduler(subscriptionId);
      const reminder = async () => (await outbox(customer.user.email)).find((m) => m.subject === `Your ${PLAN.name} subscription ends tomorrow: renew it`);
      await expect.poll(reminder, { timeout: 10_000 }).toBeDefined();
      expect((await reminder())!.text).toMatch(new RegExp(`https?://[^\\s]+/account\\?tab=subscriptions&renew=${subscriptionId}`));

      await page.reload();
      await waitForContent(page, card);
      await card.getByRole('button', { name: 'Renew' }).click();
      await payment.getByText(TEST_MODE).waitFor();
      await payment.getByText(formatMoney(PLAN.price), { exact: true }).waitFor();
      await checkA11y(page);
      await payment.getByRole('button', { name: /^Pay/ }).click();
      const renewedEnd = addDays(afterSkip.end_date, PLAN.validity);
      await page.getByText(`${PLAN.name} renewed. It now runs until ${formatDay(renewedEnd)}.`).first().waitFor();
      await expect.poll(() => card.textContent()).toContain(`End date${formatDay(renewedEnd)}`);
      await expect.poll(() => card.getByRole('list', { name: `Billing records of ${PLAN.name}` }).getByRole('listitem').count()).toBe(2);
      const renewed = await rest<RestSubscription>('GET', `/api/subscription-user/${subscriptionId}`, undefined, { token: customer.token });
      expect(renewed.end_date).toBe(renewedEnd);
      expect(errors).toEqual([]);
    } finally {
      await setClock(null);
    }
  });
});
