import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdminShellProvider } from '../../web/src/admin/admin-context';
import OrdersPage from '../../web/src/admin/pages/orders-page';
import OrderPage from '../../web/src/app/routes/order-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { adminOrder } from '../fixtures/admin-orders.fixture';
import { customer, makeOrder } from '../fixtures/orders.fixture';
import { server } from './msw-server';
import { renderPage } from './render';

/* Refunds on the customer's order page and in the back office's order detail (issue 39). */

beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  await Promise.all([import('../../web/src/admin/pages/orders/order-refund-dialog'), import('../../web/src/theme/system')]);
}, 30_000);
afterEach(() => {
  chakraToaster.remove();
});

const refund = (overrides: Record<string, unknown>) => ({
  __typename: 'Refund',
  id: '1',
  amount: 124,
  reason: 'Order cancelled',
  status: 'PENDING',
  method: 'GATEWAY',
  reference: null,
  gatewayRefundId: 'rfnd_sim_1',
  failureReason: null,
  actor: 'customer',
  createdAt: '2026-03-12T06:30:00.000Z',
  processedAt: null,
  ...overrides,
});

describe("the customer's order page", () => {
  it('lists each refund with its amount, how it is paid back, its status and date', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query('OrderDetails', () => HttpResponse.json({ data: { order: makeOrder({ status: 'CANCELLED', paymentMethod: 'CARD', paymentStatus: 'REFUND_DUE', canCancel: false }) } })),
      graphql.query('OrderRefunds', ({ variables }) => {
        asked.push(variables.orderId);
        return HttpResponse.json({
          data: {
            orderRefunds: [
              refund({ id: '1', amount: 124, status: 'PROCESSED', processedAt: '2026-03-14T06:30:00.000Z' }),
              refund({ id: '2', amount: 20.5, status: 'PENDING', method: 'UPI', reference: 'UPI-77', gatewayRefundId: null }),
            ],
          },
        });
      }),
    );
    saveSession('tok', customer);
    renderPage(<OrderPage />, { path: '/orders/:id', url: '/orders/42' });
    const region = await screen.findByRole('region', { name: 'Refunds' });
    expect(asked).toEqual(['42']);
    const rows = within(region).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('₹124.00');
    expect(rows[0]).toHaveTextContent('To your card');
    expect(rows[0]).toHaveTextContent('14 Mar 2026');
    expect(rows[0]).toHaveTextContent('Processed');
    expect(rows[1]).toHaveTextContent('₹20.50');
    expect(rows[1]).toHaveTextContent('By UPI · Ref. UPI-77');
    expect(rows[1]).toHaveTextContent('Pending');
  });

  it('shows nothing for an order without refunds', async () => {
    server.use(graphql.query('OrderDetails', () => HttpResponse.json({ data: { order: makeOrder({ status: 'DELIVERED' }) } })));
    saveSession('tok', customer);
    renderPage(<OrderPage />, { path: '/orders/:id', url: '/orders/42' });
    expect(await screen.findByRole('heading', { name: 'Order FS-000042', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
  });
});

describe("the back office's Refund dialog", () => {
  function serve(order: Record<string, unknown>, summary: Record<string, unknown>) {
    const sent: Record<string, unknown>[] = [];
    server.use(
      graphql.query('AdminOrderPage', () => HttpResponse.json({ data: { adminOrderPage: { __typename: 'AdminOrderPage', total: 0, limit: 50, offset: 0, items: [] } } })),
      graphql.query('AdminOrderDetail', () => HttpResponse.json({ data: { adminOrder: adminOrder(7, order) } })),
      graphql.query('AdminOrderShopSlots', () => HttpResponse.json({ data: { adminDelivery: { __typename: 'AdminDeliverySettings', slots: [] } } })),
      graphql.query('AdminOrderDaySlots', () => HttpResponse.json({ data: { deliveryDaySlots: [] } })),
      graphql.query('AdminOrderRefunds', () => HttpResponse.json({ data: { adminOrderRefunds: { __typename: 'OrderRefunds', ...summary } } })),
      graphql.mutation('RefundOrder', ({ variables }) => {
        sent.push(variables.input as Record<string, unknown>);
        return HttpResponse.json({ data: { refundOrder: { __typename: 'Refund', id: '9', amount: 400, status: 'PENDING' } } });
      }),
    );
    renderPage(
      <AdminShellProvider admin={null} search="">
        <OrdersPage />
      </AdminShellProvider>,
      { path: '/admin-dashboard', url: '/admin-dashboard?page=orders&order=7' },
    );
    return sent;
  }

  it('refunds chosen lines of a delivered card order with a reason, once, and lists the refunds', async () => {
    const sent = serve(
      { status: 'DELIVERED', paymentMethod: 'CARD', paymentStatus: 'PAID', cashToCollect: 0 },
      { paid: 531, refunded: 31, refundable: 500, kind: 'gateway', refunds: [refund({ amount: 31, status: 'PROCESSED', reason: 'Bruised kiwi' })] },
    );
    const user = userEvent.setup();
    const list = await screen.findByRole('table', { name: 'Refunds' });
    expect(within(list).getByText('Bruised kiwi')).toBeInTheDocument();
    expect(within(list).getByText('rfnd_sim_1')).toBeInTheDocument();
    expect(screen.getByText(/Paid ₹531.00 · refunded ₹31.00 · ₹500.00 left/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    await user.clear(within(dialog).getByLabelText('Refund quantity of Alphonso Mango (of 2)'));
    await user.type(within(dialog).getByLabelText('Refund quantity of Alphonso Mango (of 2)'), '2');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Refund total: ₹400.00');
    // No reason: refused in the dialog, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Please give a reason for the refund')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Bruised mangoes');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ orderId: '7', reason: 'Bruised mangoes', lines: [{ itemId: '71', quantity: 2 }], amount: null, method: null, reference: null });
    expect(String(sent[0].idempotencyKey)).toMatch(/^dlg_/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund' })).not.toBeInTheDocument());
  });

  it('records a cash-on-delivery refund with its method and reference, and refuses more than is left', async () => {
    const sent = serve({ status: 'DELIVERED', paymentMethod: 'CASH', paymentStatus: 'PAID', cashToCollect: 0 }, { paid: 531, refunded: 0, refundable: 531, kind: 'manual', refunds: [] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    await user.type(within(dialog).getByLabelText(/Or an amount/), '600');
    expect(within(dialog).getByRole('status')).toHaveTextContent('more than the ₹531.00 left');
    await user.clear(within(dialog).getByLabelText(/Or an amount/));
    await user.type(within(dialog).getByLabelText(/Or an amount/), '50');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Missing banana');
    await user.selectOptions(within(dialog).getByLabelText(/Paid back by/), 'BANK_TRANSFER');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByText('Give the UPI or bank transfer reference')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reference/), 'NEFT-991');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ orderId: '7', amount: 50, lines: null, method: 'BANK_TRANSFER', reference: 'NEFT-991', reason: 'Missing banana' });
  });
});
