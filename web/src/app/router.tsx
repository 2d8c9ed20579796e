import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { ShopLayout } from './layouts/shop-layout';

/**
 * A storefront page: its chunk loads on demand in the browser (React Router `lazy`), and the
 * server preloads the same chunk (and its CSS) for the page it renders, so hydration never
 * waits and never shows a fallback. `module` is the source path Vite's manifest is keyed by;
 * a web test checks it matches the import.
 */
function page(id: string, module: string, load: () => Promise<{ default: ComponentType }>, path?: string): RouteObject {
  const lazy = async () => ({ Component: (await load()).default });
  const handle: PageHandle = { module };
  return path === undefined ? { id, index: true, lazy, handle } : { id, path, lazy, handle };
}

export interface PageHandle {
  /** The page module's source path, as Vite's manifest names it. */
  module: string;
}

export const routes: RouteObject[] = [
  {
    id: 'layout',
    element: <ShopLayout />,
    children: [
      page('home', 'src/app/routes/home-page.tsx', () => import('./routes/home-page')),
      page('shop', 'src/app/routes/shop-page.tsx', () => import('./routes/shop-page'), 'shop'),
      page('login', 'src/app/routes/login-page.tsx', () => import('./routes/login-page'), 'login'),
      page('account', 'src/app/routes/account-page.tsx', () => import('./routes/account-page'), 'account'),
      page('not-found', 'src/app/routes/not-found-page.tsx', () => import('./routes/not-found-page'), '*'),
    ],
  },
];

/**
 * Resolves the lazy routes that match `location` before the router is created, as React
 * Router asks for hydration: the first client render then has the page component and
 * matches the server's HTML.
 */
export async function preloadMatchedRoutes(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
