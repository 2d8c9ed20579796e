import { useEffect } from 'react';
import { LogIn, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router-dom';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import { LOGIN_TO_CHECKOUT } from './checkout-messages';
import styles from './checkout-page.module.css';

/**
 * Checkout with an empty cart. The spec both shows 'Your cart is empty' and redirects to
 * /cart in this case; the page shows the empty state (what the spec's screen shows) so the
 * shopper is told why, with the way back to the shop, instead of landing on another page
 * unannounced.
 */
export function EmptyCheckout() {
  return (
    <div className={styles.empty}>
      <ShoppingCart aria-hidden className={styles.emptyIcon} />
      <h1 className={styles.emptyTitle}>Your cart is empty</h1>
      <p className={styles.muted}>Add some fresh fruit to your cart before checking out.</p>
      <Link to="/shop" className={`${controls.button} ${controls.solid} ${looks.lg}`}>
        Continue Shopping
      </Link>
    </div>
  );
}

/**
 * Checkout for a guest (decisions: Guest cart; checkout still needs sign-in): the login dialog
 * opens here, in place, and once signed in the page goes on to the checkout with the guest's
 * cart merged into the account's. Closed without signing in, the page says why and offers the
 * dialog again, or the way back to the cart.
 */
export function GuestCheckout({ onSignIn, onSignUp }: { onSignIn: () => void; onSignUp: () => void }) {
  useEffect(() => {
    onSignIn();
  }, [onSignIn]);
  return (
    <div className={styles.empty}>
      <LogIn aria-hidden className={styles.emptyIcon} />
      <h1 className={styles.emptyTitle}>{LOGIN_TO_CHECKOUT}</h1>
      <p className={styles.muted}>Your cart comes with you when you sign in or create an account.</p>
      <button type="button" className={`${controls.button} ${controls.solid} ${looks.lg}`} onClick={onSignIn}>
        Sign In
      </button>
      <button type="button" className={`${controls.button} ${looks.md} ${looks.brandOutline}`} onClick={onSignUp}>
        Create Account
      </button>
      <Link to="/cart" className={`${controls.button} ${controls.outline} ${looks.md}`}>
        Back to Cart
      </Link>
    </div>
  );
}
