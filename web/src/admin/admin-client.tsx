import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { markHydrated } from '../boot/early-taps';

/*
 * The back office talks to the api with its HttpOnly session cookie only. It has its own
 * Apollo client: the storefront's adds the customer's bearer token, and a bearer header makes
 * the server ignore the admin cookie (docs/decisions/0015). Its cache is separate as well, so
 * admin lists never mix with the storefront's.
 */

/** `/graphql` on the page's own origin (absolute, so it also works where fetch needs one). */
function graphqlUrl(): string {
  return new URL('/graphql', window.location.href).href;
}

export function createAdminApolloClient(uri: string = graphqlUrl()): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'same-origin' }),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

let shared: ApolloClient | null = null;

/** One client for the tab's back office (login, then dashboard, share the session check). */
function adminClient(): ApolloClient {
  shared ??= createAdminApolloClient();
  return shared;
}

/** Forgets cached admin data (after logout, or between tests). */
export function resetAdminClient(): void {
  void shared?.clearStore();
  shared = null;
}

const noopSubscribe = () => () => undefined;

/**
 * False on the server and during hydration, true afterwards. Also marks <html data-hydrated>
 * (and answers early taps) as the storefront's layout does (the back office is outside it).
 */
export function useClientOnly(): boolean {
  useEffect(markHydrated, []);
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

/**
 * The back office is rendered in the browser only: the server (and hydration) see the
 * loading shell, so the session check and every admin query run with the cookie, never on
 * the server.
 */
export function AdminApollo({ children }: { children: ReactNode }) {
  const [client] = useState(adminClient);
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
