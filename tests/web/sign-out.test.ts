import { describe, expect, it } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { signOut } from '../../web/src/features/accounts/session-actions';
import { readToken, saveSession } from '../../web/src/features/accounts/session-store';
import { customer } from '../fixtures/orders.fixture';

// Issue 41: a sign-out once waited > 30 s for a busy embedded database before the page showed
// it. The session ends on this device first; the server's revocation follows with the token.
describe('signOut', () => {
  it("ends the session here before the server answers, and revokes it with the session's token", async () => {
    saveSession('tok', customer);
    let release!: () => void;
    const seen: { context: unknown; tokenWhenAsked: string | null }[] = [];
    const revoke = (context: unknown) => {
      seen.push({ context, tokenWhenAsked: readToken() });
      return new Promise<void>((resolve) => (release = resolve));
    };
    let resets = 0;
    const client = { resetStore: async () => void resets++ } as unknown as ApolloClient;
    const done = signOut(client, revoke);
    // Nothing has come back from the server, and the device is already signed out.
    expect(readToken()).toBeNull();
    expect(seen).toEqual([{ context: { headers: { authorization: 'Bearer tok' } }, tokenWhenAsked: null }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(resets).toBe(1);
    release();
    await done;
  });

  it('still ends the session when the server cannot be reached', async () => {
    saveSession('tok', customer);
    const client = { resetStore: async () => undefined } as unknown as ApolloClient;
    await signOut(client, () => Promise.reject(new Error('offline')));
    expect(readToken()).toBeNull();
  });
});
