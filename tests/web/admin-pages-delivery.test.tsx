import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import DeliveryPage from '../../web/src/admin/pages/delivery-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { server } from './msw-server';
import { renderPage } from './render';

afterEach(() => {
  chakraToaster.remove();
});

const slot = (id: string, start: string, end: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'AdminDeliverySlot',
  id,
  pincode: null,
  start,
  end,
  capacity: 50,
  isActive: true,
  ...overrides,
});

function serveDelivery() {
  const state = {
    cutoffMinutes: 120,
    subscriptionLeadHours: 24,
    leads: [] as unknown[],
    pincodes: [{ __typename: 'AdminDeliveryPincode', code: '411001', slotCount: 0 }],
    slots: [slot('1', '07:00', '10:00'), slot('2', '18:00', '19:00', { pincode: '411001', capacity: 5 })],
    created: [] as unknown[],
    cutoffs: [] as unknown[],
    added: [] as unknown[],
  };
  server.use(
    graphql.query('DeliveryPage', () =>
      HttpResponse.json({ data: { adminDelivery: { __typename: 'AdminDeliverySettings', cutoffMinutes: state.cutoffMinutes, subscriptionLeadHours: state.subscriptionLeadHours, pincodes: state.pincodes, slots: state.slots } } }),
    ),
    graphql.mutation('DeliveryPageCreateSlot', ({ variables }) => {
      state.created.push(variables.input);
      const input = variables.input as { start: string; end: string };
      state.slots = [...state.slots, slot('3', input.start, input.end)];
      return HttpResponse.json({ data: { createDeliverySlot: { __typename: 'AdminDeliverySlot', id: '3' } } });
    }),
    graphql.mutation('DeliveryPageCutoff', ({ variables }) => {
      state.cutoffs.push(variables.minutes);
      state.cutoffMinutes = variables.minutes as number;
      return HttpResponse.json({ data: { setDeliveryCutoff: variables.minutes } });
    }),
    graphql.mutation('DeliveryPageSubscriptionLead', ({ variables }) => {
      state.leads.push(variables.hours);
      state.subscriptionLeadHours = variables.hours as number;
      return HttpResponse.json({ data: { setSubscriptionLeadHours: variables.hours } });
    }),
    graphql.mutation('DeliveryPageAddPincode', ({ variables }) => {
      state.added.push(variables.code);
      state.pincodes = [...state.pincodes, { __typename: 'AdminDeliveryPincode', code: variables.code as string, slotCount: 0 }];
      return HttpResponse.json({ data: { addDeliveryPincode: { __typename: 'AdminDeliveryPincode', code: variables.code } } });
    }),
  );
  return state;
}

describe('Admin delivery slots page', () => {
  it('lists slots and pincodes, adds a slot, a pincode and changes the cut-off, checking the forms first', async () => {
    const state = serveDelivery();
    const user = userEvent.setup();
    renderPage(<DeliveryPage />, { path: '/admin-dashboard' });
    const slots = await screen.findByRole('table', { name: 'Daily slots' });
    const [, first, second] = within(slots).getAllByRole('row');
    expect(first).toHaveTextContent('07:00–10:00All pincodes50Active');
    expect(second).toHaveTextContent('18:00–19:004110015Active');
    expect(within(screen.getByRole('table', { name: 'Serviceable pincodes' })).getByText('411001')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Slot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Slot' });
    await user.type(within(dialog).getByLabelText(/Starts/), '11:00');
    await user.type(within(dialog).getByLabelText(/Ends/), '10:00');
    await user.type(within(dialog).getByLabelText(/Capacity/), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Add Slot' }));
    expect(await within(dialog).findByText('A slot must end after it starts')).toBeInTheDocument();
    expect(state.created).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/Ends/));
    await user.type(within(dialog).getByLabelText(/Ends/), '12:30');
    await user.click(within(dialog).getByRole('button', { name: 'Add Slot' }));
    await waitFor(() => expect(state.created).toEqual([{ pincode: null, start: '11:00', end: '12:30', capacity: 8, isActive: true }]));
    expect(await screen.findByText('11:00–12:30')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Pincode' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Add pincode' }));
    expect(await screen.findByText('Please enter a valid 6-digit pincode')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Pincode' }));
    await user.type(screen.getByRole('textbox', { name: 'Pincode' }), '560001');
    await user.click(screen.getByRole('button', { name: 'Add pincode' }));
    await waitFor(() => expect(state.added).toEqual(['560001']));

    const cutoff = screen.getByRole('spinbutton', { name: 'Minutes before a slot starts' });
    await user.clear(cutoff);
    await user.type(cutoff, '90');
    await user.click(screen.getByRole('button', { name: 'Save cut-off' }));
    await waitFor(() => expect(state.cutoffs).toEqual([90]));
  });

  it('sets how many hours before the cut-off subscription deliveries become orders, checking 1 to 48 first', async () => {
    const state = serveDelivery();
    const user = userEvent.setup();
    renderPage(<DeliveryPage />, { path: '/admin-dashboard' });
    const lead = await screen.findByRole('spinbutton', { name: 'Hours before the cut-off each delivery becomes an order' });
    expect(lead).toHaveValue(24);
    await user.clear(lead);
    await user.click(screen.getByRole('button', { name: 'Save lead time' }));
    expect(await screen.findByText('Subscription orders are made a whole number of hours from 1 to 48 before the cut-off')).toBeInTheDocument();
    expect(state.leads).toEqual([]);
    await user.clear(lead);
    await user.type(lead, '36');
    await user.click(screen.getByRole('button', { name: 'Save lead time' }));
    await waitFor(() => expect(state.leads).toEqual([36]));
  });
});
