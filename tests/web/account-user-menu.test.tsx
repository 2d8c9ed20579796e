import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { customer, makeOrder } from '../fixtures/orders.fixture';
import { server } from './msw-server';
import { renderApp } from './render';

// The menu is a lazy chunk. Under the act() environment React does not retry a suspended
// lazy component when its chunk arrives (see renderApp), so one warm-up render starts the
// load; every test's header then finds it resolved.
beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  signedIn([]);
  const warmUp = await renderApp('/nowhere');
  await import('../../web/src/features/accounts/user-menu-panel');
  await new Promise((resolve) => setTimeout(resolve, 500));
  warmUp.unmount();
  localStorage.clear();
  server.resetHandlers();
}, 30_000);

/** The header's account button once the menu's code has replaced the plain stand-in. */
async function menuTrigger() {
  const banner = screen.getByRole('banner');
  await waitFor(() => expect(within(banner).getByRole('button', { name: 'Account menu for Asha' })).toHaveAttribute('aria-haspopup', 'menu'));
  return within(banner).getByRole('button', { name: 'Account menu for Asha' });
}

function signedIn(orders: unknown[]) {
  saveSession('tok', customer);
  const asked: Record<string, unknown>[] = [];
  server.use(
    graphql.query('SessionMe', () => HttpResponse.json({ data: { me: customer } })),
    graphql.query('WishlistIds', () => HttpResponse.json({ data: { wishlistProductIds: [] } })),
    graphql.query('UserMenuRecentOrders', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({ data: { myOrders: orders } });
    }),
  );
  return asked;
}

describe('header user menu: recent orders', () => {
  it('asks for the 2 newest orders only when the menu opens, and links each to its page', async () => {
    const asked = signedIn([
      makeOrder({ id: '43', status: 'DELIVERED', itemCount: 1, createdAt: '2026-03-14T09:00:00.000Z' }),
      makeOrder({ id: '42', status: 'SHIPPED', itemCount: 3 }),
      makeOrder({ id: '41', status: 'CANCELLED' }),
    ]);
    const u = userEvent.setup();
    await renderApp('/nowhere');
    const trigger = await menuTrigger();
    // The page is up and no order was asked for.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toEqual([]);

    await u.click(trigger);
    const menu = await screen.findByRole('menu');
    const first = await within(menu).findByRole('menuitem', { name: /FS-000043/ });
    expect(asked).toEqual([{ limit: 2 }]);
    expect(first).toHaveAttribute('href', '/orders/43');
    expect(first).toHaveTextContent('Delivered');
    expect(first).toHaveTextContent('1 item · 14 Mar 2026');
    const second = within(menu).getByRole('menuitem', { name: /FS-000042/ });
    expect(second).toHaveAttribute('href', '/orders/42');
    expect(second).toHaveTextContent('Shipped');
    expect(second).toHaveTextContent('3 items · 12 Mar 2026');
    expect(within(menu).queryByRole('menuitem', { name: /FS-000041/ })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'View All Orders' })).toHaveAttribute('href', '/orders');
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/account');
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();

    // Opening it again refreshes the list behind the cached one.
    await u.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await u.click(trigger);
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('shows only My Profile and Sign Out for a customer without orders', async () => {
    const asked = signedIn([]);
    const u = userEvent.setup();
    await renderApp('/nowhere');
    await u.click(await menuTrigger());
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['My Profile', 'Sign Out']);
  });
});
