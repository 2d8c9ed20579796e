import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router-dom';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import { LoadingState } from '../../components/page-states';
import { formatMoney } from '../../lib/money';
import { CartLineItem } from './cart-line-item';
import { LOAD_FAILED } from './cart-messages';
import type { ShownCart } from './cart-values';
import { useCart } from './use-cart';
import styles from './cart-contents.module.css';

// Chakra's dialog: with the drawer it is in the drawer's chunk; on /cart it loads on the first Remove.
const RemoveConfirmDialog = lazy(() => import('./remove-confirm-dialog'));

interface CartContentsProps {
  /** The drawer stacks list and summary; the page puts them side by side on wide screens. */
  variant: 'drawer' | 'page';
  /** Called when a link or Continue Shopping leaves the cart (the drawer closes). */
  onLeave?: () => void;
  /** A guest's cart on this device (decisions: Guest cart): checkout asks them to sign in. */
  guest?: boolean;
}

function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div role="alert" className={styles.banner}>
      <p>{message}</p>
      <button type="button" className={`${controls.button} ${controls.outline}`} onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}

/** 'Add ₹X more for free delivery' with how far the subtotal has come (server figures). */
function FreeDeliveryProgress({ subtotal, missing }: { subtotal: number; missing: number }) {
  const threshold = subtotal + missing;
  const percent = threshold > 0 ? Math.min(100, (subtotal / threshold) * 100) : 0;
  return (
    <div className={styles.freeDelivery}>
      <p>Add {formatMoney(missing)} more for free delivery</p>
      <div
        role="progressbar"
        aria-label="Progress towards free delivery"
        aria-valuemin={0}
        aria-valuemax={threshold}
        aria-valuenow={subtotal}
        aria-valuetext={`${formatMoney(subtotal)} of ${formatMoney(threshold)}`}
        className={styles.track}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function Summary({ cart, variant, onLeave, guest }: { cart: ShownCart; variant: CartContentsProps['variant']; onLeave?: () => void; guest?: boolean }) {
  const { totals } = cart;
  const sellable = cart.lines.some((line) => line.available);
  const excluded = cart.lines.some((line) => !line.available);
  return (
    <section className={styles.summary} aria-label="Cart summary" aria-busy={cart.updating || undefined}>
      {sellable && totals.amountForFreeDelivery > 0 && <FreeDeliveryProgress subtotal={totals.subtotal} missing={totals.amountForFreeDelivery} />}
      <dl className={styles.figures}>
        {totals.savings > 0 && (
          <div className={styles.savings}>
            <dt>Savings</dt>
            <dd>-{formatMoney(totals.savings)}</dd>
          </div>
        )}
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoney(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>{totals.deliveryFee === 0 ? 'Free' : formatMoney(totals.deliveryFee)}</dd>
        </div>
        <div>
          <dt>Handling</dt>
          <dd>{formatMoney(totals.handlingFee)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total</dt>
          <dd>{formatMoney(totals.total)}</dd>
        </div>
      </dl>
      {excluded && <p className={styles.muted}>Unavailable items are not included in the total.</p>}
      {guest && <p className={styles.muted}>Your cart is kept on this device. Sign in at checkout and it comes with you.</p>}
      <p className={styles.updating} role="status">
        {cart.updating ? 'Updating...' : ''}
      </p>
      <div className={styles.actions}>
        {sellable ? (
          <Link className={`${controls.button} ${controls.solid} ${looks.lg}`} to="/checkout" onClick={onLeave}>
            Proceed to Checkout
          </Link>
        ) : (
          <button type="button" className={`${controls.button} ${controls.solid} ${looks.lg}`} disabled>
            Proceed to Checkout
          </button>
        )}
        {variant === 'drawer' ? (
          <button type="button" className={`${controls.button} ${looks.md} ${looks.brandOutline}`} onClick={onLeave}>
            Continue Shopping
          </button>
        ) : (
          <Link className={`${controls.button} ${looks.md} ${looks.brandOutline}`} to="/shop">
            Continue Shopping
          </Link>
        )}
      </div>
    </section>
  );
}

/**
 * The cart (spec §2 Cart drawer, §4 Cart): loading, empty or filled, with the error banner.
 * Shared by the drawer and /cart; the signed-in customer's server cart, or a guest's on this
 * device (decisions: Guest cart).
 */
export function CartContents({ variant, onLeave, guest = false }: CartContentsProps) {
  const { cart, loading, loadFailed, retry, edits, editsState } = useCart({ guest });
  const [confirming, setConfirming] = useState<{ productId: string; name: string } | null>(null);
  const [loadErrorDismissed, setLoadErrorDismissed] = useState(false);
  if (!loadFailed && loadErrorDismissed) setLoadErrorDismissed(false);
  const root = useRef<HTMLDivElement>(null);

  // While a cart view is up, failures show in its banner rather than as toasts.
  useEffect(() => edits.attachView(), [edits]);

  const bannerMessage = editsState.error ?? (loadFailed && !loadErrorDismissed ? LOAD_FAILED : null);
  const dismissBanner = () => (editsState.error ? edits.dismissError() : setLoadErrorDismissed(true));

  const confirmRemove = async () => {
    if (!confirming) return;
    const { productId } = confirming;
    setConfirming(null);
    await edits.remove(productId);
    // The row's controls were disabled meanwhile (and the row may be gone): keep focus in the cart.
    root.current?.focus();
  };

  let body;
  if (loading) {
    body = <LoadingState label="Loading..." />;
  } else if (!cart) {
    body = loadFailed ? (
      <div className={styles.state}>
        <button type="button" className={`${controls.button} ${looks.md} ${looks.brandOutline}`} onClick={retry}>
          Try Again
        </button>
      </div>
    ) : null;
  } else if (cart.lines.length === 0) {
    body = (
      <div className={styles.state}>
        <ShoppingBag size={40} aria-hidden className={styles.emptyIcon} />
        <p className={styles.emptyTitle}>Your cart is empty</p>
        <Link className={`${controls.button} ${controls.solid} ${looks.md}`} to="/shop" onClick={onLeave}>
          Continue Shopping
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <ul className={styles.lines} aria-label="Items in your cart">
          {cart.lines.map((line) => (
            <CartLineItem
              key={line.productId}
              line={line}
              removing={editsState.removing.has(line.productId)}
              onQuantity={(quantity) => edits.setQuantity(line.productId, quantity)}
              onRemove={() => setConfirming({ productId: line.productId, name: line.name })}
              onLeave={onLeave}
            />
          ))}
        </ul>
        <Summary cart={cart} variant={variant} onLeave={onLeave} guest={guest} />
      </>
    );
  }

  return (
    <div ref={root} tabIndex={-1} className={`${styles.contents} ${variant === 'drawer' ? styles.inDrawer : styles.onPage}`}>
      {bannerMessage && <ErrorBanner message={bannerMessage} onDismiss={dismissBanner} />}
      {body}
      {confirming && (
        <Suspense fallback={null}>
          <RemoveConfirmDialog name={confirming.name} onConfirm={() => void confirmRemove()} onCancel={() => setConfirming(null)} />
        </Suspense>
      )}
    </div>
  );
}
