import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayDay } from '@fruit-shop/common/subscription-schedule';
import { closeDialogs, preloadDialogs } from '../../web/src/features/accounts/auth-dialog-store';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { customer, makeSubscription } from '../fixtures/orders.fixture';
import { server } from './msw-server';
import { renderApp } from './render';

/* The subscriptions tab's Pause / Resume / Skip Next and billing records (issue 29). */

beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  await preloadDialogs();
}, 30_000);

afterEach(() => {
  closeDialogs();
  document.body.style.pointerEvents = '';
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const shown = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

const billing = {
  __typename: 'BillingRecord',
  id: '70',
  subscriptionId: '5',
  amount: 1599,
  status: 'paid',
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  createdAt: '2026-03-01T08:00:00.000Z',
};

function serve(subscription: Record<string, unknown>) {
  saveSession('tok', customer);
  const calls: { op: string; variables: Record<string, unknown> }[] = [];
  server.use(
    graphql.query('SessionMe', () => HttpResponse.json({ data: { me: customer } })),
    graphql.query('AccountProfile', () => HttpResponse.json({ data: { me: customer } })),
    graphql.query('AccountAddresses', () => HttpResponse.json({ data: { addresses: [] } })),
    graphql.query('WishlistIds', () => HttpResponse.json({ data: { wishlistProductIds: [] } })),
    graphql.query('MySubscriptions', () => HttpResponse.json({ data: { mySubscriptions: [subscription], myBillingRecords: [billing] } })),
    graphql.mutation('PauseSubscription', ({ variables }) => {
      calls.push({ op: 'pause', variables });
      const until = (variables.until as string | null) ?? addDays(todayDay(), 56);
      return HttpResponse.json({
        data: {
          pauseSubscription: {
            __typename: 'Subscription',
            id: '5',
            endDate: '2026-04-07',
            nextDeliveryDate: '2026-03-15',
            upcomingDeliveries: ['2026-03-15', '2026-03-22', '2026-03-29', '2026-04-05'],
            paused: true,
            pausedUntil: until,
            pauseOpenEnded: variables.until === null,
            skipsLeft: 2,
          },
        },
      });
    }),
    graphql.mutation('ResumeSubscription', ({ variables }) => {
      calls.push({ op: 'resume', variables });
      return HttpResponse.json({
        data: {
          resumeSubscription: {
            __typename: 'Subscription',
            id: '5',
            endDate: '2026-03-31',
            nextDeliveryDate: '2026-03-08',
            upcomingDeliveries: ['2026-03-08', '2026-03-15', '2026-03-22', '2026-03-29'],
            paused: false,
            pausedUntil: null,
            pauseOpenEnded: false,
            skipsLeft: 2,
          },
        },
      });
    }),
    graphql.mutation('SkipNextDelivery', ({ variables }) => {
      calls.push({ op: 'skip', variables });
      return HttpResponse.json({ errors: [{ message: 'You can skip at most 2 deliveries in each 4-week period', extensions: { code: 'INVALID_STATUS_CHANGE', reason: 'SKIP_LIMIT' } }] });
    }),
  );
  return calls;
}

async function openCard() {
  await renderApp('/account?tab=subscriptions');
  const list = await screen.findByRole('list', { name: 'Your subscriptions' });
  return within(list).getAllByRole('listitem').filter((item) => item.parentElement === list)[0];
}

describe('subscription controls', () => {
  it('shows the coming deliveries and the billing records', async () => {
    serve(makeSubscription());
    const card = await openCard();
    const coming = within(card).getByRole('list', { name: 'Coming deliveries of Monthly Orchard Pass' });
    expect(within(coming).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['8 Mar 2026', '15 Mar 2026', '22 Mar 2026', '29 Mar 2026']);
    const records = within(card).getByRole('list', { name: 'Billing records of Monthly Orchard Pass' });
    expect(records).toHaveTextContent('1 Mar 2026 – 31 Mar 2026');
    expect(records).toHaveTextContent('₹1,599.00');
    expect(records).toHaveTextContent('Paid');
  });

  it('checks the pause date before asking the server, then pauses and shows the restart day', async () => {
    const calls = serve(makeSubscription());
    const u = userEvent.setup();
    const card = await openCard();
    await u.click(within(card).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause Subscription' });
    const input = within(dialog).getByLabelText('Resume deliveries on (optional)');
    expect(input).toHaveAttribute('min', addDays(todayDay(), 1));
    expect(input).toHaveAttribute('max', addDays(todayDay(), 56));
    await u.type(input, addDays(todayDay(), 60));
    await u.click(within(dialog).getByRole('button', { name: 'Pause Deliveries' }));
    expect(await within(dialog).findByText('Choose a date after today and within 8 weeks')).toBeInTheDocument();
    expect(calls).toEqual([]);

    const until = addDays(todayDay(), 10);
    await u.clear(input);
    await u.type(input, until);
    await u.click(within(dialog).getByRole('button', { name: 'Pause Deliveries' }));
    expect(await screen.findByText(`Subscription paused until ${shown(until)}`)).toBeInTheDocument();
    expect(calls).toEqual([{ op: 'pause', variables: { id: '5', until } }]);
    await waitFor(() => expect(card).toHaveTextContent(`Paused. Deliveries restart on ${shown(until)}.`));
    expect(card).toHaveTextContent('End date7 Apr 2026');
    expect(within(card).queryByRole('button', { name: 'Skip Next' })).not.toBeInTheDocument();
  });

  it('pauses until resumed when no date is given', async () => {
    const calls = serve(makeSubscription());
    const u = userEvent.setup();
    const card = await openCard();
    await u.click(within(card).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause Subscription' });
    await u.click(within(dialog).getByRole('button', { name: 'Pause Deliveries' }));
    expect(await screen.findByText('Subscription paused until you resume')).toBeInTheDocument();
    expect(calls).toEqual([{ op: 'pause', variables: { id: '5', until: null } }]);
    await waitFor(() => expect(card).toHaveTextContent(`Paused until you resume. Deliveries restart on ${shown(addDays(todayDay(), 56))} at the latest.`));
  });

  it('resumes after a confirmation', async () => {
    const calls = serve(makeSubscription({ paused: true, pausedUntil: '2026-03-20', nextDeliveryDate: '2026-03-22', upcomingDeliveries: ['2026-03-22'] }));
    const u = userEvent.setup();
    const card = await openCard();
    expect(card).toHaveTextContent('Paused');
    await u.click(within(card).getByRole('button', { name: 'Resume' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Resume Subscription' });
    await u.click(within(confirm).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Subscription resumed successfully')).toBeInTheDocument();
    expect(calls).toEqual([{ op: 'resume', variables: { id: '5' } }]);
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Skip Next' })).toBeInTheDocument());
  });

  it("names the delivery it skips and shows the server's refusal", async () => {
    const calls = serve(makeSubscription());
    const u = userEvent.setup();
    const card = await openCard();
    await u.click(within(card).getByRole('button', { name: 'Skip Next' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Skip Next Delivery' });
    expect(confirm).toHaveTextContent('Skip the delivery on 8 Mar 2026?');
    await u.click(within(confirm).getByRole('button', { name: 'Skip Delivery' }));
    expect(await screen.findByText('You can skip at most 2 deliveries in each 4-week period')).toBeInTheDocument();
    expect(calls).toEqual([{ op: 'skip', variables: { id: '5' } }]);
  });

  it('turns Skip Next off when the period has no skips left', async () => {
    serve(makeSubscription({ skipsLeft: 0, skippedDates: ['2026-03-08', '2026-03-15'] }));
    const card = await openCard();
    expect(within(card).getByRole('button', { name: 'Skip Next' })).toBeDisabled();
    expect(card).toHaveTextContent('You can skip at most 2 deliveries in each 4-week period.');
    expect(card).toHaveTextContent('Skipped: 8 Mar 2026, 15 Mar 2026');
  });
});
