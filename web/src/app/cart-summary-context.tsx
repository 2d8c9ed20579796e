import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLocation } from 'react-router-dom';
import { toaster } from '../components/app-toaster';
import { useSession } from '../features/accounts/session-store';
import { guestCartCount, useGuestCart } from '../lib/guest-cart';
import { createListeners } from '../lib/listeners';
import { withSystem } from '../theme/system-on-demand';

/*
 * What the shell and the pages know about the cart: a count for badges, a way to open it and
 * Add. A signed-in customer's cart is on the server (spec §5); a guest's is on this device
 * until sign-in merges it (decisions: Guest cart). On the server and during hydration the
 * count is 0; the device's or the server's count arrives after. The cart's own code — the
 * queries behind the badge, the drawer, the mutations — loads only once someone is signed in,
 * adds or opens the cart, never with a page's start-up JavaScript.
 */
export interface CartActions {
  openCart: () => void;
  /** Adds (signed in: to the server cart; a guest: to this device's) and says so in a toast. Resolves false on failure. */
  addToCart: (product: { id: string; name: string }, quantity: number) => Promise<boolean>;
}

export interface CartSummary extends CartActions {
  itemCount: number;
}

/**
 * The badge's count, outside React state: a component reads it with useSyncExternalStore, whose
 * server snapshot (0) is what a region renders while it hydrates, even when that region (the
 * header and the bottom bar are Suspense boundaries, hydrated after the root commits) hydrates
 * after a signed-in customer's count has arrived (a count read from context there did not match
 * the server HTML: React error 418). For a guest the count stays 0, so nothing re-renders after
 * hydration (a flag that flips on hydration would re-render every reader synchronously, and a
 * page re-rendered that way hydrates its sections in that same long task).
 */
export interface CartCountStore {
  get: () => number;
  set: (count: number) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createCartCountStore(): CartCountStore {
  let count = 0;
  const { subscribe, notify } = createListeners();
  return {
    get: () => count,
    set: (next) => {
      if (next === count) return;
      count = next;
      notify();
    },
    subscribe,
  };
}

/** Exported for tests; the app reads it through `useCartActions` and `useCartSummary`. */
export const CartSummaryContext = createContext<(CartActions & { count: CartCountStore }) | null>(null);

const CartSync = lazy(() => import('../features/cart/cart-sync'));
const loadDrawer = withSystem(() => import('../features/cart/cart-drawer'));
const CartDrawer = lazy(loadDrawer);

/** Starts loading the drawer's code (e.g. when the shopper reaches for a cart button). */
export function preloadCartDrawer(): void {
  void loadDrawer().catch(() => undefined);
}

// The spec's add-to-cart failure, for when the cart's code itself cannot be loaded (offline).
const ADD_FAILED = 'Failed to add item to cart. Please try again.';

/** A guest's badge: the sum of the quantities on this device (renders nothing). */
function GuestCartCount({ onCount }: { onCount: (count: number) => void }) {
  const count = guestCartCount(useGuestCart());
  useEffect(() => {
    onCount(count);
  }, [count, onCount]);
  return null;
}

export function CartSummaryProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const token = useSession()?.token;
  const [count] = useState(createCartCountStore);
  const { pathname } = useLocation();
  // Mounted on first open and kept, so closing can fade out and reopening is instant.
  const [drawer, setDrawer] = useState({ mounted: false, open: false, token, pathname });
  // Signing out (or in as someone else) closes the cart; so does leaving the page (Back).
  if (drawer.token !== token) setDrawer({ mounted: false, open: false, token, pathname });
  else if (drawer.pathname !== pathname) setDrawer({ ...drawer, open: false, pathname });

  const openCart = useCallback(() => setDrawer((state) => ({ ...state, mounted: true, open: true })), []);

  const closeCart = useCallback(() => setDrawer((state) => ({ ...state, open: false })), []);

  const addToCart = useCallback<CartActions['addToCart']>(
    (product, quantity) =>
      import('../features/cart/cart-actions').then(
        (actions) => (token ? actions.addToCart(client, product, quantity) : actions.addToGuestCartAndSay(product, quantity)),
        () => {
          toaster.create({ type: 'error', title: ADD_FAILED });
          return false;
        },
      ),
    [client, token],
  );

  const value = useMemo(() => ({ openCart, addToCart, count }), [openCart, addToCart, count]);

  return (
    <CartSummaryContext.Provider value={value}>
      {children}
      {token ? (
        <Suspense fallback={null}>
          {/* A new session starts from that customer's cart (with the guest's merged into it). */}
          <CartSync key={token} onCount={count.set} />
        </Suspense>
      ) : (
        <GuestCartCount onCount={count.set} />
      )}
      {drawer.mounted && (
        <Suspense fallback={null}>
          <CartDrawer open={drawer.open} onClose={closeCart} guest={!token} />
        </Suspense>
      )}
    </CartSummaryContext.Provider>
  );
}

function useCartContext() {
  const value = useContext(CartSummaryContext);
  if (!value) throw new Error('useCartActions and useCartSummary must be used inside <CartSummaryProvider>');
  return value;
}

/** Open and Add, without the count: a caller does not re-render when the count changes. */
export function useCartActions(): CartActions {
  const { openCart, addToCart } = useCartContext();
  return { openCart, addToCart };
}

/** Open, Add and the count for a badge (0 while the caller hydrates, see CartCountStore). */
export function useCartSummary(): CartSummary {
  const { openCart, addToCart, count } = useCartContext();
  const itemCount = useSyncExternalStore(count.subscribe, count.get, () => 0);
  return { itemCount, openCart, addToCart };
}
