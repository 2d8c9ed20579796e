import { Lock } from 'lucide-react';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import spinner from '../../components/spinner.module.css';
import { formatMoney } from '../../lib/money';
import styles from './checkout-page.module.css';
import type { PlaceOrderState } from './use-checkout';

/**
 * The order's failure (if any), then Place Order (Pay, for a plan) with the total; it submits
 * the billing form by its id and says 'Processing...' while the order is placed or paid.
 */
export function PlaceOrder({ formId, place, isPlan }: { formId: string; place: PlaceOrderState; isPlan: boolean }) {
  return (
    <div className={styles.place}>
      <div role="alert">{place.error ? <p className={styles.failure}>{place.error}</p> : null}</div>
      <button
        type="submit"
        form={formId}
        className={`${controls.button} ${controls.solid} ${looks.lg} ${styles.placeButton}`}
        disabled={place.submitting || !place.sellable}
      >
        {place.submitting ? (
          <>
            <span className={`${spinner.spinner} ${spinner.inline}`} aria-hidden />
            Processing...
          </>
        ) : isPlan ? (
          `Pay ${formatMoney(place.total)}`
        ) : (
          `Place Order ${formatMoney(place.total)}`
        )}
      </button>
      <p className={styles.secure}>
        <Lock aria-hidden />
        Payments are verified by our server; card details never touch our shop.
      </p>
    </div>
  );
}
