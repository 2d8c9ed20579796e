import { useSyncExternalStore } from 'react';
import { createListeners } from './listeners';

/**
 * "Notify me" on out-of-stock products (issue 29). Cards and the product page only call
 * `useStockAlerts()`; `features/accounts/stock-alert-sync.tsx` puts the signed-in customer's
 * alerts and the request behind it (a guest is asked to sign in), like the wishlist store.
 */
export interface StockAlerts {
  /** The customer is already waiting for this product. */
  has: (productId: string) => boolean;
  request: (product: { id: string; name: string }) => void;
}

const EMPTY: ReadonlySet<string> = new Set();
let waiting: ReadonlySet<string> = EMPTY;
let requester: StockAlerts['request'] | null = null;
const { subscribe, notify } = createListeners();

export function setStockAlertRequester(next: StockAlerts['request'] | null) {
  requester = next;
}

export function setWaitingStockAlerts(ids: Iterable<string>) {
  waiting = new Set(ids);
  notify();
}

export const getWaitingStockAlerts = () => waiting;

const request: StockAlerts['request'] = (product) => requester?.(product);

export function useStockAlerts(): StockAlerts {
  // The server render and hydration are the guest view: nobody is waiting.
  const ids = useSyncExternalStore(subscribe, () => waiting, () => EMPTY);
  return { has: (productId) => ids.has(productId), request };
}
