import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import createCache from '@emotion/cache';
import type { NormalizedCacheObject } from '@apollo/client';
import { AppRoot, EMOTION_KEY } from './app/app-root';
import { answerKeptTapsBy } from './boot/early-taps';
import { createApolloClient, prepareQueries } from './app/apollo-client';
import { AppRoutes, firstRenderQueries, preloadMatchedRoutes } from './app/router';
import { APOLLO_STATE_ID, CHAKRA_AT_START_ID, EMOTION_IDS_ID, readServerData } from './app/ssr/state';
import { openLocalStorage } from './lib/local-store';
import { loadSystem } from './theme/system-on-demand';
import { yieldToMain } from './lib/yield-to-main';

/** Hydrates the server's page (or, with no server render, mounts the app). */
export async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html is missing #root');
  // The server rendered this page: adopt its DOM. `npm run dev` serves the bare template
  // (no server render), so the app mounts from scratch there.
  const hydrating = container.firstElementChild !== null;
  // Chakra's system (~34 KB gzip) is a chunk of its own that a server-rendered page loads only
  // when something needs it (theme/system-on-demand.tsx): before hydrating when the server's
  // render used it (the page then also preloads it), else on first use.
  const chakra = hydrating && readServerData<boolean>(CHAKRA_AT_START_ID) ? loadSystem() : undefined;

  const client = createApolloClient();
  const state = readServerData<NormalizedCacheObject>(APOLLO_STATE_ID);
  if (state) client.cache.restore(state);

  const emotionCache = createCache({ key: EMOTION_KEY });
  // Rules the server's stylesheet already holds are not inserted a second time.
  const ssrIds = readServerData<string[]>(EMOTION_IDS_ID);
  for (const id of ssrIds ?? []) emotionCache.inserted[id] = true;

  // Start-up in a few short tasks (the design system when needed, the page chunk, then
  // hydration), not one long one: long tasks are what keeps a phone from responding.
  if (chakra) {
    await chakra;
    await yieldToMain();
  }
  const pages = await preloadMatchedRoutes(window.location);
  await yieldToMain();
  // Apollo's one-time work per query document, in a task of its own rather than inside the
  // page's first render (one unit React cannot split).
  await prepareQueries(client, firstRenderQueries(pages));
  // The session, wishlist and location stores read localStorage while hydrating.
  openLocalStorage();
  await yieldToMain();
  // Hydrating, the provider takes the system once it has loaded (it has, when the page needs it
  // at once); a page rendered here gets the whole system, its global CSS included.
  const system = hydrating ? undefined : (await import('./theme/system')).getSystem();
  const app = (
    <AppRoot client={client} emotionCache={emotionCache} chakraSystem={system}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppRoot>
  );
  // In a transition, hydration is rendered in 5 ms slices like any concurrent render; at the
  // default priority React hydrates everything outside Suspense boundaries in one task.
  if (hydrating) {
    startTransition(() => void hydrateRoot(container, app));
    // The layout answers the kept taps when the page has hydrated; never later than this.
    answerKeptTapsBy();
  } else {
    createRoot(container).render(app);
    answerKeptTapsBy(0);
  }
}

