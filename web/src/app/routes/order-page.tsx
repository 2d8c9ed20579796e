import { useParams, useSearchParams } from 'react-router-dom';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import { LoadingState } from '../../components/page-states';
import { openLogin, preloadDialogs } from '../../features/accounts/auth-dialog-store';
import { useHydrated, useSession } from '../../features/accounts/session-store';
import { OrderInvoice } from '../../features/invoices/order-invoice';
import { OrderDetails } from '../../features/orders/order-details';
import { OrdersSignIn } from '../../features/orders/orders-sign-in';
import { OrderProblemReport } from '../../features/problem-reports/order-problem-report';
import { usePageHead } from '../page-meta';
import styles from './orders-page.module.css';

/**
 * /orders/:id: one of the customer's orders. Client-only data like /orders: the server
 * renders the loading state and answers 200; 'Order not found' is decided in the browser.
 * `?rate=1` opens Rate Order on a delivered order (the order history dropdown's link); `?pay=1`
 * (the payment reminder email's link) brings Pay now into view and focuses it.
 */
export default function OrderPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  usePageHead({ title: 'Order Details', canonicalPath: `/orders/${id}`, noindex: true });
  const hydrated = useHydrated();
  const session = useSession();

  if (hydrated && session) {
    return (
      <div className={layout.container}>
        <OrderDetails key={id} id={id} openRating={params.get('rate') === '1'} focusPay={params.get('pay') === '1'} />
        <OrderProblemReport key={`problems-${id}`} orderId={id} />
        <OrderInvoice key={`invoice-${id}`} orderId={id} />
      </div>
    );
  }
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <h1 className={`${heading.size2xl} ${heading.mdSize3xl}`}>Order Details</h1>
      {hydrated ? (
        <OrdersSignIn onSignIn={openLogin} onPrepare={() => void preloadDialogs()} />
      ) : (
        <LoadingState label="Loading order details..." />
      )}
    </div>
  );
}
