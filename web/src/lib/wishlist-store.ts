import { useSyncExternalStore } from 'react';
import { useGuestWishlist } from './guest-wishlist';
import { createListeners } from './listeners';

/**
 * The wishlist hearts, wherever they live: a guest's in local storage (guest-wishlist.ts), a
 * signed-in customer's on the server. `features/wishlist/wishlist-sync.tsx` switches this
 * store to the customer's list after login (merging the guest's hearts into it) and back on
 * logout, so cards only ever call `useWishlist()`.
 */
export interface CustomerWishlist {
  ids: ReadonlySet<string>;
  toggle: (productId: string) => void;
}

let customer: CustomerWishlist | null = null;
const { subscribe, notify } = createListeners();

export function setCustomerWishlist(next: CustomerWishlist | null) {
  customer = next;
  notify();
}

export function getCustomerWishlist(): CustomerWishlist | null {
  return customer;
}

export function useWishlist(): { has: (productId: string) => boolean; toggle: (productId: string) => void } {
  const guest = useGuestWishlist();
  // The server render and hydration are always the guest view.
  const signedIn = useSyncExternalStore(subscribe, () => customer, () => null);
  if (!signedIn) return guest;
  return { has: (productId) => signedIn.ids.has(productId), toggle: signedIn.toggle };
}
