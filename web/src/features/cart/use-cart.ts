import { useMemo, useSyncExternalStore } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { cartEditsFor, type CartEdits, type CartEditsState } from './cart-edits';
import { CartContentsQuery, CartShopSettingsQuery } from './cart-operations';
import { applyPending, type ShownCart } from './cart-values';

export interface CartState {
  /** The cart as shown (unsaved quantities applied); undefined until the first answer. */
  cart: ShownCart | undefined;
  loading: boolean;
  /** The cart could not be loaded. */
  loadFailed: boolean;
  retry: () => void;
  edits: CartEdits;
  editsState: CartEditsState;
}

/**
 * The signed-in customer's cart for a view (badge, drawer, /cart): the server's cart from the
 * cache, refreshed when a view mounts, with the shopper's unsaved quantity changes on top.
 */
export function useCart({ skip = false }: { skip?: boolean } = {}): CartState {
  const client = useApolloClient();
  const edits = cartEditsFor(client);
  const editsState = useSyncExternalStore(edits.subscribe, edits.state, edits.state);
  const query = useQuery(CartContentsQuery, { skip, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  // For totals that move with the quantities; without them the server's last totals stay.
  const settings = useQuery(CartShopSettingsQuery, { skip });
  // A failed refresh keeps showing the cart loaded before it.
  const serverCart = (query.data ?? query.previousData)?.cart;
  const fees = settings.data?.shopSettings;
  const cart = useMemo(() => (serverCart ? applyPending(serverCart, editsState.pending, fees) : undefined), [serverCart, editsState.pending, fees]);
  return {
    cart,
    loading: !skip && query.loading && !serverCart,
    loadFailed: !!query.error,
    retry: () => void query.refetch().catch(() => undefined),
    edits,
    editsState,
  };
}
