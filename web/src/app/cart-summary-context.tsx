import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toaster } from '../components/app-toaster';
import { useHydrated, useSession } from '../features/accounts/session-store';

/*
 * What the shell and the pages know about the cart: a count for badges, a way to open it and
 * Add. The cart needs a signed-in customer (spec §5), so for a guest (and on the server, and
 * during hydration) the count is 0 and opening it goes to sign-in. The cart's own code — the
 * query behind the badge, the drawer, the mutations — loads only once someone is signed in
 * (or adds), never with a page's start-up JavaScript.
 */
export interface CartSummary {
  itemCount: number;
  openCart: () => void;
  /** Signed in: adds to the server cart and says so in a toast. Resolves false on failure. */
  addToCart: (product: { id: string; name: string }, quantity: number) => Promise<boolean>;
}

/** Exported for tests; the app reads it through `useCartSummary`. */
export const CartSummaryContext = createContext<CartSummary | null>(null);

const CartSync = lazy(() => import('../features/cart/cart-sync'));
const loadDrawer = () => import('../features/cart/cart-drawer');
const CartDrawer = lazy(loadDrawer);

/** Starts loading the drawer's code (e.g. when the shopper reaches for a cart button). */
export function preloadCartDrawer(): void {
  void loadDrawer().catch(() => undefined);
}

// The spec's add-to-cart failure, for when the cart's code itself cannot be loaded (offline).
const ADD_FAILED = 'Failed to add item to cart. Please try again.';

export function CartSummaryProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const token = useSession()?.token;
  const [count, setCount] = useState(0);
  const { pathname } = useLocation();
  // Mounted on first open and kept, so closing can fade out and reopening is instant.
  const [drawer, setDrawer] = useState({ mounted: false, open: false, token, pathname });
  // Signing out (or in as someone else) closes the cart; so does leaving the page (Back).
  if (drawer.token !== token) setDrawer({ mounted: false, open: false, token, pathname });
  else if (drawer.pathname !== pathname) setDrawer({ ...drawer, open: false, pathname });

  const openCart = useCallback(() => {
    if (!token) {
      navigate('/login');
      return;
    }
    setDrawer((state) => ({ ...state, mounted: true, open: true }));
  }, [token, navigate]);

  const closeCart = useCallback(() => setDrawer((state) => ({ ...state, open: false })), []);

  const addToCart = useCallback<CartSummary['addToCart']>(
    (product, quantity) =>
      import('../features/cart/cart-actions').then(
        (actions) => actions.addToCart(client, product, quantity),
        () => {
          toaster.create({ type: 'error', title: ADD_FAILED });
          return false;
        },
      ),
    [client],
  );

  const itemCount = token ? count : 0;
  const value = useMemo<CartSummary>(() => ({ itemCount, openCart, addToCart }), [itemCount, openCart, addToCart]);

  return (
    <CartSummaryContext.Provider value={value}>
      {children}
      {token && (
        <>
          <Suspense fallback={null}>
            {/* A new session starts from that customer's cart. */}
            <CartSync key={token} onCount={setCount} />
          </Suspense>
          {drawer.mounted && (
            <Suspense fallback={null}>
              <CartDrawer open={drawer.open} onClose={closeCart} />
            </Suspense>
          )}
        </>
      )}
    </CartSummaryContext.Provider>
  );
}

/**
 * The cart summary, with the count the server rendered (0) while the calling region hydrates.
 * The shell's regions are Suspense boundaries that React hydrates after the root commits, and
 * the count can arrive first (CartSync starts once the session is read): a region hydrating
 * with the new count would not match its server HTML (React error 418).
 */
export function useCartSummary(): CartSummary {
  const value = useContext(CartSummaryContext);
  const hydrated = useHydrated();
  if (!value) throw new Error('useCartSummary must be used inside <CartSummaryProvider>');
  return hydrated || value.itemCount === 0 ? value : { ...value, itemCount: 0 };
}
