import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import AdminsPage from '../../web/src/admin/pages/admins-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { server } from './msw-server';
import { renderPage } from './render';

afterEach(() => {
  chakraToaster.remove();
});

function admin(id: string, name: string, status: 'ACTIVE' | 'PENDING') {
  return { __typename: 'Admin', id, name, email: `${name.toLowerCase()}@shop.test`, phone: null, status, createdAt: '2026-11-01T10:00:00.000Z' };
}

function serveAdmins(initial: ReturnType<typeof admin>[]) {
  const state = { admins: initial, approved: [] as string[] };
  server.use(
    graphql.query('AdminsPageList', () => HttpResponse.json({ data: { admins: state.admins } })),
    graphql.mutation('AdminsPageApprove', ({ variables }) => {
      state.approved.push(variables.id as string);
      state.admins = state.admins.map((a) => (a.id === variables.id ? { ...a, status: 'ACTIVE' as const } : a));
      return HttpResponse.json({ data: { approveAdmin: { __typename: 'Admin', id: variables.id, status: 'ACTIVE' } } });
    }),
  );
  return state;
}

const renderAdmins = () => renderPage(<AdminsPage />, { path: '/admin-dashboard' });

describe('Admin admins page', () => {
  it('lists admins with their status; only pending ones have Approve', async () => {
    serveAdmins([admin('2', 'Meera', 'PENDING'), admin('1', 'Owner', 'ACTIVE')]);
    renderAdmins();
    const table = await screen.findByRole('table', { name: 'Admins' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Meera');
    expect(first).toHaveTextContent('Pending');
    expect(within(first).getByRole('button', { name: 'Approve Meera' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Active');
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the empty and error states', async () => {
    serveAdmins([]);
    const { unmount } = renderAdmins();
    expect(await screen.findByText('No admins found')).toBeInTheDocument();
    unmount();
    server.use(graphql.query('AdminsPageList', () => HttpResponse.json({ errors: [{ message: '' }] })));
    renderAdmins();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch admins');
  });

  it('approves a pending sign-up and reloads the list', async () => {
    const state = serveAdmins([admin('2', 'Meera', 'PENDING')]);
    renderAdmins();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Meera' }));
    expect(await screen.findByText('Admin approved successfully')).toBeInTheDocument();
    expect(state.approved).toEqual(['2']);
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Meera' })).not.toBeInTheDocument();
  });

  it("toasts the server's error when approval fails", async () => {
    serveAdmins([admin('2', 'Meera', 'PENDING')]);
    server.use(graphql.mutation('AdminsPageApprove', () => HttpResponse.json({ errors: [{ message: 'Admin not found' }] })));
    renderAdmins();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Meera' }));
    expect(await screen.findByText('Admin not found')).toBeInTheDocument();
  });
});
