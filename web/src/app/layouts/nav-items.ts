import type { LucideIcon } from 'lucide-react';
import { BookOpen, Home, Info, LayoutGrid, Mail, Repeat, Store } from 'lucide-react';

// The storefront's primary navigation, shared by the desktop bar and the mobile menu.
export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Only highlight on an exact match (otherwise "/" would match every page). */
  end?: boolean;
  /**
   * The width from which the desktop bar shows the link inline (lg 1024px, xl 1280px); below
   * it the link sits in the bar's "More" menu. Absent: inline from md (768px), where the bar
   * starts. The mobile menu always lists every link.
   */
  inlineFrom?: 'lg' | 'xl';
}

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/', icon: Home, end: true },
  { label: 'Shop', to: '/shop', icon: Store },
  { label: 'Categories', to: '/categories', icon: LayoutGrid, inlineFrom: 'lg' },
  { label: 'Subscriptions', to: '/subscriptions', icon: Repeat, inlineFrom: 'xl' },
  { label: 'Blog', to: '/blog', icon: BookOpen, inlineFrom: 'xl' },
  { label: 'About', to: '/about', icon: Info, inlineFrom: 'xl' },
  { label: 'Contact', to: '/contact', icon: Mail, inlineFrom: 'xl' },
];

export const SIGN_IN_PATH = '/login';
// Sign-up is a mode of the auth dialog (spec: login may switch to signup and back).
export const CREATE_ACCOUNT_PATH = '/login?mode=signup';
