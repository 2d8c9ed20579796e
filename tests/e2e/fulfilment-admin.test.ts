import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../api/src/db/seed/seed';
import { formatMoney } from '../../web/src/lib/money';
import { http, rest, graphqlAs } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newCustomer, type SignedUpCustomer } from './support/customers';
import { appUrl, browserMissing, useBrowser } from './support/browser';
import { openSlotId } from '../utils/delivery';

/*
 * The back office on a delivery morning (issue 36), in the browser: an admin finds an order by
 * the customer's phone, opens it, sees where it goes and whom to call, and ships it behind a
 * confirmation; the customer's outbox then holds the message with an absolute link. And the
 * pick list and run sheet of a 07:00–10:00 slot of this file's own pincode add up, and print
 * without any navigation.
 */

const PHONE_WIDTH = 375;

interface Product {
  id: string;
  name: string;
  stockQuantity: number;
}

interface PlacedOrder {
  id: number;
  order_number: string;
  total: number;
}

/** A phone number no other test's order has. */
const uniquePhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A pincode of this file's own (the seeded shop serves 4xxxxx and 5xxxxx). */
const PINCODE = String(700000 + Math.floor(Math.random() * 99999));

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

/** A cash order through the spec's POST /api/orders, shipped to `shipping`. */
async function placeOrder(customer: SignedUpCustomer, slotId: string, lines: [Product, number][], shipping: Record<string, string>) {
  const reply = await rest<{ order: PlacedOrder }>(
    'POST',
    '/api/orders',
    {
      items: lines.map(([product, quantity]) => ({ product_id: product.id, quantity })),
      shipping_info: { email: customer.user.email, city: 'Kolkata', state: 'West Bengal', country: 'India', ...shipping },
      payment_method: 'cash',
      delivery_slot_id: slotId,
    },
    { token: customer.token },
  );
  return reply.order;
}

/** Axe reads colours as painted: no running animation, no hover. */
async function checkA11y(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectNoSeriousA11yViolations(page);
}

/** The page itself must not scroll sideways on a phone (tables scroll inside their own box). */
async function expectFitsPhone(page: Page, what: string) {
  const before = page.viewportSize();
  await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${what}: page width at ${PHONE_WIDTH} px` })
    .toBeLessThanOrEqual(PHONE_WIDTH);
  if (before) await page.setViewportSize(before);
}

describe.skipIf(browserMissing())('the back office on a delivery day', () => {
  const browser = useBrowser();
  let admin: { token: string; cookie: string };
  let customer: SignedUpCustomer;
  let products: [Product, Product];

  /** A page of the back office, signed in with the admin's cookie. */
  async function openAdmin(path: string, heading: string) {
    const opened = await browser.open();
    await opened.page.context().addCookies([{ name: 'admin_session', value: admin.cookie, url: appUrl() }]);
    await opened.page.goto(path);
    await opened.page.getByRole('heading', { level: 1, name: heading }).waitFor();
    return opened;
  }

  beforeAll(async () => {
    admin = await adminSession();
    customer = await newCustomer({ firstName: 'Dev', lastName: 'Day', emailPrefix: 'fulfilment' });
    const { products: list } = await graphqlAs<{ products: { items: Product[] } }>(customer.token, '{ products(first: 24) { items { id name stockQuantity } } }');
    const inStock = list.items.filter((p) => p.stockQuantity >= 20);
    expect(inStock.length, 'two products with stock').toBeGreaterThanOrEqual(2);
    products = [inStock[0], inStock[1]];
  });

  it('an admin finds an order by phone, sees the address and phone, ships it after confirming, and the customer is told with an absolute link', async () => {
    const phone = uniquePhone();
    const order = await placeOrder(customer, await openSlotId('411001', appUrl()), [[products[0], 1]], {
      first_name: 'Ishaan',
      last_name: 'Phone',
      phone,
      address: '21 Lake Road',
      city: 'Pune',
      state: 'Maharashtra',
      postcode: '411001',
    });

    const { page, errors } = await openAdmin('/admin-dashboard?page=orders', 'Orders');
    await page.getByRole('searchbox', { name: 'Search' }).fill(phone);
    const rows = page.getByRole('table', { name: 'Orders' }).getByRole('row');
    await expect.poll(async () => (await rows.allTextContents()).slice(1)).toEqual([expect.stringContaining(order.order_number)]);
    await checkA11y(page);
    await expectFitsPhone(page, 'orders list');

    await rows.getByRole('link', { name: order.order_number }).click();
    await page.getByRole('heading', { level: 2, name: `Order ${order.order_number}` }).waitFor();
    expect(new URL(page.url()).searchParams.get('order')).toBe(String(order.id));
    const delivery = page.getByRole('region', { name: 'Delivery' });
    expect(await delivery.textContent()).toContain('21 Lake Road');
    expect(await delivery.textContent()).toContain('Ishaan Phone');
    expect(await delivery.getByRole('link', { name: new RegExp(phone) }).getAttribute('href')).toBe(`tel:${phone}`);
    await checkA11y(page);
    await expectFitsPhone(page, 'order page');

    // Pending (cash) → processing → shipped, each behind its question.
    for (const [to, label] of [['processing', 'Mark as Processing'], ['shipped', 'Mark as Shipped']] as const) {
      await page.getByRole('group', { name: 'Change status' }).getByRole('button', { name: label }).click();
      const dialog = page.getByRole('alertdialog', { name: `Mark order ${order.order_number} as ${to}?` });
      await dialog.waitFor();
      if (to === 'shipped') await checkA11y(page);
      await dialog.getByRole('button', { name: label }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.getByRole('button', { name: 'Mark as Delivered' }).waitFor();
    await page.getByRole('list', { name: 'Status history' }).getByText('Processing → Shipped').waitFor();

    const shippedMail = async () => {
      const messages = await rest<{ channel: string; subject: string; text: string }[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(customer.user.email)}`);
      return messages.find((m) => m.channel === 'email' && m.subject === `Order ${order.order_number} has shipped`);
    };
    await expect.poll(shippedMail, { timeout: 10_000 }).toBeDefined();
    const mail = await shippedMail();
    const link = /See your order: (\S+)/.exec(mail!.text)?.[1];
    expect(link, mail!.text).toBeDefined();
    expect(new URL(link!).href).toBe(link);
    expect(link).toMatch(new RegExp(`^https?://[^/]+/orders/${order.id}$`));
    expect(errors).toEqual([]);
  });

  it('the pick list and run sheet of a 07:00–10:00 slot add up, and the print view has no navigation, sidebar or buttons', async () => {
    expect((await http('POST', '/api/admin/delivery/pincodes', { code: PINCODE }, { token: admin.token })).status).toBe(201);
    const slot = await rest<{ slot: { id: number } }>('POST', '/api/admin/delivery/slots', { pincode: PINCODE, start: '07:00', end: '10:00', capacity: 20 }, { token: admin.token });
    // The soonest day the slot is open: today if its cut-off has not passed, else tomorrow.
    const offer = await rest<{ slots: { id: string; date: string; status: string }[] }>('GET', `/api/delivery-slots?pincode=${PINCODE}`);
    const open = offer.slots.find((s) => s.id.startsWith(`${slot.slot.id}:`) && s.status === 'open');
    expect(open, JSON.stringify(offer)).toBeDefined();
    const date = open!.date;
    const [a, b] = products;
    const stops = [
      { first_name: 'Asha', last_name: 'First', phone: uniquePhone(), address: '1 Park Street' },
      { first_name: 'Bala', last_name: 'Second', phone: uniquePhone(), address: '2 Park Street' },
      { first_name: 'Chitra', last_name: 'Third', phone: uniquePhone(), address: '3 Park Street' },
    ];
    const orders: PlacedOrder[] = [];
    const lines: [Product, number][][] = [[[a, 2]], [[a, 1], [b, 3]], [[b, 1]]];
    for (const [n, shipping] of stops.entries()) orders.push(await placeOrder(customer, open!.id, lines[n], { ...shipping, postcode: PINCODE }));

    const { page, errors } = await openAdmin(`/admin-dashboard?page=delivery-day&date=${date}&slot=${slot.slot.id}`, 'Delivery Day');
    const pick = page.getByRole('table', { name: 'Pick list' });
    await pick.waitFor();
    expect(await page.getByRole('combobox', { name: 'Slot' }).inputValue()).toBe(String(slot.slot.id));
    const pickRow = (product: Product) => pick.getByRole('row').filter({ has: page.getByRole('cell', { name: product.name, exact: true }) });
    expect((await pickRow(a).getByRole('cell').allTextContents()).filter((_, i) => i !== 2)).toEqual([a.name, '3', '2']);
    expect((await pickRow(b).getByRole('cell').allTextContents()).filter((_, i) => i !== 2)).toEqual([b.name, '4', '2']);
    expect(await page.getByTestId('pick-list-summary').textContent()).toBe('2 products, 7 units from 3 orders');

    const blocks = page.getByTestId('run-sheet-stop');
    expect(await blocks.count()).toBe(3);
    for (const [n, stop] of stops.entries()) {
      const text = (await blocks.nth(n).textContent()) ?? '';
      expect(text).toContain(`Stop ${n + 1} · ${orders[n].order_number}`);
      expect(text).toContain(`${stop.first_name} ${stop.last_name}`);
      expect(text).toContain(stop.address);
      expect(text).toContain(`Pincode ${PINCODE}`);
      expect(text).toContain(`Collect ${formatMoney(orders[n].total)}`);
      expect(await blocks.nth(n).getByRole('link', { name: new RegExp(stop.phone) }).getAttribute('href')).toBe(`tel:${stop.phone}`);
    }
    const cash = orders.reduce((sum, o) => sum + Math.round(o.total * 100), 0) / 100;
    expect(await page.getByTestId('run-sheet-summary').textContent()).toBe(`3 stops · cash to collect in all: ${formatMoney(cash)}`);
    await page.getByRole('button', { name: 'Mark all as shipped' }).waitFor();
    await checkA11y(page);
    await expectFitsPhone(page, 'delivery day');

    // Printed: the stops and the pick list, and nothing to navigate or press.
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => blocks.first().isVisible()).toBe(true);
    expect(await blocks.nth(2).isVisible()).toBe(true);
    expect(await pick.isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Back office' }).first().isVisible()).toBe(false);
    expect(await page.locator('aside').isVisible()).toBe(false);
    expect(await page.getByRole('searchbox', { name: 'Search' }).isVisible()).toBe(false);
    expect(await page.getByRole('combobox', { name: 'Slot' }).isVisible()).toBe(false);
    expect(await page.locator('button:visible, [role="button"]:visible, select:visible, input:visible').count()).toBe(0);
    expect(await page.locator('a[href^="/api/"]:visible').count()).toBe(0);
    await page.emulateMedia({ media: 'screen' });

    // The shop's own details: the other new page, axe-clean.
    await page.goto('/admin-dashboard?page=profile');
    await page.getByRole('textbox', { name: 'Shop name' }).waitFor();
    await checkA11y(page);
    expect(errors).toEqual([]);
  });
});
