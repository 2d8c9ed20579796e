import { render } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from '../../web/src/app/apollo-client';
import { SessionSync } from '../../web/src/features/accounts/session-sync';
import { EXPIRY_KEY, TOKEN_KEY, USER_KEY } from '../../web/src/features/accounts/session-store';
import { TEST_GRAPHQL_URL } from './msw-server';

// The session check lives in its own chunk; a guest's page should neither fetch that chunk nor
// ask the server anything.
const loaded = vi.hoisted(() => ({ verifySession: vi.fn(async () => 'verified' as const) }));
vi.mock('../../web/src/features/accounts/session-actions', () => ({ verifySession: loaded.verifySession }));

function mount() {
  render(
    <ApolloProvider client={createApolloClient(TEST_GRAPHQL_URL)}>
      <SessionSync />
    </ApolloProvider>,
  );
}

describe('the session check after hydration', () => {
  afterEach(() => {
    loaded.verifySession.mockClear();
    localStorage.clear();
  });

  it('does not load the check for a guest', async () => {
    mount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded.verifySession).not.toHaveBeenCalled();
  });

  it('does not load it for an expired session, and clears that session', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-old');
    localStorage.setItem(USER_KEY, JSON.stringify({ id: '1', name: 'Asha', email: 'asha@example.com' }));
    localStorage.setItem(EXPIRY_KEY, String(Date.now() - 1000));
    mount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loaded.verifySession).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('checks a stored session with the server', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    localStorage.setItem(USER_KEY, JSON.stringify({ id: '1', name: 'Asha', email: 'asha@example.com' }));
    localStorage.setItem(EXPIRY_KEY, String(Date.now() + 60_000));
    mount();
    await vi.waitFor(() => expect(loaded.verifySession).toHaveBeenCalledTimes(1));
  });
});
