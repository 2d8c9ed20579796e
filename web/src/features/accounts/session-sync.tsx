import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';

const verified = new WeakSet<object>();

/** Checks the stored session with the server once, after hydration (renders nothing). */
export function SessionSync() {
  const client = useApolloClient();
  useEffect(() => {
    // Once per app (StrictMode runs effects twice in development).
    if (verified.has(client)) return;
    verified.add(client);
    // The check's code is not needed to render anything: it loads after hydration.
    void import('./session-actions').then(({ verifySession }) => verifySession(client));
  }, [client]);
  return null;
}
