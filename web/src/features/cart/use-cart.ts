import { useMemo, useSyncExternalStore } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useGuestCart } from '../../lib/guest-cart';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { cartEditsFor, type CartEdits, type CartEditsState } from './cart-edits';
import { CART_FETCH_DEBOUNCE_MS } from './cart-messages';
import { CartContentsQuery, CartShopSettingsQuery, GuestCartContentsQuery } from './cart-operations';
import { applyLocal, applyPending, EMPTY_CART, type ShownCart } from './cart-values';
import { guestCartEdits } from './guest-cart-edits';

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
 * The cart for a view (badge, drawer, /cart). Signed in: the server's cart from the cache,
 * refreshed when a view mounts, with the shopper's unsaved quantity changes on top. A guest
 * (`guest`): the lines on this device, priced by the catalogue (re-asked 300 ms after the last
 * change, spec §9's cart fetch debounce), with the device's quantities shown at once.
 */
export function useCart({ skip = false, guest = false }: { skip?: boolean; guest?: boolean } = {}): CartState {
  const client = useApolloClient();
  const edits = guest ? guestCartEdits : cartEditsFor(client);
  const editsState = useSyncExternalStore(edits.subscribe, edits.state, edits.state);
  const query = useQuery(CartContentsQuery, { skip: skip || guest, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const local = useGuestCart();
  const asked = useDebouncedValue(local, CART_FETCH_DEBOUNCE_MS);
  const guestQuery = useQuery(GuestCartContentsQuery, {
    skip: skip || !guest || asked.length === 0,
    variables: { lines: asked.map(({ productId, quantity }) => ({ productId, quantity })) },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  // For totals that move with the quantities; without them the server's last totals stay.
  const settings = useQuery(CartShopSettingsQuery, { skip });
  const fees = settings.data?.shopSettings;
  // A failed refresh keeps showing the cart loaded before it.
  const serverCart = (query.data ?? query.previousData)?.cart;
  const guestEmpty = asked.length === 0 && local.length === 0;
  const priced = guestEmpty ? EMPTY_CART : (guestQuery.data ?? guestQuery.previousData)?.guestCart;
  const guestUpdating = asked !== local || guestQuery.loading;
  const cart = useMemo(() => {
    if (guest) return priced ? applyLocal(priced, local, fees, guestUpdating) : undefined;
    return serverCart ? applyPending(serverCart, editsState.pending, fees) : undefined;
  }, [guest, priced, local, fees, guestUpdating, serverCart, editsState.pending]);
  const active = guest ? guestQuery : query;
  return {
    cart,
    loading: !skip && (guest ? !guestEmpty && !priced && !guestQuery.error : query.loading && !serverCart),
    loadFailed: !!active.error,
    retry: () => void active.refetch().catch(() => undefined),
    edits,
    editsState,
  };
}
