import type { SystemContext } from '@chakra-ui/react';

/*
 * The storefront's start-up renders no Chakra component (docs/decisions/0012), so the Chakra
 * system — its code and the tens of milliseconds `createSystem` takes — is not needed to
 * hydrate a page. The provider at the root still needs a value: in the browser it gets
 * `deferredSystem()`, which stands in for the system until a lazily loaded part (a dialog,
 * the drawer, the toaster, the account page) renders the first Chakra component. Those parts
 * load `./system` with their own code (`withChakra`), which registers the real one here.
 */

let getReal: (() => SystemContext) | undefined;

/** Called by ./system when its module is evaluated. */
export function registerSystem(get: () => SystemContext): void {
  getReal = get;
}

function real(): SystemContext {
  if (!getReal) {
    throw new Error('A Chakra component rendered before web/src/theme/system.ts was loaded: load its chunk with withChakra()');
  }
  return getReal();
}

/**
 * The system as the browser's root provider sees it when the server's page already carries
 * Chakra's global, reset and token CSS: no global styles and no layers to insert again (a
 * second copy would make the browser recompute every element's style), everything else read
 * from the real system on first use.
 */
export function deferredSystem(): SystemContext {
  let config: SystemContext['_config'] | undefined;
  return new Proxy({} as SystemContext, {
    get(_target, key) {
      if (key === '_global') return [];
      if (key === '_config') {
        // The provider reads this while hydrating, before any system exists.
        if (!getReal) return { disableLayers: true };
        config ??= { ...real()._config, disableLayers: true };
        return config;
      }
      return Reflect.get(real(), key);
    },
    has: (_target, key) => key in real(),
  });
}

/** Loads a module that renders Chakra components together with the system it needs. */
export function withChakra<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), import('./system')]).then(([module]) => module);
}
