import type { LucideIcon } from 'lucide-react';
import { Home, Store } from 'lucide-react';

// The storefront's primary navigation, shared by the desktop bar and the mobile menu.
// Later issues append Categories, Subscriptions, Blog, About and Contact here.
export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only highlight on an exact match (otherwise "/" would match every page). */
  end?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/', icon: Home, end: true },
  { label: 'Shop', to: '/shop', icon: Store },
];

export const SIGN_IN_PATH = '/login';
// Sign-up is a mode of the auth dialog (spec: login may switch to signup and back).
export const CREATE_ACCOUNT_PATH = '/login?mode=signup';
