import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { PHONE_MESSAGE, REQUIRED_MESSAGE } from '@fruit-shop/common/checkout.rules';
import CheckoutPage from '../../web/src/app/routes/checkout-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { closeDialogs, useOpenDialog } from '../../web/src/features/accounts/auth-dialog-store';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { SELECTED_PLAN_KEY } from '../../web/src/features/plans/selected-plan-storage';
import { BANANA, checkoutHandlers, CUSTOMER, MONTHLY_PLAN, type CheckoutServerOptions } from '../fixtures/checkout.fixture';
import { server } from './msw-server';
import { currentLocation, renderPage } from './render';

function DialogProbe() {
  return <output data-testid="dialog">{useOpenDialog()?.name ?? ''}</output>;
}

function renderCheckout(url = '/checkout') {
  return renderPage(<CheckoutPage />, { path: '/checkout', url });
}

/** A signed-in customer and the api's answers; returns what the page sent. */
function signedIn(options: CheckoutServerOptions = {}) {
  saveSession('tok-7', CUSTOMER);
  const api = checkoutHandlers(options);
  server.use(...api.handlers);
  return api;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const placeButton = () => screen.getByRole('button', { name: /^Place Order/ });
const totalRow = () => screen.getByText('Total', { selector: 'dt' }).parentElement!;

afterEach(() => {
  window.sessionStorage.clear();
  // The toaster is one store for the app: a toast left from one test would show in the next.
  chakraToaster.remove();
});

describe('Checkout: guests', () => {
  it('asks a guest to sign in here, in place: the login dialog opens and the page stays (decisions: Guest cart)', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <CheckoutPage />
        <DialogProbe />
      </>,
      { path: '/checkout' },
    );
    expect(await screen.findByRole('heading', { name: 'Please log in to continue to checkout' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('dialog')).toHaveTextContent('login'));
    expect(currentLocation()).toBe('/checkout');
    closeDialogs();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByTestId('dialog')).toHaveTextContent('signup');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByTestId('dialog')).toHaveTextContent('login');
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
    closeDialogs();
  });

  it("keeps the plans page's behaviour for a plan: its message, and the plan remembered", async () => {
    renderCheckout('/checkout?plan_id=3');
    await waitFor(() => expect(currentLocation()).toBe('/login?next=%2Fcheckout%3Fplan_id%3D3'));
    expect(await screen.findByText('Please log in to continue with your subscription')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(SELECTED_PLAN_KEY)).toBe('3');
  });
});

describe('Checkout: the cart', () => {
  it("shows 'Your cart is empty' with Continue Shopping when there is nothing to order", async () => {
    signedIn({ lines: [] });
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('button', { name: /^Place Order/ })).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/checkout');
  });

  it("shows the form prefilled from the customer and their primary address, and the server's figures", async () => {
    signedIn();
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Billing Details' })).toBeInTheDocument();
    await waitFor(() => expect(field('Address')).toHaveValue('12 MG Road, Flat 4'));
    expect(field('First Name')).toHaveValue('Asha');
    expect(field('Last Name')).toHaveValue('Rao');
    expect(field('Email Address')).toHaveValue('asha@example.com');
    expect(field('Phone Number')).toHaveValue('9876543210');
    expect(field('City')).toHaveValue('Pune');
    expect(field('State')).toHaveValue('Maharashtra');
    expect(field('Country')).toHaveValue('India');
    expect(field('Postcode')).toHaveValue('411001');
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Card \(Razorpay\)/ })).not.toBeChecked();

    const summary = screen.getByRole('region', { name: 'Your Order' });
    expect(within(summary).getByText('Alphonso Mango')).toBeInTheDocument();
    expect(within(summary).getByText('Robusta Banana')).toBeInTheDocument();
    // 2 × 120 + 40 = 280, savings 60, free delivery from 100, handling 9.
    expect(within(summary).getByText('₹280.00')).toBeInTheDocument();
    expect(within(summary).getByText('₹60.00')).toBeInTheDocument();
    expect(within(summary).getByText('Free')).toBeInTheDocument();
    expect(within(summary).getByText('₹9.00')).toBeInTheDocument();
    expect(within(totalRow()).getByText('₹289.00')).toBeInTheDocument();
    expect(placeButton()).toHaveTextContent('Place Order ₹289.00');
  });

  it("keeps what the shopper typed when the profile arrives later", async () => {
    saveSession('tok-7', CUSTOMER);
    const api = checkoutHandlers();
    let releaseProfile!: () => void;
    const profileGate = new Promise<void>((resolve) => (releaseProfile = resolve));
    server.use(
      // Ahead of the fixture's own answer.
      graphql.query('CheckoutProfile', async () => {
        await profileGate;
        return HttpResponse.json({ data: { me: { __typename: 'User', ...CUSTOMER, name: 'Asha', addresses: [] } } });
      }),
      ...api.handlers,
    );
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('heading', { name: 'Billing Details' });
    // The stored session's user fills what it knows at once.
    await waitFor(() => expect(field('First Name')).toHaveValue('Asha'));
    await user.type(field('City'), 'Nashik');
    releaseProfile();
    await waitFor(() => expect(field('Email Address')).toHaveValue('asha@example.com'));
    expect(field('City')).toHaveValue('Nashik');
  });

  it("reports blank fields with 'Please fill in all required fields' and a bad phone with its own message, sending nothing", async () => {
    const api = signedIn();
    const user = userEvent.setup();
    renderCheckout();
    await waitFor(() => expect(field('Address')).toHaveValue('12 MG Road, Flat 4'));

    await user.clear(field('First Name'));
    await user.clear(field('City'));
    await user.click(placeButton());
    expect(await screen.findByText(REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByText(REQUIRED_MESSAGE)).toHaveLength(1);
    expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('City')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Last Name')).toHaveAttribute('aria-invalid', 'false');
    expect(field('First Name')).toHaveFocus();

    await user.type(field('First Name'), 'Asha');
    await user.type(field('City'), 'Pune');
    await user.clear(field('Phone Number'));
    await user.type(field('Phone Number'), '12345');
    await user.click(placeButton());
    expect(await screen.findByText(PHONE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED_MESSAGE)).not.toBeInTheDocument();
    expect(field('Phone Number')).toHaveAccessibleDescription(PHONE_MESSAGE);
    expect(api.calls.placeOrder).toHaveLength(0);

    // 10 to 15 digits; spaces and dashes a shopper types are allowed.
    await user.clear(field('Phone Number'));
    await user.type(field('Phone Number'), '98765-43210');
    await user.click(placeButton());
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument();
    expect(api.calls.placeOrder).toHaveLength(1);
  });
});

describe('Checkout: coupons', () => {
  it('applies a coupon with the server’s figures, and Remove takes it off', async () => {
    const api = signedIn();
    const user = userEvent.setup();
    renderCheckout();
    const input = await screen.findByRole('textbox', { name: 'Have a coupon?' });
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(input, '   ');
    expect(apply).toBeDisabled();
    await user.clear(input);

    await user.type(input, 'fresh10');
    expect(input).toHaveValue('FRESH10');
    await user.click(apply);
    const box = screen.getByRole('region', { name: 'Coupon' });
    const status = await within(box).findByRole('status');
    expect(status).toHaveTextContent('FRESH10 applied');
    expect(status).toHaveTextContent('You save ₹28.00');
    expect(await screen.findByText('Coupon applied successfully')).toBeInTheDocument();
    expect(screen.getByText('Coupon discount')).toBeInTheDocument();
    expect(within(totalRow()).getByText('₹261.00')).toBeInTheDocument();
    expect(placeButton()).toHaveTextContent('Place Order ₹261.00');
    expect(api.calls.cart.some((call) => call.couponCode === 'FRESH10')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Coupon removed')).toBeInTheDocument();
    expect(screen.queryByText('Coupon discount')).not.toBeInTheDocument();
    expect(placeButton()).toHaveTextContent('Place Order ₹289.00');

    // The order is placed without a coupon now.
    await user.click(placeButton());
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(api.calls.placeOrder[0].input.couponCode).toBeNull();
  });

  it("says 'Please enter a coupon code' on Enter with no code, and shows the server's reason for a code that does not apply", async () => {
    signedIn({ lines: [BANANA] });
    const user = userEvent.setup();
    renderCheckout();
    const input = await screen.findByRole('textbox', { name: 'Have a coupon?' });
    await user.click(input);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Please enter a coupon code')).toBeInTheDocument();

    await user.type(input, 'NOPE{Enter}');
    expect(await screen.findByText('Invalid coupon code')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.clear(input);
    await user.type(input, 'FRESH10{Enter}');
    expect(await screen.findByText('Minimum order amount of ₹199 required')).toBeInTheDocument();
    expect(placeButton()).toHaveTextContent('Place Order ₹74.00');
  });

  it('resets the discount and total when a code fails after another applied, and offers the available coupons', async () => {
    signedIn({ lines: [BANANA] });
    const user = userEvent.setup();
    renderCheckout();
    // The offered coupons apply with one click.
    await user.click(await screen.findByRole('button', { name: /^Apply FREESHIP/ }));
    expect(await screen.findByText(/FREESHIP/, { selector: 'span' })).toBeInTheDocument();
    await waitFor(() => expect(placeButton()).toHaveTextContent('Place Order ₹49.00'));

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const input = screen.getByRole('textbox', { name: 'Have a coupon?' });
    await user.clear(input);
    await user.type(input, 'SAVE50{Enter}');
    expect(await screen.findByText('Minimum order amount of ₹299 required')).toBeInTheDocument();
    expect(placeButton()).toHaveTextContent('Place Order ₹74.00');
    expect(screen.queryByText('Coupon discount')).not.toBeInTheDocument();
  });

  it("shows 'Failed to apply coupon' when the check cannot be made", async () => {
    signedIn();
    // Passes through (no answer) for the cart without a code.
    server.use(graphql.query('CheckoutCart', ({ variables }) => (variables.couponCode ? HttpResponse.error() : undefined)));
    const user = userEvent.setup();
    renderCheckout();
    const input = await screen.findByRole('textbox', { name: 'Have a coupon?' });
    await user.type(input, 'FRESH10{Enter}');
    expect(await screen.findByText('Failed to apply coupon')).toBeInTheDocument();
  });
});

describe('Checkout: cash on delivery', () => {
  it("places the order and shows 'Order Confirmed!' with the order id, help, links and the toast", async () => {
    const api = signedIn({ warnings: ['Order placed, but there was an issue sending the confirmation email.'] });
    const user = userEvent.setup();
    renderCheckout();
    await waitFor(() => expect(field('Address')).toHaveValue('12 MG Road, Flat 4'));
    await user.click(placeButton());

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toHaveFocus();
    expect(screen.getByText('#42')).toBeInTheDocument();
    expect(screen.getByText('FS-000042')).toBeInTheDocument();
    expect(await screen.findByText('Order #42 placed successfully!')).toBeInTheDocument();
    expect(await screen.findByText('Order placed, but there was an issue sending the confirmation email.')).toBeInTheDocument();
    const help = screen.getByRole('region', { name: 'Need Help?' });
    // The shop profile's hours and helpline (issue 39), no longer a fixed 9AM-6PM.
    await waitFor(() => expect(help).toHaveTextContent('Mon–Sat, 8 am–8 pm'));
    expect(within(help).getByRole('link', { name: '+91 98000 00000' })).toHaveAttribute('href', 'tel:+919800000000');
    expect(help).toHaveTextContent('within 24 hours');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'View Order' })).toHaveAttribute('href', '/orders/42');

    await user.click(screen.getByRole('button', { name: /Resend it/ }));
    expect(await screen.findByText(/Your confirmation was sent to asha@example.com/)).toBeInTheDocument();

    const { input } = api.calls.placeOrder[0];
    expect(input).toMatchObject({
      paymentMethod: 'CASH',
      couponCode: null,
      shipping: {
        firstName: 'Asha',
        lastName: 'Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        address: '12 MG Road, Flat 4',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        postcode: '411001',
      },
    });
    expect(input.idempotencyKey).toMatch(/^[\w-]{16,}$/);
    // The cart is asked again so the header badge and drawer empty too.
    await waitFor(() => expect(api.calls.cart.length).toBeGreaterThanOrEqual(2));
  });

  it("shows 'Processing...' and sends one order however often Place Order is pressed", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = signedIn({
      placeOrder: async () => {
        await gate;
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderCheckout();
    await waitFor(() => expect(field('Address')).toHaveValue('12 MG Road, Flat 4'));
    const button = placeButton();
    await user.click(button);
    await waitFor(() => expect(button).toHaveTextContent('Processing...'));
    expect(button).toBeDisabled();
    // Enter in a field submits the form too: still one order.
    await user.type(field('City'), '{Enter}');
    release();
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(api.calls.placeOrder).toHaveLength(1);
  });

  it('keeps the form and its values with the server’s reason when the order fails, and retries with the same key', async () => {
    let fail: 'server' | 'network' | null = 'server';
    const api = signedIn({
      placeOrder: () => {
        if (fail === 'server') return HttpResponse.json({ errors: [{ message: 'Only 1 of Alphonso Mango can be ordered', extensions: { code: 'OUT_OF_STOCK' } }] });
        if (fail === 'network') return HttpResponse.error();
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderCheckout();
    await waitFor(() => expect(field('Address')).toHaveValue('12 MG Road, Flat 4'));
    await user.clear(field('City'));
    await user.type(field('City'), 'Nashik');
    await user.click(placeButton());
    expect(await screen.findByText('Only 1 of Alphonso Mango can be ordered')).toBeInTheDocument();
    expect(field('City')).toHaveValue('Nashik');

    fail = 'network';
    await user.click(placeButton());
    expect(await screen.findByText('Failed to place order. Please try again.')).toBeInTheDocument();

    fail = null;
    await user.click(placeButton());
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    const keys = api.calls.placeOrder.map((call) => call.input.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(api.calls.placeOrder[2].input.shipping).toMatchObject({ city: 'Nashik' });
  });

  it("uses the reply's message, else 'Failed to place order', when the server answers success false", async () => {
    signedIn({
      placeOrder: () =>
        HttpResponse.json({
          data: { placeOrder: { __typename: 'PlaceOrderResult', success: false, message: '', orderId: '0', warnings: [], order: null, payment: null } },
        }),
    });
    const user = userEvent.setup();
    renderCheckout();
    await waitFor(() => expect(field('Address')).toHaveValue('12 MG Road, Flat 4'));
    await user.click(placeButton());
    expect(await screen.findByText('Failed to place order')).toBeInTheDocument();
  });

  it('drops a coupon the order was refused for and shows why', async () => {
    signedIn({
      placeOrder: (input) =>
        input.couponCode
          ? HttpResponse.json({ errors: [{ message: 'This coupon has reached its usage limit', extensions: { code: 'COUPON_INVALID' } }] })
          : undefined,
    });
    const user = userEvent.setup();
    renderCheckout();
    await waitFor(() => expect(field('Address')).toHaveValue('12 MG Road, Flat 4'));
    await user.type(screen.getByRole('textbox', { name: 'Have a coupon?' }), 'FRESH10{Enter}');
    await waitFor(() => expect(placeButton()).toHaveTextContent('₹261.00'));
    await user.click(placeButton());
    expect(await screen.findAllByText('This coupon has reached its usage limit')).toHaveLength(2);
    await waitFor(() => expect(placeButton()).toHaveTextContent('₹289.00'));
  });
});

describe('Checkout: a subscription plan', () => {
  it('shows the plan as the order, card only, and a failed plan load goes back to the plans', async () => {
    signedIn();
    renderCheckout(`/checkout?plan_id=${MONTHLY_PLAN.id}`);
    const summary = await screen.findByRole('region', { name: 'Your Order' });
    expect(within(summary).getByText('Monthly Orchard Pass')).toBeInTheDocument();
    expect(within(summary).getByText('Monthly subscription')).toBeInTheDocument();
    expect(within(summary).getByText('₹1,599.00 per month')).toBeInTheDocument();
    expect(within(summary).getByText('30 days')).toBeInTheDocument();
    // What each delivery brings (issue 38).
    const box = within(summary).getByRole('list', { name: 'In the box' });
    expect(within(box).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2 kg Royal Gala Apple', "1 kg seasonal pick from season's special The ripest of the week"]);
    expect(screen.getByText('Subscriptions are paid by card (Razorpay) only.')).toBeInTheDocument();
    // Where and when it delivers, not billing details, and no cash option (issue 38).
    expect(screen.queryByRole('heading', { name: 'Billing Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Cash on Delivery/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Have a coupon?' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay ₹1,599.00' })).toBeEnabled());
  });

  it("toasts 'Failed to load subscription plan' and redirects to /subscriptions for an unknown plan", async () => {
    signedIn();
    renderCheckout('/checkout?plan_id=999');
    await waitFor(() => expect(currentLocation()).toBe('/subscriptions'));
    expect(await screen.findByText('Failed to load subscription plan')).toBeInTheDocument();
  });

  it('redirects to /subscriptions when the plan cannot be loaded at all', async () => {
    signedIn();
    server.use(graphql.query('CheckoutPlan', async () => {
      await delay(10);
      return HttpResponse.json({ errors: [{ message: 'boom' }] });
    }));
    renderCheckout('/checkout?plan_id=3');
    await waitFor(() => expect(currentLocation()).toBe('/subscriptions'));
  });
});
