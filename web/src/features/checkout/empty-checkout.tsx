import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router-dom';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
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
