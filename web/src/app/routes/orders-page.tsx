import { lazy, Suspense } from 'react';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import { LoadingState } from '../../components/page-states';
import { openLogin, preloadDialogs } from '../../features/accounts/auth-dialog-store';
import { useHydrated, useSession } from '../../features/accounts/session-store';
import { ORDER_HISTORY_FLAG_KEY, orderHistoryDropdownEnabled } from '../../features/orders/order-history-flag';
import { ORDERS_LOADING_TEXT, OrdersList } from '../../features/orders/orders-list';
import { OrdersSignIn } from '../../features/orders/orders-sign-in';
import { useLocalStorageRaw } from '../../lib/local-store';
import { usePageHead } from '../page-meta';
import styles from './orders-page.module.css';

// Spec §2: the order history dropdown exists but nothing visible opens it; behind a flag.
const OrderHistoryDropdown = lazy(() => import('../../features/orders/order-history-dropdown'));

/**
 * /orders: the customer's orders. They sit behind the token in local storage, so the server
 * (and hydration) renders the loading state; afterwards a guest is asked to sign in (the
 * list fills in once they have) and a customer sees the list.
 */
export default function OrdersPage() {
  usePageHead({ title: 'My Orders', description: 'Your FruitShop orders and their status.', canonicalPath: '/orders', noindex: true });
  const hydrated = useHydrated();
  const session = useSession();
  const dropdown = orderHistoryDropdownEnabled(useLocalStorageRaw(ORDER_HISTORY_FLAG_KEY));

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <div className={styles.head}>
        <h1 className={`${heading.size2xl} ${heading.mdSize3xl}`}>My Orders</h1>
        {hydrated && session && dropdown && (
          <Suspense fallback={null}>
            <OrderHistoryDropdown />
          </Suspense>
        )}
      </div>
      {!hydrated ? (
        <LoadingState label={ORDERS_LOADING_TEXT} />
      ) : session ? (
        <OrdersList />
      ) : (
        <OrdersSignIn onSignIn={openLogin} onPrepare={() => void preloadDialogs()} />
      )}
    </div>
  );
}
