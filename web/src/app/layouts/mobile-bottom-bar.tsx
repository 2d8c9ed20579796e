import type { ReactNode } from 'react';
import { Home, ShoppingCart, Store, User } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { CartCountBadge, cartButtonLabel } from '../../components/cart-count-badge';
import layout from '../../components/layout.module.css';
import { useCartSummary } from '../cart-summary-context';
import { openLogin } from '../../features/accounts/auth-dialog-store';
import { useSession } from '../../features/accounts/session-store';
import styles from './mobile-bottom-bar.module.css';
import { SIGN_IN_PATH } from './nav-items';

function ItemContent({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      {icon}
      <span>{label}</span>
    </>
  );
}

export function MobileBottomBar() {
  const { itemCount, openCart } = useCartSummary();
  const session = useSession();
  return (
    <nav aria-label="Quick navigation" className={`${styles.bar} ${layout.hideFromMd}`}>
      <NavLink className={styles.item} to="/" end>
        <ItemContent icon={<Home size={20} aria-hidden />} label="Home" />
      </NavLink>
      <NavLink className={styles.item} to="/shop">
        <ItemContent icon={<Store size={20} aria-hidden />} label="Shop" />
      </NavLink>
      <button type="button" className={styles.item} onClick={openCart} aria-label={cartButtonLabel(itemCount)}>
        <span className={styles.icon}>
          <ShoppingCart size={20} aria-hidden />
          <CartCountBadge count={itemCount} />
        </span>
        <span aria-hidden>Cart</span>
      </button>
      {session ? (
        <NavLink className={styles.item} to="/account">
          <ItemContent icon={<User size={20} aria-hidden />} label="Account" />
        </NavLink>
      ) : (
        <NavLink
          className={styles.item}
          to={SIGN_IN_PATH}
          onClick={(event) => {
            event.preventDefault();
            openLogin();
          }}
        >
          <ItemContent icon={<User size={20} aria-hidden />} label="Sign In" />
        </NavLink>
      )}
    </nav>
  );
}
