import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { addDays, notServiceableMessage, shopDate } from '@fruit-shop/common/delivery.rules';
import CartPage from '../../web/src/app/routes/cart-page';
import { NextDelivery } from '../../web/src/components/next-delivery';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { GUEST_ADDRESS_KEY } from '../../web/src/lib/guest-address';
import { server } from './msw-server';
import { renderPage } from './render';

/*
 * The delivery promise (decisions: "Honest storefront"): the product page and the cart show
 * the next open slot for the shopper's pincode, or how to get one; never "2–3 business days".
 */

const slot = (date: string, start: string, end: string, status: string) => ({ __typename: 'DeliverySlot', id: `1:${date}:${start}`, date, start, end, status });

/** Answers NextDeliverySlots for `pincode` only (unserviceable elsewhere) and records what was asked. */
function serveSlots(pincode: string, slots: ReturnType<typeof slot>[]) {
  const asked: string[] = [];
  server.use(
    graphql.query('NextDeliverySlots', ({ variables }) => {
      const pin = variables.pincode as string;
      asked.push(pin);
      return HttpResponse.json({
        data: { deliverySlots: { __typename: 'DeliverySlots', pincode: pin, serviceable: pin === pincode, slots: pin === pincode ? slots : [] } },
      });
    }),
  );
  return asked;
}

const saveGuestLocation = (pinCode: string | null) =>
  window.localStorage.setItem(GUEST_ADDRESS_KEY, JSON.stringify({ address: 'FC Road, Pune', city: 'Pune', state: 'Maharashtra', country: 'India', pinCode }));

describe('Next delivery line', () => {
  it('asks for a location when the shopper has none, and asks the api nothing', async () => {
    const asked = serveSlots('411001', []);
    renderPage(<NextDelivery signedIn={false} />, { path: '/' });
    expect(await screen.findByText('Choose a location to see delivery times')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it("shows a guest the next open slot for the saved location's pincode: today, past the closed and full ones", async () => {
    const today = shopDate(new Date());
    saveGuestLocation('411001');
    const asked = serveSlots('411001', [slot(today, '07:00', '10:00', 'closed'), slot(today, '13:00', '16:00', 'full'), slot(today, '17:00', '20:00', 'open')]);
    renderPage(<NextDelivery signedIn={false} />, { path: '/' });
    expect(await screen.findByText('Next delivery: today 17:00–20:00')).toBeInTheDocument();
    expect(asked).toEqual(['411001']);
  });

  it("promises for a customer's primary address, not another saved one: tomorrow", async () => {
    saveSession('tok-7', { id: '7', name: 'Asha', email: 'asha@example.com' });
    server.use(
      graphql.query('NextDeliveryAddresses', () =>
        HttpResponse.json({
          data: {
            addresses: [
              { __typename: 'Address', id: '2', pinCode: '560001', isDefault: false },
              { __typename: 'Address', id: '1', pinCode: '411001', isDefault: true },
            ],
          },
        }),
      ),
    );
    const tomorrow = addDays(shopDate(new Date()), 1);
    const asked = serveSlots('411001', [slot(tomorrow, '07:00', '10:00', 'open')]);
    renderPage(<NextDelivery signedIn />, { path: '/' });
    expect(await screen.findByText('Next delivery: tomorrow 07:00–10:00')).toBeInTheDocument();
    expect(asked).toEqual(['411001']);
  });

  it('says so when the shop does not deliver to the pincode, or has no open slot', async () => {
    saveGuestLocation('999999');
    serveSlots('411001', []);
    const first = renderPage(<NextDelivery signedIn={false} />, { path: '/' });
    expect(await screen.findByText(notServiceableMessage('999999'))).toBeInTheDocument();
    first.unmount();

    saveGuestLocation('411001');
    serveSlots('411001', [slot(shopDate(new Date()), '17:00', '20:00', 'full')]);
    renderPage(<NextDelivery signedIn={false} />, { path: '/' });
    expect(await screen.findByText('No delivery slots are open for this pincode in the next 3 days.')).toBeInTheDocument();
  });

  it('is on the cart page too', async () => {
    saveGuestLocation('411001');
    serveSlots('411001', [slot(shopDate(new Date()), '17:00', '20:00', 'open')]);
    renderPage(<CartPage />, { path: '/cart' });
    expect(await screen.findByText('Next delivery: today 17:00–20:00')).toBeInTheDocument();
    expect(screen.queryByText(/business days/)).not.toBeInTheDocument();
  });
});
