import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeDialogs, preloadDialogs } from '../../web/src/features/accounts/auth-dialog-store';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { customer, makeOrder, makeSubscription } from '../fixtures/orders.fixture';
import { server } from './msw-server';
import { currentLocation, renderApp } from './render';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  await preloadDialogs();
}, 30_000);

afterEach(() => {
  closeDialogs();
  document.body.style.pointerEvents = '';
});

function signedIn({ orders = [] as unknown[], subscriptions = [] as unknown[] } = {}) {
  saveSession('tok', customer);
  const asked: string[] = [];
  server.use(
    graphql.query('SessionMe', () => HttpResponse.json({ data: { me: customer } })),
    graphql.query('AccountProfile', () => HttpResponse.json({ data: { me: customer } })),
    graphql.query('AccountAddresses', () => HttpResponse.json({ data: { addresses: [] } })),
    graphql.query('WishlistIds', () => HttpResponse.json({ data: { wishlistProductIds: [] } })),
    graphql.query('MyOrders', () => {
      asked.push('MyOrders');
      return HttpResponse.json({ data: { myOrders: orders } });
    }),
    graphql.query('MySubscriptions', () => {
      asked.push('MySubscriptions');
      return HttpResponse.json({ data: { mySubscriptions: subscriptions, myBillingRecords: [] } });
    }),
  );
  return asked;
}

describe('account commerce tabs', () => {
  it('opens My Orders from ?tab=orders and lists the orders with links to their pages', async () => {
    const asked = signedIn({ orders: [makeOrder({ id: '43', status: 'DELIVERED' }), makeOrder({ id: '42' })] });
    await renderApp('/account?tab=orders');
    expect(await screen.findByRole('tab', { name: 'My Orders', selected: true })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your orders' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'View Details of order FS-000043' })).toHaveAttribute('href', '/orders/43');
    expect(within(list).getByText('Delivered')).toHaveAttribute('data-tone', 'green');
    expect(asked).not.toContain('MySubscriptions');
  });

  it('writes the chosen tab into the URL and keeps the profile at /account', async () => {
    signedIn();
    const u = userEvent.setup();
    await renderApp('/account');
    await u.click(await screen.findByRole('tab', { name: 'My Subscriptions' }));
    await waitFor(() => expect(currentLocation()).toBe('/account?tab=subscriptions'));
    expect(await screen.findByText('No subscriptions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Subscription Plans' })).toHaveAttribute('href', '/subscriptions');
    await u.click(screen.getByRole('tab', { name: 'My Orders' }));
    await waitFor(() => expect(currentLocation()).toBe('/account?tab=orders'));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Profile' }));
    await waitFor(() => expect(currentLocation()).toBe('/account'));
  });

  it('falls back to the profile for an unknown tab', async () => {
    signedIn();
    await renderApp('/account?tab=nonsense');
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
  });

  it('shows each subscription with its plan, price, dates, status, auto-renew and next delivery', async () => {
    signedIn({
      subscriptions: [
        makeSubscription(),
        makeSubscription({ id: '4', planName: 'Weekly Fruit Box', planType: 'Weekly', price: 499, status: 'EXPIRED', autoRenew: false, nextDeliveryDate: null, startDate: '2026-01-01', endDate: '2026-01-08' }),
      ],
    });
    await renderApp('/account?tab=subscriptions');
    const list = await screen.findByRole('list', { name: 'Your subscriptions' });
    // The cards are the list's own items (each holds lists of its deliveries and billing records).
    const [monthly, weekly] = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(within(monthly).getByRole('heading', { name: 'Monthly Orchard Pass' })).toBeInTheDocument();
    expect(monthly).toHaveTextContent('Monthly · ₹1,599.00');
    expect(monthly).toHaveTextContent('Active');
    expect(monthly).toHaveTextContent('Start date1 Mar 2026');
    expect(monthly).toHaveTextContent('End date31 Mar 2026');
    expect(monthly).toHaveTextContent('Auto-renewOn');
    expect(monthly).toHaveTextContent('Next delivery8 Mar 2026');
    expect(within(monthly).getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
    expect(within(monthly).queryByRole('button', { name: 'Reactivate' })).not.toBeInTheDocument();

    expect(weekly).toHaveTextContent('Expired');
    expect(weekly).toHaveTextContent('Auto-renewOff');
    expect(weekly).toHaveTextContent('Next delivery—');
    expect(within(weekly).queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(within(weekly).queryByRole('button', { name: 'Reactivate' })).not.toBeInTheDocument();
  });

  it('cancels after a confirm and reactivates with auto-renew on', async () => {
    signedIn({ subscriptions: [makeSubscription()] });
    const calls: { op: string; variables: Record<string, unknown> }[] = [];
    server.use(
      graphql.mutation('CancelSubscription', async ({ variables }) => {
        calls.push({ op: 'cancel', variables });
        await delay(20);
        return HttpResponse.json({
          data: { cancelSubscription: { __typename: 'Subscription', id: '5', status: 'CANCELLED', autoRenew: false, nextDeliveryDate: null, upcomingDeliveries: [], paused: false, pausedUntil: null, pauseOpenEnded: false, skipsLeft: 0 } },
        });
      }),
      graphql.mutation('ReactivateSubscription', async ({ variables }) => {
        calls.push({ op: 'reactivate', variables });
        await delay(20);
        return HttpResponse.json({
          data: { reactivateSubscription: { __typename: 'Subscription', id: '5', status: 'ACTIVE', autoRenew: true, nextDeliveryDate: '2026-03-15', upcomingDeliveries: ['2026-03-15'], paused: false, pausedUntil: null, pauseOpenEnded: false, skipsLeft: 2 } },
        });
      }),
    );
    const u = userEvent.setup();
    await renderApp('/account?tab=subscriptions');
    const card = () => within(screen.getByRole('list', { name: 'Your subscriptions' })).getAllByRole('listitem')[0];
    await u.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel Subscription' });
    expect(confirm).toHaveTextContent('Monthly Orchard Pass');
    await u.click(within(confirm).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Subscription cancelled successfully')).toBeInTheDocument();
    await waitFor(() => expect(card()).toHaveTextContent('Cancelled'));
    expect(card()).toHaveTextContent('Auto-renewOff');
    expect(calls).toEqual([{ op: 'cancel', variables: { id: '5' } }]);

    await u.click(within(card()).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('Subscription reactivated successfully')).toBeInTheDocument();
    await waitFor(() => expect(card()).toHaveTextContent('Active'));
    expect(card()).toHaveTextContent('Auto-renewOn');
    expect(card()).toHaveTextContent('Next delivery15 Mar 2026');
    expect(calls[1]).toEqual({ op: 'reactivate', variables: { id: '5', autoRenew: true } });
  });

  it("shows the server's reason when a reactivation is refused", async () => {
    signedIn({ subscriptions: [makeSubscription({ status: 'CANCELLED', autoRenew: false })] });
    server.use(
      graphql.mutation('ReactivateSubscription', () =>
        HttpResponse.json({ errors: [{ message: 'This subscription has ended; please buy the plan again', extensions: { code: 'INVALID_STATUS_CHANGE' } }] }),
      ),
    );
    const u = userEvent.setup();
    await renderApp('/account?tab=subscriptions');
    await u.click(await screen.findByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('This subscription has ended; please buy the plan again')).toBeInTheDocument();
  });

  it('shows an error with Retry when the subscriptions cannot be loaded', async () => {
    signedIn();
    let calls = 0;
    server.use(
      graphql.query('MySubscriptions', () => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ errors: [{ message: 'boom' }] })
          : HttpResponse.json({ data: { mySubscriptions: [makeSubscription()], myBillingRecords: [] } });
      }),
    );
    const u = userEvent.setup();
    await renderApp('/account?tab=subscriptions');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load subscriptions. Please try again.');
    await u.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Monthly Orchard Pass' })).toBeInTheDocument();
  });
});
