import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { guestCartCount, readGuestCart, useGuestCart } from '../../lib/guest-cart';
import { mergeGuestCartIntoAccount } from './guest-cart-merge';
import { useCart } from './use-cart';

const DRAWER_PRELOAD_DELAY_MS = 2000;

/**
 * Keeps the shell's cart badge on the signed-in customer's cart (renders nothing). Loaded after
 * hydration, only when someone is signed in, so a guest's page never pays for the cart's code.
 * A session that starts with a guest cart on this device merges it first (the badge keeps the
 * guest's count meanwhile), then shows the merged cart.
 */
export default function CartSync({ onCount }: { onCount: (count: number) => void }) {
  const client = useApolloClient();
  const [merging, setMerging] = useState(() => readGuestCart().length > 0);
  const local = useGuestCart();
  const { cart } = useCart({ skip: merging });
  const count = cart?.itemCount ?? (merging ? guestCartCount(local) : 0);
  useEffect(() => {
    if (!merging) return;
    let current = true;
    void mergeGuestCartIntoAccount(client).finally(() => {
      if (current) setMerging(false);
    });
    return () => {
      current = false;
    };
  }, [client, merging]);
  useEffect(() => {
    onCount(count);
  }, [count, onCount]);
  useEffect(() => () => onCount(0), [onCount]);
  useEffect(() => {
    // Someone signed in will likely open the cart: its drawer's code arrives while idle.
    const timer = setTimeout(() => void import('./cart-drawer').catch(() => undefined), DRAWER_PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
