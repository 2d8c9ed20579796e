import { ShoppingCart } from 'lucide-react';
import { CartCountBadge, cartButtonLabel } from '../../components/cart-count-badge';
import ghost from '../../components/ghost-button.module.css';
import { useCartSummary } from '../cart-summary-context';
import styles from './header-controls.module.css';

export function CartButton() {
  const { itemCount, openCart } = useCartSummary();
  return (
    <div className={styles.cart}>
      <button type="button" className={`${ghost.ghost} ${ghost.iconMd}`} aria-label={cartButtonLabel(itemCount)} onClick={openCart}>
        <ShoppingCart aria-hidden />
      </button>
      <CartCountBadge count={itemCount} />
    </div>
  );
}
