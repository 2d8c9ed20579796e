import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { enforceSessionRules, useSession } from './session-store';

const verified = new WeakSet<object>();

/** Checks the stored session with the server once, after hydration (renders nothing). */
export function SessionSync() {
  const client = useApolloClient();
  useEffect(() => {
    // Once per app (StrictMode runs effects twice in development).
    if (verified.has(client)) return;
    verified.add(client);
    // A guest has nothing to check (an expired session is cleared here): the check's code and
    // its request are for stored sessions only. Its code is not needed to render anything: it
    // loads after hydration.
    if (!enforceSessionRules()) return;
    void import('./session-actions').then(({ verifySession }) => verifySession(client));
  }, [client]);

  // A session that expires while the page is open ends then (spec §4: past expiry is cleared).
  const expiresAt = useSession()?.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setTimeout(() => enforceSessionRules(), Math.min(Math.max(0, expiresAt - Date.now()) + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return null;
}
