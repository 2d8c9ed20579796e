import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import type { NormalizedCacheObject } from '@apollo/client';
import type { SystemContext } from '@chakra-ui/react';
import { AppRoot, EMOTION_KEY } from './app/app-root';
import { createApolloClient } from './app/apollo-client';
import { AppRoutes, preloadMatchedRoutes } from './app/router';
import { APOLLO_STATE_ID, EMOTION_IDS_ID, readServerData } from './app/ssr/state';
import { yieldToMain } from './lib/yield-to-main';
import { getSystem } from './theme/system';

/**
 * The server's page already carries Chakra's global, token and reset CSS (<style data-ssr-css>):
 * the provider need not build and insert them again, which would cost a long task and a
 * style recalculation of the whole page. Client-side navigation still inserts new rules.
 */
function withoutGlobalStyles(sys: SystemContext): SystemContext {
  return { ...sys, _global: [], _config: { ...sys._config, disableLayers: true } };
}

/** Hydrates the server's page (or, with no server render, mounts the app). */
export async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html is missing #root');

  const client = createApolloClient();
  const state = readServerData<NormalizedCacheObject>(APOLLO_STATE_ID);
  if (state) client.cache.restore(state);

  const emotionCache = createCache({ key: EMOTION_KEY });
  // Rules the server's stylesheet already holds are not inserted a second time.
  const ssrIds = readServerData<string[]>(EMOTION_IDS_ID);
  for (const id of ssrIds ?? []) emotionCache.inserted[id] = true;

  // Start-up in separate short tasks (module evaluation, the design system, the page chunk,
  // then hydration), not one long one: long tasks are what keeps a phone from responding.
  await yieldToMain();
  const system = getSystem();
  await yieldToMain();
  await preloadMatchedRoutes(window.location);
  await yieldToMain();
  const app = (
    <AppRoot client={client} emotionCache={emotionCache} chakraSystem={ssrIds ? withoutGlobalStyles(system) : system}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppRoot>
  );
  // The server rendered this page: adopt its DOM. `npm run dev` serves the bare template
  // (no server render), so the app mounts from scratch there.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

