import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import CheckoutPage from '../../web/src/app/routes/checkout-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { checkoutHandlers, CUSTOMER, MONTHLY_PLAN, PROFILE, type CheckoutServerOptions } from '../fixtures/checkout.fixture';
import { server } from './msw-server';
import { renderPage } from './render';

/*
 * A plan's checkout asks where and when it delivers (issue 38 part 2): a saved address (the
 * primary preselected) and a daily window of its pincode (the earliest preselected), sent with
 * subscribe; the server's refusals stand under their field.
 */

function signedIn(options: CheckoutServerOptions = {}) {
  saveSession('tok-7', CUSTOMER);
  const api = checkoutHandlers(options);
  server.use(...api.handlers);
  return api;
}

const renderPlanCheckout = () => renderPage(<CheckoutPage />, { path: '/checkout', url: `/checkout?plan_id=${MONTHLY_PLAN.id}` });
const payButton = () => screen.getByRole('button', { name: 'Pay ₹1,599.00' });

afterEach(() => {
  window.sessionStorage.clear();
  chakraToaster.remove();
});

describe('Checkout: where and when a plan delivers', () => {
  it('offers the saved addresses (primary chosen) and the unique windows of its pincode (earliest chosen), and sends addressId and slotId', async () => {
    const api = signedIn();
    const user = userEvent.setup();
    renderPlanCheckout();
    const addresses = await screen.findByRole('group', { name: 'Delivery address' });
    const radios = await within(addresses).findAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(within(addresses).getByRole('radio', { name: /12 MG Road, Flat 4, Pune, Maharashtra 411001/ })).toBeChecked();
    expect(within(addresses).getByRole('radio', { name: /9 Work Park/ })).not.toBeChecked();

    const windows = screen.getByRole('group', { name: 'Preferred delivery window' });
    expect(windows).toHaveAccessibleDescription(/Deliveries come in this window on each delivery day/);
    await waitFor(() => expect(within(windows).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['06:00–07:00', '07:00–10:00', '10:00–13:00', '17:00–20:00']));
    expect(within(windows).getByRole('radio', { name: '06:00–07:00' })).toBeChecked();
    expect(api.calls.deliverySlots).toContainEqual({ pincode: '411001' });

    // The other address: its pincode's windows (the fixture offers the same ones), then a later window.
    await user.click(within(addresses).getByRole('radio', { name: /9 Work Park/ }));
    await waitFor(() => expect(api.calls.deliverySlots).toContainEqual({ pincode: '400001' }));
    await user.click(await within(windows).findByRole('radio', { name: '10:00–13:00' }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    await screen.findByRole('dialog', { name: /^FruitShop.* payment$/ });
    expect(api.calls.subscribe).toEqual([{ planId: '3', addressId: '31', slotId: '2' }]);
  });

  it('shows a NOT_SERVICEABLE refusal on the address, and SLOT_UNAVAILABLE on the window; nothing is paid', async () => {
    let refusal: { message: string; code: string; field: string } | null = {
      message: 'Sorry, we do not deliver to pincode 411001 yet.',
      code: 'NOT_SERVICEABLE',
      field: 'addressId',
    };
    const api = signedIn({
      subscribe: () => (refusal ? HttpResponse.json({ errors: [{ message: refusal.message, extensions: { code: refusal.code, field: refusal.field } }] }) : undefined),
    });
    const user = userEvent.setup();
    renderPlanCheckout();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    const addresses = screen.getByRole('group', { name: 'Delivery address' });
    await waitFor(() => expect(addresses).toHaveAccessibleDescription('Sorry, we do not deliver to pincode 411001 yet.'));
    expect(within(addresses).getByRole('radio', { name: /12 MG Road/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog', { name: /^FruitShop.* payment$/ })).not.toBeInTheDocument();

    // Choosing another address clears it; a window refused stands under the windows.
    await user.click(within(addresses).getByRole('radio', { name: /9 Work Park/ }));
    expect(addresses).not.toHaveAccessibleDescription(/do not deliver/);
    refusal = { message: 'This delivery window is not offered for your pincode. Please choose another window.', code: 'SLOT_UNAVAILABLE', field: 'slotId' };
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    const windows = screen.getByRole('group', { name: 'Preferred delivery window' });
    await waitFor(() => expect(windows).toHaveAccessibleDescription(/This delivery window is not offered for your pincode/));
    expect(api.calls.subscribe).toHaveLength(2);

    refusal = null;
    await user.click(within(windows).getByRole('radio', { name: '07:00–10:00' }));
    await user.click(payButton());
    await screen.findByRole('dialog', { name: /^FruitShop.* payment$/ });
    expect(api.calls.subscribe.at(-1)).toEqual({ planId: '3', addressId: '31', slotId: '1' });
  });

  it('says so before any payment when the chosen address is not served', async () => {
    signedIn();
    server.use(
      graphql.query('CheckoutProfile', () =>
        HttpResponse.json({ data: { me: { ...PROFILE, addresses: [{ ...PROFILE.addresses[1], pinCode: '799999' }] } } }),
      ),
    );
    renderPlanCheckout();
    const addresses = await screen.findByRole('group', { name: 'Delivery address' });
    await waitFor(() => expect(addresses).toHaveAccessibleDescription('Sorry, we do not deliver to pincode 799999 yet.'));
    expect(payButton()).toBeDisabled();
  });

  it('links to the account to add an address when there is none', async () => {
    signedIn();
    server.use(graphql.query('CheckoutProfile', () => HttpResponse.json({ data: { me: { ...PROFILE, addresses: [] } } })));
    renderPlanCheckout();
    expect(await screen.findByRole('link', { name: 'Add an address in your account' })).toHaveAttribute('href', '/account?tab=addresses');
    expect(payButton()).toBeDisabled();
  });
});
