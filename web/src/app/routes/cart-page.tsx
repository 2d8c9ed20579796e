import heading from '../../components/heading.module.css';
import { NextDelivery } from '../../components/next-delivery';
import layout from '../../components/layout.module.css';
import spinner from '../../components/spinner.module.css';
import { useHydrated, useSession } from '../../features/accounts/session-store';
import { CartContents } from '../../features/cart/cart-contents';
import { usePageHead } from '../page-meta';
import styles from './cart-page.module.css';
import { PageWaiting } from '../../lib/page-waiting';

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
        <PageWaiting />
        <span className={`${spinner.spinner} ${spinner.lg}`} aria-hidden />
      </div>
    );
  } else {
    // A guest's cart is on this device until sign-in merges it (decisions: Guest cart).
    content = (
      <>
        <p className={styles.delivery}>
          <NextDelivery signedIn={!!session} />
        </p>
        <CartContents variant="page" guest={!session} />
      </>
    );
  }

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <h1 className={`${heading.size2xl} ${heading.mdSize3xl}`}>Your Cart</h1>
      {content}
    </div>
  );
}
