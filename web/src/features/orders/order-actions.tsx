import { lazy, Suspense, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Star, XCircle } from 'lucide-react';
import { toaster } from '../../components/app-toaster';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import type { OrderDetailsQuery as OrderDetailsData } from '../../gql/graphql';
import { CancelOrderMutation } from './order-operations';
import { canRate, serverMessage } from './order-values';
import styles from './order-actions.module.css';

type Order = NonNullable<OrderDetailsData['order']>;

// The dialogs are Chakra's (focus trap, Escape, portal): their code loads on first use.
const loadCancelDialog = () => import('./cancel-order-dialog');
const loadRateDialog = () => import('./rate-order-dialog');
const CancelOrderDialog = lazy(loadCancelDialog);
const RateOrderDialog = lazy(loadRateDialog);

export const ORDER_TITLE_ID = 'order-title';


/** Cancel Order (while the server says it may be cancelled) and Rate Order (delivered orders). */
export function OrderActions({ order, openRating }: { order: Order; openRating: boolean }) {
  const rateable = canRate(order.status);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelMounted, setCancelMounted] = useState(false);
  const [rateOpen, setRateOpen] = useState(openRating && rateable);
  const [rateMounted, setRateMounted] = useState(rateOpen);
  // A paid order's cancel records its refund (issue 39): the order page's Refunds section shows it at once.
  const [cancelOrder, { loading: cancelling }] = useMutation(CancelOrderMutation, { refetchQueries: ['OrderRefunds'] });
  const cancelButton = useRef<HTMLButtonElement>(null);
  // Back to the button; after a cancel it has gone, and the order's title takes focus.
  const afterCancelDialog = () => cancelButton.current ?? document.getElementById(ORDER_TITLE_ID);

  const confirmCancel = async () => {
    try {
      await cancelOrder({ variables: { id: order.id } });
      setCancelOpen(false);
      toaster.create({ type: 'success', title: 'Order cancelled successfully' });
    } catch (error) {
      toaster.create({ type: 'error', title: serverMessage(error, 'Failed to cancel order. Please try again.') });
    }
  };

  if (!order.canCancel && !rateable && !cancelMounted && !rateMounted) return null;
  return (
    <div className={styles.actions}>
      {order.canCancel && (
        <button
          ref={cancelButton}
          type="button"
          className={`${controls.button} ${looks.md} ${styles.cancel}`}
          onPointerEnter={() => void loadCancelDialog()}
          onFocus={() => void loadCancelDialog()}
          onClick={() => {
            setCancelMounted(true);
            setCancelOpen(true);
          }}
        >
          <XCircle aria-hidden />
          Cancel Order
        </button>
      )}
      {rateable && (
        <button
          type="button"
          className={`${controls.button} ${controls.solid} ${looks.md}`}
          onPointerEnter={() => void loadRateDialog()}
          onFocus={() => void loadRateDialog()}
          onClick={() => {
            setRateMounted(true);
            setRateOpen(true);
          }}
        >
          <Star aria-hidden />
          Rate Order
        </button>
      )}
      <Suspense fallback={null}>
        {cancelMounted && (
          <CancelOrderDialog
            open={cancelOpen}
            orderNumber={order.orderNumber}
            busy={cancelling}
            onConfirm={() => void confirmCancel()}
            onClose={() => setCancelOpen(false)}
            finalFocus={afterCancelDialog}
          />
        )}
        {rateMounted && (
          <RateOrderDialog open={rateOpen} orderNumber={order.orderNumber} items={order.items} onClose={() => setRateOpen(false)} />
        )}
      </Suspense>
    </div>
  );
}
