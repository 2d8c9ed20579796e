import { render, screen, waitFor } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../web/src/app/apollo-client';
import { SessionSync } from '../../web/src/features/accounts/session-sync';
import { EXPIRY_KEY, TOKEN_KEY, USER_KEY, useSession } from '../../web/src/features/accounts/session-store';
import { server, TEST_GRAPHQL_URL } from './msw-server';

function Who() {
  return <output data-testid="who">{useSession()?.user.email ?? 'guest'}</output>;
}

describe('a session that expires while the page is open', () => {
  it('ends at its expiry', async () => {
    // The check cannot reach the server, so the stored session (and its short expiry) stays.
    server.use(graphql.query('SessionMe', () => HttpResponse.error()));
    localStorage.setItem(TOKEN_KEY, 'tok-2');
    localStorage.setItem(USER_KEY, JSON.stringify({ id: '1', name: 'Asha', email: 'asha@example.com' }));
    localStorage.setItem(EXPIRY_KEY, String(Date.now() + 600));
    render(
      <ApolloProvider client={createApolloClient(TEST_GRAPHQL_URL)}>
        <SessionSync />
        <Who />
      </ApolloProvider>,
    );
    expect(screen.getByTestId('who')).toHaveTextContent('asha@example.com');
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('guest'), { timeout: 3000 });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
