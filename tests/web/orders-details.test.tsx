import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import OrderPage from '../../web/src/app/routes/order-page';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { customer, makeOrder, makeOrderItem } from '../fixtures/orders.fixture';
import { server } from './msw-server';
import { renderPage } from './render';

// The dialogs are lazy Chakra chunks: load them once up front; the first Chakra dialog render
// is slow on a loaded machine.
beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  await Promise.all([
    import('../../web/src/features/orders/cancel-order-dialog'),
    import('../../web/src/features/orders/rate-order-dialog'),
    import('../../web/src/theme/system'),
  ]);
}, 30_000);

function answerOrder(order: unknown) {
  const asked: unknown[] = [];
  server.use(
    graphql.query('OrderDetails', ({ variables }) => {
      asked.push(variables.id);
      return HttpResponse.json({ data: { order } });
    }),
  );
  return asked;
}

function renderOrder(id = '42', search = '') {
  saveSession('tok', customer);
  return renderPage(<OrderPage />, { path: '/orders/:id', url: `/orders/${id}${search}` });
}

describe('/orders/:id', () => {
  it('shows the number, date, status, payment, items, money and shipping details', async () => {
    const asked = answerOrder(
      makeOrder({ status: 'SHIPPED', canCancel: false, couponCode: 'FRESH10', couponDiscount: 32, deliveryFee: 25, total: 322, paymentMethod: 'CARD', paymentStatus: 'PAID' }),
    );
    renderOrder();
    expect(await screen.findByRole('heading', { name: 'Order FS-000042', level: 1 })).toBeInTheDocument();
    expect(asked).toEqual(['42']);
    expect(screen.getByText('Shipped')).toHaveAttribute('data-tone', 'blue');
    expect(screen.getByText(/Placed on 12 Mar 2026/)).toHaveTextContent('3 items');

    const items = within(screen.getByRole('region', { name: 'Items' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Alphonso Mango');
    expect(items[0]).toHaveTextContent('Qty 2 × ₹120.00');
    expect(items[0]).toHaveTextContent('₹150.00'); // the list price, struck through
    expect(items[0]).toHaveTextContent('₹240.00');
    expect(items[1]).toHaveTextContent('Green Apple');
    expect(items[1]).toHaveTextContent('Qty 1 × ₹80.00 per pcs');
    // A missing picture shows the shop's placeholder.
    expect(items[1].querySelector('img')).toHaveAttribute('src', '/images/product-placeholder.svg');

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const value = (label: string | RegExp) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(value('Subtotal')).toBe('₹320.00');
    expect(value('Savings')).toBe('-₹60.00');
    expect(value('Delivery')).toBe('₹25.00');
    expect(value('Handling')).toBe('₹9.00');
    expect(value('Coupon (FRESH10)')).toBe('-₹32.00');
    expect(value('Total')).toBe('₹322.00');

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('MethodCard');
    expect(payment).toHaveTextContent('StatusPaid');

    const shipping = screen.getByRole('region', { name: 'Shipping Details' });
    for (const text of ['Asha Rao', '12 Orchard Lane', 'Pune, Maharashtra 411001', 'India', '9876543210', 'asha@example.com']) {
      expect(shipping).toHaveTextContent(text);
    }
    expect(shipping).toHaveTextContent('Delivery slotWed 11 Mar, 10:00–13:00');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate Order' })).not.toBeInTheDocument();
  });

  it('shows free delivery, no coupon row and cash on delivery', async () => {
    answerOrder(makeOrder({ savings: 0 }));
    renderOrder();
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Delivery').nextElementSibling).toHaveTextContent('Free');
    expect(within(summary).queryByText(/^Coupon/)).not.toBeInTheDocument();
    expect(within(summary).queryByText('Savings')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('Cash on Delivery');
  });

  it("says 'Order not found' for an order the api does not give (unknown or someone else's)", async () => {
    answerOrder(null);
    renderOrder('999');
    expect(await screen.findByRole('heading', { name: 'Order not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute('href', '/orders');
  });

  it('shows an error with Retry when the order cannot be loaded', async () => {
    let calls = 0;
    server.use(
      graphql.query('OrderDetails', () => {
        calls++;
        return calls === 1 ? HttpResponse.json({ errors: [{ message: 'boom' }] }) : HttpResponse.json({ data: { order: makeOrder() } });
      }),
    );
    const u = userEvent.setup();
    renderOrder();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load order details. Please try again.');
    await u.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Order FS-000042' })).toBeInTheDocument();
  });

  it('cancels after a confirm: the badge turns Cancelled, the button goes and a toast says so', async () => {
    answerOrder(makeOrder({ status: 'PROCESSING', canCancel: true }));
    const cancelled: unknown[] = [];
    server.use(
      graphql.mutation('CancelOrder', async ({ variables }) => {
        cancelled.push(variables.id);
        await delay(30);
        return HttpResponse.json({
          data: { cancelOrder: { __typename: 'Order', id: '42', status: 'CANCELLED', canCancel: false, canPay: false, payBy: null, cancelReason: null, paymentStatus: 'CASH_ON_DELIVERY', updatedAt: '2026-03-12T11:00:00.000Z' } },
        });
      }),
    );
    const u = userEvent.setup();
    renderOrder();
    await u.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel Order' });
    expect(confirm).toHaveTextContent('Are you sure you want to cancel order FS-000042?');

    // Keeping the order asks nothing of the api.
    await u.click(within(confirm).getByRole('button', { name: 'Keep Order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cancelled).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Cancel Order' }));
    await u.click(within(await screen.findByRole('alertdialog', { name: 'Cancel Order' })).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Order cancelled successfully')).toBeInTheDocument();
    expect(cancelled).toEqual(['42']);
    expect(screen.getByText('Cancelled')).toHaveAttribute('data-tone', 'red');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument());
  });

  it("shows the server's reason when a cancel is refused", async () => {
    answerOrder(makeOrder({ status: 'PROCESSING', canCancel: true }));
    server.use(
      graphql.mutation('CancelOrder', () =>
        HttpResponse.json({ errors: [{ message: 'This order can no longer be cancelled', extensions: { code: 'INVALID_STATUS_CHANGE' } }] }),
      ),
    );
    const u = userEvent.setup();
    renderOrder();
    await u.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('This order can no longer be cancelled')).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
  });

  it.each(['PENDING', 'PAID', 'PROCESSING', 'SHIPPED', 'ON_THE_WAY', 'CANCELLED', 'RETURNED'] as const)(
    'offers no Rate Order on a %s order',
    async (status) => {
      answerOrder(makeOrder({ status, canCancel: false }));
      renderOrder('42', '?rate=1');
      await screen.findByRole('heading', { name: 'Order FS-000042' });
      expect(screen.queryByRole('button', { name: 'Rate Order' })).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it('rates each product of a delivered order and shows what the server refuses', async () => {
    answerOrder(
      makeOrder({
        status: 'DELIVERED',
        canCancel: false,
        // The same product on two lines is rated once.
        items: [makeOrderItem(), makeOrderItem({ id: '2', productId: '12', productName: 'Green Apple' }), makeOrderItem({ id: '3' })],
      }),
    );
    const reviews: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation('AddOrderReview', ({ variables }) => {
        reviews.push(variables);
        if (variables.productId === '12') {
          return HttpResponse.json({ errors: [{ message: 'You have already reviewed this product', extensions: { code: 'CONFLICT' } }] });
        }
        return HttpResponse.json({ data: { addReview: { __typename: 'Review', id: '900', productId: variables.productId, rating: variables.rating } } });
      }),
    );
    const u = userEvent.setup();
    renderOrder();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    await u.click(await screen.findByRole('button', { name: 'Rate Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Order' });
    const mango = within(dialog).getByRole('group', { name: 'Alphonso Mango' });
    const apple = within(dialog).getByRole('group', { name: 'Green Apple' });
    expect(within(dialog).getAllByRole('group')).toHaveLength(2);

    // Nothing rated yet: nothing is sent.
    await u.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
    expect(await within(dialog).findByText('Please choose a star rating for at least one product.')).toBeInTheDocument();
    expect(reviews).toEqual([]);

    await u.click(within(mango).getByRole('radio', { name: '4 stars' }));
    expect(within(mango).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await u.type(within(mango).getByRole('textbox', { name: 'Comment (optional)' }), 'Sweet and ripe');
    await u.click(within(apple).getByRole('radio', { name: '2 stars' }));
    await u.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));

    expect(await within(apple).findByRole('alert')).toHaveTextContent('You have already reviewed this product');
    expect(within(mango).getByText('Review submitted')).toBeInTheDocument();
    expect(reviews).toEqual([
      { productId: '11', rating: 4, comment: 'Sweet and ripe' },
      { productId: '12', rating: 2, comment: null },
    ]);
    // Neither is sent again.
    await u.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
    expect(await within(dialog).findByText('Please choose a star rating for at least one product.')).toBeInTheDocument();
    expect(reviews).toHaveLength(2);
  });

  it('closes with a thank-you once every rating is accepted, and opens by itself with ?rate=1', async () => {
    answerOrder(makeOrder({ status: 'DELIVERED', canCancel: false, items: [makeOrderItem()] }));
    server.use(
      graphql.mutation('AddOrderReview', ({ variables }) =>
        HttpResponse.json({ data: { addReview: { __typename: 'Review', id: '901', productId: variables.productId, rating: variables.rating } } }),
      ),
    );
    const u = userEvent.setup();
    renderOrder('42', '?rate=1');
    const dialog = await screen.findByRole('dialog', { name: 'Rate Order' });
    await u.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await u.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('Thank you for your review!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rate Order' })).not.toBeInTheDocument());
  });
});
