import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { graphqlAs } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newCustomer, type SignedUpCustomer } from './support/customers';
import { appUrl, browserMissing, useBrowser, waitForContent } from './support/browser';
import { openSlotId } from '../utils/delivery';

/** The storefront's words for the api's statuses (web/src/components/order-status-badge.tsx). */
const STATUS_LABELS: Record<string, string> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  PROCESSING: 'Processing',
  CANCELLED: 'Cancelled',
};

/** Signs the browser in as a login leaves it: token, user and expiry in local storage, on every load. */
async function signIn(page: Page, customer: SignedUpCustomer) {
  await page.addInitScript(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify({ ...user, id: String(user.id) }));
    localStorage.setItem('sessionExpiresAt', String(Date.now() + 86_400_000));
  }, customer);
}

/** Axe reads colours as painted: no running animation, no hover. */
async function checkA11y(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectNoSeriousA11yViolations(page);
}

async function placeCashOrder(customer: SignedUpCustomer) {
  const { products } = await graphqlAs<{ products: { items: { id: string; name: string; stockQuantity: number }[] } }>(
    customer.token,
    '{ products(first: 24) { items { id name stockQuantity } } }',
  );
  const product = products.items.find((item) => item.stockQuantity >= 5);
  expect(product, 'a product in stock').toBeDefined();
  await graphqlAs(customer.token, 'mutation ($id: ID!) { addToCart(productId: $id, quantity: 2) { itemCount } }', { id: product!.id });
  const { placeOrder } = await graphqlAs<{ placeOrder: { order: { id: string; orderNumber: string; status: string; total: number } } }>(
    customer.token,
    `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber status total } } }`,
    {
      input: {
        paymentMethod: 'CASH',
        deliverySlotId: await openSlotId('411001', appUrl()),
        shipping: {
          firstName: 'Orla', lastName: 'Orders', email: customer.user.email, phone: '9876543210',
          address: '7 Orchard Lane', city: 'Pune', state: 'Maharashtra', postcode: '411001', country: 'India',
        },
      },
    },
  );
  return { product: product!, order: placeOrder.order };
}

async function orderStatus(customer: SignedUpCustomer, id: string): Promise<string> {
  const { order } = await graphqlAs<{ order: { status: string } }>(customer.token, 'query ($id: ID!) { order(id: $id) { status } }', { id });
  return order.status;
}

async function subscriptionState(customer: SignedUpCustomer, id: string) {
  const { mySubscriptions } = await graphqlAs<{ mySubscriptions: { id: string; status: string; autoRenew: boolean }[] }>(
    customer.token,
    '{ mySubscriptions { id status autoRenew } }',
  );
  const found = mySubscriptions.find((s) => s.id === id);
  return found && { status: found.status, autoRenew: found.autoRenew };
}

describe.skipIf(browserMissing())('orders and subscriptions', () => {
  const browser = useBrowser();

  it('shows a cash order on /orders and on its page, and cancels it there', async () => {
    const customer = await newCustomer({ firstName: 'Orla', lastName: 'Orders', emailPrefix: 'orders' });
    const { product, order } = await placeCashOrder(customer);
    expect(STATUS_LABELS[order.status], order.status).toBeDefined();

    const { page, errors } = await browser.open();
    await signIn(page, customer);
    await page.goto('/orders');
    const row = page.getByRole('listitem').filter({ hasText: `Order ${order.orderNumber}` });
    await waitForContent(page, row);
    expect(await row.textContent()).toContain(STATUS_LABELS[order.status]);
    expect(await row.textContent()).toContain('2 items');
    await checkA11y(page);

    await row.getByRole('link', { name: /^View Details/ }).click();
    const title = page.getByRole('heading', { name: `Order ${order.orderNumber}`, level: 1 });
    await waitForContent(page, title);
    expect(new URL(page.url()).pathname).toBe(`/orders/${order.id}`);
    const items = page.getByRole('region', { name: 'Items' });
    expect(await items.textContent()).toContain(product.name);
    expect(await page.getByRole('region', { name: 'Payment' }).textContent()).toContain('Cash on Delivery');
    expect(await page.getByRole('region', { name: 'Shipping Details' }).textContent()).toContain('7 Orchard Lane');
    await checkA11y(page);

    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel Order' });
    await confirm.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByText('Order cancelled successfully').first().waitFor();
    await page.getByRole('main').getByText('Cancelled', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Cancel Order' }).waitFor({ state: 'detached' });
    expect(await orderStatus(customer, order.id)).toBe('CANCELLED');

    // After a reload the page reads the server's state.
    await page.reload();
    await waitForContent(page, title);
    await page.getByRole('main').getByText('Cancelled', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);

    // Another customer's order reads as not found.
    const stranger = await newCustomer({ firstName: 'Orla', lastName: 'Orders', emailPrefix: 'orders' });
    const other = await browser.open();
    await signIn(other.page, stranger);
    await other.page.goto(`/orders/${order.id}`);
    await waitForContent(other.page, other.page.getByRole('heading', { name: 'Order not found' }));
    expect(await other.page.getByRole('link', { name: 'Back to My Orders' }).getAttribute('href')).toBe('/orders');
    expect(errors).toEqual([]);
  });

  it('cancels and reactivates a bought plan in the account’s My Subscriptions tab', async () => {
    const customer = await newCustomer({ firstName: 'Orla', lastName: 'Orders', emailPrefix: 'orders' });
    const { subscriptionPlans } = await graphqlAs<{ subscriptionPlans: { id: string; planName: string }[] }>(customer.token, '{ subscriptionPlans { id planName } }');
    const plan = subscriptionPlans[0];
    expect(plan).toBeDefined();
    const { subscribe } = await graphqlAs<{ subscribe: { providerOrderId: string } }>(
      customer.token,
      'mutation ($planId: ID!) { subscribe(planId: $planId) { providerOrderId } }',
      { planId: plan.id },
    );
    const { simulatePayment } = await graphqlAs<{ simulatePayment: { razorpayPaymentId: string; razorpaySignature: string } }>(
      customer.token,
      'mutation ($id: String!) { simulatePayment(razorpayOrderId: $id, outcome: SUCCESS) { razorpayPaymentId razorpaySignature } }',
      { id: subscribe.providerOrderId },
    );
    const { verifyPayment } = await graphqlAs<{ verifyPayment: { success: boolean; subscription: { id: string } | null } }>(
      customer.token,
      'mutation ($input: VerifyPaymentInput!) { verifyPayment(input: $input) { success subscription { id } } }',
      { input: { razorpayOrderId: subscribe.providerOrderId, ...simulatePayment } },
    );
    expect(verifyPayment.success).toBe(true);
    const subscriptionId = verifyPayment.subscription!.id;

    const { page, errors } = await browser.open();
    await signIn(page, customer);
    await page.goto('/account?tab=subscriptions');
    const card = page.getByRole('list', { name: 'Your subscriptions' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: plan.planName }) });
    await waitForContent(page, card);
    expect(await page.getByRole('tab', { name: 'My Subscriptions' }).getAttribute('aria-selected')).toBe('true');
    expect(await card.textContent()).toContain('Active');
    expect(await card.textContent()).toContain('Auto-renewOn');
    await checkA11y(page);

    await card.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel Subscription' }).getByRole('button', { name: 'Cancel Subscription' }).click();
    await card.getByText('Cancelled', { exact: true }).waitFor();
    await expect.poll(() => subscriptionState(customer, subscriptionId)).toEqual({ status: 'CANCELLED', autoRenew: false });
    expect(await card.textContent()).toContain('Auto-renewOff');

    await card.getByRole('button', { name: 'Reactivate' }).click();
    await card.getByText('Active', { exact: true }).waitFor();
    await expect.poll(() => subscriptionState(customer, subscriptionId)).toEqual({ status: 'ACTIVE', autoRenew: true });
    expect(await card.textContent()).toContain('Auto-renewOn');
    expect(errors).toEqual([]);
  });
});
