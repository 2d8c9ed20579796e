import { useSyncExternalStore } from 'react';

// Small typed wrapper over localStorage shared by the guest-only stores (location,
// wishlist). It notifies subscribers in this tab (the `storage` event only fires in
// other tabs) and tolerates private modes where storage throws.
type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();

function notify(key: string) {
  listeners.get(key)?.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key) notify(event.key);
    else listeners.forEach((_, key) => notify(key));
  });
}

export function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeRaw(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the in-memory UI still reflects the change until reload.
  }
  notify(key);
}

function subscribe(key: string, listener: Listener) {
  let set = listeners.get(key);
  if (!set) listeners.set(key, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Re-renders when `key` changes; returns the raw string so snapshots compare by value. */
export function useLocalStorageRaw(key: string): string | null {
  return useSyncExternalStore(
    (listener) => subscribe(key, listener),
    () => readRaw(key),
    () => null,
  );
}
