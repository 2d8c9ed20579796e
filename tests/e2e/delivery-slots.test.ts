import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayLabel, slotLabel } from '@fruit-shop/common/delivery.rules';
import { DEMO_ADMIN } from '../../api/src/db/seed/seed';
import { graphqlAs, http, rest } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newCustomer, type SignedUpCustomer } from './support/customers';
import { browserMissing, useBrowser, waitForContent } from './support/browser';

/*
 * Delivery slots at checkout in a real browser (issue 29 part 2): the shopper sees the slots
 * for their pincode, chooses one, and the order keeps it (account order page); an unserved
 * pincode is said before payment; a slot that stops taking orders while the shopper is on the
 * page is refused at submit and they choose another without retyping anything.
 */

type Slot = { id: string; date: string; start: string; end: string; available: number; status: string };

async function addToCart(token: string) {
  const { products } = await graphqlAs<{ products: { items: { id: string; stockQuantity: number }[] } }>(token, '{ products(first: 24) { items { id stockQuantity } } }');
  const product = products.items.find((p) => p.stockQuantity >= 5);
  expect(product, 'a product in stock').toBeDefined();
  await graphqlAs(token, 'mutation ($id: ID!) { addToCart(productId: $id, quantity: 1) { itemCount } }', { id: product!.id });
}

async function checkA11y(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await expectNoSeriousA11yViolations(page);
}

describe.skipIf(browserMissing())('delivery slots', () => {
  const browser = useBrowser();
  let customer: SignedUpCustomer;
  let adminToken: string;
  /** A pincode of this file's own, with two slots of its own (tomorrow's are always open). */
  const pincode = String(850000 + Math.floor(Math.random() * 9999));
  let first: number;
  let second: number;

  beforeAll(async () => {
    customer = await newCustomer({ firstName: 'Slot', lastName: 'Chooser', emailPrefix: 'slots', city: 'Pune', state: 'Maharashtra' });
    adminToken = (await rest<{ token: string }>('POST', '/api/admin/login', { identifier: DEMO_ADMIN.email, password: DEMO_ADMIN.password })).token;
    await rest('POST', '/api/admin/delivery/pincodes', { code: pincode }, { token: adminToken });
    first = (await rest<{ slot: { id: number } }>('POST', '/api/admin/delivery/slots', { pincode, start: '21:00', end: '22:00', capacity: 5 }, { token: adminToken })).slot.id;
    second = (await rest<{ slot: { id: number } }>('POST', '/api/admin/delivery/slots', { pincode, start: '22:00', end: '23:30', capacity: 5 }, { token: adminToken })).slot.id;
  });

  async function openCheckout(postcode: string) {
    const opened = await browser.open();
    const { page } = opened;
    await page.goto('/about');
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify({ ...user, id: String(user.id) }));
      localStorage.setItem('sessionExpiresAt', String(Date.now() + 86_400_000));
    }, customer);
    await page.goto('/checkout');
    await waitForContent(page, page.getByRole('heading', { name: 'Checkout', level: 1 }));
    const email = page.getByRole('textbox', { name: 'Email Address', exact: true });
    await expect.poll(() => email.inputValue()).toBe(customer.user.email);
    const fill = async (name: string, value: string) => page.getByRole('textbox', { name, exact: true }).fill(value);
    await fill('Address', '9 Slot Street');
    await fill('City', 'Pune');
    await fill('State', 'Maharashtra');
    await fill('Postcode', postcode);
    return opened;
  }

  const slotRadio = (page: Page, slot: { start: string; end: string }, date: string) =>
    page.getByRole('group', { name: dayLabel(date) }).getByRole('radio', { name: new RegExp(`^${slot.start}–${slot.end}`) });

  it('chooses a slot at checkout; the order keeps it and the account order page shows it', async () => {
    await addToCart(customer.token);
    const { slots } = await rest<{ slots: Slot[] }>('GET', `/api/delivery-slots?pincode=${pincode}`);
    const chosen = slots.find((s) => s.id.startsWith(`${second}:`) && s.status === 'open')!;
    expect(chosen, 'an open slot of the test pincode').toBeDefined();

    const { page, errors } = await openCheckout(pincode);
    await page.getByRole('group', { name: 'Delivery Slot' }).waitFor();
    const radio = slotRadio(page, chosen, chosen.date);
    await radio.waitFor();
    await checkA11y(page);
    await radio.check();
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await page.getByRole('button', { name: /^Place Order ₹/ }).click();
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
    await page.getByText(slotLabel(chosen), { exact: true }).waitFor();

    const { myOrders } = await graphqlAs<{ myOrders: { id: string; deliverySlot: { id: string } }[] }>(customer.token, '{ myOrders(limit: 1) { id deliverySlot { id } } }');
    expect(myOrders[0].deliverySlot.id).toBe(chosen.id);
    await page.goto(`/orders/${myOrders[0].id}`);
    await waitForContent(page, page.getByText(slotLabel(chosen)));
    expect(errors).toEqual([]);
  });

  it('says before payment that an unserved pincode gets no delivery, and Place Order waits', async () => {
    await addToCart(customer.token);
    const { page } = await openCheckout('799999');
    await page.getByText('Sorry, we do not deliver to pincode 799999 yet.').waitFor();
    expect(await page.getByRole('button', { name: /^Place Order ₹/ }).isDisabled()).toBe(true);
    await checkA11y(page);
  });

  it('refuses at submit a slot that stopped taking orders while the shopper lingered, and keeps what they typed', async () => {
    await addToCart(customer.token);
    const { slots } = await rest<{ slots: Slot[] }>('GET', `/api/delivery-slots?pincode=${pincode}`);
    const chosen = slots.find((s) => s.id.startsWith(`${first}:`) && s.status === 'open')!;
    const other = slots.find((s) => s.id.startsWith(`${second}:`) && s.status === 'open' && s.available > 0)!;
    const { page, errors } = await openCheckout(pincode);
    await slotRadio(page, chosen, chosen.date).check();
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Lingering Lane');

    // Meanwhile the shop stops the slot taking orders (its capacity goes to 0: it is full).
    const stopped = await http('PUT', `/api/admin/delivery/slots/${first}`, { pincode, start: '21:00', end: '22:00', capacity: 0 }, { token: adminToken });
    expect(stopped.status).toBe(200);

    await page.getByRole('button', { name: /^Place Order ₹/ }).click();
    await page.getByText('This delivery slot is full. Please choose another slot.').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Order Confirmed!' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Address', exact: true }).inputValue()).toBe('12 Lingering Lane');
    await checkA11y(page);

    await slotRadio(page, other, other.date).check();
    await page.getByRole('button', { name: /^Place Order ₹/ }).click();
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
    const { myOrders } = await graphqlAs<{ myOrders: { deliverySlot: { id: string }; shipping: { address: string } }[] }>(
      customer.token,
      '{ myOrders(limit: 1) { deliverySlot { id } shipping { address } } }',
    );
    expect(myOrders[0]).toEqual({ deliverySlot: { id: other.id }, shipping: { address: '12 Lingering Lane' } });
    expect(errors).toEqual([]);
  });

  it('the page fits a 375 px wide screen with the slots shown', async () => {
    await addToCart(customer.token);
    const { page } = await openCheckout(pincode);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('group', { name: 'Delivery Slot' }).waitFor();
    await page.getByRole('radio', { name: /^22:00–23:30/ }).first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
