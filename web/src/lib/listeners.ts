/**
 * The change listeners of a small store: `subscribe` (the shape useSyncExternalStore takes)
 * and `notify`, which calls each of them.
 */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify(): void {
      listeners.forEach((listener) => listener());
    },
  };
}
