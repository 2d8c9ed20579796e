import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { tokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import OrdersPage from '../../web/src/app/routes/orders-page';
import { OrderStatusBadge } from '../../web/src/components/order-status-badge';
import { closeDialogs, useOpenDialog } from '../../web/src/features/accounts/auth-dialog-store';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { customer, makeOrder, type OrderStatus } from '../fixtures/orders.fixture';
import { server } from './msw-server';
import { renderPage } from './render';

function DialogProbe() {
  const dialog = useOpenDialog();
  return <output data-testid="dialog">{dialog?.name ?? ''}</output>;
}

function renderOrders() {
  return renderPage(
    <>
      <OrdersPage />
      <DialogProbe />
    </>,
    { path: '/orders' },
  );
}

function answerOrders(orders: unknown[]) {
  const calls: Record<string, unknown>[] = [];
  server.use(
    graphql.query('MyOrders', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: { myOrders: orders } });
    }),
  );
  return calls;
}

const rowOf = (orderNumber: string) => screen.getByText(`Order ${orderNumber}`).closest('li')!;

describe('/orders', () => {
  it('asks a guest to sign in (and asks the api for nothing)', async () => {
    const calls = answerOrders([]);
    const u = userEvent.setup();
    renderOrders();
    expect(screen.getByRole('heading', { name: 'My Orders', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Please sign in to see your orders')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByTestId('dialog')).toHaveTextContent('login');
    expect(calls).toHaveLength(0);
    closeDialogs();
  });

  it("lists a customer's orders in the server's order with date, status, item count, total and a details link", async () => {
    saveSession('tok', customer);
    const calls = answerOrders([
      makeOrder({ id: '43', status: 'DELIVERED', itemCount: 1, total: 134, createdAt: '2026-03-14T09:00:00.000Z' }),
      makeOrder({ id: '42', status: 'PROCESSING', itemCount: 3, total: 1329.5 }),
    ]);
    renderOrders();
    expect(screen.getByText('Loading your orders...')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^Order FS-/).textContent)).toEqual(['Order FS-000043', 'Order FS-000042']);

    const newest = rowOf('FS-000043');
    expect(newest).toHaveTextContent('Placed on 14 Mar 2026');
    expect(newest).toHaveTextContent('1 item');
    expect(within(newest).getByText('Delivered')).toHaveAttribute('data-tone', 'green');
    expect(newest).toHaveTextContent('₹134.00');
    expect(within(newest).getByRole('link', { name: /^View Details/ })).toHaveAttribute('href', '/orders/43');

    const older = rowOf('FS-000042');
    expect(older).toHaveTextContent('3 items');
    expect(within(older).getByText('Processing')).toHaveAttribute('data-tone', 'yellow');
    expect(older).toHaveTextContent('₹1,329.50');
    expect(calls[0]).toEqual({ limit: 50, offset: 0 });
  });

  it("shows 'No orders yet' with a link to the shop", async () => {
    saveSession('tok', customer);
    answerOrders([]);
    renderOrders();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('shows an error with Retry, which loads the list again', async () => {
    saveSession('tok', customer);
    let calls = 0;
    server.use(
      graphql.query('MyOrders', async () => {
        calls++;
        if (calls === 1) return HttpResponse.json({ errors: [{ message: 'boom' }] });
        await delay(20);
        return HttpResponse.json({ data: { myOrders: [makeOrder()] } });
      }),
    );
    const u = userEvent.setup();
    renderOrders();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load orders. Please try again.');
    await u.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Order FS-000042')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});

describe('order status badges', () => {
  const cases: [OrderStatus, string, string][] = [
    ['PENDING', 'Pending', 'gray'],
    ['PAID', 'Paid', 'orange'],
    ['PROCESSING', 'Processing', 'yellow'],
    ['SHIPPED', 'Shipped', 'blue'],
    ['ON_THE_WAY', 'On the Way', 'blue'],
    ['DELIVERED', 'Delivered', 'green'],
    ['CANCELLED', 'Cancelled', 'red'],
    ['RETURNED', 'Returned', 'purple'],
  ];

  it.each(cases)('%s reads "%s" on a %s pill', (status, label, tone) => {
    render(<OrderStatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveAttribute('data-tone', tone);
  });

  // The colours as painted: each tone's background and text, resolved from Chakra's tokens
  // (or the CSS fallback), must keep AA contrast for small bold text (4.5:1).
  it('keeps every tone at AA contrast', () => {
    const css = readFileSync(path.resolve(__dirname, '../../web/src/components/order-status-badge.module.css'), 'utf8');
    const palette = tokens.colors as unknown as Record<string, Record<string, { value: string }>>;
    const resolve = (expr: string) => {
      const match = /var\(--chakra-colors-(\w+)-(\d+)(?:,\s*(#[0-9a-f]{6}))?\)/i.exec(expr)!;
      return match[3] ?? palette[match[1]][match[2]].value;
    };
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const blocks = [...css.matchAll(/\.badge(?:\[data-tone='(\w+)'\])?\s*\{([^}]*)\}/g)];
    const tones = new Set(cases.map(([, , tone]) => tone));
    const checked: string[] = [];
    for (const [, tone = 'gray', body] of blocks) {
      const background = /background:\s*([^;]+);/.exec(body)?.[1];
      const color = /(?:^|\s)color:\s*([^;]+);/.exec(body)?.[1];
      if (!background || !color) continue;
      expect(contrast(resolve(background), resolve(color)), tone).toBeGreaterThanOrEqual(4.5);
      checked.push(tone);
    }
    for (const tone of tones) expect(checked).toContain(tone);
  });
});

describe('order history dropdown', () => {
  it('is reachable only through the flag, lists recent orders and offers Rate Order on delivered ones', async () => {
    saveSession('tok', customer);
    const calls = answerOrders([makeOrder({ id: '43', status: 'DELIVERED' }), makeOrder({ id: '42', status: 'SHIPPED' })]);
    const first = renderOrders();
    await screen.findByText('Order FS-000043');
    expect(screen.queryByRole('button', { name: 'Order History' })).not.toBeInTheDocument();
    first.unmount();

    localStorage.setItem('orderHistoryDropdown', 'on');
    const u = userEvent.setup();
    renderOrders();
    const toggle = await screen.findByRole('button', { name: 'Order History' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await u.click(toggle);
    const panel = screen.getByRole('region', { name: 'Recent orders' });
    await within(panel).findByRole('link', { name: 'FS-000043' });
    expect(within(panel).getByText('Delivered')).toHaveAttribute('data-tone', 'green');
    expect(within(panel).getByText('Shipped')).toHaveAttribute('data-tone', 'blue');
    const rate = within(panel).getAllByRole('link', { name: /^Rate Order/ });
    expect(rate).toHaveLength(1);
    expect(rate[0]).toHaveAttribute('href', '/orders/43?rate=1');
    await waitFor(() => expect(calls.some((v) => v.limit === 5)).toBe(true));

    await u.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });
});
