import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { graphqlAs } from './support/api';
import { newCustomer } from './support/customers';
import { browserMissing, useBrowser, waitForContent } from './support/browser';

async function serverWishlist(token: string): Promise<string[]> {
  return (await graphqlAs<{ wishlistProductIds: string[] }>(token, '{ wishlistProductIds }')).wishlistProductIds;
}

describe.skipIf(browserMissing())('wishlist', () => {
  const browser = useBrowser();

  it("keeps a guest's hearts, merges them into the account on sign-in, and lists them on /wishlist", async () => {
    const { page, errors } = await browser.open();
    await page.goto('/shop');
    const firstCard = page.getByRole('article').first();
    await waitForContent(page, firstCard);
    const name = (await firstCard.getByRole('heading').textContent())!.trim();
    await firstCard.getByRole('button', { name: `Save ${name} to wishlist` }).click();

    await page.goto('/wishlist');
    const card = page.getByRole('article', { name, exact: true });
    await card.waitFor();
    await expectNoSeriousA11yViolations(page);

    // Signing in (the stored session a login leaves behind) merges the guest's hearts.
    const customer = await newCustomer({ firstName: 'Wish', lastName: 'List', emailPrefix: 'wishlist', address: '3 Orchard Lane' });
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify({ ...user, id: String(user.id) }));
      localStorage.setItem('sessionExpiresAt', String(Date.now() + 86_400_000));
    }, customer);
    await page.reload();
    await card.waitFor();
    await expect.poll(() => serverWishlist(customer.token)).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();

    // Un-hearting takes it off the list, on the page and on the server.
    await card.getByRole('button', { name: `Save ${name} to wishlist` }).click();
    await page.getByText('Your wishlist is empty').waitFor();
    await expect.poll(() => serverWishlist(customer.token)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
