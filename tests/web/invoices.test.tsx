import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminShellProvider } from '../../web/src/admin/admin-context';
import { resetAdminClient } from '../../web/src/admin/admin-client';
import OrdersPage from '../../web/src/admin/pages/orders-page';
import { preloadMatchedRoutes } from '../../web/src/app/router';
import OrderPage from '../../web/src/app/routes/order-page';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { adminOrder } from '../fixtures/admin-orders.fixture';
import { customer, makeOrder } from '../fixtures/orders.fixture';
import { server } from './msw-server';
import { renderApp, renderPage } from './render';

/* GST invoices in the storefront and the back office (issue 39 part 4, decision 0042). */

beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  await Promise.all(['/admin-dashboard'].map((path) => preloadMatchedRoutes({ pathname: path })));
  await import('../../web/src/admin/pages/products-page');
}, 30_000);
// jsdom has neither; the tests stand them in and put back what was there.
const { createObjectURL, revokeObjectURL } = URL;
const { scrollIntoView } = Element.prototype;
afterEach(() => {
  resetAdminClient();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  Element.prototype.scrollIntoView = scrollIntoView;
});

const invoice = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'InvoiceDocument',
  id: '5',
  kind: 'invoice',
  number: 'FS/26-27/000123',
  issuedAt: '2026-12-10T06:30:00.000Z',
  invoiceNumber: null,
  total: 1492.2,
  tax: 27.86,
  downloadPath: '/api/orders/42/invoice.pdf',
  ...overrides,
});

describe("the customer's order page", () => {
  it('downloads the invoice PDF with the session once the order is delivered', async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    server.use(
      graphql.query('OrderDetails', () => HttpResponse.json({ data: { order: makeOrder({ status: 'DELIVERED', canCancel: false }) } })),
      graphql.query('OrderInvoices', ({ variables }) => {
        expect(variables.orderId).toBe('42');
        return HttpResponse.json({ data: { orderInvoices: [invoice()] } });
      }),
      http.get('*/api/orders/42/invoice.pdf', ({ request }) => {
        seen.push({ url: new URL(request.url).pathname, authorization: request.headers.get('authorization') });
        return new HttpResponse(new Uint8Array([37, 80, 68, 70, 45]), {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="FS-26-27-000123.pdf"' },
        });
      }),
    );
    const created = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    saveSession('tok', customer);
    renderPage(<OrderPage />, { path: '/orders/:id', url: '/orders/42' });
    const region = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(region).toHaveTextContent('Invoice FS/26-27/000123');
    expect(region).toHaveTextContent('₹1,492.20');
    await userEvent.click(within(region).getByRole('button', { name: 'Download invoice FS/26-27/000123 (PDF)' }));
    await waitFor(() => expect(clicked).toEqual(['FS-26-27-000123.pdf blob:invoice']));
    expect(seen).toEqual([{ url: '/api/orders/42/invoice.pdf', authorization: 'Bearer tok' }]);
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('shows nothing before the order is delivered, and focuses the download from the email link', async () => {
    server.use(graphql.query('OrderDetails', () => HttpResponse.json({ data: { order: makeOrder({ status: 'PROCESSING' }) } })));
    saveSession('tok', customer);
    const first = renderPage(<OrderPage />, { path: '/orders/:id', url: '/orders/42' });
    expect(await screen.findByRole('heading', { name: 'Order FS-000042', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tax invoice' })).not.toBeInTheDocument();
    first.unmount();

    server.use(
      graphql.query('OrderDetails', () => HttpResponse.json({ data: { order: makeOrder({ status: 'DELIVERED', canCancel: false }) } })),
      graphql.query('OrderInvoices', () =>
        HttpResponse.json({ data: { orderInvoices: [invoice(), invoice({ id: '6', kind: 'credit_note', number: 'FS/CN/26-27/0001', invoiceNumber: 'FS/26-27/000123', total: 100, downloadPath: '/api/invoices/6/document.pdf' })] } }),
      ),
    );
    Element.prototype.scrollIntoView = vi.fn();
    renderPage(<OrderPage />, { path: '/orders/:id', url: '/orders/42?invoice=1' });
    const button = await screen.findByRole('button', { name: 'Download invoice FS/26-27/000123 (PDF)' });
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Download credit note FS/CN/26-27/0001 (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tax invoice' })).toHaveTextContent('Credit note against FS/26-27/000123');
  });
});

describe('the back office', () => {
  it("links the order's invoice PDF from its detail, and the month's register from the list", async () => {
    server.use(
      graphql.query('AdminOrderPage', () => HttpResponse.json({ data: { adminOrderPage: { __typename: 'AdminOrderPage', total: 0, limit: 50, offset: 0, items: [] } } })),
      graphql.query('AdminOrderDetail', () => HttpResponse.json({ data: { adminOrder: adminOrder(7, { status: 'DELIVERED' }) } })),
      graphql.query('AdminOrderShopSlots', () => HttpResponse.json({ data: { adminDelivery: { __typename: 'AdminDeliverySettings', slots: [] } } })),
      graphql.query('AdminOrderDaySlots', () => HttpResponse.json({ data: { deliveryDaySlots: [] } })),
      graphql.query('AdminOrderInvoices', () => HttpResponse.json({ data: { adminOrderInvoices: [invoice({ downloadPath: '/api/admin/orders/7/invoice.pdf' })] } })),
    );
    const view = renderPage(
      <AdminShellProvider admin={null} search="">
        <OrdersPage />
      </AdminShellProvider>,
      { path: '/admin-dashboard', url: '/admin-dashboard?page=orders&order=7' },
    );
    const region = await screen.findByRole('region', { name: 'Invoice' });
    const link = await within(region).findByRole('link', { name: 'Invoice FS/26-27/000123 (PDF)' });
    expect(link).toHaveAttribute('href', '/api/admin/orders/7/invoice.pdf');
    expect(region).toHaveTextContent('(tax ₹27.86)');
    view.unmount();

    renderPage(
      <AdminShellProvider admin={null} search="">
        <OrdersPage />
      </AdminShellProvider>,
      { path: '/admin-dashboard', url: '/admin-dashboard?page=orders' },
    );
    const month = await screen.findByLabelText('GST register');
    await userEvent.clear(month);
    await userEvent.type(month, '2026-11');
    expect(screen.getByRole('link', { name: 'Download invoices CSV' })).toHaveAttribute('href', '/api/admin/invoices.csv?month=2026-11');
  });

  it("edits a product's HSN code and GST rate, checked as the server checks them", async () => {
    const ADMIN = { __typename: 'Admin', id: '7', name: 'Asha Admin', email: 'asha@fruit.test' };
    const sent: Record<string, unknown>[] = [];
    server.use(
      graphql.query('AdminMe', () => HttpResponse.json({ data: { adminMe: { __typename: 'AdminSession', loggedIn: true, admin: ADMIN } } })),
      graphql.query('AdminShopReadiness', () => HttpResponse.json({ data: { shopReadiness: { __typename: 'ShopReadiness', ready: true, items: [] } } })),
      graphql.query('AdminProductsList', () =>
        HttpResponse.json({
          data: {
            adminProducts: [
              {
                __typename: 'AdminProduct',
                id: '1',
                name: 'Cashews W240',
                categoryId: '1',
                categoryName: 'Dry fruits',
                price: 650,
                discountPrice: null,
                stockQuantity: 10,
                weight: 1,
                unit: 'kg',
                maxOrderLimit: null,
                image: '/uploads/products/cashew.png',
                imageGallery: [],
                tags: [],
                customAttributes: {},
                countryOfOrigin: null,
                storageInstruction: null,
                suppliedId: null,
                hsnCode: '0801',
                gstRate: 5,
                description: null,
                availableFrom: null,
                availableUntil: null,
                isActive: true,
                isFeatured: false,
              },
            ],
            adminCategories: [{ __typename: 'AdminCategory', id: '1', name: 'Dry fruits' }],
          },
        }),
      ),
      graphql.mutation('AdminUpdateProduct', ({ variables }) => {
        sent.push(variables.input as Record<string, unknown>);
        return HttpResponse.json({ data: { updateProduct: { __typename: 'AdminProduct', id: '1' } } });
      }),
    );
    await renderApp('/admin-dashboard?page=products');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Cashews W240' }));
    const dialog = await screen.findByRole('dialog');
    const hsn = within(dialog).getByLabelText('HSN Code');
    const rate = within(dialog).getByLabelText('GST Rate');
    expect(hsn).toHaveValue('0801');
    expect(rate).toHaveValue('5');
    await userEvent.clear(hsn);
    await userEvent.type(hsn, '08');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    expect(await within(dialog).findByText('The HSN code is 4, 6 or 8 digits')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(hsn);
    await userEvent.type(hsn, '0802 90');
    await userEvent.selectOptions(rate, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ hsnCode: '080290', gstRate: 12 });
  });
});
