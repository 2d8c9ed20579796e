import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../web/src/app/app-providers';
import { createApolloClient } from '../../web/src/app/apollo-client';
import { CartSummaryProvider } from '../../web/src/app/cart-summary-context';
import { routes } from '../../web/src/app/router';
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
    <AppProviders client={client}>
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
 * The whole storefront (layout + lazy routes) at `url`, as the browser would mount it: the
 * browser resolves the matched lazy page before it creates the router (entry-client.tsx), so
 * the first render has the page; here the router loads it and the render waits for that.
 */
export async function renderApp(url = '/') {
  const client = createApolloClient(TEST_GRAPHQL_URL);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  const utils = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, client, router };
}
