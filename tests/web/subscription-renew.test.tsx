import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeDialogs, preloadDialogs } from '../../web/src/features/accounts/auth-dialog-store';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { customer, makeSubscription } from '../fixtures/orders.fixture';
import { server } from './msw-server';
import { currentLocation, renderApp } from './render';

/* Renew on the account's subscriptions tab (issue 38 part 4): the plan checkout's payment window, then the new end date. */

beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  await preloadDialogs();
}, 30_000);

afterEach(() => {
  closeDialogs();
  document.body.style.pointerEvents = '';
});

const RENEWED_END = '2026-04-30';

function serve(options: { refuse?: string } = {}) {
  saveSession('tok', customer);
  const calls = { renew: [] as unknown[], verify: [] as unknown[], listReads: 0 };
  let subscription = makeSubscription();
  const records = [
    { __typename: 'BillingRecord', id: '70', subscriptionId: '5', amount: 1599, status: 'paid', periodStart: '2026-03-01', periodEnd: '2026-03-31', createdAt: '2026-03-01T08:00:00.000Z' },
  ];
  server.use(
    graphql.query('SessionMe', () => HttpResponse.json({ data: { me: customer } })),
    graphql.query('AccountProfile', () => HttpResponse.json({ data: { me: customer } })),
    graphql.query('AccountAddresses', () => HttpResponse.json({ data: { addresses: [] } })),
    graphql.query('WishlistIds', () => HttpResponse.json({ data: { wishlistProductIds: [] } })),
    graphql.query('StockAlertIds', () => HttpResponse.json({ data: { stockAlertProductIds: [] } })),
    graphql.query('MySubscriptions', () => {
      calls.listReads++;
      return HttpResponse.json({ data: { mySubscriptions: [subscription], myBillingRecords: records } });
    }),
    graphql.mutation('RenewSubscription', ({ variables }) => {
      calls.renew.push(variables);
      if (options.refuse) return HttpResponse.json({ errors: [{ message: options.refuse, extensions: { code: 'INVALID_STATUS_CHANGE' } }] });
      return HttpResponse.json({
        data: {
          renewSubscription: {
            __typename: 'PaymentIntent',
            paymentId: '900',
            provider: 'simulated',
            providerOrderId: 'order_sim_900',
            keyId: 'rzp_test_simulated',
            amount: 1599,
            amountPaise: 159900,
            currency: 'INR',
            testMode: true,
            orderId: null,
            planId: '3',
          },
        },
      });
    }),
    graphql.mutation('PaymentSimulate', ({ variables }) =>
      HttpResponse.json({
        data: {
          simulatePayment: {
            __typename: 'SimulatedPaymentResult',
            razorpayPaymentId: `pay_${variables.razorpayOrderId}`,
            razorpaySignature: `sig_${variables.razorpayOrderId}`,
            errorDescription: null,
          },
        },
      }),
    ),
    graphql.mutation('PaymentVerify', ({ variables }) => {
      calls.verify.push(variables.input);
      subscription = { ...subscription, endDate: RENEWED_END };
      records.unshift({ ...records[0], id: '71', periodStart: '2026-04-01', periodEnd: RENEWED_END, createdAt: '2026-03-25T08:00:00.000Z' });
      return HttpResponse.json({
        data: {
          verifyPayment: {
            __typename: 'PaymentResult',
            success: true,
            message: 'Subscription renewed! It now runs until 2026-04-30.',
            warnings: [],
            order: null,
            subscription: {
              __typename: 'Subscription',
              id: '5',
              planName: 'Monthly Orchard Pass',
              planType: 'Monthly',
              price: 1599,
              startDate: '2026-03-01',
              endDate: RENEWED_END,
              nextDeliveryDate: '2026-03-08',
            },
          },
        },
      });
    }),
    graphql.mutation('PaymentReportFailure', () => HttpResponse.json({ data: { reportPaymentFailure: true } })),
  );
  return calls;
}

async function openCard(url = '/account?tab=subscriptions') {
  await renderApp(url);
  const list = await screen.findByRole('list', { name: 'Your subscriptions' });
  return within(list).getAllByRole('listitem').filter((item) => item.parentElement === list)[0];
}

describe('Renew', () => {
  it('opens the payment window for the next period and shows the new end date once paid', async () => {
    const calls = serve();
    const user = userEvent.setup();
    const card = await openCard();
    expect(card).toHaveTextContent('End date31 Mar 2026');
    await user.click(within(card).getByRole('button', { name: 'Renew' }));

    const dialog = await screen.findByRole('dialog', { name: /^FruitShop.* payment$/ });
    expect(calls.renew).toEqual([{ subscriptionId: '5' }]);
    expect(within(dialog).getByText('Renew Monthly Orchard Pass')).toBeInTheDocument();
    expect(within(dialog).getByText('₹1,599.00')).toBeInTheDocument();
    const reads = calls.listReads;
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹1,599.00' }));

    expect(await screen.findByText('Monthly Orchard Pass renewed. It now runs until 30 Apr 2026.')).toBeInTheDocument();
    expect(calls.verify).toEqual([{ razorpayOrderId: 'order_sim_900', razorpayPaymentId: 'pay_order_sim_900', razorpaySignature: 'sig_order_sim_900' }]);
    await waitFor(() => expect(card).toHaveTextContent('End date30 Apr 2026'));
    // The billing records are read again: the new period is listed.
    await waitFor(() => expect(calls.listReads).toBeGreaterThan(reads));
    await waitFor(() => expect(within(card).getByRole('list', { name: 'Billing records of Monthly Orchard Pass' })).toHaveTextContent('1 Apr 2026 – 30 Apr 2026'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("the reminder email's link (?renew=<id>) opens the window by itself, once", async () => {
    const calls = serve();
    await openCard('/account?tab=subscriptions&renew=5');
    expect(await screen.findByRole('dialog', { name: /^FruitShop.* payment$/ })).toBeInTheDocument();
    expect(calls.renew).toEqual([{ subscriptionId: '5' }]);
    await waitFor(() => expect(currentLocation()).toBe('/account?tab=subscriptions'));
  });

  it("says the server's refusal and changes nothing", async () => {
    const calls = serve({ refuse: 'A cancelled subscription cannot be renewed; reactivate it first' });
    const user = userEvent.setup();
    const card = await openCard();
    await user.click(within(card).getByRole('button', { name: 'Renew' }));
    expect(await screen.findByText('A cancelled subscription cannot be renewed; reactivate it first')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /^FruitShop.* payment$/ })).not.toBeInTheDocument();
    expect(calls.verify).toEqual([]);
    expect(card).toHaveTextContent('End date31 Mar 2026');
  });
});
