import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ChevronDown, History, Star } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import controls from '../../components/controls.module.css';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { formatDate } from '../../lib/dates';
import { MyOrdersQuery } from './order-operations';
import { canRate, itemCountText } from './order-values';
import styles from './order-history-dropdown.module.css';

const RECENT = 5;

function RecentOrders({ onPick }: { onPick: () => void }) {
  const { data, loading, error } = useQuery(MyOrdersQuery, { variables: { limit: RECENT, offset: 0 }, fetchPolicy: 'cache-and-network' });
  const orders = data?.myOrders;
  if (!orders) {
    return <p className={styles.note}>{loading || !error ? 'Loading recent orders...' : 'Failed to load orders'}</p>;
  }
  if (orders.length === 0) return <p className={styles.note}>No orders yet</p>;
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <li key={order.id} className={styles.order}>
          <div className={styles.line}>
            <RouterLink className={styles.link} to={`/orders/${order.id}`} onClick={onPick}>
              {order.orderNumber}
            </RouterLink>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className={styles.meta}>
            {itemCountText(order.itemCount)} · {formatDate(order.createdAt)}
          </p>
          {canRate(order.status) && (
            <RouterLink
              className={styles.rate}
              to={`/orders/${order.id}?rate=1`}
              onClick={onPick}
              aria-label={`Rate Order ${order.orderNumber}`}
            >
              <Star aria-hidden />
              Rate Order
            </RouterLink>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec §2's order history dropdown: recent orders with their status colours, and Rate Order on
 * delivered ones. Only a flag shows it (order-history-flag.ts); it fetches when first opened.
 */
export default function OrderHistoryDropdown() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={button}
        type="button"
        className={`${controls.button} ${controls.outline}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <History aria-hidden />
        Order History
        <ChevronDown aria-hidden />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} role="region" aria-label="Recent orders">
        {open && <RecentOrders onPick={() => setOpen(false)} />}
      </div>
    </div>
  );
}
