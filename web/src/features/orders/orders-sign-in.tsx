import { LogIn } from 'lucide-react';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import styles from './orders-list.module.css';

/** What a guest sees on the order pages: why, and one way in (the page opens the login dialog). */
export function OrdersSignIn({ onSignIn, onPrepare }: { onSignIn: () => void; onPrepare?: () => void }) {
  return (
    <div className={styles.empty}>
      <LogIn size={40} aria-hidden />
      <p className={styles.emptyTitle}>Please sign in to see your orders</p>
      <p className={styles.muted}>Your orders are kept with your account.</p>
      <button
        type="button"
        className={`${controls.button} ${controls.solid} ${looks.md}`}
        onPointerEnter={onPrepare}
        onFocus={onPrepare}
        onClick={onSignIn}
      >
        Sign In
      </button>
    </div>
  );
}
