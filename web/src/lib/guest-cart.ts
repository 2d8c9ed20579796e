import { useMemo, useSyncExternalStore } from 'react';
import { isLineQuantity, MAX_GUEST_CART_LINES, MAX_QUANTITY_PER_LINE, type GuestCartLine } from '@fruit-shop/common/cart.rules';
import { createListeners } from './listeners';
import { readRaw, useLocalStorageRaw, writeRaw } from './local-store';

/*
 * A guest's cart on this device (decisions: Guest cart), like the guest wishlist: product ids
 * and quantities only. Names, pictures, prices and stock always come from the server's
 * catalogue (the `guestCart` query); at sign-in the lines are merged into the customer's
 * server cart (features/cart/guest-cart-merge.ts) and this copy is cleared once that worked.
 */
export const GUEST_CART_KEY = 'guestCart';

export type { GuestCartLine };

function parseLines(raw: string | null): GuestCartLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const seen = new Set<string>();
    const lines: GuestCartLine[] = [];
    for (const item of value as unknown[]) {
      const { productId, quantity } = (item ?? {}) as Partial<GuestCartLine>;
      // Whatever else a hand-edited or old entry holds is dropped; the server checks again.
      if (typeof productId !== 'string' || !/^\d{1,10}$/.test(productId) || !isLineQuantity(quantity) || seen.has(productId)) continue;
      seen.add(productId);
      lines.push({ productId, quantity: Math.min(quantity, MAX_QUANTITY_PER_LINE) });
      if (lines.length === MAX_GUEST_CART_LINES) break;
    }
    return lines;
  } catch {
    return [];
  }
}

const write = (lines: readonly GuestCartLine[]) => writeRaw(GUEST_CART_KEY, lines.length ? JSON.stringify(lines) : null);

/** The guest's lines on this device, oldest first. */
export function readGuestCart(): GuestCartLine[] {
  return parseLines(readRaw(GUEST_CART_KEY));
}

export type GuestAddResult = { ok: true; quantity: number; capped: boolean } | { ok: false; reason: 'full' };

/**
 * Adds to a line (creating it), at most 99 of one product and 50 products, read fresh from
 * storage so two quick adds add up. Stock is the server's: a line over it shows flagged in the
 * cart and is capped when merged.
 */
export function addToGuestCart(productId: string, quantity: number): GuestAddResult {
  const lines = readGuestCart();
  const existing = lines.find((line) => line.productId === productId);
  if (!existing && lines.length >= MAX_GUEST_CART_LINES) return { ok: false, reason: 'full' };
  const wanted = (existing?.quantity ?? 0) + quantity;
  const next = Math.min(wanted, MAX_QUANTITY_PER_LINE);
  write(existing ? lines.map((line) => (line === existing ? { productId, quantity: next } : line)) : [...lines, { productId, quantity: next }]);
  return { ok: true, quantity: next, capped: next < wanted };
}

/** Sets a line's quantity (1 to 99); a line not in the cart is left alone. */
export function setGuestCartQuantity(productId: string, quantity: number): void {
  const next = Math.max(1, Math.min(Math.floor(quantity), MAX_QUANTITY_PER_LINE));
  write(readGuestCart().map((line) => (line.productId === productId ? { productId, quantity: next } : line)));
}

export function removeFromGuestCart(productId: string): void {
  write(readGuestCart().filter((line) => line.productId !== productId));
}

/** Forgets the guest's cart (after it was merged into an account). */
export function clearGuestCart(): void {
  write([]);
}

export const guestCartCount = (lines: readonly GuestCartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * The guest's lines, re-rendering when they change (here or in another tab). The server render
 * and hydration see an empty cart; the device's lines arrive right after.
 */
export function useGuestCart(): GuestCartLine[] {
  const raw = useLocalStorageRaw(GUEST_CART_KEY);
  return useMemo(() => parseLines(raw), [raw]);
}

/*
 * Whether the guest cart is being merged into a customer's cart, so a view of the server cart
 * (the checkout) waits for it rather than showing the cart as it was before.
 */
export type GuestCartMergeStatus = 'idle' | 'running' | 'failed';
let mergeStatus: GuestCartMergeStatus = 'idle';
const mergeListeners = createListeners();

export function setGuestCartMergeStatus(next: GuestCartMergeStatus): void {
  if (next === mergeStatus) return;
  mergeStatus = next;
  mergeListeners.notify();
}

export function useGuestCartMergeStatus(): GuestCartMergeStatus {
  return useSyncExternalStore(mergeListeners.subscribe, () => mergeStatus, () => 'idle');
}

/**
 * Signed in with guest lines still on the device: a merge is running or about to start (it
 * starts when the customer's cart loads). False once it failed: the server cart is shown as it
 * is, and the lines stay on the device for the next try.
 */
export function useGuestCartMergePending(signedIn: boolean): boolean {
  const lines = useGuestCart();
  const status = useGuestCartMergeStatus();
  return signedIn && (status === 'running' || (status === 'idle' && lines.length > 0));
}
