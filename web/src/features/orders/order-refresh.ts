import type { ApolloClient } from '@apollo/client';

/** The queries that show an order's status or Pay now: the order page, the lists, the user menu's recent orders. */
const ORDER_QUERIES = new Set(['OrderDetails', 'MyOrders', 'UserMenuRecentOrders']);

/**
 * Fetches again whichever of them is on screen, after a payment changed an order. Lists not
 * on screen read the server again when they mount (cache-and-network).
 */
export async function refreshOrders(client: ApolloClient): Promise<void> {
  await client
    .refetchQueries({ include: 'active', onQueryUpdated: (query) => !!query.queryName && ORDER_QUERIES.has(query.queryName) })
    .catch(() => undefined);
}
