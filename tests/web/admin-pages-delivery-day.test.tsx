import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopDate } from '@fruit-shop/common/delivery.rules';
import DeliveryDayPage from '../../web/src/admin/pages/delivery-day-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { adminOrder } from '../fixtures/admin-orders.fixture';
import { server } from './msw-server';
import { currentLocation, renderPage } from './render';

afterEach(() => {
  chakraToaster.remove();
  vi.restoreAllMocks();
});

const line = (productId: string, productName: string, quantity: number, unit: string, orders: number) => ({ __typename: 'PickListLine', productId, productName, quantity, unit, orders });

function serveDay() {
  const state = {
    calls: [] as { date: string; slotId: string | null }[],
    shipped: [] as unknown[],
    stops: [
      adminOrder(42, { customerNote: 'Gate code 4711', shipping: { ...adminOrder(42).shipping, firstName: 'Meera', lastName: 'Iyer', phone: '9123456780', address: '4 Park Street', postcode: '411001' } }),
      adminOrder(43, { paymentMethod: 'CARD', paymentStatus: 'PAID', cashToCollect: 0, shipping: { ...adminOrder(43).shipping, address: '9 Hill Road', postcode: '411004' } }),
    ] as ReturnType<typeof adminOrder>[],
  };
  server.use(
    graphql.query('AdminDeliveryDay', ({ variables }) => {
      const v = variables as { date: string; slotId: string | null };
      state.calls.push(v);
      return HttpResponse.json({
        data: {
          deliveryDaySlots: [
            { __typename: 'DeliveryDaySlot', slotId: '4', start: '07:00', end: '10:00', orders: state.stops.length },
            { __typename: 'DeliveryDaySlot', slotId: '5', start: '18:00', end: '20:00', orders: 0 },
          ],
          pickList: {
            __typename: 'PickList',
            date: v.date,
            slotId: v.slotId,
            orderCount: state.stops.length,
            lines: state.stops.length ? [line('1', 'Alphonso Mango', 4, 'kg', 2), line('2', 'Kiwi', 2, 'pcs', 2)] : [],
          },
          runSheet: { __typename: 'RunSheet', date: v.date, slotId: v.slotId, cashTotal: state.stops.reduce((sum, s) => sum + s.cashToCollect, 0), stops: state.stops },
        },
      });
    }),
    graphql.mutation('AdminMarkSlotShipped', ({ variables }) => {
      state.shipped.push(variables);
      const ids = state.stops.map((s) => s.id);
      state.stops = [];
      return HttpResponse.json({ data: { markSlotShipped: { __typename: 'ShipSlotResult', shipped: ids.length, orderIds: ids } } });
    }),
  );
  return state;
}

describe('Admin delivery day page', () => {
  it("opens on today's date in shop time, for every slot, with the pick list and the run sheet in the server's order", async () => {
    const state = serveDay();
    renderPage(<DeliveryDayPage />, { path: '/admin-dashboard', url: '/admin-dashboard?page=delivery-day' });
    const pick = await screen.findByRole('table', { name: 'Pick list' });
    expect(state.calls[0]).toEqual({ date: shopDate(new Date()), slotId: null });
    expect(screen.getByLabelText('Delivery date')).toHaveValue(shopDate(new Date()));
    expect(within(pick).getAllByRole('row').map((r) => r.textContent)).toEqual(['ProductQuantityUnitOrders', 'Alphonso Mango4kg2', 'Kiwi2pcs2']);
    expect(screen.getByTestId('pick-list-summary')).toHaveTextContent('2 products, 6 units from 2 orders');

    const stops = within(screen.getByRole('list', { name: 'Stops' })).getAllByTestId('run-sheet-stop');
    expect(stops).toHaveLength(2);
    expect(stops[0]).toHaveTextContent('Stop 1 · FS-000042');
    expect(stops[0]).toHaveTextContent('Meera Iyer');
    expect(stops[0]).toHaveTextContent('4 Park Street, Pune');
    expect(stops[0]).toHaveTextContent('Pincode 411001');
    expect(stops[0]).toHaveTextContent('2 × Alphonso Mango (kg)');
    expect(stops[0]).toHaveTextContent('Collect ₹540.00');
    expect(stops[0]).toHaveTextContent('Note: Gate code 4711');
    expect(within(stops[0]).getByRole('link', { name: 'Call Meera Iyer: 9123456780' })).toHaveAttribute('href', 'tel:9123456780');
    expect(stops[1]).toHaveTextContent('Stop 2 · FS-000043');
    expect(stops[1]).toHaveTextContent('Paid: nothing to collect');
    expect(screen.getByTestId('run-sheet-summary')).toHaveTextContent('2 stops · cash to collect in all: ₹540.00');

    // All slots: nothing to mark as shipped together; CSVs of the whole day.
    expect(screen.queryByRole('button', { name: 'Mark all as shipped' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pick list CSV' })).toHaveAttribute('href', `/api/admin/delivery-day/pick-list?date=${shopDate(new Date())}&format=csv`);
  });

  it('chooses a date and a slot, prints, exports, and marks the slot shipped after one confirmation', async () => {
    const state = serveDay();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderPage(<DeliveryDayPage />, { path: '/admin-dashboard', url: '/admin-dashboard?page=delivery-day&date=2026-11-28' });
    const slot = await screen.findByRole('combobox', { name: 'Slot' });
    await waitFor(() => expect(within(slot).getAllByRole('option').map((o) => o.textContent)).toEqual(['All slots', '07:00–10:00 (2 orders)', '18:00–20:00 (0 orders)']));
    await user.selectOptions(slot, '4');
    await waitFor(() => expect(state.calls.at(-1)).toEqual({ date: '2026-11-28', slotId: '4' }));
    expect(currentLocation()).toBe('/admin-dashboard?page=delivery-day&date=2026-11-28&slot=4');
    expect(screen.getByTestId('delivery-day-heading')).toHaveTextContent('Sat 28 Nov, 07:00–10:00');
    expect(screen.getByRole('link', { name: 'Run sheet CSV' })).toHaveAttribute('href', '/api/admin/delivery-day/run-sheet?date=2026-11-28&slot_id=4&format=csv');
    expect(screen.getByRole('link', { name: 'Pick list CSV' })).toHaveAttribute('href', '/api/admin/delivery-day/pick-list?date=2026-11-28&slot_id=4&format=csv');

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    // A4, a stop never split, no chrome: the page's print rules.
    const css = screen.getByTestId('delivery-day-print-styles').textContent ?? '';
    expect(css).toContain('@page { size: A4; margin: 12mm; }');
    expect(css).toMatch(/\[data-print="hide"\][^{]*\{ display: none !important; \}/);
    expect(css).toMatch(/\[data-print="stop"\] \{[^}]*break-inside: avoid;/);
    expect(screen.getByRole('button', { name: 'Print' }).closest('[data-print="hide"]')).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'Slot' }).closest('[data-print="hide"]')).not.toBeNull();
    expect(screen.getAllByTestId('run-sheet-stop')[0].closest('[data-print="hide"]')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Mark all as shipped' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark all as shipped' });
    expect(dialog).toHaveTextContent('Mark all 2 orders of Sat 28 Nov, 07:00–10:00 as shipped?');
    expect(state.shipped).toEqual([]);
    const loadsBefore = state.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as shipped' }));
    await waitFor(() => expect(state.shipped).toEqual([{ date: '2026-11-28', slotId: '4' }]));
    expect(await screen.findByText('2 orders marked as shipped')).toBeInTheDocument();
    // Refreshed: the slot has nothing left to pack.
    await waitFor(() => expect(state.calls.length).toBeGreaterThan(loadsBefore));
    expect(await screen.findByText('Nothing to pack.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as shipped' })).toBeDisabled();
  });
});
