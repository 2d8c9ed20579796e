import { ShoppingCart } from 'lucide-react';
import { CartCountBadge, cartButtonLabel } from './cart-count-badge';
import controls from './controls.module.css';
import layout from './layout.module.css';
import styles from './floating-cart-button.module.css';

/**
 * The round cart shortcut that floats over long lists on phones (above the bottom bar), shown
 * once the cart holds something: with an empty cart it only covered card prices beside the
 * bottom bar's own Cart (issue 40).
 */
export function FloatingCartButton({ count, onClick }: { count: number; onClick: () => void }) {
  if (count <= 0) return null;
  return (
    <div className={`${styles.dock} ${layout.hideFromMd}`}>
      <button
        type="button"
        className={`${controls.button} ${controls.solid} ${controls.icon} ${styles.fab}`}
        aria-label={cartButtonLabel(count)}
        onClick={onClick}
      >
        <ShoppingCart aria-hidden />
      </button>
      <CartCountBadge count={count} />
    </div>
  );
}
