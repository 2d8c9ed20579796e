import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthDialogsHost } from '../../features/accounts/auth-dialogs-host';
import { SessionSync } from '../../features/accounts/session-sync';
import { StockAlertSync } from '../../features/accounts/stock-alert-sync';
import { WishlistSync } from '../../features/accounts/wishlist-sync';
import spinner from '../../components/spinner.module.css';
import { markHydrated } from '../../boot/early-taps';
import { NearScreenHydration } from '../../lib/hydration-gate';
import { CartSummaryProvider } from '../cart-summary-context';
import { MobileBottomBar } from './mobile-bottom-bar';
import { RouteChangeSpinner } from './route-change-spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './shop-layout.module.css';

/** While a lazy page chunk downloads outside a navigation's transition (a navigation keeps the
 * old page up, and the route spinner covers a slow one). Deliberately plain: a second
 * full-screen spinner would stack. */
function PageChunkFallback() {
  return (
    <div className={styles.chunkFallback}>
      <span className={`${spinner.spinner} ${spinner.lg}`} aria-hidden />
    </div>
  );
}

/**
 * Once the page region has hydrated (its boundary commits with this): marks <html
 * data-hydrated> and answers the taps made on the server's HTML before (boot/early-taps.ts).
 * Renders nothing.
 */
function PageHydratedMarker() {
  useEffect(markHydrated, []);
  return null;
}

/**
 * A new page starts at the top (the browser would keep the old scroll position). Only a real
 * navigation to another path: never the first mount, which on a slow phone comes seconds after
 * the server's HTML, when the shopper may already have scrolled to what they want to tap.
 */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}

export function ShopLayout() {
  useScrollToTopOnNavigate();
  return (
    <CartSummaryProvider>
      {/* Renders nothing on the first, server-rendered page (its content is there: no overlay
          covers it); only a slow navigation shows it (route-change-spinner.tsx). */}
      <RouteChangeSpinner />
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      {/* Each region is its own Suspense boundary: React hydrates the server's HTML region by
          region in short tasks (and a region first when the shopper interacts with it). */}
      <div className={styles.page}>
        <Suspense>
          <SiteHeader />
        </Suspense>
        <main id="main-content" tabIndex={-1} className={styles.main}>
          <Suspense fallback={<PageChunkFallback />}>
            <Outlet />
            <PageHydratedMarker />
          </Suspense>
        </main>
        {/* The footer hydrates when it nears the screen, or at once when the shopper uses it
            first (React replays the click or key): below the first screen on every page, it was
            start-up work nobody could see (bench/NOTES.md). */}
        <NearScreenHydration className={styles.footerSpace}>
          <SiteFooter />
        </NearScreenHydration>
      </div>
      <Suspense>
        <MobileBottomBar />
      </Suspense>
      <SessionSync />
      <WishlistSync />
      <StockAlertSync />
      <AuthDialogsHost />
    </CartSummaryProvider>
  );
}
