import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import createCache from '@emotion/cache';
import type { NormalizedCacheObject } from '@apollo/client';
import { AppRoot, EMOTION_KEY } from './app/app-root';
import { createApolloClient } from './app/apollo-client';
import { createAppRouter, preloadMatchedRoutes } from './app/router';
import { APOLLO_STATE_ID } from './app/ssr/state';
import './app/app.css';

/** The Apollo cache the server filled while rendering, if it rendered this page. */
function readServerState(): NormalizedCacheObject | undefined {
  const text = document.getElementById(APOLLO_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as NormalizedCacheObject;
  } catch {
    return undefined;
  }
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html is missing #root');

  const state = readServerState();
  const client = createApolloClient();
  if (state) client.cache.restore(state);
  await preloadMatchedRoutes(window.location);
  const router = createAppRouter();
  const app = (
    <AppRoot client={client} emotionCache={createCache({ key: EMOTION_KEY })}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  // The server rendered this page: adopt its DOM. `npm run dev` serves the bare template
  // (no server render), so the app mounts from scratch there.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
