import { ShoppingCart } from 'lucide-react';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import spinner from '../../components/spinner.module.css';
import { openLogin } from '../../features/accounts/auth-dialog-store';
import { useHydrated, useSession } from '../../features/accounts/session-store';
import { CartContents } from '../../features/cart/cart-contents';
import { usePageHead } from '../page-meta';
import { SIGN_IN_PATH } from '../layouts/nav-items';
import styles from './cart-page.module.css';

/** A guest's /cart: the cart needs a signed-in customer (spec §5, decisions: Checkout and guests). */
function SignInToSeeCart() {
  return (
    <div className={styles.signIn}>
      <ShoppingCart size={40} aria-hidden className={styles.muted} />
      <p className={styles.signInTitle}>Please sign in to view your cart</p>
      <p className={styles.muted}>Your cart is kept with your account, so it is there on every device.</p>
      <a
        className={`${controls.button} ${controls.solid} ${looks.md}`}
        href={SIGN_IN_PATH}
        onClick={(event) => {
          event.preventDefault();
          openLogin();
        }}
      >
        Sign In
      </a>
    </div>
  );
}

/**
 * /cart: the same list and controls as the drawer, as a page. Who is signed in is known only in
 * the browser, so the server (and hydration) renders a neutral loading state in the list's place.
 */
export default function CartPage() {
  usePageHead({ title: 'Your Cart', description: 'The fruits in your cart.', canonicalPath: '/cart', noindex: true });
  const hydrated = useHydrated();
  const session = useSession();

  let content;
  if (!hydrated) {
    content = (
      <div className={styles.loading} role="status" aria-label="Loading your cart">
        <span className={`${spinner.spinner} ${spinner.lg}`} aria-hidden />
      </div>
    );
  } else if (!session) {
    content = <SignInToSeeCart />;
  } else {
    content = <CartContents variant="page" />;
  }

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <h1 className={`${heading.size2xl} ${heading.mdSize3xl}`}>Your Cart</h1>
      {content}
    </div>
  );
}
