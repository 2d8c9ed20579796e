import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { ChevronDown } from 'lucide-react';
import ghost from '../../components/ghost-button.module.css';
import { userDisplayName, userInitial, type SessionUser } from './session-store';
import styles from './user-menu-trigger.module.css';

/**
 * The signed-in header button: avatar initial and the name (or the email's prefix). A plain
 * button, so the header costs no Chakra at start-up; the lazy menu panel wraps it in its
 * Menu.Trigger, whose props (handlers, aria, data-state, class) arrive through `props`.
 */
export const UserMenuTrigger = forwardRef<HTMLButtonElement, { user: SessionUser } & ComponentPropsWithoutRef<'button'>>(
  function UserMenuTrigger({ user, className, ...props }, ref) {
    const name = userDisplayName(user);
    return (
      <button
        ref={ref}
        type="button"
        aria-label={`Account menu for ${name}`}
        {...props}
        className={`${ghost.ghost} ${styles.trigger}${className ? ` ${className}` : ''}`}
      >
        <span aria-hidden className={styles.avatar}>
          {userInitial(user)}
        </span>
        <span className={styles.name}>{name}</span>
        <ChevronDown aria-hidden />
      </button>
    );
  },
);
