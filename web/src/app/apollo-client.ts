import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { FieldMergeFunction } from '@apollo/client/cache';
import type { DocumentNode } from 'graphql';
import { readToken } from '../features/accounts/session-store';
import { yieldToMain } from '../lib/yield-to-main';

type ProductPageRef = { items: unknown[]; totalCount: number; hasMore: boolean };

// `products` pages are cached per (category, search, sort, first): the home sections
// (first: 10) and the shop grid (first: 24) never overwrite each other, while "Load
// more" (same key, growing offset) appends into the one list the shop page reads.
const mergeProductPages: FieldMergeFunction<ProductPageRef, ProductPageRef> = (
  existing,
  incoming,
  { args },
) => {
  const offset = typeof args?.offset === 'number' ? args.offset : 0;
  // A fresh first page (refetch, poll) replaces the list so deleted products disappear.
  if (!existing || offset === 0) return incoming;
  const items = existing.items.slice(0, offset);
  items.push(...incoming.items);
  return { ...incoming, items };
};

export function createApolloCache() {
  return new InMemoryCache({
    resultCaching: false,
    typePolicies: {
      Product: { keyFields: ['id'] },
      Category: { keyFields: ['id'] },
      // A page is a value object, not an entity: it is stored under its field key.
      ProductPage: { keyFields: false },
      // The shop's profile is one row: one cache entry, so the back office's save shows in the footer at once.
      ShopProfile: { keyFields: [] },
      // Shop settings too: the cart's fees and the sign-in's phoneCodes are read by different queries.
      ShopSettings: { keyFields: [] },
      Query: {
        fields: {
          products: { keyArgs: ['category', 'search', 'sort', 'first'], merge: mergeProductPages },
          // A product already in the cache (from a list) renders the detail page at once.
          // A stored null (unknown product, e.g. restored after the server's 404) stays null.
          product: {
            read(existing, { args, toReference }) {
              return existing !== undefined ? existing : toReference({ __typename: 'Product', id: args?.id });
            },
          },
        },
      },
    },
  });
}

/**
 * The customer's bearer token on every request while a session is stored. Browser only: the
 * server renders the guest view (its client uses an in-process link, entry-server.tsx).
 */
const authLink = new ApolloLink((operation, forward) => {
  const token = typeof window === 'undefined' ? null : readToken();
  if (token) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, authorization: `Bearer ${token}` },
    }));
  }
  return forward(operation);
});

const MUTATION = /"query"\s*:\s*"\s*mutation\b/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A read answered 503 with Retry-After (the shop shedding load past its capacity, decision
 * 0036; or its database briefly away) is asked again after the time it asks for, with some
 * jitter so that refused shoppers do not return together: at most `tries` more times, waiting
 * at most 3 s each. A write is never sent again here: a 503 after a timeout may mean it is
 * still running (checkout has its own idempotency key and its own retry).
 */
export function retryingFetch(base: typeof fetch = (input, init) => fetch(input, init), tries = 2): typeof fetch {
  return async (input, init) => {
    let res = await base(input, init);
    const write = typeof init?.body === 'string' && MUTATION.test(init.body);
    for (let attempt = 0; attempt < tries && res.status === 503 && !write; attempt += 1) {
      const seconds = Number(res.headers.get('retry-after'));
      if (!(seconds > 0)) break;
      await sleep(Math.min(seconds, 3) * 1000 * (1 + Math.random() * 0.5));
      res = await base(input, init);
    }
    return res;
  };
}

/** The browser uses the same-origin `/graphql` (proxied by Vite in dev); tests pass an absolute URL. */
export function createApolloClient(uri = '/graphql') {
  return new ApolloClient({
    link: ApolloLink.from([authLink, new HttpLink({ uri, fetch: retryingFetch() })]),
    cache: createApolloCache(),
  });
}

/**
 * Does Apollo's one-time work for each query document now: its document transforms, the
 * facts it keeps per document, its variables' defaults, and the cache's own transform. A
 * page's first `useQuery` while hydrating then does only its cache read. Before, that first
 * use was one unit of React work of up to ~35 ms on the product page, which React cannot
 * split (bench/NOTES.md). A `standby` query that nobody subscribes to fetches nothing
 * and is garbage once this returns.
 */
export async function prepareQueries(client: ApolloClient, queries: readonly DocumentNode[]) {
  for (const query of new Set(queries)) {
    client.watchQuery({ query, fetchPolicy: 'standby' });
    client.cache.transformDocument(query);
    // One document per task: together they were one of the longest start-up tasks.
    await yieldToMain();
  }
}
