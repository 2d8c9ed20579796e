import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, http } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newCustomer, type SignedUpCustomer } from './support/customers';
import { appUrl, browserMissing, markDocument, useBrowser, waitForContent } from './support/browser';

/*
 * Issue 40's storefront rough edges in a real browser, on a phone (390×844) and a desktop
 * (1440×900): a saved second address chosen at checkout fills the form, drives the slots and is
 * the order's (another customer's address is refused by the server), and /shop's category chips
 * are server-rendered links, keyboard reachable, one row that scrolls on a phone.
 */

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const SECOND = { addressLine1: '21 Sea Face Road', city: 'Mumbai', state: 'Maharashtra', pinCode: '400050' };

const ADDRESSES = '{ me { addresses { id isDefault addressLine1 pinCode } } }';
type Addresses = { me: { addresses: { id: string; isDefault: boolean; addressLine1: string; pinCode: string | null }[] } };

async function addSecondAddress(token: string): Promise<string> {
  const { saveAddress } = await graphqlAs<{ saveAddress: { id: string } }>(
    token,
    'mutation E2eSaveAddress($input: AddressInput!) { saveAddress(input: $input) { id } }',
    { input: { type: 'work', fullName: 'Second Place', phone: '9123456780', country: 'India', ...SECOND } },
  );
  return saveAddress.id;
}

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

/** Nothing sticks out sideways: the page never scrolls horizontally. */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.skipIf(browserMissing())('storefront rough edges (issue 40)', () => {
  const browser = useBrowser();
  let customer: SignedUpCustomer;
  let stranger: SignedUpCustomer;
  let secondId: string;

  beforeAll(async () => {
    [customer, stranger] = await Promise.all([
      newCustomer({ firstName: 'Two', lastName: 'Homes', emailPrefix: 'rough-edges', city: 'Pune', state: 'Maharashtra' }),
      newCustomer({ firstName: 'Someone', lastName: 'Else', emailPrefix: 'rough-edges-other', city: 'Pune', state: 'Maharashtra' }),
    ]);
    secondId = await addSecondAddress(customer.token);
  });

  async function openAs(who: SignedUpCustomer, viewport: { width: number; height: number }, path: string) {
    const opened = await browser.open({ viewport });
    const { page } = opened;
    await page.goto('/about');
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify({ ...user, id: String(user.id) }));
      localStorage.setItem('sessionExpiresAt', String(Date.now() + 86_400_000));
    }, who);
    await page.goto(path);
    return opened;
  }

  for (const viewport of VIEWPORTS) {
    it(`chooses a saved second address at checkout (${viewport.name} ${viewport.width}×${viewport.height}): the form, the slots and the order follow it`, async () => {
      const { me } = await graphqlAs<Addresses>(customer.token, ADDRESSES);
      const primary = me.addresses.find((a) => a.isDefault)!;
      expect(me.addresses).toHaveLength(2);
      await addToCart(customer.token);

      const { page, errors } = await openAs(customer, viewport, '/checkout');
      await waitForContent(page, page.getByRole('heading', { name: 'Checkout', level: 1 }));
      const choice = page.getByRole('group', { name: 'Delivery address' });
      const postcode = page.getByRole('textbox', { name: 'Postcode', exact: true });
      // Prefilled with the primary.
      await expect.poll(() => postcode.inputValue()).toBe(primary.pinCode);
      expect(await choice.getByRole('radio', { name: new RegExp(primary.addressLine1) }).isChecked()).toBe(true);

      await choice.getByRole('radio', { name: new RegExp(SECOND.addressLine1) }).check();
      await expect.poll(() => postcode.inputValue()).toBe(SECOND.pinCode);
      expect(await page.getByRole('textbox', { name: 'Address', exact: true }).inputValue()).toBe(SECOND.addressLine1);
      expect(await page.getByRole('textbox', { name: 'City', exact: true }).inputValue()).toBe(SECOND.city);
      // The slots are the second address's pincode's.
      await page.getByRole('group', { name: 'Delivery Slot' }).getByRole('radio').first().waitFor();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await checkA11y(page);

      await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
      await page.getByRole('button', { name: /^Place Order ₹/ }).click();
      await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
      const { myOrders } = await graphqlAs<{ myOrders: { shipping: { address: string; city: string; postcode: string } }[] }>(
        customer.token,
        '{ myOrders(limit: 1) { shipping { address city postcode } } }',
      );
      expect(myOrders[0].shipping).toEqual({ address: SECOND.addressLine1, city: SECOND.city, postcode: SECOND.pinCode });
      expect(errors).toEqual([]);
    });
  }

  it("refuses an order naming another customer's saved address, and places nothing", async () => {
    await addToCart(stranger.token);
    const { body } = await http<{ errors?: { message: string; extensions: { code: string; field?: string } }[] }>(
      'POST',
      '/graphql',
      {
        query: 'mutation E2ePlace($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }',
        variables: {
          input: {
            shipping: { firstName: 'Someone', lastName: 'Else', email: 'someone@example.com', phone: '9876501234', address: '1 Any Road', city: 'Pune', state: 'Maharashtra', postcode: '411001' },
            paymentMethod: 'CASH',
            addressId: secondId,
          },
        },
      },
      { token: stranger.token },
    );
    expect(body.errors?.[0]).toMatchObject({ message: 'Address not found', extensions: { code: 'NOT_FOUND', field: 'addressId' } });
    const { myOrders } = await graphqlAs<{ myOrders: unknown[] }>(stranger.token, '{ myOrders { id } }');
    expect(myOrders).toEqual([]);
  });

  it('server-renders the category chips on /shop as links', async () => {
    const html = await (await fetch(`${appUrl()}/shop`)).text();
    expect(html).toContain('aria-label="Categories"');
    for (const slug of ['seasonal', 'top-deals', 'fresh-chunks', 'dry-fruits']) expect(html).toContain(`href="/shop?category=${slug}"`);
  });

  for (const viewport of VIEWPORTS) {
    it(`shows category chips on /shop (${viewport.name} ${viewport.width}×${viewport.height}): one row, keyboard reachable, the current one marked`, async () => {
      const { page, errors } = await browser.open({ viewport });
      await page.goto('/shop');
      const chips = page.getByRole('navigation', { name: 'Categories' });
      await waitForContent(page, chips.getByRole('link', { name: 'All' }));
      expect(await chips.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');

      // One row (never wrapped), scrolling sideways inside itself; the page itself does not.
      const rows = await chips.getByRole('link').evaluateAll((links) => new Set(links.map((l) => (l as HTMLElement).offsetTop)).size);
      expect(rows).toBe(1);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      const last = chips.getByRole('link').last();
      await last.scrollIntoViewIfNeeded();
      const box = (await last.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await checkA11y(page);

      // Reached and followed from the keyboard, without a page load.
      const sameDocument = await markDocument(page);
      const topDeals = chips.getByRole('link', { name: 'Top Deals' });
      await topDeals.focus();
      expect(await topDeals.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/shop\?category=top-deals$/);
      await expect.poll(() => topDeals.getAttribute('aria-current')).toBe('page');
      expect(await chips.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
      expect(await sameDocument()).toBe(true);
      expect(errors).toEqual([]);
    });
  }
});
