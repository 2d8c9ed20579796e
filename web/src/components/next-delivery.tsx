import { lazy, Suspense, useSyncExternalStore } from 'react';
import styles from './next-delivery.module.css';

// The line's queries and rules load after start-up: the shopper's pincode is known only in the
// browser (saved location or primary address), so the server renders the reserved line alone.
const NextDeliveryLine = lazy(() => import('./next-delivery-line'));

/**
 * The delivery promise on the product page and in the cart: the next open slot for the
 * shopper's pincode ("Next delivery: today 17:00–20:00"), or how to get one.
 */
const noopSubscribe = () => () => {};

export function NextDelivery({ signedIn }: { signedIn: boolean }) {
  // False on the server and during hydration, true after: the lazy line never renders on the server.
  const mounted = useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
  const reserved = <span className={styles.line} aria-hidden />;
  return (
    <span className={styles.slot} data-testid="next-delivery">
      {mounted ? (
        <Suspense fallback={reserved}>
          <NextDeliveryLine signedIn={signedIn} />
        </Suspense>
      ) : (
        reserved
      )}
    </span>
  );
}
