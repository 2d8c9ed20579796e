import type { OrderStatus } from '../gql/graphql';
import styles from './order-status-badge.module.css';

/** The storefront's words for each status (decisions: Stock and orders). */
const LABELS: Record<OrderStatus, string> = {
  PENDING: 'Pending',
  PAID: 'Paid',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  ON_THE_WAY: 'On the Way',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURNED: 'Returned',
};

/**
 * Spec §2/§4: delivered green, shipped blue, processing yellow, cancelled red, returned purple;
 * paid and on the way have colours of their own; pending (and anything new) is neutral.
 */
const TONES: Record<OrderStatus, string> = {
  PENDING: 'gray',
  PAID: 'orange',
  PROCESSING: 'yellow',
  SHIPPED: 'blue',
  ON_THE_WAY: 'blue',
  DELIVERED: 'green',
  CANCELLED: 'red',
  RETURNED: 'purple',
};

export function orderStatusLabel(status: OrderStatus): string {
  return LABELS[status] ?? String(status).replace(/_/g, ' ').toLowerCase();
}

/** The status as text on a tinted pill: the word carries the meaning, the colour repeats it. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={styles.badge} data-tone={TONES[status] ?? 'gray'}>
      {orderStatusLabel(status)}
    </span>
  );
}
