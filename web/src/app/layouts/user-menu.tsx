import { lazy, Suspense } from 'react';
import { LogIn } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import controls from '../../components/controls.module.css';
import { openLogin, preloadDialogs } from '../../features/accounts/auth-dialog-store';
import { useSession } from '../../features/accounts/session-store';
import { UserMenuTrigger } from '../../features/accounts/user-menu-trigger';
import styles from './header-controls.module.css';
import { SIGN_IN_PATH } from './nav-items';
import { withSystem } from '../../theme/system-on-demand';

// The menu is Chakra's (Zag machine, positioning): its code and the system load with it.
const UserMenuPanel = lazy(withSystem(() => import('../../features/accounts/user-menu-panel')));

/**
 * Signed out: Sign In (a link to /login that opens the login dialog in place once the app
 * runs). Signed in: the avatar menu, whose menu code loads when the session is known. Both
 * fill one fixed width, so the signed-in menu (filled in after hydration) moves nothing.
 */
export function UserMenu() {
  const session = useSession();
  return (
    <div className={styles.account}>
      {session ? (
        <Suspense fallback={<UserMenuTrigger user={session.user} />}>
          <UserMenuPanel user={session.user} />
        </Suspense>
      ) : (
        <RouterLink
          className={`${controls.button} ${controls.solid} ${styles.signIn}`}
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
      )}
    </div>
  );
}
