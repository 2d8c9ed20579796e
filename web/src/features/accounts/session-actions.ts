import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SessionMeQuery } from './session-operations';
import { clearSession, enforceSessionRules, extendSession, saveSession, type ApiUser } from './session-store';

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

/** Clears the session locally whatever the server says, then drops the previous viewer's data. */
export async function signOut(client: ApolloClient, revoke: () => Promise<unknown>) {
  try {
    await revoke();
  } catch {
    // Offline or already expired: the local session still ends.
  }
  clearSession();
  await resetUserData(client);
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
