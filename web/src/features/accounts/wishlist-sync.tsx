import { useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { setCustomerWishlist } from '../../lib/wishlist-store';
import { useSession } from './session-store';

/**
 * Puts the signed-in customer's wishlist behind the cards' hearts (renders nothing). Its
 * GraphQL code loads only when someone is signed in.
 */
export function WishlistSync() {
  const client = useApolloClient();
  const token = useSession()?.token;
  useEffect(() => {
    if (!token) {
      setCustomerWishlist(null);
      return;
    }
    let current = true;
    void import('./wishlist-actions')
      .then(({ startCustomerWishlist }) => startCustomerWishlist(client, () => current))
      // Unreachable server: the hearts stay as they were until the next page load.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, token]);
  return null;
}
