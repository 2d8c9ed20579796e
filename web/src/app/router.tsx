import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ShopLayout } from './layouts/shop-layout';

// Pages are split out of the entry chunk; the shell (header, footer) loads with it so
// the first paint is never blank.
const HomePage = lazy(() => import('./routes/home-page'));
const ShopPage = lazy(() => import('./routes/shop-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));

export const routes: RouteObject[] = [
  {
    element: <ShopLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'shop', element: <ShopPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
