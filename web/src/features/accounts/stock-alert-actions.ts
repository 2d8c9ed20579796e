import type { ApolloClient } from '@apollo/client';
import { toaster } from '../../components/app-toaster';
import { graphql } from '../../gql';
import { getWaitingStockAlerts, setWaitingStockAlerts } from '../../lib/stock-alert-store';

const StockAlertIdsQuery = graphql(`
  query StockAlertIds {
    stockAlertProductIds
  }
`);

const NotifyWhenInStockMutation = graphql(`
  mutation NotifyWhenInStock($productId: ID!) {
    notifyWhenInStock(productId: $productId) {
      productId
      createdAt
    }
  }
`);

export async function loadStockAlerts(client: ApolloClient, isCurrent: () => boolean): Promise<void> {
  const { data } = await client.query({ query: StockAlertIdsQuery, fetchPolicy: 'network-only' });
  if (isCurrent()) setWaitingStockAlerts(data?.stockAlertProductIds ?? []);
}

/** Asks the server; the button shows the alert as set once it answers, and a toast says so. */
export async function requestStockAlert(client: ApolloClient, product: { id: string; name: string }): Promise<void> {
  try {
    const { data } = await client.mutate({ mutation: NotifyWhenInStockMutation, variables: { productId: product.id } });
    if (!data) throw new Error('No reply');
    setWaitingStockAlerts([...getWaitingStockAlerts(), product.id]);
    toaster.create({ type: 'success', title: `We'll let you know when ${product.name} is back in stock` });
  } catch (error) {
    const message = error instanceof Error && error.message && error.message !== 'No reply' ? error.message : 'Could not set the alert. Please try again.';
    toaster.create({ type: 'error', title: message });
  }
}
