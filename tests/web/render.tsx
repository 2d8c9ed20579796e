import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../../web/src/app/app-providers';
import { createApolloClient } from '../../web/src/app/apollo-client';
import { CartSummaryProvider } from '../../web/src/app/cart-summary-context';
import { AppRoutes, preloadMatchedRoutes, routes } from '../../web/src/app/router';
import { getSystem } from '../../web/src/theme/system';
import { TEST_GRAPHQL_URL } from './msw-server';

/** Renders the current URL so tests can assert navigation and query-string sync. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

/**
 * One page at `path` with the app's providers (a fresh Apollo cache per test) and a
 * catch-all route that names where the page navigated to.
 */
export function renderPage(page: ReactElement, { path, url = path }: { path: string; url?: string }) {
  const client = createApolloClient(TEST_GRAPHQL_URL);
  const utils = render(
    <AppProviders client={client} chakraSystem={getSystem()}>
      <MemoryRouter initialEntries={[url]}>
        <CartSummaryProvider>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<p>Navigated away</p>} />
          </Routes>
          <LocationProbe />
        </CartSummaryProvider>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, client };
}

/**
 * The whole storefront (layout + page routes) at `url`, as the browser mounts it: the matched
 * page's chunk is loaded first (client-main.tsx), so the first render has the page.
 *
 * Every other page is loaded too. In the browser a navigation to a page not yet loaded
 * suspends inside the navigation's transition and React retries when the chunk arrives
 * (the e2e suite covers it); under React's act() test environment that retry waits for an
 * act() scope that polling never opens, so a test navigation would hang.
 */
export async function renderApp(url = '/') {
  const client = createApolloClient(TEST_GRAPHQL_URL);
  const pagePaths = (routes[0].children ?? []).map((route) => (route.index ? '/' : `/${route.path === '*' ? 'no-such-page' : route.path}`));
  await Promise.all([url, ...pagePaths].map((path) => preloadMatchedRoutes(new URL(path, 'http://localhost'))));
  const utils = render(
    <AppProviders client={client} chakraSystem={getSystem()}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, client };
}
