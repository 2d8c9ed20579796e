import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../components/app-toaster';
import { useSession } from '../../features/accounts/session-store';
import { useCartActions } from '../cart-summary-context';

/**
 * What a page's Add does. Signed in: the product goes into the server cart (with a toast).
 * A guest is sent to sign in first; the spec sends guests to different places per page
 * (home → /login, shop → /), so each page passes its own target.
 */
export function useAddToCart(guestRedirect: string) {
  const navigate = useNavigate();
  const signedIn = !!useSession();
  const { addToCart } = useCartActions();
  return useCallback(
    (product: { id: string; name: string }, quantity: number) => {
      if (signedIn) {
        void addToCart(product, quantity);
        return;
      }
      toaster.create({ type: 'info', title: 'Please sign in to add items to your cart' });
      navigate(guestRedirect);
    },
    [signedIn, addToCart, navigate, guestRedirect],
  );
}
