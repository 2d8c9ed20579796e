import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The back office's pages, in sidebar order. The dashboard chooses one by state (spec §2),
 * mirrored in `?page=`. Each page is its own chunk; none of this is in the storefront's code.
 */
export interface AdminPage {
  id: string;
  label: string;
  component: LazyExoticComponent<ComponentType>;
}

export const ADMIN_PAGES: readonly AdminPage[] = [
  { id: 'dashboard', label: 'Dashboard', component: lazy(() => import('./pages/dashboard-page')) },
  { id: 'products', label: 'Products', component: lazy(() => import('./pages/products-page')) },
  { id: 'subscription-plans', label: 'Subscription Plans', component: lazy(() => import('./pages/plans-page')) },
  { id: 'subscription-users', label: 'Subscription Users', component: lazy(() => import('./pages/subscription-users-page')) },
  { id: 'orders', label: 'Orders', component: lazy(() => import('./pages/orders-page')) },
  { id: 'problem-reports', label: 'Problem Reports', component: lazy(() => import('./pages/problem-reports-page')) },
  { id: 'delivery-day', label: 'Delivery Day', component: lazy(() => import('./pages/delivery-day-page')) },
  { id: 'delivery', label: 'Delivery Slots', component: lazy(() => import('./pages/delivery-page')) },
  { id: 'customers', label: 'Customers', component: lazy(() => import('./pages/customers-page')) },
  { id: 'blogs', label: 'Blogs', component: lazy(() => import('./pages/blogs-page')) },
  { id: 'categories', label: 'Categories', component: lazy(() => import('./pages/categories-page')) },
  { id: 'profile', label: 'Shop Profile', component: lazy(() => import('./pages/profile-page')) },
  { id: 'coupons', label: 'Coupons', component: lazy(() => import('./pages/coupons-page')) },
  { id: 'admins', label: 'Admins', component: lazy(() => import('./pages/admins-page')) },
  { id: 'messages', label: 'Contact Messages', component: lazy(() => import('./pages/messages-page')) },
  { id: 'newsletter', label: 'Newsletter', component: lazy(() => import('./pages/newsletter-page')) },
  { id: 'undelivered', label: 'Undelivered Messages', component: lazy(() => import('./pages/undelivered-page')) },
  { id: 'logs', label: 'Activity Logs', component: lazy(() => import('./pages/logs-page')) },
];
