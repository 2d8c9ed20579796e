import { configure, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdminShellProvider } from '../../web/src/admin/admin-context';
import AdminOrdersPage from '../../web/src/admin/pages/orders-page';
import OrderPage from '../../web/src/app/routes/order-page';
import OrdersPage from '../../web/src/app/routes/orders-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { adminOrder } from '../fixtures/admin-orders.fixture';
import { customer, makeOrder } from '../fixtures/orders.fixture';
import { server } from './msw-server';
import { renderPage } from './render';

/*
 * A subscription delivery among orders (issue 38): a 'Subscription delivery' badge with the
 * plan and the scheduled day, 'Paid by subscription' for the payment, and its shortfall.
 */

beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  await import('../../web/src/theme/system');
}, 30_000);

afterEach(() => {
  chakraToaster.remove();
});

const SUBSCRIPTION = {
  __typename: 'OrderSubscription',
  subscriptionId: '77',
  planName: 'Monthly Orchard Pass',
  scheduledDate: '2026-11-27',
  shortfall: [{ __typename: 'ShortfallLine', label: '1 kg Shimla Apple', wanted: 2, filled: 1 }],
};

const delivery = { subscription: SUBSCRIPTION, total: 0, subtotal: 0, savings: 0, handlingFee: 0, deliveryFee: 0, paymentMethod: 'CARD', paymentStatus: 'PAID' };

describe('Subscription deliveries: the customer', () => {
  it('marks a subscription delivery in the order list, and not a shop order', async () => {
    saveSession('tok', customer);
    server.use(graphql.query('MyOrders', () => HttpResponse.json({ data: { myOrders: [makeOrder({ id: '43', ...delivery }), makeOrder({ id: '42' })] } })));
    renderPage(<OrdersPage />, { path: '/orders' });
    const row = (await screen.findByText('Order FS-000043')).closest('li')!;
    expect(within(row).getByText('Subscription delivery')).toBeInTheDocument();
    expect(row).toHaveTextContent('Monthly Orchard Pass · Fri 27 Nov');
    expect(row).toHaveTextContent('Short: 1 kg Shimla Apple — 1 of 2');
    const shop = screen.getByText('Order FS-000042').closest('li')!;
    expect(within(shop).queryByText('Subscription delivery')).not.toBeInTheDocument();
  });

  it("shows the badge, 'Paid by subscription' and the shortfall on the order's page", async () => {
    saveSession('tok', customer);
    server.use(graphql.query('OrderDetails', () => HttpResponse.json({ data: { order: makeOrder({ id: '43', ...delivery }) } })));
    renderPage(<OrderPage />, { path: '/orders/:id', url: '/orders/43' });
    expect(await screen.findByRole('heading', { name: 'Order FS-000043', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Subscription delivery')).toBeInTheDocument();
    expect(screen.getByText('Monthly Orchard Pass · Fri 27 Nov')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Shortfall' })).toHaveTextContent('Short: 1 kg Shimla Apple — 1 of 2');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('MethodPaid by subscription');
  });
});

describe('Subscription deliveries: the back office', () => {
  function serve() {
    const order = adminOrder(42, { ...delivery, cashToCollect: 0, timeline: [], staffNotes: [], payments: [] });
    server.use(
      graphql.query('AdminOrderPage', ({ variables }) =>
        HttpResponse.json({ data: { adminOrderPage: { __typename: 'AdminOrderPage', total: 2, limit: variables.limit, offset: 0, items: [order, adminOrder(43)] } } }),
      ),
      graphql.query('AdminOrderDetail', () => HttpResponse.json({ data: { adminOrder: order } })),
      graphql.query('AdminOrderShopSlots', () => HttpResponse.json({ data: { adminDelivery: { __typename: 'AdminDeliverySettings', slots: [] } } })),
      graphql.query('AdminOrderDaySlots', () => HttpResponse.json({ data: { deliveryDaySlots: [] } })),
    );
  }
  const renderAdmin = (url: string) =>
    renderPage(
      <AdminShellProvider admin={null} search="">
        <AdminOrdersPage />
      </AdminShellProvider>,
      { path: '/admin-dashboard', url },
    );

  it('marks it in the list, paid by subscription', async () => {
    serve();
    renderAdmin('/admin-dashboard?page=orders');
    const row = await screen.findByTestId('order-row-42');
    expect(row).toHaveTextContent('Subscription delivery');
    expect(row).toHaveTextContent('Monthly Orchard Pass · Fri 27 Nov');
    expect(row).toHaveTextContent('Short: 1 kg Shimla Apple — 1 of 2');
    expect(row).toHaveTextContent('Paid by subscription');
    expect(screen.getByTestId('order-row-43')).not.toHaveTextContent('Subscription delivery');
  });

  it("shows the badge, 'Paid by subscription' and the shortfall on the order's page", async () => {
    serve();
    renderAdmin('/admin-dashboard?page=orders&order=42');
    expect(await screen.findByRole('heading', { name: 'Order FS-000042' })).toBeInTheDocument();
    expect(screen.getByText('Subscription delivery')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Shortfall' })).toHaveTextContent('Short: 1 kg Shimla Apple — 1 of 2');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Paid by subscription');
  });
});
