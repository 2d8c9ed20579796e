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

// Values read during the current task. Every card asks for the same keys while React renders
// (useSyncExternalStore calls its snapshot on each render and again after commit): one read
// per key and task instead of one per card, and still fresh on the next task.
const taskCache = new Map<string, string | null>();
const forget = () => taskCache.clear();

/**
 * Opens the page's storage area. The first access to localStorage loads the whole area over a
 * synchronous IPC (~10 ms here, more on a phone); start-up calls this in a task of its own so
 * that cost does not land inside hydration's longest task.
 */
export function openLocalStorage(): void {
  try {
    void window.localStorage.length;
  } catch {
    // Blocked storage: every read falls back to null anyway.
  }
}

export function readRaw(key: string): string | null {
  if (taskCache.has(key)) return taskCache.get(key) ?? null;
  let value: string | null;
  try {
    value = window.localStorage.getItem(key);
  } catch {
    value = null;
  }
  if (taskCache.size === 0) queueMicrotask(forget);
  taskCache.set(key, value);
  return value;
}

export function writeRaw(key: string, value: string | null) {
  taskCache.delete(key);
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

// One subscribe and snapshot function per key: a new function on every render would make
// React unsubscribe and subscribe again each time.
const accessors = new Map<string, { subscribe: (listener: Listener) => () => void; read: () => string | null }>();
function accessorsFor(key: string) {
  let found = accessors.get(key);
  if (!found) accessors.set(key, (found = { subscribe: (listener) => subscribe(key, listener), read: () => readRaw(key) }));
  return found;
}

const serverSnapshot = () => null;

/** Re-renders when `key` changes; returns the raw string so snapshots compare by value. */
export function useLocalStorageRaw(key: string): string | null {
  const { subscribe: subscribeKey, read } = accessorsFor(key);
  return useSyncExternalStore(subscribeKey, read, serverSnapshot);
}
