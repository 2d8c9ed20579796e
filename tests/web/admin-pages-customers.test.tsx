import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminShellProvider } from '../../web/src/admin/admin-context';
import CustomersPage from '../../web/src/admin/pages/customers-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { server } from './msw-server';
import { renderPage } from './render';

afterEach(() => {
  chakraToaster.remove();
});

function customer(id: string, name: string, email: string) {
  return {
    __typename: 'Customer',
    id,
    name,
    fullName: `${name} Rao`,
    email,
    phone: '9876543210',
    address: '12 MG Road, Pune',
    orderCount: 2,
    totalSpent: 1200,
    createdAt: '2026-10-01T10:00:00.000Z',
  };
}

const CUSTOMERS = [customer('7', 'Asha', 'asha@example.com'), customer('8', 'Ravi', 'ravi@example.com')];

function serveCustomers(orders: unknown[] | 'error' = []) {
  const searches: unknown[] = [];
  server.use(
    graphql.query('CustomersPageList', ({ variables }) => {
      searches.push(variables.search);
      return HttpResponse.json({ data: { customers: CUSTOMERS } });
    }),
    graphql.query('CustomersPageOrders', () =>
      orders === 'error' ? HttpResponse.json({ errors: [{ message: '' }] }) : HttpResponse.json({ data: { customerOrders: orders } }),
    ),
  );
  return searches;
}

const renderCustomers = (search = '') =>
  renderPage(
    <AdminShellProvider admin={null} search={search}>
      <CustomersPage />
    </AdminShellProvider>,
    { path: '/admin-dashboard' },
  );

describe('Admin customers page', () => {
  it('lists customers and filters by the dashboard search (name or email)', async () => {
    const searches = serveCustomers();
    renderCustomers('ravi@');
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(within(table).getByText('Ravi Rao')).toBeInTheDocument();
    expect(within(table).queryByText('Asha Rao')).not.toBeInTheDocument();
    expect(searches).toContain('ravi@');
  });

  it("shows the fetch error 'Failed to fetch customers'", async () => {
    server.use(graphql.query('CustomersPageList', () => HttpResponse.json({ errors: [{ message: '' }] })));
    renderCustomers();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch customers');
  });

  it('opens Customer Details with the order history table', async () => {
    serveCustomers([{ __typename: 'AdminOrder', id: '42', orderNumber: 'FS-000042', createdAt: '2026-11-01T10:00:00.000Z', total: 599.5, status: 'DELIVERED' }]);
    renderCustomers();
    await userEvent.click(await screen.findByRole('button', { name: 'View Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer Details' });
    expect(within(dialog).getByText('asha@example.com')).toBeInTheDocument();
    const history = await within(dialog).findByRole('table', { name: 'Order history' });
    expect(within(history).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Order ID', 'Date', 'Total', 'Status']);
    expect(within(history).getByText('FS-000042')).toBeInTheDocument();
    expect(within(history).getByText('₹599.50')).toBeInTheDocument();
    expect(within(history).getByText('Delivered')).toBeInTheDocument();
  });

  it("says 'No orders found for this customer', and 'Failed to load customer orders' on error", async () => {
    serveCustomers([]);
    const { unmount } = renderCustomers();
    await userEvent.click(await screen.findByRole('button', { name: 'View Ravi Rao' }));
    expect(await screen.findByText('No orders found for this customer')).toBeInTheDocument();
    unmount();
    serveCustomers('error');
    renderCustomers();
    await userEvent.click(await screen.findByRole('button', { name: 'View Ravi Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer Details' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load customer orders');
  });
});
