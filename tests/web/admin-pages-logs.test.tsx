import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import LogsPage from '../../web/src/admin/pages/logs-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { server } from './msw-server';
import { renderPage } from './render';

afterEach(() => {
  chakraToaster.remove();
});

function logEntry(id: number) {
  return {
    __typename: 'AdminLogEntry',
    id: String(id),
    adminId: '1',
    adminName: 'Owner',
    adminEmail: 'owner@shop.test',
    action: 'coupon_created',
    targetType: 'coupon',
    targetId: String(id),
    changes: { code: { from: null, to: `CODE${id}` } },
    ip: null,
    createdAt: '2026-11-02T10:00:00.000Z',
  };
}

const stockMove = {
  __typename: 'InventoryLogEntry',
  id: '3',
  productId: '5',
  productName: 'Alphonso Mango',
  change: -2,
  stockAfter: 18,
  reason: 'order',
  orderId: '42',
  adminName: null,
  createdAt: '2026-11-02T11:00:00.000Z',
};

function serveLogs(adminLogs: (limit: number) => unknown[], inventoryLogs: unknown[]) {
  const limits: number[] = [];
  server.use(
    graphql.query('LogsPageAdminLog', ({ variables }) => {
      limits.push(variables.limit as number);
      return HttpResponse.json({ data: { adminLogs: adminLogs(variables.limit as number) } });
    }),
    graphql.query('LogsPageInventoryLog', () => HttpResponse.json({ data: { inventoryLogs } })),
  );
  return limits;
}

const renderLogs = () => renderPage(<LogsPage />, { path: '/admin-dashboard' });

describe('Admin activity logs page', () => {
  it('shows the admin log with its changes in words (issue 40: not raw JSON) and the inventory log', async () => {
    const update = {
      ...logEntry(2),
      action: 'coupon_updated',
      changes: { discountValue: { from: 1250, to: 1500 }, usageLimit: { from: 100, to: null }, isActive: { from: true, to: false }, note: 'bulk' },
    };
    serveLogs(() => [logEntry(1), update], [stockMove]);
    renderLogs();
    const adminLog = await screen.findByRole('table', { name: 'Admin log' });
    const [, created, updated] = within(adminLog).getAllByRole('row');
    expect(within(created).getByText('Created coupon')).toBeInTheDocument();
    expect(within(created).getByText('coupon_created')).toBeInTheDocument();
    expect(within(created).getByText('coupon #1')).toBeInTheDocument();
    expect(within(created).getByRole('list', { name: 'Changes' })).toHaveTextContent('Code: — → CODE1');
    expect(within(updated).getByText('Updated coupon')).toBeInTheDocument();
    const lines = within(within(updated).getByRole('list', { name: 'Changes' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(lines).toEqual(['Discount value: 1250 → 1500', 'Usage limit: 100 → —', 'Is active: Yes → No', 'Note: bulk']);
    expect(adminLog).not.toHaveTextContent('{');
    const inventory = await screen.findByRole('table', { name: 'Inventory log' });
    const [, row] = within(inventory).getAllByRole('row');
    expect(row).toHaveTextContent('Alphonso Mango');
    expect(row).toHaveTextContent('-2');
    expect(row).toHaveTextContent('18');
    expect(row).toHaveTextContent('Order');
    expect(row).toHaveTextContent('#42');
  });

  it('shows each log’s empty and error states on their own', async () => {
    serveLogs(() => [], []);
    server.use(graphql.query('LogsPageInventoryLog', () => HttpResponse.json({ errors: [{ message: '' }] })));
    renderLogs();
    expect(await screen.findByText('No admin activity yet')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the inventory log');
  });

  it('asks for more rows with Show more', async () => {
    const limits = serveLogs((limit) => Array.from({ length: limit }, (_, i) => logEntry(i + 1)), [stockMove]);
    renderLogs();
    const adminLog = await screen.findByRole('table', { name: 'Admin log' });
    expect(within(adminLog).getAllByRole('row')).toHaveLength(51);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('coupon #100')).toBeInTheDocument();
    expect(limits).toEqual([50, 100]);
  });
});
