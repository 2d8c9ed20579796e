import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { CreditCard, FlaskConical } from 'lucide-react';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import spinner from '../../components/spinner.module.css';
import { formatMoney } from '../../lib/money';
import { useShopDetails } from '../../lib/shop-profile';
import { TEST_MODE_NOTICE } from './payment-messages';
import styles from './test-payment-window.module.css';

export type TestWindowAction = 'pay' | 'fail' | 'close';

interface TestPaymentWindowProps {
  amount: number;
  description: string;
  email: string;
  /** Which button's request is running; the window cannot be used meanwhile. */
  busy: TestWindowAction | null;
  onAction: (action: TestWindowAction) => void;
}

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The simulated gateway's payment window (decisions: Payments): what Razorpay's window would
 * be, with Pay, Fail and Close instead of a card form, clearly marked as test mode. A modal
 * dialog: focus moves in and stays in, Escape closes it, the page behind does not scroll.
 */
export function TestPaymentWindow({ amount, description, email, busy, onAction }: TestPaymentWindowProps) {
  const shop = useShopDetails();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const payRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    payRef.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // Back where the shopper was, if that is still on the page (the result view takes focus otherwise).
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (!busy) onAction('close');
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (!focusable.length) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || !dialogRef.current.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const working = (action: TestWindowAction, label: string) =>
    busy === action ? (
      <>
        <span className={`${spinner.spinner} ${spinner.inline}`} aria-hidden />
        Processing...
      </>
    ) : (
      label
    );

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        aria-busy={busy ? true : undefined}
        className={styles.dialog}
        onKeyDown={onKeyDown}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <CreditCard aria-hidden className={styles.icon} />
          <div>
            <h2 id={titleId} className={styles.title}>
              {shop.name} payment
            </h2>
            <p className={styles.subtitle}>{description}</p>
          </div>
        </div>
        <p id={descriptionId} className={styles.testMode}>
          <FlaskConical aria-hidden />
          {TEST_MODE_NOTICE}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>Amount</dt>
            <dd className={styles.amount}>{formatMoney(amount)}</dd>
          </div>
          {email ? (
            <div>
              <dt>Receipt to</dt>
              <dd>{email}</dd>
            </div>
          ) : null}
        </dl>
        <p className={styles.hint}>Choose what the card payment should do. Pay succeeds, Fail is declined by the bank, Close leaves without paying.</p>
        <div className={styles.actions}>
          <button
            ref={payRef}
            type="button"
            className={`${controls.button} ${controls.solid} ${looks.lg}`}
            disabled={!!busy}
            onClick={() => onAction('pay')}
          >
            {working('pay', `Pay ${formatMoney(amount)}`)}
          </button>
          <button type="button" className={`${controls.button} ${looks.lg} ${styles.fail}`} disabled={!!busy} onClick={() => onAction('fail')}>
            {working('fail', 'Fail')}
          </button>
          <button type="button" className={`${controls.button} ${controls.outline} ${looks.lg}`} disabled={!!busy} onClick={() => onAction('close')}>
            {working('close', 'Close')}
          </button>
        </div>
      </div>
    </div>
  );
}
