import { Suspense, useEffect } from 'react';
import { Box, Center, Flex, Link, Spinner } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { AuthDialogsHost } from '../../features/accounts/auth-dialogs-host';
import { SessionSync } from '../../features/accounts/session-sync';
import { WishlistSync } from '../../features/accounts/wishlist-sync';
import { CartSummaryProvider } from '../cart-summary-context';
import { MobileBottomBar, MOBILE_BOTTOM_BAR_SPACE } from './mobile-bottom-bar';
import { RouteChangeSpinner } from './route-change-spinner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** While a lazy page chunk downloads. Deliberately plain: the fruit spinner is already
 * covering the screen on navigation, and a second full-screen spinner would stack. */
function PageChunkFallback() {
  return (
    <Center minH="50vh">
      <Spinner size="lg" color="brand.solid" aria-hidden />
    </Center>
  );
}

/** A new page starts at the top (the browser would keep the old scroll position). */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

export function ShopLayout() {
  useScrollToTopOnNavigate();
  return (
    <CartSummaryProvider>
      <Link
        href="#main-content"
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipLink"
        bg="bg"
        px="3"
        py="2"
        rounded="md"
        _focusVisible={{ top: '2' }}
      >
        Skip to content
      </Link>
      {/* Each region is its own Suspense boundary: React hydrates the server's HTML region by
          region in short tasks (and a region first when the shopper interacts with it). */}
      <Flex direction="column" minH="100dvh">
        <Suspense>
          <SiteHeader />
        </Suspense>
        <Box as="main" id="main-content" tabIndex={-1} flex="1" outline="none">
          <Suspense fallback={<PageChunkFallback />}>
            <Outlet />
          </Suspense>
        </Box>
        <Box pb={{ base: MOBILE_BOTTOM_BAR_SPACE, md: '0' }}>
          <Suspense>
            <SiteFooter />
          </Suspense>
        </Box>
      </Flex>
      <Suspense>
        <MobileBottomBar />
      </Suspense>
      <RouteChangeSpinner />
      <SessionSync />
      <WishlistSync />
      <AuthDialogsHost />
    </CartSummaryProvider>
  );
}
