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

/** How long a sign-out waits for the server's revocation before ending the session here anyway. */
export const SIGN_OUT_WAIT_MS = 3000;

/**
 * Revokes the session on the server, then ends it here and drops the previous viewer's data.
 * The shopper never waits longer than `waitMs` for the server (a busy embedded database once
 * took over 30 s, issue 41): past it the session ends here and the revocation goes on. Ending
 * it here first, before the server answered, made the next dialog's fields lose what was
 * typed for a few seconds (the accounts journey's reset form), so the server goes first.
 */
export async function signOut(
  client: ApolloClient,
  revoke: (context: { headers: Record<string, string> } | undefined) => Promise<unknown>,
  { waitMs = SIGN_OUT_WAIT_MS }: { waitMs?: number } = {},
) {
  const token = readToken();
  // Offline or already expired: the local session still ends.
  const revoked = revoke(token ? { headers: { authorization: `Bearer ${token}` } } : undefined).catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([revoked, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
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
