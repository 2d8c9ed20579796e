import { formatCartCount } from '../lib/cart-count';
import styles from './cart-count-badge.module.css';

/** The count bubble on cart buttons; renders nothing for an empty cart. The parent
 * needs `position: relative` and carries the accessible count in its label. A span, so it
 * may sit inside a button. */
export function CartCountBadge({ count }: { count: number }) {
  const text = formatCartCount(count);
  if (!text) return null;
  return (
    <span aria-hidden className={styles.badge}>
      {text}
    </span>
  );
}

export function cartButtonLabel(count: number): string {
  const text = formatCartCount(count);
  return text ? `Cart, ${text} items` : 'Cart';
}
