import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminShellProvider } from '../../web/src/admin/admin-context';
import MessagesPage from '../../web/src/admin/pages/messages-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { server } from './msw-server';
import { renderPage } from './render';

afterEach(() => {
  chakraToaster.remove();
});

function message(id: string, name: string, subject: string) {
  return {
    __typename: 'ContactMessage',
    id,
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: '9876543210',
    subject,
    message: `Hello about ${subject}`,
    createdAt: '2026-11-02T10:00:00.000Z',
    handledAt: null as string | null,
  };
}

function serveMessages(initial: ReturnType<typeof message>[]) {
  const state = { messages: initial, marks: [] as unknown[] };
  server.use(
    graphql.query('MessagesPageList', () => HttpResponse.json({ data: { contactMessages: state.messages } })),
    graphql.mutation('MessagesPageSetHandled', ({ variables }) => {
      state.marks.push(variables);
      const handledAt = variables.handled ? '2026-11-03T10:00:00.000Z' : null;
      state.messages = state.messages.map((m) => (m.id === variables.id ? { ...m, handledAt } : m));
      return HttpResponse.json({ data: { setContactMessageHandled: { __typename: 'ContactMessage', id: variables.id, handledAt } } });
    }),
  );
  return state;
}

const renderMessages = (search = '') =>
  renderPage(
    <AdminShellProvider admin={null} search={search}>
      <MessagesPage />
    </AdminShellProvider>,
    { path: '/admin-dashboard' },
  );

describe('Admin contact messages page', () => {
  it('lists name, email, phone, subject, message and date; the dashboard search filters', async () => {
    serveMessages([message('1', 'Asha', 'Late delivery'), message('2', 'Ravi', 'Bulk order')]);
    renderMessages('bulk');
    const table = await screen.findByRole('table', { name: 'Contact messages' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Ravi');
    expect(rows[1]).toHaveTextContent('ravi@example.com');
    expect(rows[1]).toHaveTextContent('9876543210');
    expect(rows[1]).toHaveTextContent('Hello about Bulk order');
    expect(rows[1]).toHaveTextContent('2 Nov 2026');
  });

  it('shows the empty and error states', async () => {
    serveMessages([]);
    const { unmount } = renderMessages();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    unmount();
    server.use(graphql.query('MessagesPageList', () => HttpResponse.json({ errors: [{ message: '' }] })));
    renderMessages();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch messages');
  });

  it('marks a message handled and reloads', async () => {
    const state = serveMessages([message('1', 'Asha', 'Late delivery')]);
    renderMessages();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark handled: Late delivery from Asha' }));
    expect(await screen.findByText('Message marked as handled')).toBeInTheDocument();
    expect(state.marks).toEqual([{ id: '1', handled: true }]);
    expect(await screen.findByRole('button', { name: 'Reopen: Late delivery from Asha' })).toBeInTheDocument();
  });
});
