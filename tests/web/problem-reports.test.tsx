import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdminShellProvider } from '../../web/src/admin/admin-context';
import ProblemReportsPage from '../../web/src/admin/pages/problem-reports-page';
import OrderPage from '../../web/src/app/routes/order-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { customer, makeOrder } from '../fixtures/orders.fixture';
import { server } from './msw-server';
import { renderPage } from './render';

/* Problem reports on the customer's order page and in the back office's queue (issue 39 part 3). */

beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  await Promise.all([import('../../web/src/features/problem-reports/report-problem-dialog'), import('../../web/src/admin/pages/problem-report-resolve-dialog'), import('../../web/src/theme/system')]);
}, 30_000);
afterEach(() => {
  chakraToaster.remove();
});

const LINES = [
  { __typename: 'ReportableLine', itemId: '1', productName: 'Alphonso Mango', unit: 'kg', ordered: 2, reportable: 2 },
  { __typename: 'ReportableLine', itemId: '2', productName: 'Green Apple', unit: 'pcs', ordered: 1, reportable: 1 },
];

function standing(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'OrderProblemReports',
    orderId: '42',
    orderNumber: 'FS-000042',
    canReport: true,
    blockedReason: null,
    blockedMessage: null,
    reportBy: '2026-03-14T12:30:00.000Z',
    windowHours: 48,
    lines: LINES,
    reports: [],
    replacementOf: null,
    ...overrides,
  };
}

function problem(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'ProblemReport',
    id: '7',
    reason: 'DAMAGED',
    note: 'Crushed',
    photoUrl: '/uploads/reports/abc.jpg',
    status: 'OPEN',
    createdAt: '2026-03-13T06:30:00.000Z',
    resolvedAt: null,
    resolutionNote: null,
    refundAmount: null,
    replacementOrderId: null,
    replacementOrderNumber: null,
    lines: [{ __typename: 'ProblemReportLine', itemId: '1', productName: 'Alphonso Mango', quantity: 2 }],
    ...overrides,
  };
}

const delivered = () => graphql.query('OrderDetails', () => HttpResponse.json({ data: { order: makeOrder({ status: 'DELIVERED', canCancel: false, paymentStatus: 'PAID' }) } }));

describe("the customer's order page", () => {
  it('reports chosen lines with a reason, a note and a photo uploaded first, checking the form before anything is sent', async () => {
    const sent: Record<string, unknown>[] = [];
    const uploads: (string | null)[] = [];
    let reported = false;
    server.use(
      delivered(),
      graphql.query('OrderProblemReports', () =>
        HttpResponse.json({ data: { orderProblemReports: reported ? standing({ canReport: false, blockedReason: 'REPORT_OPEN', blockedMessage: 'We are already looking at it', reports: [problem()] }) : standing() } }),
      ),
      http.post('*/api/orders/42/problem-reports/photo', ({ request }) => {
        uploads.push(request.headers.get('authorization'));
        return HttpResponse.json({ success: true, photo: '/uploads/reports/abc.jpg' }, { status: 201 });
      }),
      graphql.mutation('ReportProblem', ({ variables }) => {
        sent.push(variables.input as Record<string, unknown>);
        reported = true;
        return HttpResponse.json({ data: { reportProblem: { __typename: 'ProblemReport', id: '7', status: 'OPEN' } } });
      }),
    );
    saveSession('tok', customer);
    const user = userEvent.setup();
    renderPage(<OrderPage />, { path: '/orders/:id', url: '/orders/42' });
    const region = await screen.findByRole('region', { name: 'Problems with this order' });
    // The shop profile's window, never a fixed "30 days".
    expect(region).toHaveTextContent('Report a problem within 48 hours of delivery: until 14 Mar 2026, 18:00');

    await user.click(within(region).getByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    await user.click(send);
    expect(await within(dialog).findByText('Choose what was wrong: damaged, missing, not fresh or wrong item')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Damaged' }));
    await user.click(send);
    expect(await within(dialog).findByText('Choose the items that had a problem')).toBeInTheDocument();
    // A photo too large is refused in the dialog.
    const photo = within(dialog).getByLabelText('Photo (optional)');
    await user.upload(photo, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Alphonso Mango: how many had a problem' }), '2');
    await user.click(send);
    expect(await within(dialog).findByText('Images can be at most 5 MB')).toBeInTheDocument();
    expect([sent, uploads]).toEqual([[], []]);

    await user.upload(photo, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'mango.jpg', { type: 'image/jpeg' }));
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Two arrived crushed');
    await user.click(send);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(uploads).toEqual(['Bearer tok']);
    expect(sent[0]).toEqual({ orderId: '42', lines: [{ itemId: '1', quantity: 2 }], reason: 'DAMAGED', note: 'Two arrived crushed', photo: '/uploads/reports/abc.jpg' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report a problem' })).not.toBeInTheDocument());
    // The page follows: the report under review, and no second report while it is open.
    expect(await within(region).findByText('Under review')).toBeInTheDocument();
    expect(within(region).getByRole('list', { name: 'Reported items' })).toHaveTextContent('2 × Alphonso Mango');
    expect(within(region).queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    server.use(
      delivered(),
      graphql.query('OrderProblemReports', () => HttpResponse.json({ data: { orderProblemReports: standing() } })),
      graphql.mutation('ReportProblem', () =>
        HttpResponse.json({ errors: [{ message: 'The time to report a problem with this order has passed', extensions: { code: 'CONFLICT', reason: 'WINDOW_CLOSED' } }] }),
      ),
    );
    saveSession('tok', customer);
    const user = userEvent.setup();
    renderPage(<OrderPage />, { path: '/orders/:id', url: '/orders/42' });
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    await user.click(within(dialog).getByRole('radio', { name: 'Missing' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Green Apple: how many had a problem' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The time to report a problem with this order has passed');
  });

  it('shows each outcome: a refund, a free replacement with its order, a refusal with the shop’s note; and a replacement names what it replaces', async () => {
    server.use(
      delivered(),
      graphql.query('OrderProblemReports', () =>
        HttpResponse.json({
          data: {
            orderProblemReports: standing({
              canReport: false,
              blockedReason: 'WINDOW_CLOSED',
              blockedMessage: 'The time to report a problem with this order has passed',
              replacementOf: { __typename: 'ReplacedOrderRef', orderId: '40', orderNumber: 'FS-000040' },
              reports: [
                problem({ id: '1', status: 'REFUNDED', refundAmount: 240, resolvedAt: '2026-03-13T08:00:00.000Z' }),
                problem({ id: '2', status: 'REPLACED', replacementOrderId: '57', replacementOrderNumber: 'FS-000057', photoUrl: null }),
                problem({ id: '3', status: 'REFUSED', reason: 'NOT_FRESH', resolutionNote: 'Ripe, as sold', photoUrl: null }),
              ],
            }),
          },
        }),
      ),
    );
    saveSession('tok', customer);
    renderPage(<OrderPage />, { path: '/orders/:id', url: '/orders/42' });
    const region = await screen.findByRole('region', { name: 'Problems with this order' });
    const reports = within(within(region).getByRole('list', { name: 'Your problem reports' })).getAllByRole('listitem').filter((li) => li.parentElement?.getAttribute('aria-label') === 'Your problem reports');
    expect(reports).toHaveLength(3);
    expect(reports[0]).toHaveTextContent('Refunded');
    expect(reports[0]).toHaveTextContent('We refunded ₹240.00');
    expect(within(reports[0]).getByRole('img', { name: 'The photo you sent' })).toHaveAttribute('src', '/uploads/reports/abc.jpg');
    expect(within(reports[1]).getByRole('link', { name: 'order FS-000057' })).toHaveAttribute('href', '/orders/57');
    expect(reports[2]).toHaveTextContent('Not accepted');
    expect(reports[2]).toHaveTextContent('Note from the shop: Ripe, as sold');
    expect(within(region).getByRole('link', { name: 'order FS-000040' })).toHaveAttribute('href', '/orders/40');
    expect(within(region).queryByRole('button', { name: 'Report a problem' })).not.toBeInTheDocument();
  });

  it('shows nothing on an order that is not delivered', async () => {
    server.use(graphql.query('OrderDetails', () => HttpResponse.json({ data: { order: makeOrder({ status: 'PROCESSING' }) } })));
    saveSession('tok', customer);
    renderPage(<OrderPage />, { path: '/orders/:id', url: '/orders/42' });
    expect(await screen.findByRole('heading', { name: 'Order FS-000042', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Problems with this order' })).not.toBeInTheDocument();
  });
});

describe("the back office's queue", () => {
  const queued = (overrides: Record<string, unknown> = {}) => ({
    ...problem({ __typename: 'AdminProblemReport', note: 'Two crushed', lines: [{ __typename: 'ProblemReportLine', itemId: '1', productName: 'Alphonso Mango', quantity: 2, unitPrice: 120 }] }),
    orderId: '42',
    orderNumber: 'FS-000042',
    linesValue: 240,
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.com',
    customerPhone: '9876543210',
    paymentMethod: 'CASH',
    orderTotal: 329,
    shippingPostcode: '411001',
    ...overrides,
  });

  function serve() {
    const sent: Record<string, unknown>[] = [];
    let resolved = false;
    server.use(
      graphql.query('AdminProblemReports', () => HttpResponse.json({ data: { adminProblemReports: resolved ? [] : [queued()] } })),
      graphql.query('ProblemReportReplacementSlots', () =>
        HttpResponse.json({
          data: {
            deliverySlots: {
              __typename: 'DeliverySlots',
              serviceable: true,
              slots: [
                { __typename: 'DeliverySlot', id: '3:2026-12-11', date: '2026-12-11', start: '07:00', end: '10:00', available: 4, status: 'OPEN' },
                { __typename: 'DeliverySlot', id: '4:2026-12-11', date: '2026-12-11', start: '10:00', end: '13:00', available: 0, status: 'FULL' },
              ],
            },
          },
        }),
      ),
      graphql.mutation('ResolveProblemReport', ({ variables }) => {
        sent.push(variables.input as Record<string, unknown>);
        resolved = true;
        return HttpResponse.json({ data: { resolveProblemReport: { __typename: 'AdminProblemReport', id: '7', status: 'REPLACED', refundAmount: null, replacementOrderNumber: 'FS-000057' } } });
      }),
    );
    renderPage(
      <AdminShellProvider admin={null} search="">
        <ProblemReportsPage />
      </AdminShellProvider>,
      { path: '/admin-dashboard' },
    );
    return sent;
  }

  it('lists open reports with the order, customer, lines, reason and photo, and resolves one with a replacement in a chosen slot', async () => {
    const sent = serve();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Problem reports' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('FS-000042');
    expect(row).toHaveTextContent('Asha Rao');
    expect(row).toHaveTextContent('2 × Alphonso Mango');
    expect(row).toHaveTextContent('Worth ₹240.00');
    expect(row).toHaveTextContent('Damaged');
    expect(within(row).getByRole('img', { name: "Customer's photo for FS-000042" })).toHaveAttribute('src', '/uploads/reports/abc.jpg');

    await user.click(within(row).getByRole('button', { name: 'Resolve the report on FS-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the report on FS-000042' });
    // A refusal needs a note the customer reads.
    await user.click(within(dialog).getByRole('radio', { name: /Refuse/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText('Tell the customer why the report is refused')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: /free replacement/ }));
    const slot = await within(dialog).findByRole('option', { name: /07:00–10:00 \(4 left\)/ });
    expect(within(dialog).queryByRole('option', { name: /10:00–13:00/ })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Delivery slot' }), slot);
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ reportId: '7', resolution: 'REPLACE', note: null, refundMethod: null, refundReference: null, deliverySlotId: '3:2026-12-11' });
    expect(await screen.findByText('No open problem reports')).toBeInTheDocument();
  });

  it('records a cash order’s refund with how it was paid back and its reference', async () => {
    const sent = serve();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Problem reports' });
    await user.click(within(table).getByRole('button', { name: 'Resolve the report on FS-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve the report on FS-000042' });
    expect(within(dialog).getByRole('radio', { name: /Refund ₹240.00/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText('Give the UPI or bank transfer reference')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'UPI-77');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ reportId: '7', resolution: 'REFUND', refundMethod: 'UPI', refundReference: 'UPI-77', deliverySlotId: null });
  });
});
