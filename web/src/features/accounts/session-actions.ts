import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SessionMeQuery } from './session-operations';
import { clearSession, enforceSessionRules, extendSession, readToken, saveSession, type ApiUser } from './session-store';

/** User-specific queries (profile, addresses, cart …) are refetched for the new viewer. */
async function resetUserData(client: ApolloClient) {
  try {
    await client.resetStore();
  } catch {
    // A query cancelled by the reset, or a refetch that failed: each shows its own state.
  }
}

export async function completeSignIn(client: ApolloClient, payload: { token: string; user: ApiUser }) {
  saveSession(payload.token, payload.user);
  await resetUserData(client);
}

/**
 * Ends the session here at once, whatever the server says or how long it takes, then revokes
 * it on the server with the token it had (the shopper never waits for that: on a busy embedded
 * database it once took over 30 s, issue 41) and drops the previous viewer's data.
 */
export async function signOut(client: ApolloClient, revoke: (context: { headers: Record<string, string> } | undefined) => Promise<unknown>) {
  const token = readToken();
  clearSession();
  // Offline or already expired: the local session has ended anyway.
  const revoked = revoke(token ? { headers: { authorization: `Bearer ${token}` } } : undefined).catch(() => undefined);
  await resetUserData(client);
  await revoked;
}

export function isUnauthenticated(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * Spec §4 Session, once after hydration: an expired session or an unreadable stored user is
 * cleared; otherwise `me` is asked. A user pushes the expiry out and refreshes the stored
 * user; "no session" (null, or UNAUTHENTICATED) logs out; a network failure keeps the user.
 */
export async function verifySession(client: ApolloClient): Promise<'guest' | 'verified' | 'logged-out' | 'kept'> {
  const session = enforceSessionRules();
  if (!session) return 'guest';
  try {
    const { data, error } = await client.query({ query: SessionMeQuery, fetchPolicy: 'network-only', errorPolicy: 'all' });
    if (error) throw error;
    if (data?.me) {
      extendSession(data.me);
      return 'verified';
    }
    clearSession();
    return 'logged-out';
  } catch (error) {
    if (isUnauthenticated(error)) {
      clearSession();
      return 'logged-out';
    }
    return 'kept';
  }
}
