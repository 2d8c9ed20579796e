import { describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES, nextDeliveryText } from '@fruit-shop/common/delivery.rules';
import { graphql } from './support/api';
import { appUrl, browserMissing, useBrowser, waitForContent } from './support/browser';
import { rootMarkup, visibleText } from '../utils/html';

/*
 * Issue 40 part 2 (decisions: "Honest storefront"), in the built app: a product nobody has
 * reviewed shows "No reviews yet" and claims no rating; the price says what is sold; the
 * product page promises the next open slot for the shopper's pincode, or asks for a location.
 */

interface ApiProduct {
  id: string;
  name: string;
  reviewCount: number;
  priceUnit: string;
}

/** A pincode the demo shop delivers to (api/src/db/seed/data/delivery.ts). */
const PUNE_PINCODE = '411002';

async function product(name: string): Promise<ApiProduct> {
  const data = await graphql<{ products: { items: ApiProduct[] } }>('query($q: String) { products(search: $q) { items { id name reviewCount priceUnit } } }', { q: name });
  const found = data.products.items.find((p) => p.name === name);
  expect(found, name).toBeDefined();
  return found!;
}

async function unreviewed(): Promise<ApiProduct> {
  const data = await graphql<{ products: { items: ApiProduct[] } }>('{ products(first: 100) { items { id name reviewCount priceUnit } } }');
  const found = data.products.items.find((p) => p.reviewCount === 0);
  expect(found, 'a product nobody has reviewed').toBeDefined();
  return found!;
}

describe.skipIf(browserMissing())('an honest storefront', () => {
  const browser = useBrowser();

  it('serves a product nobody reviewed with "No reviews yet", no stars and no aggregateRating', async () => {
    const { id, name } = await unreviewed();
    const res = await fetch(`${appUrl()}/product/${id}`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    const text = visibleText(rootMarkup(html));
    expect(text).toContain(name);
    expect(text).toContain('No reviews yet');
    expect(text).not.toMatch(/\(0\)/);
    expect(text).not.toContain('business days');
    expect(html).not.toContain('aggregateRating');
  });

  it('says what the price buys: Shahi Litchi is a 500 g pack, on the card and on its page', async () => {
    const litchi = await product('Shahi Litchi');
    expect(litchi.priceUnit).toBe('per 500 g pack');
    const html = await (await fetch(`${appUrl()}/product/${litchi.id}`, { headers: { accept: 'text/html' } })).text();
    expect(visibleText(rootMarkup(html))).toContain('per 500 g pack');

    const { page } = await browser.open();
    await page.goto(`/shop?q=${encodeURIComponent('Shahi Litchi')}`);
    const card = page.getByRole('article', { name: 'Shahi Litchi' });
    await waitForContent(page, card);
    await expect.poll(() => card.getByText('per 500 g pack').count()).toBe(1);
    expect(await card.getByText('per gm').count()).toBe(0);
  });

  it("promises the next open slot for a guest's saved pincode, and asks for a location without one", async () => {
    const { id, name } = await unreviewed();
    const { page, errors } = await browser.open();
    await page.goto(`/product/${id}`);
    await waitForContent(page, page.getByRole('heading', { level: 1, name, exact: true }));
    await expect.poll(() => page.getByText('Choose a location to see delivery times').count()).toBe(1);

    await page.evaluate(
      ([key, pin]) => window.localStorage.setItem(key, JSON.stringify({ address: 'FC Road, Pune', city: 'Pune', state: 'Maharashtra', country: 'India', pinCode: pin })),
      ['guestAddress', PUNE_PINCODE],
    );
    const slots = await graphql<{ deliverySlots: { slots: { date: string; start: string; end: string; status: string }[] } }>(
      'query($p: String!) { deliverySlots(pincode: $p) { slots { date start end status } } }',
      { p: PUNE_PINCODE },
    );
    const open = slots.deliverySlots.slots.find((slot) => slot.status === 'open');
    const expected = open ? nextDeliveryText(open, new Date()) : DELIVERY_MESSAGES.noSlots;
    await page.reload();
    await waitForContent(page, page.getByRole('heading', { level: 1, name, exact: true }));
    await expect.poll(() => page.getByText(expected, { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
