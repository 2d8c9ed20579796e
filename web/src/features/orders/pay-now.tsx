import { useEffect, useId, useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { CreditCard } from 'lucide-react';
import { toaster } from '../../components/app-toaster';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import layout from '../../components/layout.module.css';
import spinner from '../../components/spinner.module.css';
import { formatIndiaTime } from '../../lib/dates';
import { PAYMENT_INITIATE_FAILED } from '../payments/payment-messages';
import { PaymentCreateMutation } from '../payments/payment-operations';
import type { PaymentPrefill } from '../payments/payment-types';
import { serverMessage, usePaymentWindow } from '../payments/use-payment-window';
import { refreshOrders } from './order-refresh';
import styles from './pay-now.module.css';

/** Pay now ends well: the toast (the order's own words, not the checkout's 'Order placed'). */
export const payNowSucceeded = (orderNumber: string) => `Payment successful! Order ${orderNumber} is paid.`;

export interface PayableOrder {
  id: string;
  orderNumber: string;
  canPay: boolean;
  payBy?: string | null;
}

interface PayNowProps {
  order: PayableOrder;
  /** Where focus goes when a paid order's button leaves the page (the order's title, the row's link). */
  focusAfterPaid?: () => HTMLElement | null;
  /** Who pays (Razorpay fills its form with it; the test window shows the email). */
  prefill: PaymentPrefill;
  /** Scroll the button into view and focus it once it shows (the reminder email's `?pay=1`). */
  focusOnShow?: boolean;
  /** In a list the button names its order for a screen reader ('Pay now for order FS-000042'). */
  inList?: boolean;
}

/**
 * Pay now for an unpaid card order (issue 36): a new payment for the same order and amount
 * (createPayment(orderId)), paid in the payment window; then the order and the lists are
 * fetched again. A failure, a closed window or the server's refusal (the time to pay ran out)
 * is said under the button; the button stays while the server says the order can be paid.
 * Stays mounted after the order stops being payable, so its message and window outlive it.
 */
export function PayNow({ order, prefill, focusAfterPaid, focusOnShow = false, inList = false }: PayNowProps) {
  const client = useApolloClient();
  const [createPayment] = useMutation(PaymentCreateMutation);
  const payment = usePaymentWindow();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const busyRef = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focused = useRef(false);
  const payById = useId();
  const canPay = order.canPay;

  // A paid (or expired) order's button leaves the page: if it had focus, focus is not dropped
  // on the body but moved somewhere that says what happened.
  const wasPayable = useRef(canPay);
  useEffect(() => {
    const lost = wasPayable.current && !canPay && (!document.activeElement || document.activeElement === document.body);
    wasPayable.current = canPay;
    if (lost) focusAfterPaid?.()?.focus();
  }, [canPay, focusAfterPaid]);

  useEffect(() => {
    if (!focusOnShow || !order.canPay || focused.current || !buttonRef.current) return;
    focused.current = true;
    buttonRef.current.scrollIntoView({ block: 'center' });
    buttonRef.current.focus({ preventScroll: true });
  }, [focusOnShow, order.canPay]);

  const start = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setMessage(null);
    try {
      let intent;
      try {
        const { data } = await createPayment({ variables: { orderId: order.id } });
        if (!data) throw new Error('no payment');
        intent = data.createPayment;
      } catch (error) {
        // Refused (expired, already paid, cancelled): the server's words, and the order as it is now.
        setMessage(serverMessage(error, PAYMENT_INITIATE_FAILED));
        await refreshOrders(client);
        return;
      }
      const outcome = await payment.pay({ intent, prefill, description: `Order ${order.orderNumber}` });
      if (outcome.kind === 'paid') {
        toaster.create({ type: 'success', title: payNowSucceeded(order.orderNumber) });
        // Busy until the order reads paid: the button must not offer a second payment meanwhile.
        await refreshOrders(client);
      } else {
        setMessage(outcome.reason);
        void refreshOrders(client);
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  if (!order.canPay && !message && !payment.window) return null;
  const payBy = order.canPay && order.payBy ? formatIndiaTime(order.payBy) : '';
  return (
    <div className={styles.payNow}>
      {order.canPay ? (
        <div className={styles.line}>
          <button
            ref={buttonRef}
            type="button"
            className={`${controls.button} ${controls.solid} ${looks.md} ${styles.button}`}
            // Not `disabled`: the payment window gives focus back to this button when it closes.
            aria-disabled={busy || undefined}
            data-busy={busy || undefined}
            aria-describedby={payBy ? payById : undefined}
            onClick={() => void start()}
          >
            {busy ? <span className={`${spinner.spinner} ${spinner.inline}`} aria-hidden /> : <CreditCard aria-hidden />}
            {busy ? 'Processing...' : 'Pay now'}
            {inList && !busy ? <span className={layout.visuallyHidden}> for order {order.orderNumber}</span> : null}
          </button>
          {payBy ? (
            <p id={payById} className={styles.payBy}>
              Pay by {payBy}
            </p>
          ) : null}
        </div>
      ) : null}
      <div role="alert" className={styles.message}>
        {message ? <p>{message}</p> : null}
      </div>
      {payment.window}
    </div>
  );
}
