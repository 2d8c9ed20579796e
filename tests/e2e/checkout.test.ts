import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../web/src/lib/money';
import { graphqlAs } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newCustomer, type SignedUpCustomer } from './support/customers';
import { appUrl, browserMissing, useBrowser, waitForContent } from './support/browser';

const TEST_MODE = 'Test mode — no real money moves';
const DECLINED = 'Payment failed: Your card was declined by the bank (test mode)';

/** Fills the customer's cart through the API until the subtotal reaches `atLeast` rupees. */
async function fillCart(token: string, atLeast: number): Promise<number> {
  const { products } = await graphqlAs<{ products: { items: { id: string; stockQuantity: number }[] } }>(
    token,
    '{ products(first: 24) { items { id stockQuantity } } }',
  );
  let subtotal = (await graphqlAs<{ cart: { totals: { subtotal: number } } }>(token, '{ cart { totals { subtotal } } }')).cart.totals.subtotal;
  for (const product of products.items.filter((p) => p.stockQuantity >= 5)) {
    if (subtotal >= atLeast) break;
    // One at a time: a product's max_order_limit may refuse more (an error here just moves on).
    const res = await fetch(`${appUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'mutation E2eAdd($id: ID!) { addToCart(productId: $id, quantity: 1) { totals { subtotal } } }', variables: { id: product.id } }),
    });
    const reply = (await res.json()) as { data?: { addToCart: { totals: { subtotal: number } } } };
    if (reply.data) subtotal = reply.data.addToCart.totals.subtotal;
  }
  expect(subtotal).toBeGreaterThanOrEqual(atLeast);
  return subtotal;
}

async function cartTotal(token: string, couponCode: string | null = null): Promise<{ total: number; itemCount: number }> {
  const { cart } = await graphqlAs<{ cart: { itemCount: number; totals: { total: number } } }>(
    token,
    'query E2eCart($code: String) { cart(couponCode: $code) { itemCount totals { total } } }',
    { code: couponCode },
  );
  return { total: cart.totals.total, itemCount: cart.itemCount };
}

/**
 * Axe reads colours as painted: no hover, no transition or fade still running. A spinner
 * (Place Order's 'Processing...' behind the payment window) turns forever and changes no colour.
 */
async function checkA11y(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await expectNoSeriousA11yViolations(page);
}

describe.skipIf(browserMissing())('checkout', () => {
  const browser = useBrowser();
  let customer: SignedUpCustomer;

  beforeAll(async () => {
    customer = await newCustomer({ firstName: 'Check', lastName: 'Out', emailPrefix: 'checkout', city: 'Pune', state: 'Maharashtra' });
  });

  /**
   * The checkout page as the signed-in customer (the stored session a login leaves behind). A
   * shop order's billing form is filled; a plan's checkout has none (issue 38: it chooses one of
   * the saved addresses and a delivery window instead).
   */
  async function openCheckout(path = '/checkout') {
    const opened = await browser.open();
    const { page } = opened;
    await page.goto('/about');
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify({ ...user, id: String(user.id) }));
      localStorage.setItem('sessionExpiresAt', String(Date.now() + 86_400_000));
    }, customer);
    await page.goto(path);
    await waitForContent(page, page.getByRole('heading', { name: 'Checkout', level: 1 }));
    if (path.includes('plan_id=')) return opened;
    // The form fills from the profile after hydration; the shopper's details are typed anyway.
    const email = page.getByRole('textbox', { name: 'Email Address', exact: true });
    await email.waitFor();
    await expect.poll(() => email.inputValue()).toBe(customer.user.email);
    const fill = async (name: string, value: string) => page.getByRole('textbox', { name, exact: true }).fill(value);
    await fill('Address', '7 Orchard Lane, Koregaon Park');
    await fill('City', 'Pune');
    await fill('State', 'Maharashtra');
    await fill('Postcode', '411001');
    return opened;
  }

  const placeButton = (page: Page) => page.getByRole('button', { name: /^Place Order ₹/ });

  it('applies and removes a coupon, then places a cash order: Order Confirmed! with its id', async () => {
    await fillCart(customer.token, 250);
    const before = await cartTotal(customer.token);
    const { page, errors } = await openCheckout();
    await expect.poll(() => placeButton(page).textContent()).toBe(`Place Order ${formatMoney(before.total)}`);
    await checkA11y(page);

    // A code that does not exist: the server's reason.
    const code = page.getByRole('textbox', { name: 'Have a coupon?' });
    await code.fill('NOSUCHCODE');
    await code.press('Enter');
    await page.getByText('Invalid coupon code').waitFor();

    await code.fill('FRESH10');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const coupon = page.getByRole('region', { name: 'Coupon' });
    await coupon.getByRole('status').filter({ hasText: 'FRESH10 applied' }).waitFor();
    const discounted = await cartTotal(customer.token, 'FRESH10');
    expect(discounted.total).toBeLessThan(before.total);
    await expect.poll(() => placeButton(page).textContent()).toBe(`Place Order ${formatMoney(discounted.total)}`);

    await coupon.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Coupon removed').first().waitFor();
    await expect.poll(() => placeButton(page).textContent()).toBe(`Place Order ${formatMoney(before.total)}`);

    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await placeButton(page).click();
    const confirmed = page.getByRole('heading', { name: 'Order Confirmed!' });
    await confirmed.waitFor();
    const { myOrders } = await graphqlAs<{ myOrders: { id: string; paymentMethod: string; total: number }[] }>(
      customer.token,
      '{ myOrders(limit: 1) { id paymentMethod total } }',
    );
    expect(myOrders[0]).toMatchObject({ paymentMethod: 'CASH', total: before.total });
    await page.getByText(`#${myOrders[0].id}`, { exact: true }).waitFor();
    await page.getByText(`Order #${myOrders[0].id} placed successfully!`).first().waitFor();
    expect(await page.getByRole('link', { name: 'View Order' }).getAttribute('href')).toBe(`/orders/${myOrders[0].id}`);
    await checkA11y(page);
    // The cash order emptied the cart.
    expect((await cartTotal(customer.token)).itemCount).toBe(0);
    expect(errors).toEqual([]);
  });

  it('pays a card order in the test payment window: Pay confirms it', async () => {
    await fillCart(customer.token, 150);
    const { total } = await cartTotal(customer.token);
    const { page, errors } = await openCheckout();
    await page.getByRole('radio', { name: /Card \(Razorpay\)/ }).check();
    await placeButton(page).click();

    const dialog = page.getByRole('dialog', { name: /^FruitShop.* payment$/ });
    await dialog.getByText(TEST_MODE).waitFor();
    await dialog.getByText(formatMoney(total), { exact: true }).waitFor();
    await checkA11y(page);

    await dialog.getByRole('button', { name: `Pay ${formatMoney(total)}` }).click();
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
    await page.getByText('Paid by card').waitFor();
    const { myOrders } = await graphqlAs<{ myOrders: { id: string; paymentStatus: string; status: string }[] }>(
      customer.token,
      '{ myOrders(limit: 1) { id paymentStatus status } }',
    );
    expect(myOrders[0]).toMatchObject({ paymentStatus: 'PAID', status: 'PAID' });
    await page.getByText(`#${myOrders[0].id}`, { exact: true }).waitFor();
    expect((await cartTotal(customer.token)).itemCount).toBe(0);
    expect(errors).toEqual([]);
  });

  it("Fail shows 'Payment Failed'; Try Payment Again reopens the window and Close says 'Payment window closed'", async () => {
    await fillCart(customer.token, 150);
    const { page, errors } = await openCheckout();
    await page.getByRole('radio', { name: /Card \(Razorpay\)/ }).check();
    await placeButton(page).click();
    const dialog = page.getByRole('dialog', { name: /^FruitShop.* payment$/ });
    await dialog.getByRole('button', { name: 'Fail' }).click();

    await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
    await page.getByText(DECLINED).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Cart' }).getAttribute('href')).toBe('/cart');
    await checkA11y(page);

    await page.getByRole('button', { name: 'Try Payment Again' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Payment window closed').waitFor();
    await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();

    // The order waits unpaid (Pay now on its page); the cart was emptied when it was made (issue 36).
    const { myOrders } = await graphqlAs<{ myOrders: { id: string; paymentStatus: string; status: string; paymentMethod: string }[] }>(
      customer.token,
      '{ myOrders(limit: 1) { id paymentStatus status paymentMethod } }',
    );
    expect(myOrders[0]).toMatchObject({ paymentStatus: 'UNPAID', status: 'PENDING', paymentMethod: 'CARD' });
    expect(await page.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe(`/orders/${myOrders[0].id}`);
    expect((await cartTotal(customer.token)).itemCount).toBe(0);
    expect(errors).toEqual([]);
  });

  it("subscribes to the Monthly plan: Pay in the window, then 'Subscription Activated!'", async () => {
    const { subscriptionPlans } = await graphqlAs<{ subscriptionPlans: { id: string; planType: string; planName: string; price: number }[] }>(
      customer.token,
      '{ subscriptionPlans { id planType planName price } }',
    );
    const monthly = subscriptionPlans.find((plan) => plan.planType === 'Monthly');
    expect(monthly).toBeDefined();
    const { page, errors } = await openCheckout(`/checkout?plan_id=${monthly!.id}`);
    const summary = page.getByRole('region', { name: 'Your Order' });
    await summary.getByText(monthly!.planName).waitFor();
    await page.getByText('Subscriptions are paid by card (Razorpay) only.').waitFor();
    // Where and when (issue 38): the saved address from sign-up and the earliest window are chosen.
    const address = page.getByRole('group', { name: 'Delivery address' });
    await expect.poll(() => address.getByRole('radio', { checked: true }).count()).toBe(1);
    const window = page.getByRole('group', { name: 'Preferred delivery window' });
    await expect.poll(() => window.getByRole('radio', { checked: true }).count()).toBe(1);
    await page.getByText('Deliveries come in this window on each delivery day').waitFor();
    await checkA11y(page);

    await page.getByRole('button', { name: `Pay ${formatMoney(monthly!.price)}` }).click();
    const dialog = page.getByRole('dialog', { name: /^FruitShop.* payment$/ });
    await dialog.getByText(TEST_MODE).waitFor();
    await dialog.getByRole('button', { name: /^Pay/ }).click();

    await page.getByRole('heading', { name: 'Subscription Activated!' }).waitFor();
    const { mySubscriptions } = await graphqlAs<{ mySubscriptions: { id: string; planId: string; status: string; delivery: { address: { postcode: string } } | null }[] }>(
      customer.token,
      '{ mySubscriptions { id planId status delivery { address { postcode } } } }',
    );
    expect(mySubscriptions[0]).toMatchObject({ planId: monthly!.id, status: 'ACTIVE', delivery: { address: { postcode: '411001' } } });
    await page.getByText(`#${mySubscriptions[0].id}`, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'My Subscriptions' }).getAttribute('href')).toBe('/account?tab=subscriptions');
    await checkA11y(page);
    expect(errors).toEqual([]);
  });

  it('asks a guest to sign in on the page itself (decisions: Guest cart)', async () => {
    const { page, errors } = await browser.open();
    await page.goto('/checkout');
    await page.getByRole('dialog', { name: 'Welcome Back!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Please log in to continue to checkout' }).waitFor();
    await page.getByRole('dialog', { name: 'Welcome Back!' }).waitFor({ state: 'detached' });
    await checkA11y(page);
    await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('dialog', { name: 'Welcome Back!' }).waitFor();
    expect(errors).toEqual([]);
  });
});
