import { createElement, use, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import type { DocumentNode } from 'graphql';
import { pageChunkLoading } from '../lib/page-waiting';
import { ShopLayout } from './layouts/shop-layout';

/*
 * Routes are declarative (useRoutes under BrowserRouter / StaticRouter), not React Router's
 * data router: the storefront fetches through Apollo, not loaders, and the data router's
 * code is ~16 KB gzip of start-up JavaScript on every page (docs/decisions/0007).
 */

type PageModule = {
  default: ComponentType;
  /** The queries the page runs in its first render, prepared before hydration (apollo-client.ts). */
  firstRenderQueries?: readonly DocumentNode[];
};

export interface PageHandle {
  /** The page module's source path, as Vite's manifest names it. */
  module: string;
  load: () => Promise<PageModule>;
}

/**
 * One load per page module, as a thenable React's `use` reads synchronously once settled: a
 * page preloaded before the first render (hydration, server render) never suspends, and a
 * page reached by navigation suspends inside a transition (the old page stays up). The page
 * component is the module's own in both cases, so it is never remounted by a wrapper swap.
 */
type PageLoad = Promise<PageModule> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: PageModule; reason?: unknown };
const pageLoads = new Map<string, PageLoad>();

function loadPage(handle: PageHandle): PageLoad {
  let load = pageLoads.get(handle.module);
  if (!load) {
    const started: PageLoad = handle.load();
    started.status = 'pending';
    started.then(
      (value) => Object.assign(started, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(started, { status: 'rejected', reason });
        // A failed chunk (offline, a new deploy) is fetched again on the next visit.
        pageLoads.delete(handle.module);
      },
    );
    pageLoads.set(handle.module, started);
    // A navigation waiting for its page's code may show the route spinner (lib/page-waiting.ts).
    pageChunkLoading(started);
    load = started;
  }
  return load;
}

function PageSlot({ handle }: { handle: PageHandle }) {
  return createElement(use(loadPage(handle) as Promise<PageModule>).default);
}

/**
 * A storefront page: its chunk loads on demand in the browser, and the server preloads the
 * same chunk (and its CSS) for the page it renders, so hydration never waits and never shows
 * a fallback. `module` is the source path Vite's manifest is keyed by; a web test checks it
 * matches the import.
 */
function page(id: string, module: string, load: () => Promise<PageModule>, path?: string): RouteObject {
  const handle: PageHandle = { module, load };
  const element = <PageSlot handle={handle} />;
  return path === undefined ? { id, index: true, element, handle } : { id, path, element, handle };
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
      page('wishlist', 'src/app/routes/wishlist-page.tsx', () => import('./routes/wishlist-page'), 'wishlist'),
      page('product', 'src/app/routes/product-page.tsx', () => import('./routes/product-page'), 'product/:id'),
      page('categories', 'src/app/routes/categories-page.tsx', () => import('./routes/categories-page'), 'categories'),
      page('subscriptions', 'src/app/routes/subscriptions-page.tsx', () => import('./routes/subscriptions-page'), 'subscriptions'),
      // The spec also refers to /subscription.
      page('subscription', 'src/app/routes/subscriptions-page.tsx', () => import('./routes/subscriptions-page'), 'subscription'),
      page('cart', 'src/app/routes/cart-page.tsx', () => import('./routes/cart-page'), 'cart'),
      page('checkout', 'src/app/routes/checkout-page.tsx', () => import('./routes/checkout-page'), 'checkout'),
      page('orders', 'src/app/routes/orders-page.tsx', () => import('./routes/orders-page'), 'orders'),
      page('order', 'src/app/routes/order-page.tsx', () => import('./routes/order-page'), 'orders/:id'),
      page('blog', 'src/app/routes/blog-page.tsx', () => import('./routes/blog-page'), 'blog'),
      page('blog-post', 'src/app/routes/blog-post-page.tsx', () => import('./routes/blog-post-page'), 'blog/:id'),
      page('about', 'src/app/routes/about-page.tsx', () => import('./routes/about-page'), 'about'),
      page('faq', 'src/app/routes/faq-page.tsx', () => import('./routes/faq-page'), 'faq'),
      page('contact', 'src/app/routes/contact-page.tsx', () => import('./routes/contact-page'), 'contact'),
      page('terms', 'src/app/routes/terms-page.tsx', () => import('./routes/terms-page'), 'terms'),
      page('privacy', 'src/app/routes/privacy-page.tsx', () => import('./routes/privacy-page'), 'privacy'),
      // The spec refers to /products: the same collection as /shop (its canonical URL).
      page('products', 'src/app/routes/shop-page.tsx', () => import('./routes/shop-page'), 'products'),
      page('not-found', 'src/app/routes/not-found-page.tsx', () => import('./routes/not-found-page'), '*'),
    ],
  },
  // The back office: outside the storefront's layout (no shop header or footer), rendered in
  // the browser only (the server sends its loading shell), Chakra throughout.
  page('admin-login', 'src/admin/routes/admin-login-page.tsx', () => import('../admin/routes/admin-login-page'), 'admin-login'),
  page('admin-signup', 'src/admin/routes/admin-signup-page.tsx', () => import('../admin/routes/admin-signup-page'), 'admin-signup'),
  page('admin-dashboard', 'src/admin/routes/admin-dashboard-page.tsx', () => import('../admin/routes/admin-dashboard-page'), 'admin-dashboard'),
  page(
    'forgot-password',
    'src/admin/routes/admin-forgot-password-page.tsx',
    () => import('../admin/routes/admin-forgot-password-page'),
    'forgot-password',
  ),
];

/**
 * Loads the page chunks that match `location` before the first render (hydration in the
 * browser, the render on the server), so that render has the page component and never
 * suspends. Returns the matched pages' handles.
 */
export async function preloadMatchedRoutes(location: { pathname: string }): Promise<PageHandle[]> {
  const handles = (matchRoutes(routes, location) ?? [])
    .map(({ route }) => route.handle as PageHandle | undefined)
    .filter((handle): handle is PageHandle => !!handle);
  await Promise.all(handles.map((handle) => loadPage(handle)));
  return handles;
}

/** The first-render queries of the given pages, once their modules have loaded (see PageModule). */
export function firstRenderQueries(handles: readonly PageHandle[]): DocumentNode[] {
  return handles.flatMap((handle) => pageLoads.get(handle.module)?.value?.firstRenderQueries ?? []);
}

/** The storefront's route tree; rendered under BrowserRouter (browser) or StaticRouter (server). */
export function AppRoutes() {
  return useRoutes(routes);
}
