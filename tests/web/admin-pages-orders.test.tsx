import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { FULFILMENT_MESSAGES } from '@fruit-shop/common/fulfilment.rules';
import { AdminShellProvider } from '../../web/src/admin/admin-context';
import OrdersPage from '../../web/src/admin/pages/orders-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { adminOrder } from '../fixtures/admin-orders.fixture';
import { server } from './msw-server';
import { currentLocation, renderPage } from './render';

afterEach(() => {
  chakraToaster.remove();
});

/** The orders page inside the shell's search, as the dashboard renders it. */
function Harness() {
  const [search, setSearch] = useState('');
  return (
    <>
      <input aria-label="Search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <AdminShellProvider admin={null} search={search}>
        <OrdersPage />
      </AdminShellProvider>
    </>
  );
}

const renderOrders = (url = '/admin-dashboard?page=orders') => renderPage(<Harness />, { path: '/admin-dashboard', url });

type Variables = { filter: Record<string, unknown>; limit: number; offset: number; sort: string };

/** `total` orders in all; a page holds at most `rows` of them (fewer rows render faster in jsdom). */
function serveList(total = 120, rows = 50) {
  const calls: Variables[] = [];
  server.use(
    graphql.query('AdminOrderPage', ({ variables }) => {
      const v = variables as Variables;
      calls.push(v);
      const count = Math.max(0, Math.min(v.limit, rows, total - v.offset));
      const items = Array.from({ length: count }, (_, n) => adminOrder(v.offset + n + 1, n === 0 ? { paymentMethod: 'CARD', paymentStatus: 'PAID', cashToCollect: 0 } : {}));
      return HttpResponse.json({ data: { adminOrderPage: { __typename: 'AdminOrderPage', total, limit: v.limit, offset: v.offset, items } } });
    }),
    graphql.query('AdminOrderDetail', ({ variables }) => HttpResponse.json({ data: { adminOrder: adminOrder(Number(variables.id)) } })),
    graphql.query('AdminOrderShopSlots', () =>
      HttpResponse.json({
        data: {
          adminDelivery: {
            __typename: 'AdminDeliverySettings',
            slots: [
              { __typename: 'AdminDeliverySlot', id: '4', pincode: null, start: '07:00', end: '10:00', isActive: true },
              { __typename: 'AdminDeliverySlot', id: '5', pincode: '411001', start: '18:00', end: '20:00', isActive: true },
            ],
          },
        },
      }),
    ),
    graphql.query('AdminOrderDaySlots', ({ variables }) =>
      HttpResponse.json({
        data: { deliveryDaySlots: variables.date === '2026-11-28' ? [{ __typename: 'DeliveryDaySlot', slotId: '4', start: '07:00', end: '10:00', orders: 3 }] : [] },
      }),
    ),
  );
  return calls;
}

describe('Admin orders list', () => {
  it('pages through the server 50 at a time, sorted by slot, with phone, payment and cash to collect', async () => {
    const calls = serveList(70);
    const user = userEvent.setup();
    renderOrders();
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(calls[0]).toEqual({ filter: { search: null, status: null, paymentMethod: null, paymentStatus: null, slotDate: null, slotId: null }, limit: 50, offset: 0, sort: 'SLOT' });
    expect(screen.getByTestId('orders-range')).toHaveTextContent('Showing 1–50 of 70');
    expect(within(table).getAllByRole('row')).toHaveLength(51);

    const cash = screen.getByTestId('order-row-2');
    expect(cash).toHaveTextContent('FS-000002');
    expect(cash).toHaveTextContent('Sat 28 Nov, 07:00–10:00');
    expect(cash).toHaveTextContent('Cash on deliveryTo collect');
    expect(cash).toHaveTextContent('₹540.00');
    expect(within(cash).getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    const card = screen.getByTestId('order-row-1');
    expect(card).toHaveTextContent('CardPaid');
    expect(within(card).getAllByRole('cell')[7]).toHaveTextContent('—');
    // No status changes from the list: they happen on the order's page, behind a confirmation.
    expect(within(table).queryByRole('combobox')).toBeNull();

    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('orders-range')).toHaveTextContent('Showing 51–70 of 70'));
    expect(calls.at(-1)?.offset).toBe(50);
    expect(currentLocation()).toBe('/admin-dashboard?page=orders&offset=50');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(calls.at(-1)?.offset).toBe(0));
    expect(currentLocation()).toBe('/admin-dashboard?page=orders');
    // Fifty rows of Chakra cells take jsdom a while on a busy machine.
  }, 30_000);

  it('sends the search and every filter, starts again at the first page, and exports the same list as CSV', async () => {
    const calls = serveList(120, 2);
    const user = userEvent.setup();
    renderOrders('/admin-dashboard?page=orders&offset=50');
    await screen.findByRole('table', { name: 'Orders' });
    expect(calls[0].offset).toBe(50);
    // Without a date the slot filter offers every slot of the shop.
    const slot = screen.getByRole('combobox', { name: 'Slot' });
    await waitFor(() => expect(within(slot).getAllByRole('option').map((o) => o.textContent)).toEqual(['All slots', '07:00–10:00', '18:00–20:00 · 411001']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'PROCESSING');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ filter: { status: 'PROCESSING' }, offset: 0 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment method' }), 'CASH');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment status' }), 'CASH_ON_DELIVERY');
    fireEvent.change(screen.getByLabelText('Slot date'), { target: { value: '2026-11-28' } });
    // With a date, the slots orders were booked into that day, with their counts.
    await waitFor(() => expect(within(slot).getAllByRole('option').map((o) => o.textContent)).toEqual(['All slots', '07:00–10:00 (3 orders)']));
    await user.selectOptions(slot, '4');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), '98765 43210');
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        filter: { search: '98765 43210', status: 'PROCESSING', paymentMethod: 'CASH', paymentStatus: 'CASH_ON_DELIVERY', slotDate: '2026-11-28', slotId: '4' },
        limit: 50,
        offset: 0,
        sort: 'SLOT',
      }),
    );
    // Debounced: one request for the whole search, not one per key.
    expect(calls.filter((c) => c.filter.search && c.filter.search !== '98765 43210')).toEqual([]);
    expect(currentLocation()).toBe('/admin-dashboard?page=orders&status=processing&payment_method=cash&payment_status=cash_on_delivery&slot_date=2026-11-28&slot_id=4');

    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/orders.csv?search=98765+43210&status=processing&payment_method=cash&payment_status=cash_on_delivery&slot_date=2026-11-28&slot_id=4&sort=slot',
    );

    // A row opens the order's own address, the list's filters kept for the way back.
    await user.click(within(screen.getByTestId('order-row-1')).getByRole('link', { name: 'FS-000001' }));
    expect(currentLocation()).toBe('/admin-dashboard?page=orders&status=processing&payment_method=cash&payment_status=cash_on_delivery&slot_date=2026-11-28&slot_id=4&order=1');
    expect(await screen.findByRole('heading', { name: 'Order FS-000001' })).toBeInTheDocument();
  });
});

function serveDetail(overrides: Record<string, unknown> = {}) {
  const state = {
    order: adminOrder(42, {
      customerNote: 'Ring the bell twice',
      timeline: [
        { __typename: 'OrderStatusChange', id: '1', from: null, to: 'PENDING', actor: 'customer', adminName: null, at: '2026-11-27T09:00:00.000Z', reason: null },
        { __typename: 'OrderStatusChange', id: '2', from: 'PENDING', to: 'PROCESSING', actor: 'admin', adminName: 'Asha Admin', at: '2026-11-27T10:15:00.000Z', reason: null },
      ],
      staffNotes: [{ __typename: 'OrderStaffNote', id: '7', text: 'Customer asked for ripe mangoes', adminName: 'Asha Admin', createdAt: '2026-11-27T10:20:00.000Z' }],
      payments: [
        {
          __typename: 'OrderPayment',
          id: '3',
          provider: 'razorpay',
          providerOrderId: 'order_Nx42',
          providerPaymentId: 'pay_Qz42',
          status: 'failed',
          amount: 540,
          createdAt: '2026-11-27T09:01:00.000Z',
          paidAt: null,
          failureReason: 'Card declined',
        },
      ],
      ...overrides,
    }) as Record<string, unknown>,
    moves: [] as Record<string, unknown>[],
    notes: [] as Record<string, unknown>[],
    loads: 0,
    failMove: false,
  };
  server.use(
    graphql.query('AdminOrderDetail', () => {
      state.loads += 1;
      return HttpResponse.json({ data: { adminOrder: state.order } });
    }),
    graphql.mutation('AdminUpdateOrderStatus', ({ variables }) => {
      state.moves.push(variables);
      if (state.failMove) return HttpResponse.error();
      state.order = { ...state.order, status: variables.status, nextStatuses: variables.status === 'SHIPPED' ? ['ON_THE_WAY', 'DELIVERED', 'RETURNED'] : [] };
      return HttpResponse.json({ data: { updateOrderStatus: { __typename: 'AdminOrder', id: '42', status: state.order.status, nextStatuses: state.order.nextStatuses } } });
    }),
    graphql.mutation('AdminAddOrderNote', ({ variables }) => {
      state.notes.push(variables);
      const note = { __typename: 'OrderStaffNote', id: '8', text: variables.text, adminName: 'Asha Admin', createdAt: '2026-11-27T11:00:00.000Z' };
      state.order = { ...state.order, staffNotes: [...(state.order.staffNotes as unknown[]), note] };
      return HttpResponse.json({ data: { addOrderNote: note } });
    }),
  );
  return state;
}

const DETAIL_URL = '/admin-dashboard?page=orders&status=processing&order=42';

describe('Admin order page', () => {
  it('shows the lines, totals, address, a phone to tap, the slot, payment with Razorpay ids, the history in India time and the back link', async () => {
    serveDetail();
    renderOrders(DETAIL_URL);
    expect(await screen.findByRole('heading', { name: 'Order FS-000042' })).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(delivery).toHaveTextContent('Ravi Kumar');
    expect(delivery).toHaveTextContent('12 MG Road');
    expect(delivery).toHaveTextContent('Pune, Maharashtra 411001');
    expect(delivery).toHaveTextContent('Sat 28 Nov, 07:00–10:00');
    expect(delivery).toHaveTextContent('Ring the bell twice');
    expect(within(delivery).getByRole('link', { name: 'Call Ravi Kumar: 9876543210' })).toHaveAttribute('href', 'tel:9876543210');

    const items = within(screen.getByRole('region', { name: 'Items' }));
    expect(items.getAllByRole('row')[1]).toHaveTextContent('Alphonso Mango2kg₹200.00₹400.00');
    expect(items.getByRole('group', { name: 'Totals' })).toHaveTextContent('Subtotal₹506.00Savings−₹20.00Delivery fee₹25.00Handling fee₹9.00Total₹540.00');

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('MethodCash on delivery');
    expect(payment).toHaveTextContent('Cash to collect₹540.00');
    expect(payment).toHaveTextContent('order_Nx42');
    expect(payment).toHaveTextContent('pay_Qz42');
    expect(payment).toHaveTextContent('failed: Card declined');

    const history = within(screen.getByRole('list', { name: 'Status history' })).getAllByRole('listitem');
    expect(history.map((li) => li.textContent)).toEqual([
      'Placed as PendingThe customer · 27 Nov 2026, 14:30 IST',
      'Pending → ProcessingAsha Admin · 27 Nov 2026, 15:45 IST',
    ]);
    expect(screen.getByRole('link', { name: '← Back to orders' })).toHaveAttribute('href', '/admin-dashboard?page=orders&status=processing');
  });

  it('adds a staff note, said to be internal, after checking it', async () => {
    const state = serveDetail();
    const user = userEvent.setup();
    renderOrders(DETAIL_URL);
    const notes = await screen.findByRole('region', { name: 'Staff notes' });
    expect(notes).toHaveTextContent('Customers never see them.');
    expect(within(notes).getByRole('list', { name: 'Staff notes' })).toHaveTextContent('Customer asked for ripe mangoes');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Please write a note')).toBeInTheDocument();
    expect(state.notes).toEqual([]);
    await user.type(within(notes).getByRole('textbox', { name: 'Add a staff note' }), 'Gate code 4711');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(state.notes).toEqual([{ orderId: '42', text: 'Gate code 4711' }]));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(await within(notes).findByText('Gate code 4711')).toBeInTheDocument();
    expect(within(notes).getByRole('textbox', { name: 'Add a staff note' })).toHaveValue('');
  });

  it('asks before every status change, and a cancel needs a reason that it sends', async () => {
    const state = serveDetail();
    const user = userEvent.setup();
    renderOrders(DETAIL_URL);
    await screen.findByRole('heading', { name: 'Order FS-000042' });
    const moves = screen.getByRole('group', { name: 'Change status' });
    expect(within(moves).getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark as Shipped', 'Cancel order']);

    // Go back changes nothing.
    await user.click(within(moves).getByRole('button', { name: 'Mark as Shipped' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Mark order FS-000042 as shipped?' });
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(state.moves).toEqual([]);

    // Cancel: the reason is required in the dialog, then sent.
    await user.click(within(moves).getByRole('button', { name: 'Cancel order' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel order FS-000042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText(FULFILMENT_MESSAGES.cancelReasonRequired)).toBeInTheDocument();
    expect(state.moves).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    // A failed move says so and changes nothing on the page.
    state.failMove = true;
    await user.click(within(moves).getByRole('button', { name: 'Mark as Shipped' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Mark order FS-000042 as shipped?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
    state.failMove = false;

    await user.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }));
    await waitFor(() => expect(state.moves.at(-1)).toEqual({ id: '42', status: 'SHIPPED', reason: null }));
    expect(await screen.findByText('Order status updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Change status' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark as On The Way', 'Mark as Delivered', 'Mark as Returned']));
  });

  it('sends the reason of a cancel', async () => {
    const state = serveDetail();
    const user = userEvent.setup();
    renderOrders(DETAIL_URL);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order FS-000042?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Out of mangoes today');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(state.moves).toEqual([{ id: '42', status: 'CANCELLED', reason: 'Out of mangoes today' }]));
    expect(await screen.findByText('Order status updated successfully')).toBeInTheDocument();
    expect(await screen.findByText("This order's status is final.")).toBeInTheDocument();
  });
});
