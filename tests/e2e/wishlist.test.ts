import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appUrl, browserMissing, useBrowser, waitForContent } from './support/browser';

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${appUrl()}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A new customer signed up through the API (the code read from the development outbox). */
async function newCustomer() {
  const email = `wishlist.${Date.now().toString(36)}@example.com`;
  await api('POST', '/api/users/request-otp', { identifier: email, type: 'signup' });
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = await api<{ text: string }[]>('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
      code = /one-time code is (\d{6})/.exec(messages[0]?.text ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  const phone = `7${String(Date.now() % 1e9).padStart(9, '0')}`;
  return api<{ token: string; user: { id: number; name: string; email: string } }>('POST', '/api/users/verify-otp', {
    identifier: email,
    otp_code: code,
    type: 'signup',
    user: { name: 'Wish', last_name: 'List', email, password: 'Mango@2026', phone, address: '3 Orchard Lane', pincode: '411001' },
  });
}

async function serverWishlist(token: string): Promise<string[]> {
  const reply = await api<{ data: { wishlistProductIds: string[] } }>('POST', '/graphql', { query: '{ wishlistProductIds }' }, token);
  return reply.data.wishlistProductIds;
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
    const customer = await newCustomer();
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
