import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw-server';

// Chakra's first render in jsdom is slow on a busy machine (files run in parallel);
// the default 1 s for findBy/waitFor made the suite flaky without testing anything more.
configure({ asyncUtilTimeout: 4000 });

// jsdom lacks the layout/observer APIs Chakra (Ark/Zag) and the pages call.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= vi.fn();
Element.prototype.scrollTo ??= vi.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => {
  server.close();
  // The suite runs its files in one module graph (vitest.config.ts: isolate false): the app's
  // own modules start afresh for each file (module-level stores: session, wishlist, stock
  // alerts, dialogs), while the libraries stay loaded.
  vi.resetModules();
});
