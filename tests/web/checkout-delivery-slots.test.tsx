import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import CheckoutPage from '../../web/src/app/routes/checkout-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { checkoutHandlers, CUSTOMER, UNSERVED_PINCODE, type CheckoutServerOptions } from '../fixtures/checkout.fixture';
import { server } from './msw-server';
import { renderPage } from './render';

/* Delivery slots at checkout (issue 29 part 2): chosen, refused at submit, and an unserved pincode. */

function signedIn(options: CheckoutServerOptions = {}) {
  saveSession('tok-7', CUSTOMER);
  const api = checkoutHandlers(options);
  server.use(...api.handlers);
  return api;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const placeButton = () => screen.getByRole('button', { name: /^Place Order/ });
const slot = (name: RegExp) => screen.getByRole('radio', { name });

afterEach(() => {
  window.sessionStorage.clear();
  chakraToaster.remove();
});

describe('Checkout: delivery slots', () => {
  it("lists the pincode's slots by day with the soonest open one chosen, full ones not choosable, and sends the one chosen", async () => {
    const api = signedIn();
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, { path: '/checkout', url: '/checkout' });
    await waitFor(() => expect(field('Postcode')).toHaveValue('411001'));
    expect(await screen.findByRole('group', { name: 'Sat 28 Nov' })).toBeInTheDocument();
    expect(api.calls.deliverySlots.at(-1)).toEqual({ pincode: '411001' });
    expect(slot(/06:00–07:00/)).toBeDisabled();
    expect(slot(/06:00–07:00/)).toHaveAccessibleName(/Full/);
    expect(slot(/07:00–10:00/)).toBeChecked();
    expect(slot(/07:00–10:00/)).toHaveAccessibleName(/4 left/);
    await user.click(slot(/17:00–20:00/));
    expect(slot(/17:00–20:00/)).toBeChecked();
    await user.click(placeButton());
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(api.calls.placeOrder[0].input.deliverySlotId).toBe('3:2026-11-28');
    // The confirmation shows the slot the server booked (the fixture's answer).
    expect(screen.getByText('Delivery slot').nextElementSibling).toHaveTextContent('Sat 28 Nov, 07:00–10:00');
  });

  it('says clearly, before any payment, that an unserved pincode gets no delivery, and places nothing', async () => {
    const api = signedIn();
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, { path: '/checkout', url: '/checkout' });
    await waitFor(() => expect(field('Postcode')).toHaveValue('411001'));
    await user.clear(field('Postcode'));
    await user.type(field('Postcode'), UNSERVED_PINCODE);
    expect(await screen.findByText(`Sorry, we do not deliver to pincode ${UNSERVED_PINCODE} yet.`)).toBeInTheDocument();
    expect(placeButton()).toBeDisabled();
    expect(screen.queryAllByRole('radio', { name: /–/ })).toHaveLength(0);
    expect(api.calls.placeOrder).toHaveLength(0);
  });

  it('asks for another slot when the chosen one closed while the shopper lingered, keeping everything they entered', async () => {
    let refuse = true;
    const api = signedIn({
      placeOrder: () =>
        refuse
          ? HttpResponse.json({ errors: [{ message: 'This delivery slot has closed. Please choose another slot.', extensions: { code: 'SLOT_UNAVAILABLE', reason: 'closed' } }] })
          : undefined,
    });
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, { path: '/checkout', url: '/checkout' });
    await waitFor(() => expect(field('Postcode')).toHaveValue('411001'));
    await screen.findByRole('group', { name: 'Sat 28 Nov' });
    await user.clear(field('City'));
    await user.type(field('City'), 'Nashik');
    const asked = api.calls.deliverySlots.length;
    await user.click(placeButton());

    expect(await screen.findAllByText('This delivery slot has closed. Please choose another slot.')).not.toHaveLength(0);
    // Nothing is chosen for them now; the list is asked again; what they typed stays.
    expect(screen.getAllByRole('radio', { name: /–/ }).filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
    await waitFor(() => expect(api.calls.deliverySlots.length).toBeGreaterThan(asked));
    expect(field('City')).toHaveValue('Nashik');
    expect(field('Address')).toHaveValue('12 MG Road, Flat 4');

    // Submitting without a slot says so and sends nothing.
    await user.click(placeButton());
    expect(await screen.findByText('Please choose a delivery slot')).toBeInTheDocument();
    expect(api.calls.placeOrder).toHaveLength(1);

    refuse = false;
    await user.click(slot(/10:00–13:00/));
    await user.click(placeButton());
    await screen.findByRole('heading', { name: 'Order Confirmed!' });
    expect(api.calls.placeOrder[1].input).toMatchObject({ deliverySlotId: '2:2026-11-28', shipping: { city: 'Nashik' } });
  });
});
