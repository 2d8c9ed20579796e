import { lazy, Suspense } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { LogIn } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { openLogin, preloadDialogs } from '../../features/accounts/auth-dialog-store';
import { useSession } from '../../features/accounts/session-store';
import { UserMenuTrigger } from '../../features/accounts/user-menu-trigger';
import { SIGN_IN_PATH } from './nav-items';

const UserMenuPanel = lazy(() => import('../../features/accounts/user-menu-panel'));

/** One width for both states: the signed-in menu (filled in after hydration) moves nothing. */
export const USER_MENU_WIDTH = '40';

/**
 * Signed out: Sign In (a link to /login that opens the login dialog in place once the app
 * runs). Signed in: the avatar menu, whose menu code loads when the session is known.
 */
export function UserMenu() {
  const session = useSession();
  return (
    <Box w={USER_MENU_WIDTH} display="flex" justifyContent="flex-end">
      {session ? (
        <Suspense fallback={<UserMenuTrigger user={session.user} />}>
          <UserMenuPanel user={session.user} />
        </Suspense>
      ) : (
        <Button asChild size="sm" colorPalette="brand" w="full">
          <RouterLink
            to={SIGN_IN_PATH}
            onPointerEnter={() => void preloadDialogs()}
            onClick={(event) => {
              event.preventDefault();
              openLogin();
            }}
          >
            <LogIn aria-hidden />
            Sign In
          </RouterLink>
        </Button>
      )}
    </Box>
  );
}
