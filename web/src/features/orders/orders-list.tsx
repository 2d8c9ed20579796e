import { useCallback, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ChevronRight, Package } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { ErrorState, LoadingState } from '../../components/page-states';
import { SubscriptionOrderBadge, SubscriptionShortfall } from '../../components/subscription-order';
import type { OrderSummary_OrderFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { useSession } from '../accounts/session-store';
import type { PaymentPrefill } from '../payments/payment-types';
import { MyOrdersQuery, ORDERS_PAGE_SIZE } from './order-operations';
import { itemCountText } from './order-values';
import { PayNow } from './pay-now';
import styles from './orders-list.module.css';

export const ORDERS_LOADING_TEXT = 'Loading your orders...';

function OrderRow({ order, payer }: { order: OrderSummary_OrderFragment; payer: PaymentPrefill }) {
  // Pay now stays mounted once shown, so its message and payment window outlive the order's
  // payability (a paid or expired order); a row never payable never mounts it.
  const [payable, setPayable] = useState(order.canPay);
  if (order.canPay && !payable) setPayable(true);
  const details = useRef<HTMLAnchorElement>(null);
  const focusDetails = useCallback(() => details.current, []);
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <p className={styles.number}>Order {order.orderNumber}</p>
        <p className={styles.meta}>
          <span>Placed on {formatDate(order.createdAt)}</span>
          <span aria-hidden>·</span>
          <span>{itemCountText(order.itemCount)}</span>
        </p>
        {order.subscription ? (
          <>
            <SubscriptionOrderBadge subscription={order.subscription} />
            <SubscriptionShortfall subscription={order.subscription} />
          </>
        ) : null}
        {payable ? (
          <div className={styles.pay}>
            <PayNow order={order} prefill={payer} inList focusAfterPaid={focusDetails} />
          </div>
        ) : null}
      </div>
      <div className={styles.side}>
        <OrderStatusBadge status={order.status} />
        <p className={styles.total}>
          <span className={styles.totalLabel}>Total </span>
          {formatMoney(order.total)}
        </p>
        <RouterLink
          ref={details}
          className={`${controls.button} ${looks.brandOutline} ${styles.details}`}
          to={`/orders/${order.id}`}
          aria-label={`View Details of order ${order.orderNumber}`}
        >
          View Details
          <ChevronRight aria-hidden />
        </RouterLink>
      </div>
    </li>
  );
}

/**
 * The signed-in customer's orders, newest first (the server's order): /orders and the
 * account's My Orders tab. The caller makes sure a session exists.
 */
export function OrdersList() {
  const user = useSession()?.user;
  const payer: PaymentPrefill = {
    name: [user?.name, user?.lastName].filter(Boolean).join(' '),
    email: user?.email ?? '',
    contact: user?.phone ?? '',
  };
  const { data, loading, error, refetch } = useQuery(MyOrdersQuery, {
    variables: { limit: ORDERS_PAGE_SIZE, offset: 0 },
    fetchPolicy: 'cache-and-network',
  });
  const orders = data?.myOrders;

  if (!orders && loading) return <LoadingState label={ORDERS_LOADING_TEXT} />;
  if (!orders && error) {
    return (
      <ErrorState
        message="Failed to load orders. Please try again."
        actionLabel="Retry"
        onAction={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!orders?.length) {
    return (
      <div className={styles.empty}>
        <Package size={40} aria-hidden />
        <p className={styles.emptyTitle}>No orders yet</p>
        <p className={styles.muted}>Fresh fruit is a few taps away: your orders will show up here.</p>
        <RouterLink className={`${controls.button} ${controls.solid} ${looks.md}`} to="/shop">
          Start Shopping
        </RouterLink>
      </div>
    );
  }
  return (
    <ul className={styles.list} aria-label="Your orders">
      {orders.map((order) => (
        <OrderRow key={order.id} order={order} payer={payer} />
      ))}
    </ul>
  );
}
