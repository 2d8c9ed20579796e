import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TTL_MS as RULES_TTL } from '@fruit-shop/common/account.rules';
import { createApolloClient } from '../../web/src/app/apollo-client';
import { verifySession } from '../../web/src/features/accounts/session-actions';
import { SessionMeQuery } from '../../web/src/features/accounts/session-operations';
import {
  EXPIRY_KEY,
  SESSION_TTL_MS,
  TOKEN_KEY,
  USER_KEY,
  inspectStoredSession,
  readToken,
  saveSession,
} from '../../web/src/features/accounts/session-store';
import { server, TEST_GRAPHQL_URL } from './msw-server';

const user = { id: '7', name: 'Asha', middleName: null, lastName: 'Rao', email: 'asha@example.com', phone: '9876543210' };

function store({ token = 'tok-1', rawUser = JSON.stringify(user), expiresAt = Date.now() + 60_000 } = {}) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, rawUser);
  localStorage.setItem(EXPIRY_KEY, String(expiresAt));
}

const stored = () => ({ token: localStorage.getItem(TOKEN_KEY), user: localStorage.getItem(USER_KEY), expiry: localStorage.getItem(EXPIRY_KEY) });

describe('session store (spec §4 Session)', () => {
  afterEach(() => vi.useRealTimers());

  it('uses the same 24 h as the shared account rules', () => {
    expect(SESSION_TTL_MS).toBe(RULES_TTL);
    expect(SESSION_TTL_MS).toBe(86_400_000);
  });

  it('stores token, user and an expiry 24 hours ahead on sign-in', () => {
    const now = Date.UTC(2026, 0, 1);
    saveSession('abc', user, now);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}')).toMatchObject({ email: 'asha@example.com', name: 'Asha' });
    expect(Number(localStorage.getItem(EXPIRY_KEY))).toBe(now + 86_400_000);
  });

  it('treats a session past its expiry as none, and the check clears it without asking the server', async () => {
    store({ expiresAt: Date.now() - 1 });
    expect(inspectStoredSession()).toEqual({ kind: 'invalid', reason: 'expired' });
    expect(readToken()).toBeNull();
    const asked = vi.fn();
    server.use(graphql.query('SessionMe', () => (asked(), HttpResponse.json({ data: { me: user } }))));
    expect(await verifySession(createApolloClient(TEST_GRAPHQL_URL))).toBe('guest');
    expect(stored()).toEqual({ token: null, user: null, expiry: null });
    expect(asked).not.toHaveBeenCalled();
  });

  it('logs out when the stored user cannot be read', async () => {
    store({ rawUser: '{not json' });
    expect(inspectStoredSession()).toEqual({ kind: 'invalid', reason: 'unreadable-user' });
    expect(await verifySession(createApolloClient(TEST_GRAPHQL_URL))).toBe('guest');
    expect(stored()).toEqual({ token: null, user: null, expiry: null });
  });

  it('a successful check sends the bearer token, pushes the expiry out and refreshes the user', async () => {
    store({ expiresAt: Date.now() + 1000 });
    let authorization: string | null = null;
    server.use(
      graphql.query('SessionMe', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: { me: { __typename: 'User', ...user, name: 'Asha Updated' } } });
      }),
    );
    const before = Date.now();
    expect(await verifySession(createApolloClient(TEST_GRAPHQL_URL))).toBe('verified');
    expect(authorization).toBe('Bearer tok-1');
    expect(Number(localStorage.getItem(EXPIRY_KEY))).toBeGreaterThanOrEqual(before + SESSION_TTL_MS);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '{}').name).toBe('Asha Updated');
  });

  it('logs out when the server says the session is not valid (me is null)', async () => {
    store();
    server.use(graphql.query('SessionMe', () => HttpResponse.json({ data: { me: null } })));
    expect(await verifySession(createApolloClient(TEST_GRAPHQL_URL))).toBe('logged-out');
    expect(stored().token).toBeNull();
  });

  it('logs out on UNAUTHENTICATED', async () => {
    store();
    server.use(
      graphql.query('SessionMe', () =>
        HttpResponse.json({ errors: [{ message: 'Please sign in', extensions: { code: 'UNAUTHENTICATED' } }] }),
      ),
    );
    expect(await verifySession(createApolloClient(TEST_GRAPHQL_URL))).toBe('logged-out');
    expect(stored().token).toBeNull();
  });

  it('keeps the stored user when the check fails on the network', async () => {
    store();
    const before = stored();
    server.use(graphql.query('SessionMe', () => HttpResponse.error()));
    expect(await verifySession(createApolloClient(TEST_GRAPHQL_URL))).toBe('kept');
    expect(stored()).toEqual(before);
  });

  it('sends no Authorization header for a guest', async () => {
    let authorization: string | null = 'unset';
    server.use(
      graphql.query('SessionMe', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: { me: null } });
      }),
    );
    await createApolloClient(TEST_GRAPHQL_URL).query({ query: SessionMeQuery });
    expect(authorization).toBeNull();
  });
});
