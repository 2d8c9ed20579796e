import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql } from 'msw';
import { CUSTOMER_NOTE_MAX, FULFILMENT_MESSAGES } from '../../common/src/fulfilment.rules';
import CheckoutPage from '../../web/src/app/routes/checkout-page';
import CartSync from '../../web/src/features/cart/cart-sync';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { RAZORPAY_SCRIPT_URL } from '../../web/src/features/payments/razorpay-checkout';
import { checkoutHandlers, CUSTOMER, MONTHLY_PLAN, type CheckoutServerOptions } from '../fixtures/checkout.fixture';
import { server } from './msw-server';
import { renderPage } from './render';

function renderCheckout(url = '/checkout') {
  return renderPage(<CheckoutPage />, { path: '/checkout', url });
}

/** The checkout with the header's cart badge beside it (what CartSync tells the badge). */
function renderCheckoutWithBadge() {
  const counts: number[] = [];
  const utils = renderPage(
    <>
      <CheckoutPage />
      <CartSync onCount={(count) => counts.push(count)} />
    </>,
    { path: '/checkout' },
  );
  return { ...utils, counts };
}

function signedIn(options: CheckoutServerOptions = {}) {
  saveSession('tok-7', CUSTOMER);
  const api = checkoutHandlers(options);
  server.use(...api.handlers);
  return api;
}

/** Card chosen, form prefilled, Place Order pressed: the test window is up. */
async function payByCard(user: ReturnType<typeof userEvent.setup>) {
  renderCheckout();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('12 MG Road, Flat 4'));
  await user.click(screen.getByRole('radio', { name: /Card \(Razorpay\)/ }));
  await user.click(screen.getByRole('button', { name: /^Place Order/ }));
  return screen.findByRole('dialog', { name: 'FruitShop (demo) payment' });
}

afterEach(() => {
  chakraToaster.remove();
  delete window.Razorpay;
  document.head.querySelectorAll(`script[src="${RAZORPAY_SCRIPT_URL}"]`).forEach((script) => script.remove());
});

describe('Checkout: card payment in test mode', () => {
  it('shows the test window with the amount; Pay verifies the simulated payment and confirms the order', async () => {
    const api = signedIn();
    const user = userEvent.setup();
    const dialog = await payByCard(user);

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Test mode — no real money moves');
    expect(within(dialog).getByText('₹289.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Order #42')).toBeInTheDocument();
    const pay = within(dialog).getByRole('button', { name: 'Pay ₹289.00' });
    expect(pay).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Fail' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(api.calls.placeOrder[0].input.paymentMethod).toBe('CARD');

    // Focus stays in the window.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(pay).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.click(pay);
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('#42')).toBeInTheDocument();
    expect(screen.getByText('Paid by card')).toBeInTheDocument();
    expect(await screen.findByText('Payment successful! Order placed. Check your email for confirmation.')).toBeInTheDocument();

    expect(api.calls.simulate).toEqual([{ razorpayOrderId: 'order_sim_501', outcome: 'SUCCESS' }]);
    expect(api.calls.verify).toEqual([
      { input: { razorpayOrderId: 'order_sim_501', razorpayPaymentId: 'pay_sim_order_sim_501', razorpaySignature: 'sig_order_sim_501' } },
    ]);
    expect(api.calls.reportFailure).toEqual([]);
  });

  it("Fail shows 'Payment Failed' with the gateway's reason; Try Payment Again pays the same order", async () => {
    const api = signedIn();
    const user = userEvent.setup();
    const dialog = await payByCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Fail' }));

    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toHaveFocus();
    expect(screen.getByText('Payment failed: Your card was declined by the bank (test mode)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Possible reasons' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Need Help?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
    expect(api.calls.simulate).toEqual([{ razorpayOrderId: 'order_sim_501', outcome: 'FAILURE' }]);
    expect(api.calls.verify).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Try Payment Again' }));
    const again = await screen.findByRole('dialog', { name: 'FruitShop (demo) payment' });
    expect(api.calls.createPayment).toEqual([{ orderId: '42' }]);
    // One order: the retry pays it with a new provider order.
    expect(api.calls.placeOrder).toHaveLength(1);
    await user.click(within(again).getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(api.calls.verify.map((call) => call.input.razorpayOrderId)).toEqual(['order_sim_502']);
  });

  it("Close (or Escape) ends with 'Payment window closed', reported to the server", async () => {
    const api = signedIn();
    const user = userEvent.setup();
    let dialog = await payByCard(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Payment window closed')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.reportFailure).toEqual([{ razorpayOrderId: 'order_sim_501', reason: 'Payment window closed' }]));
    expect(api.calls.simulate).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Try Payment Again' }));
    dialog = await screen.findByRole('dialog', { name: 'FruitShop (demo) payment' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByText('Payment window closed')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
  });

  it("shows 'Payment verification failed' when the server rejects the payment", async () => {
    signedIn({ verify: () => HttpResponse.json({ errors: [{ message: 'Payment verification failed', extensions: { code: 'PAYMENT_FAILED' } }] }) });
    const user = userEvent.setup();
    const dialog = await payByCard(user);
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('Payment verification failed')).toBeInTheDocument();
  });

  it("falls back to 'Payment verification failed' when the verification cannot be reached", async () => {
    signedIn({ verify: () => HttpResponse.error() });
    const user = userEvent.setup();
    const dialog = await payByCard(user);
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('Payment verification failed')).toBeInTheDocument();
  });
});

describe('Checkout: the delivery note', () => {
  const note = () => screen.getByRole('textbox', { name: 'Delivery note (optional)' });

  it('sends what the shopper wrote as customerNote (trimmed), with a counter; none is sent as null', async () => {
    const api = signedIn();
    const user = userEvent.setup();
    renderCheckout();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('12 MG Road, Flat 4'));
    expect(note()).toHaveAttribute('maxLength', String(CUSTOMER_NOTE_MAX));
    expect(note()).toHaveAccessibleDescription(`0/${CUSTOMER_NOTE_MAX} characters`);
    await user.type(note(), '  Ring twice, the bell is faint ');
    expect(note()).toHaveAccessibleDescription(`32/${CUSTOMER_NOTE_MAX} characters`);
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(api.calls.placeOrder).toHaveLength(1);
    expect(api.calls.placeOrder[0].input.customerNote).toBe('Ring twice, the bell is faint');
  });

  it('sends null without a note, and offers none for a plan', async () => {
    const api = signedIn();
    const user = userEvent.setup();
    const { unmount } = renderCheckout();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('12 MG Road, Flat 4'));
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(api.calls.placeOrder[0].input.customerNote).toBeNull();
    unmount();

    renderCheckout(`/checkout?plan_id=${MONTHLY_PLAN.id}`);
    await screen.findByRole('group', { name: 'Delivery address' });
    expect(screen.queryByRole('textbox', { name: 'Delivery note (optional)' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the note under it, and keeps the form", async () => {
    signedIn({
      placeOrder: () => HttpResponse.json({ errors: [{ message: FULFILMENT_MESSAGES.noteTooLong, extensions: { code: 'BAD_USER_INPUT', field: 'customerNote' } }] }),
    });
    const user = userEvent.setup();
    renderCheckout();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('12 MG Road, Flat 4'));
    await user.type(note(), 'Leave it with the guard');
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    await waitFor(() => expect(note()).toHaveAttribute('aria-invalid', 'true'));
    expect(note()).toHaveAccessibleDescription(new RegExp(`^${FULFILMENT_MESSAGES.noteTooLong}`));
    expect(note()).toHaveValue('Leave it with the guard');
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  });
});

describe('Checkout: a card order empties the cart when it is created', () => {
  it('the badge drops the bought lines while the payment window is still open; a closed window leaves one order, retried and viewable', async () => {
    const api = signedIn();
    const user = userEvent.setup();
    const { counts } = renderCheckoutWithBadge();
    await waitFor(() => expect(counts.at(-1)).toBe(3));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('12 MG Road, Flat 4'));
    await user.click(screen.getByRole('radio', { name: /Card \(Razorpay\)/ }));
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    const dialog = await screen.findByRole('dialog', { name: 'FruitShop (demo) payment' });

    await waitFor(() => expect(counts.at(-1)).toBe(0));
    // Behind the window the form keeps its figures: nothing moves.
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', '/orders/42');
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
    expect(counts.at(-1)).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Try Payment Again' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'FruitShop (demo) payment' })).getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(api.calls.placeOrder).toHaveLength(1);
    expect(api.calls.createPayment).toEqual([{ orderId: '42' }]);
  });

  it('a cash order keeps emptying the badge too', async () => {
    signedIn();
    server.use(graphql.query('CartShopSettings', () => HttpResponse.json({ data: { shopSettings: { __typename: 'ShopSettings', deliveryFee: 25, freeDeliveryThreshold: 100, handlingFee: 9 } } })));
    const user = userEvent.setup();
    const { counts } = renderCheckoutWithBadge();
    await waitFor(() => expect(counts.at(-1)).toBe(3));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('12 MG Road, Flat 4'));
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    await waitFor(() => expect(counts.at(-1)).toBe(0));
  });
});

describe('Checkout: a subscription plan', () => {
  it("Pay subscribes to the plan through the payment window and shows 'Subscription Activated!'", async () => {
    const api = signedIn();
    const user = userEvent.setup();
    renderCheckout(`/checkout?plan_id=${MONTHLY_PLAN.id}`);
    // The primary address and the earliest window of its pincode are chosen for the customer.
    await waitFor(() => expect(screen.getByRole('radio', { name: /06:00–07:00/ })).toBeChecked());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay ₹1,599.00' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,599.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'FruitShop (demo) payment' });
    expect(within(dialog).getByText('Monthly Orchard Pass')).toBeInTheDocument();
    expect(api.calls.subscribe).toEqual([{ planId: '3', addressId: '30', slotId: '9' }]);
    expect(api.calls.placeOrder).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹1,599.00' }));
    expect(await screen.findByRole('heading', { name: 'Subscription Activated!' })).toBeInTheDocument();
    expect(screen.getByText('#77')).toBeInTheDocument();
    expect(screen.getByText('5 Mar 2026 to 4 Apr 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Subscriptions' })).toHaveAttribute('href', '/account?tab=subscriptions');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('asks for no billing details, and a failed plan payment is tried again for the plan', async () => {
    const api = signedIn();
    const user = userEvent.setup();
    renderCheckout(`/checkout?plan_id=${MONTHLY_PLAN.id}`);
    await screen.findByRole('group', { name: 'Delivery address' });
    expect(screen.queryByRole('textbox', { name: 'Email Address' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay ₹1,599.00' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,599.00' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fail' }));
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Payment Again' }));
    await screen.findByRole('dialog', { name: 'FruitShop (demo) payment' });
    expect(api.calls.createPayment).toEqual([{ planId: '3' }]);
  });
});

describe('Checkout: Razorpay (live keys)', () => {
  interface Captured {
    options: Record<string, unknown> & { handler: (r: Record<string, string>) => void; modal: { ondismiss: () => void } };
    failed?: (r: { error: { description: string } }) => void;
  }

  /** A stand-in for checkout.js: records how it was opened and lets the test play the shopper. */
  function fakeRazorpay() {
    const opened: Captured[] = [];
    window.Razorpay = vi.fn(function (this: unknown, options: Captured['options']) {
      const entry: Captured = { options };
      opened.push(entry);
      return {
        open: () => undefined,
        on: (_event: string, handler: Captured['failed']) => {
          entry.failed = handler;
        },
      };
    }) as unknown as typeof window.Razorpay;
    return opened;
  }

  async function placeCardOrder() {
    const user = userEvent.setup();
    renderCheckout();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('12 MG Road, Flat 4'));
    await user.click(screen.getByRole('radio', { name: /Card \(Razorpay\)/ }));
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
  }

  it("opens Razorpay's checkout with the server's order, and its answer is verified", async () => {
    const api = signedIn({ testMode: false });
    const opened = fakeRazorpay();
    await placeCardOrder();
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opened[0].options).toMatchObject({
      key: 'rzp_live_key',
      amount: 28900,
      currency: 'INR',
      order_id: 'order_sim_501',
      name: 'FruitShop (demo)', // the shop profile's trade name
      prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
      theme: { color: expect.stringMatching(/^#[0-9a-f]{6}$/i) },
    });

    opened[0].options.handler({ razorpay_order_id: 'order_sim_501', razorpay_payment_id: 'pay_live_1', razorpay_signature: 'sig_order_sim_501' });
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(api.calls.verify).toEqual([{ input: { razorpayOrderId: 'order_sim_501', razorpayPaymentId: 'pay_live_1', razorpaySignature: 'sig_order_sim_501' } }]);
  });

  it("says 'Payment window closed' when the shopper dismisses it", async () => {
    signedIn({ testMode: false });
    const opened = fakeRazorpay();
    await placeCardOrder();
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0].options.modal.ondismiss();
    expect(await screen.findByText('Payment window closed')).toBeInTheDocument();
  });

  it("says 'Payment failed: {description}' when Razorpay reports a failed payment", async () => {
    const api = signedIn({ testMode: false });
    const opened = fakeRazorpay();
    await placeCardOrder();
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0].failed!({ error: { description: 'Card expired' } });
    // A dismissal after the failure does not change the reason.
    opened[0].options.modal.ondismiss();
    expect(await screen.findByText('Payment failed: Card expired')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.reportFailure).toEqual([{ razorpayOrderId: 'order_sim_501', reason: 'Payment failed: Card expired' }]));
  });

  it("loads checkout.js when it is not there yet, and says 'Failed to initiate payment' when it cannot load", async () => {
    signedIn({ testMode: false });
    await placeCardOrder();
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_SCRIPT_URL}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    script.dispatchEvent(new Event('error'));
    expect(await screen.findByText('Failed to initiate payment')).toBeInTheDocument();
  });
});
