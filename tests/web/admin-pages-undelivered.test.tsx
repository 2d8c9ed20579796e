import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AdminShellProvider } from '../../web/src/admin/admin-context';
import UndeliveredPage from '../../web/src/admin/pages/undelivered-page';
import { server } from './msw-server';
import { renderPage } from './render';

const failed = {
  __typename: 'UndeliveredMessage',
  id: '7',
  channel: 'sms',
  recipient: '9876543210',
  subject: 'Order #77 has shipped',
  attempts: 1,
  reason: "UndeliverableError: Twilio refused the message (400): The 'To' number +919876543210 is not a valid phone number. (Twilio error 21211)",
  createdAt: '2026-12-11T09:00:00.000Z',
  failedAt: '2026-12-11T09:00:01.000Z',
};

const renderUndelivered = () =>
  renderPage(
    <AdminShellProvider admin={null} search="">
      <UndeliveredPage />
    </AdminShellProvider>,
    { path: '/admin-dashboard' },
  );

describe('Admin undelivered messages page (issue 40)', () => {
  it('lists each message that could not be delivered with its channel, number, subject, attempts and reason', async () => {
    server.use(graphql.query('UndeliveredPageList', () => HttpResponse.json({ data: { undeliveredMessages: [failed] } })));
    renderUndelivered();
    const table = await screen.findByRole('table', { name: 'Undelivered messages' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('Text');
    expect(row).toHaveTextContent('9876543210');
    expect(row).toHaveTextContent('Order #77 has shipped');
    expect(row).toHaveTextContent('is not a valid phone number');
  });

  it('says so when every message was delivered', async () => {
    server.use(graphql.query('UndeliveredPageList', () => HttpResponse.json({ data: { undeliveredMessages: [] } })));
    renderUndelivered();
    expect(await screen.findByText('Every message was delivered')).toBeInTheDocument();
  });
});
