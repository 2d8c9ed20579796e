import { useCallback } from 'react';
import { useCartActions } from '../cart-summary-context';

/**
 * What a page's Add does, on every page: signed in, the product goes into the server cart; a
 * guest's goes into the cart on this device and joins the server cart at sign-in (decisions:
 * Guest cart, which replaces the spec's redirects of a guest's Add: home → /login, shop → /).
 * Either way the shopper stays where they are, with a toast and the badge moving.
 */
export function useAddToCart() {
  const { addToCart } = useCartActions();
  return useCallback(
    (product: { id: string; name: string }, quantity: number) => {
      void addToCart(product, quantity);
    },
    [addToCart],
  );
}
