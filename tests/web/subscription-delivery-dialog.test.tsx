import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { ChangeDeliveryButton, SubscriptionDeliverySummary } from '../../web/src/features/subscriptions/subscription-delivery-dialog';
import { CUSTOMER, DELIVERY_SLOTS, PROFILE, UNSERVED_PINCODE } from '../fixtures/checkout.fixture';
import { server } from './msw-server';
import { renderPage } from './render';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  await import('../../web/src/theme/system');
}, 30_000);

afterEach(() => {
  chakraToaster.remove();
});

const SUBSCRIPTION = {
  __typename: 'Subscription' as const,
  id: '77',
  planName: 'Monthly Orchard Pass',
  packingDate: null as string | null,
  delivery: {
    __typename: 'SubscriptionDelivery' as const,
    addressId: '30',
    address: { __typename: 'ShippingDetails' as const, firstName: 'Asha', lastName: 'Rao', phone: '9876543210', address: '12 MG Road, Flat 4', city: 'Pune', state: 'Maharashtra', postcode: '411001' },
    window: { __typename: 'DeliveryWindow' as const, slotId: '1', start: '07:00', end: '10:00' },
  },
};

type Refusal = { message: string; code: string; field: string };

function serve(refusal: () => Refusal | null = () => null) {
  const sent: Record<string, unknown>[] = [];
  const addresses = [...PROFILE.addresses, { ...PROFILE.addresses[0], id: '32', addressLine1: '1 Far Lane', pinCode: UNSERVED_PINCODE }];
  server.use(
    graphql.query('SubscriptionDeliveryAddresses', () => HttpResponse.json({ data: { addresses } })),
    graphql.query('SubscriptionDeliveryWindows', ({ variables }) => {
      const pincode = variables.pincode as string;
      const serviceable = pincode !== UNSERVED_PINCODE;
      const slots = serviceable ? DELIVERY_SLOTS.map((s) => ({ __typename: 'DeliverySlot', id: s.id, start: s.start, end: s.end })) : [];
      return HttpResponse.json({ data: { deliverySlots: { __typename: 'DeliverySlots', pincode, serviceable, slots } } });
    }),
    graphql.mutation('SetSubscriptionDelivery', ({ variables }) => {
      sent.push(variables);
      const refused = refusal();
      if (refused) return HttpResponse.json({ errors: [{ message: refused.message, extensions: { code: refused.code, field: refused.field } }] });
      const address = addresses.find((a) => a.id === variables.addressId)!;
      const slot = DELIVERY_SLOTS.find((s) => s.id.startsWith(`${variables.slotId as string}:`))!;
      return HttpResponse.json({
        data: {
          setSubscriptionDelivery: {
            ...SUBSCRIPTION,
            delivery: {
              ...SUBSCRIPTION.delivery,
              addressId: address.id,
              address: { ...SUBSCRIPTION.delivery.address, address: address.addressLine1, city: address.city, postcode: address.pinCode },
              window: { __typename: 'DeliveryWindow', slotId: variables.slotId, start: slot.start, end: slot.end },
            },
            deliveryOrders: [],
          },
        },
      });
    }),
  );
  return sent;
}

function renderCard(subscription = SUBSCRIPTION) {
  saveSession('tok-7', CUSTOMER);
  return renderPage(
    <>
      <SubscriptionDeliverySummary subscription={subscription} />
      <ChangeDeliveryButton subscription={subscription} />
    </>,
    { path: '/account' },
  );
}

describe('A subscription: where and when', () => {
  it('sums up the address and window, and says when a delivery is already being packed', () => {
    renderCard({ ...SUBSCRIPTION, packingDate: '2026-11-27' });
    expect(screen.getByText(/Delivers to:/).parentElement).toHaveTextContent('Delivers to: Asha Rao, 12 MG Road, Flat 4, Pune, Maharashtra 411001');
    expect(screen.getByText(/Window:/).parentElement).toHaveTextContent('Window: 07:00–10:00');
    expect(screen.getByText('Your delivery on Fri 27 Nov is being packed; changes apply from the next delivery.')).toBeInTheDocument();
  });

  it('changes the address and the window with setSubscriptionDelivery, and toasts it', async () => {
    const sent = serve();
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Change where and when' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change where and when' });
    const addresses = within(dialog).getByRole('group', { name: 'Delivery address' });
    // The current choice is preselected.
    await waitFor(() => expect(within(addresses).getByRole('radio', { name: /12 MG Road/ })).toBeChecked());
    const windows = within(dialog).getByRole('group', { name: 'Preferred delivery window' });
    await waitFor(() => expect(within(windows).getByRole('radio', { name: '07:00–10:00' })).toBeChecked());

    await user.click(within(addresses).getByRole('radio', { name: /9 Work Park/ }));
    await user.click(await within(windows).findByRole('radio', { name: '17:00–20:00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Delivery address and window updated')).toBeInTheDocument();
    expect(sent).toEqual([{ id: '77', addressId: '31', slotId: '3' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change where and when' })).not.toBeInTheDocument());
  });

  it('shows refusals on their field: an unserved pincode on the address, SLOT_UNAVAILABLE on the window', async () => {
    const sent = serve(() => ({ message: 'This delivery window is not offered for your pincode. Please choose another window.', code: 'SLOT_UNAVAILABLE', field: 'slotId' }));
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Change where and when' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change where and when' });
    const addresses = within(dialog).getByRole('group', { name: 'Delivery address' });
    await user.click(await within(addresses).findByRole('radio', { name: /1 Far Lane/ }));
    await waitFor(() => expect(addresses).toHaveAccessibleDescription(`Sorry, we do not deliver to pincode ${UNSERVED_PINCODE} yet.`));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.click(within(addresses).getByRole('radio', { name: /12 MG Road/ }));
    const windows = within(dialog).getByRole('group', { name: 'Preferred delivery window' });
    await waitFor(() => expect(within(windows).getByRole('radio', { name: '07:00–10:00' })).toBeChecked());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(windows).toHaveAccessibleDescription(/This delivery window is not offered for your pincode/));
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Change where and when' })).toBeInTheDocument();
  });
});
