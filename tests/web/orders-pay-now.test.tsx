import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import OrderPage from '../../web/src/app/routes/order-page';
import OrdersPage from '../../web/src/app/routes/orders-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { FULFILMENT_MESSAGES } from '../../common/src/fulfilment.rules';
import { paymentIntent } from '../fixtures/checkout.fixture';
import { customer, makeOrder } from '../fixtures/orders.fixture';
import { server } from './msw-server';
import { renderPage } from './render';

/*
 * Pay now (issue 36): an unpaid card order is paid later from its page or the order list, with
 * a new payment for the same order (createPayment(orderId)) in the payment window (test mode).
 */

beforeAll(() => {
  configure({ asyncUtilTimeout: 10_000 });
});

afterEach(() => {
  chakraToaster.remove();
});

// 08:35 UTC is 14:05 in India.
const UNPAID = { paymentMethod: 'CARD', paymentStatus: 'UNPAID', status: 'PENDING', canPay: true, payBy: '2026-03-12T08:35:00.000Z', total: 329 } as const;
const PAID = { paymentStatus: 'PAID', status: 'PAID', canPay: false, payBy: null } as const;

interface ShopOptions {
  /** What createPayment answers instead of a payment (a refusal). */
  refuse?: { message: string; code: string; then: Record<string, unknown> };
}

/** A shop holding order 42 as an unpaid card order; it records the calls and turns paid when verified. */
function shop(options: ShopOptions = {}) {
  let order: Record<string, unknown> = makeOrder({ ...UNPAID });
  const calls = { orderReads: 0, listReads: 0, createPayment: [] as unknown[], simulate: [] as unknown[], verify: [] as unknown[], reportFailure: [] as unknown[] };
  let nextPayment = 601;
  server.use(
    graphql.query('OrderDetails', () => {
      calls.orderReads++;
      return HttpResponse.json({ data: { order } });
    }),
    graphql.query('MyOrders', () => {
      calls.listReads++;
      return HttpResponse.json({ data: { myOrders: [order, makeOrder({ id: '41', status: 'DELIVERED', canCancel: false })] } });
    }),
    graphql.mutation('PaymentCreate', ({ variables }) => {
      calls.createPayment.push(variables);
      if (options.refuse) {
        order = { ...order, ...options.refuse.then };
        return HttpResponse.json({ errors: [{ message: options.refuse.message, extensions: { code: options.refuse.code } }] });
      }
      const id = nextPayment++;
      return HttpResponse.json({
        data: { createPayment: paymentIntent({ paymentId: String(id), providerOrderId: `order_sim_${id}`, amount: 329, amountPaise: 32900, orderId: variables.orderId }) },
      });
    }),
    graphql.mutation('PaymentSimulate', ({ variables }) => {
      calls.simulate.push(variables);
      const success = variables.outcome === 'SUCCESS';
      return HttpResponse.json({
        data: {
          simulatePayment: {
            __typename: 'SimulatedPaymentResult',
            razorpayPaymentId: success ? `pay_${variables.razorpayOrderId}` : null,
            razorpaySignature: success ? `sig_${variables.razorpayOrderId}` : null,
            errorDescription: success ? null : 'Your card was declined by the bank (test mode)',
          },
        },
      });
    }),
    graphql.mutation('PaymentVerify', ({ variables }) => {
      calls.verify.push(variables.input);
      order = { ...order, ...PAID };
      return HttpResponse.json({
        data: {
          verifyPayment: {
            __typename: 'PaymentResult',
            success: true,
            message: 'Payment successful! Order placed. Check your email for confirmation.',
            warnings: [],
            order: { __typename: 'Order', id: '42', orderNumber: 'FS-000042', total: 329, shipping: { __typename: 'ShippingDetails', email: 'asha@example.com' } },
            subscription: null,
          },
        },
      });
    }),
    graphql.mutation('PaymentReportFailure', ({ variables }) => {
      calls.reportFailure.push(variables);
      return HttpResponse.json({ data: { reportPaymentFailure: true } });
    }),
  );
  return { calls, set: (next: Record<string, unknown>) => (order = { ...order, ...next }) };
}

function renderOrder(search = '') {
  saveSession('tok', customer);
  return renderPage(<OrderPage />, { path: '/orders/:id', url: `/orders/42${search}` });
}

const payNow = () => screen.getByRole('button', { name: 'Pay now' });
const paymentRegion = () => screen.getByRole('region', { name: 'Payment' });

describe('Pay now on the order page', () => {
  it('is offered only while the server says the order can be paid', async () => {
    for (const [overrides, offered] of [
      [{ ...UNPAID }, true],
      [{ ...UNPAID, ...PAID }, false],
      // Past its time: the server no longer offers it, though the order is still pending and unpaid.
      [{ ...UNPAID, canPay: false }, false],
      [{ paymentMethod: 'CASH', paymentStatus: 'CASH_ON_DELIVERY', status: 'PENDING' }, false],
      [{ ...UNPAID, status: 'CANCELLED', canPay: false, payBy: null, canCancel: false, cancelReason: 'Changed my mind' }, false],
    ] as const) {
      server.use(graphql.query('OrderDetails', () => HttpResponse.json({ data: { order: makeOrder(overrides) } })));
      const { unmount } = renderOrder();
      await screen.findByRole('heading', { name: 'Order FS-000042', level: 1 });
      if (offered) {
        expect(payNow()).toBeEnabled();
        expect(payNow()).not.toHaveAttribute('aria-disabled');
        expect(payNow()).toHaveAccessibleDescription('Pay by 14:05');
      } else {
        expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
        expect(screen.queryByText(/^Pay by/)).not.toBeInTheDocument();
      }
      unmount();
    }
  });

  it("opens the payment window for the same order with createPayment(orderId); paid, the order is read again and shows Paid", async () => {
    const { calls } = shop();
    const user = userEvent.setup();
    renderOrder();
    await screen.findByRole('heading', { name: 'Order FS-000042', level: 1 });
    expect(paymentRegion()).toHaveTextContent('StatusUnpaid');
    const readsBefore = calls.orderReads;

    await user.click(payNow());
    const dialog = await screen.findByRole('dialog', { name: /^FruitShop.* payment$/ });
    expect(calls.createPayment).toEqual([{ orderId: '42' }]);
    expect(within(dialog).getByText('Order FS-000042')).toBeInTheDocument();
    expect(within(dialog).getByText('₹329.00')).toBeInTheDocument();
    expect(within(dialog).getByText('asha@example.com')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹329.00' }));
    expect(await screen.findByText('Payment successful! Order FS-000042 is paid.')).toBeInTheDocument();
    expect(calls.verify).toEqual([{ razorpayOrderId: 'order_sim_601', razorpayPaymentId: 'pay_order_sim_601', razorpaySignature: 'sig_order_sim_601' }]);
    await waitFor(() => expect(paymentRegion()).toHaveTextContent('StatusPaid'));
    expect(calls.orderReads).toBeGreaterThan(readsBefore);
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The button went with the payment: focus moves to the order's title, not to the page's start.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Order FS-000042', level: 1 })).toHaveFocus());
  });

  it('keeps Pay now after a failed payment or a closed window, saying why; the next try pays', async () => {
    const { calls } = shop();
    const user = userEvent.setup();
    renderOrder();
    await screen.findByRole('heading', { name: 'Order FS-000042', level: 1 });

    await user.click(payNow());
    await user.click(within(await screen.findByRole('dialog', { name: /^FruitShop.* payment$/ })).getByRole('button', { name: 'Fail' }));
    expect(await screen.findByText('Payment failed: Your card was declined by the bank (test mode)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Back on the button, ready for another try.
    await waitFor(() => expect(payNow()).not.toHaveAttribute('aria-disabled'));
    expect(payNow()).toHaveFocus();
    expect(paymentRegion()).toHaveTextContent('StatusUnpaid');

    await user.click(payNow());
    await user.click(within(await screen.findByRole('dialog', { name: /^FruitShop.* payment$/ })).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Payment window closed')).toBeInTheDocument();
    expect(screen.queryByText(/Payment failed/)).not.toBeInTheDocument();
    await waitFor(() => expect(payNow()).not.toHaveAttribute('aria-disabled'));
    await waitFor(() => expect(calls.reportFailure).toHaveLength(2));

    await user.click(payNow());
    await user.click(within(await screen.findByRole('dialog', { name: /^FruitShop.* payment$/ })).getByRole('button', { name: /^Pay ₹/ }));
    await waitFor(() => expect(paymentRegion()).toHaveTextContent('StatusPaid'));
    expect(screen.queryByText('Payment window closed')).not.toBeInTheDocument();
    expect(calls.createPayment).toEqual([{ orderId: '42' }, { orderId: '42' }, { orderId: '42' }]);
  });

  it("shows the server's refusal (the time to pay ran out), and Pay now goes with the order read again", async () => {
    const { calls } = shop({ refuse: { message: FULFILMENT_MESSAGES.payExpired, code: 'CONFLICT', then: { canPay: false } } });
    const user = userEvent.setup();
    renderOrder();
    await screen.findByRole('heading', { name: 'Order FS-000042', level: 1 });
    await user.click(payNow());
    expect(await screen.findByRole('alert')).toHaveTextContent(FULFILMENT_MESSAGES.payExpired);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument());
    expect(screen.getByText(FULFILMENT_MESSAGES.payExpired)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.simulate).toEqual([]);
  });

  it('?pay=1 (the reminder email) brings Pay now into view and focuses it, opening nothing by itself', async () => {
    const { calls } = shop();
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderOrder('?pay=1');
      await waitFor(() => expect(payNow()).toHaveFocus());
      expect(scrolled).toContain(payNow());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls.createPayment).toEqual([]);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("shows the customer's delivery note, and a cancelled order's reason", async () => {
    server.use(
      graphql.query('OrderDetails', () =>
        HttpResponse.json({
          data: { order: makeOrder({ status: 'CANCELLED', canCancel: false, customerNote: 'Ring twice, the bell is faint', cancelReason: 'Ordered twice by mistake' }) },
        }),
      ),
    );
    renderOrder();
    await screen.findByRole('heading', { name: 'Order FS-000042', level: 1 });
    expect(screen.getByRole('region', { name: 'Shipping Details' })).toHaveTextContent('Delivery noteRing twice, the bell is faint');
    expect(screen.getByText('Reason for cancellation: Ordered twice by mistake')).toBeInTheDocument();
  });
});

describe('Pay now in the order list', () => {
  it('names its order, pays it in place and the list shows it paid', async () => {
    const { calls } = shop();
    saveSession('tok', customer);
    const user = userEvent.setup();
    renderPage(<OrdersPage />, { path: '/orders' });
    const button = await screen.findByRole('button', { name: 'Pay now for order FS-000042' });
    expect(button).toHaveAccessibleDescription('Pay by 14:05');
    // Only the payable order offers it.
    expect(screen.getAllByRole('button', { name: /^Pay now/ })).toHaveLength(1);
    const row = button.closest('li')!;
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    const readsBefore = calls.listReads;

    await user.click(button);
    await user.click(within(await screen.findByRole('dialog', { name: /^FruitShop.* payment$/ })).getByRole('button', { name: 'Pay ₹329.00' }));
    expect(calls.createPayment).toEqual([{ orderId: '42' }]);
    expect(await screen.findByText('Payment successful! Order FS-000042 is paid.')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Paid')).toBeInTheDocument());
    expect(calls.listReads).toBeGreaterThan(readsBefore);
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(row).getByRole('link', { name: 'View Details of order FS-000042' })).toHaveFocus());
  });
});
