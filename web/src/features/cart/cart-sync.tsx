import { useEffect } from 'react';
import { useCart } from './use-cart';

const DRAWER_PRELOAD_DELAY_MS = 2000;

/**
 * Keeps the shell's cart badge on the signed-in customer's cart (renders nothing). Loaded after
 * hydration, only when someone is signed in, so a guest's page never pays for the cart's code.
 */
export default function CartSync({ onCount }: { onCount: (count: number) => void }) {
  const { cart } = useCart();
  const count = cart?.itemCount ?? 0;
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
