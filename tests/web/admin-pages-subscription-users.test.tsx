import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import SubscriptionUsersPage from '../../web/src/admin/pages/subscription-users-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { server } from './msw-server';
import { renderPage } from './render';

afterEach(() => {
  chakraToaster.remove();
});

function row(id: string, userName: string, status: string) {
  return {
    __typename: 'SubscriptionUser',
    id,
    userId: `u${id}`,
    userName,
    userEmail: `${userName.toLowerCase()}@example.com`,
    planId: '1',
    planName: 'Weekly Box',
    planType: 'Weekly',
    price: 499,
    status,
    startDate: '2026-11-01',
    endDate: '2026-12-01',
    autoRenew: status === 'active',
    paused: false,
    pausedUntil: null as string | null,
    pauseOpenEnded: false,
    skippedDates: [] as string[],
    nextDeliveryDate: null,
    delivery: null as Record<string, unknown> | null,
  };
}

function serveRows(initial: ReturnType<typeof row>[]) {
  const state = { rows: initial, changes: [] as unknown[] };
  server.use(
    graphql.query('SubscriptionUsersPageList', () => HttpResponse.json({ data: { subscriptionUsers: state.rows } })),
    graphql.mutation('SubscriptionUsersPageSetStatus', ({ variables }) => {
      state.changes.push(variables);
      state.rows = state.rows.map((r) => (r.id === variables.id ? { ...r, status: variables.status as string, autoRenew: variables.autoRenew as boolean } : r));
      return HttpResponse.json({ data: { setSubscriptionStatus: { __typename: 'SubscriptionUser', id: variables.id, status: variables.status, autoRenew: variables.autoRenew } } });
    }),
  );
  return state;
}

const renderRows = () => renderPage(<SubscriptionUsersPage />, { path: '/admin-dashboard' });

describe('Admin subscription users page', () => {
  it('lists user, plan, status, dates and auto-renew', async () => {
    serveRows([row('1', 'Asha', 'active'), row('2', 'Ravi', 'cancelled')]);
    renderRows();
    const table = await screen.findByRole('table', { name: 'Subscription users' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Asha');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('1 Nov 2026');
    expect(first).toHaveTextContent('1 Dec 2026');
    expect(first).toHaveTextContent('Yes');
    expect(second).toHaveTextContent('Cancelled');
    expect(within(second).getByRole('button', { name: /Reactivate/ })).toBeInTheDocument();
  });

  it('shows paused and skipped state, and a subscription\'s billing records', async () => {
    serveRows([{ ...row('1', 'Asha', 'active'), paused: true, pausedUntil: '2026-11-20', pauseOpenEnded: true, skippedDates: ['2026-11-08'] }]);
    const asked: unknown[] = [];
    server.use(
      graphql.query('SubscriptionBillingRecords', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            adminBillingRecords: [
              { __typename: 'BillingRecord', id: '9', amount: 499, status: 'paid', periodStart: '2026-11-01', periodEnd: '2026-12-01', createdAt: '2026-11-01T06:00:00.000Z' },
            ],
          },
        });
      }),
    );
    renderRows();
    const table = await screen.findByRole('table', { name: 'Subscription users' });
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Paused');
    expect(first).toHaveTextContent('Until resumed, by 20 Nov 2026');
    expect(first).toHaveTextContent('Skipped: 8 Nov 2026');
    await userEvent.click(within(first).getByRole('button', { name: "Billing records of Asha's Weekly Box" }));
    const records = await screen.findByRole('table', { name: 'Billing records' });
    expect(records).toHaveTextContent('₹499.00');
    expect(records).toHaveTextContent('1 Nov 2026 – 1 Dec 2026');
    expect(records).toHaveTextContent('Paid');
    expect(asked).toEqual([{ subscriptionId: '1' }]);
  });

  it('shows the empty and error states', async () => {
    serveRows([]);
    const { unmount } = renderRows();
    expect(await screen.findByText('No subscriptions yet')).toBeInTheDocument();
    unmount();
    server.use(graphql.query('SubscriptionUsersPageList', () => HttpResponse.json({ errors: [{ message: '' }] })));
    renderRows();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch subscription users');
  });

  it('cancels a subscription after confirmation and reloads the list', async () => {
    const state = serveRows([row('1', 'Asha', 'active')]);
    renderRows();
    await userEvent.click(await screen.findByRole('button', { name: "Cancel Asha's Weekly Box" }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Subscription cancelled successfully')).toBeInTheDocument();
    expect(state.changes).toEqual([{ id: '1', status: 'cancelled', autoRenew: false }]);
    expect(await screen.findByRole('button', { name: "Reactivate Asha's Weekly Box" })).toBeInTheDocument();
  });

  it("shows where and when each subscription delivers, and 'Not set' without it (issue 38)", async () => {
    serveRows([
      {
        ...row('1', 'Asha', 'active'),
        delivery: {
          __typename: 'SubscriptionDelivery',
          address: { __typename: 'ShippingDetails', firstName: 'Asha', lastName: 'Rao', phone: '9876543210', address: '12 MG Road, Flat 4', city: 'Pune', state: 'Maharashtra', postcode: '411001' },
          window: { __typename: 'DeliveryWindow', start: '07:00', end: '10:00' },
        },
      },
      row('2', 'Ravi', 'active'),
    ]);
    renderRows();
    const table = await screen.findByRole('table', { name: 'Subscription users' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    const column = headers.indexOf('Delivers to');
    expect(column).toBe(2);
    const [, first, second] = within(table).getAllByRole('row');
    const cell = within(first).getAllByRole('cell')[column];
    expect(cell).toHaveTextContent('Asha Rao');
    expect(cell).toHaveTextContent('12 MG Road, Flat 4, Pune, Maharashtra');
    expect(cell).toHaveTextContent('411001');
    expect(cell).toHaveTextContent('9876543210');
    expect(cell).toHaveTextContent('Window 07:00–10:00');
    expect(within(second).getAllByRole('cell')[column]).toHaveTextContent('Not set');
  });
});
