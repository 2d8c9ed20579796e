import { useCallback, useMemo } from 'react';
import { readRaw, useLocalStorageRaw, writeRaw } from './local-store';

// Guests keep wishlist hearts on this device (decisions: persisted per customer once
// accounts exist; local storage for guests).
export const GUEST_WISHLIST_KEY = 'wishlist';

function parseIds(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function useGuestWishlist() {
  const raw = useLocalStorageRaw(GUEST_WISHLIST_KEY);
  const ids = useMemo(() => new Set(parseIds(raw)), [raw]);

  const toggle = useCallback((productId: string) => {
    // Read fresh from storage so two cards toggled quickly never overwrite each other.
    const current = new Set(parseIds(readRaw(GUEST_WISHLIST_KEY)));
    if (current.has(productId)) current.delete(productId);
    else current.add(productId);
    writeRaw(GUEST_WISHLIST_KEY, JSON.stringify([...current]));
  }, []);

  return { has: (productId: string) => ids.has(productId), toggle };
}

/** The guest's hearted product ids on this device. */
export function readGuestWishlist(): string[] {
  return parseIds(readRaw(GUEST_WISHLIST_KEY));
}

/** Forgets the guest's hearts (after they were merged into an account). */
export function clearGuestWishlist() {
  writeRaw(GUEST_WISHLIST_KEY, null);
}
