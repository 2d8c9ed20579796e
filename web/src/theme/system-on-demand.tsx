import { useSyncExternalStore, type ReactNode } from 'react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';

/*
 * Chakra's system (theme/system.ts, ~34 KB gzip) in the browser is loaded when something first
 * needs it, not with every page: the storefront's pages and shell are plain elements, and the
 * server's page already carries the system's global and token CSS. Until it has loaded, the
 * provider holds a stand-in; a Chakra component that reads it waits (Suspense, exactly as for a
 * lazy chunk) and renders once the system is there. So Chakra still works anywhere, and nothing
 * throws. A page whose server render used Chakra says so, and the browser loads the system
 * before hydrating it (entry-server.tsx, client-main.tsx). The on-demand parts built with
 * Chakra (menus, drawers, dialogs) load it beside their own chunk (`withSystem`), so opening
 * one costs one round trip, not two. Not at the first tap anywhere: building the system is one
 * long task, which then fell inside the shopper's next interaction (INP on /, bench:web).
 */

let loading: Promise<SystemContext> | undefined;
let loaded: SystemContext | undefined;
const listeners = new Set<() => void>();

/**
 * The system as the provider gets it in a server-rendered page: the page's <style> already has
 * the global and token CSS, so the provider does not insert them again (a second copy of every
 * rule makes the browser recompute every element's style).
 */
const withoutGlobalCss = (system: SystemContext): SystemContext => ({
  ...system,
  _global: [],
  _config: { ...system._config, disableLayers: true },
});

/** Starts loading the system once; every call returns the same promise. */
export function loadSystem(): Promise<SystemContext> {
  loading ??= import('./system').then(({ getSystem }) => {
    loaded = withoutGlobalCss(getSystem());
    listeners.forEach((notify) => notify());
    return loaded;
  });
  return loading;
}

/** A chunk loader that also loads the system, in parallel: for lazily loaded parts built with Chakra. */
export function withSystem<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadSystem()]).then(([module]) => module);
}

/** Keys a stand-in answers without the system: React and promise checks, and what the provider reads. */
const INERT_KEYS = new Set(['then', '$$typeof', 'toJSON', 'constructor']);

/** In the provider until the system has loaded (see above). */
const pendingSystem = new Proxy({} as SystemContext, {
  get(_, key) {
    if (loaded) return loaded[key as keyof SystemContext];
    // What ChakraProvider itself reads: no layer rule and no global CSS (the server's page has them).
    if (key === '_config') return { disableLayers: true };
    if (key === '_global') return [];
    if (typeof key !== 'string' || INERT_KEYS.has(key)) return undefined;
    // A Chakra component is rendering: it suspends until the system is there.
    throw loadSystem();
  },
});

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};
const current = () => loaded ?? pendingSystem;

/** The browser's Chakra provider for a server-rendered page: the system once loaded, a stand-in before. */
export function OnDemandChakraProvider({ children }: { children: ReactNode }) {
  const system = useSyncExternalStore(subscribe, current, current);
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

/**
 * On the server: the real system, and whether anything but the provider read it while the page
 * rendered (then the browser needs it to hydrate the page).
 */
export function watchedSystem(system: SystemContext): { system: SystemContext; used: () => boolean } {
  let used = false;
  const providerKeys = new Set<PropertyKey>(['_config', '_global', 'layers']);
  const watched = new Proxy(system, {
    get(target, key, receiver) {
      if (!providerKeys.has(key)) used = true;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { system: watched, used: () => used };
}
