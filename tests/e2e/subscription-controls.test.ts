import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, todayDay } from '@fruit-shop/common/subscription-schedule';
import { graphqlAs } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserMissing, useBrowser, waitForContent } from './support/browser';
import { newCustomer, type SignedUpCustomer } from './support/customers';

/*
 * Subscriptions a customer controls (issue 29): in the account's subscriptions tab a customer
 * pauses a plan, resumes it and skips the next delivery, each behind a confirmation, and sees
 * the coming delivery dates and the end date move as the server computes them.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A day as the page writes it ('8 Dec 2026'), days after today. */
const shown = (days: number) => {
  const [y, m, d] = addDays(todayDay(), days).split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

async function signIn(page: Page, customer: SignedUpCustomer) {
  await page.addInitScript(({ token, user }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify({ ...user, id: String(user.id) }));
    localStorage.setItem('sessionExpiresAt', String(Date.now() + 86_400_000));
  }, customer);
}

async function checkA11y(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await expectNoSeriousA11yViolations(page);
}

/** Buys the Monthly plan (30 days: deliveries 7, 14, 21 and 28 days from today) with the simulated gateway. */
async function buyMonthly(customer: SignedUpCustomer): Promise<{ id: string; planName: string }> {
  const { subscriptionPlans } = await graphqlAs<{ subscriptionPlans: { id: string; planName: string; planType: string }[] }>(customer.token, '{ subscriptionPlans { id planName planType } }');
  const plan = subscriptionPlans.find((p) => p.planType === 'Monthly');
  expect(plan, 'the Monthly plan').toBeDefined();
  const { subscribe } = await graphqlAs<{ subscribe: { providerOrderId: string } }>(customer.token, 'mutation ($planId: ID!) { subscribe(planId: $planId) { providerOrderId } }', { planId: plan!.id });
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
  return { id: verifyPayment.subscription!.id, planName: plan!.planName };
}

async function comingDeliveries(card: Locator, planName: string): Promise<string[]> {
  return card.getByRole('list', { name: `Coming deliveries of ${planName}` }).getByRole('listitem').allTextContents();
}

describe.skipIf(browserMissing())('subscription controls', () => {
  const browser = useBrowser();

  it('pauses, resumes and skips the next delivery, showing the dates move', async () => {
    const customer = await newCustomer({ firstName: 'Sunita', lastName: 'Subs', emailPrefix: 'subs' });
    const { planName } = await buyMonthly(customer);

    // 375 px wide: the phone layout.
    const { page, errors } = await browser.open({ viewport: { width: 375, height: 800 } });
    await signIn(page, customer);
    await page.goto('/account?tab=subscriptions');
    const card = page.getByRole('list', { name: 'Your subscriptions' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: planName }) });
    await waitForContent(page, card);
    await expect.poll(() => comingDeliveries(card, planName)).toEqual([shown(7), shown(14), shown(21), shown(28)]);
    expect(await card.textContent()).toContain(`End date${shown(30)}`);
    expect(await card.getByRole('list', { name: `Billing records of ${planName}` }).getByRole('listitem').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await checkA11y(page);

    // Pause to a date 10 days away: the delivery on day 7 is missed and added at the end.
    await card.getByRole('button', { name: 'Pause' }).click();
    const pauseDialog = page.getByRole('dialog', { name: 'Pause Subscription' });
    await pauseDialog.getByLabel('Resume deliveries on (optional)').fill(addDays(todayDay(), 10));
    await checkA11y(page);
    await pauseDialog.getByRole('button', { name: 'Pause Deliveries' }).click();
    await page.getByText(`Subscription paused until ${shown(10)}`).first().waitFor();
    await card.getByText('Paused', { exact: true }).waitFor();
    expect(await card.getByTestId('pause-state').textContent()).toBe(`Paused. Deliveries restart on ${shown(10)}.`);
    expect(await comingDeliveries(card, planName)).toEqual([shown(14), shown(21), shown(28), shown(35)]);
    expect(await card.textContent()).toContain(`End date${shown(37)}`);
    expect(await card.getByRole('button', { name: 'Skip Next' }).count()).toBe(0);

    // Resume the same day: nothing was missed after all, the bought end date is back.
    await card.getByRole('button', { name: 'Resume' }).click();
    await page.getByRole('alertdialog', { name: 'Resume Subscription' }).getByRole('button', { name: 'Resume' }).click();
    await page.getByText('Subscription resumed successfully').first().waitFor();
    await card.getByText('Active', { exact: true }).waitFor();
    expect(await comingDeliveries(card, planName)).toEqual([shown(7), shown(14), shown(21), shown(28)]);
    expect(await card.textContent()).toContain(`End date${shown(30)}`);

    // Skip the next delivery: it goes, one more comes at the end.
    await card.getByRole('button', { name: 'Skip Next' }).click();
    const skipDialog = page.getByRole('alertdialog', { name: 'Skip Next Delivery' });
    expect(await skipDialog.textContent()).toContain(`Skip the delivery on ${shown(7)}?`);
    await skipDialog.getByRole('button', { name: 'Skip Delivery' }).click();
    await page.getByText(`Delivery on ${shown(7)} skipped`).first().waitFor();
    await expect.poll(() => comingDeliveries(card, planName)).toEqual([shown(14), shown(21), shown(28), shown(35)]);
    expect(await card.textContent()).toContain(`Skipped: ${shown(7)}`);
    expect(await card.textContent()).toContain(`End date${shown(37)}`);

    // The server agrees with what the page shows.
    const { mySubscriptions } = await graphqlAs<{ mySubscriptions: { planName: string; endDate: string; skippedDates: string[]; paused: boolean }[] }>(
      customer.token,
      '{ mySubscriptions { planName endDate skippedDates paused } }',
    );
    expect(mySubscriptions.find((s) => s.planName === planName)).toEqual({ planName, endDate: addDays(todayDay(), 37), skippedDates: [addDays(todayDay(), 7)], paused: false });
    await checkA11y(page);
    expect(errors).toEqual([]);
  });
});
