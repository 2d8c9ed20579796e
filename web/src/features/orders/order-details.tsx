import { useQuery } from '@apollo/client/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { ErrorState, LoadingState } from '../../components/page-states';
import { useImageFallback } from '../../components/product-image';
import { ResponsivePicture } from '../../components/responsive-picture';
import { PAID_BY_SUBSCRIPTION, SubscriptionOrderBadge, SubscriptionShortfall } from '../../components/subscription-order';
import type { OrderDetailsQuery as OrderDetailsData } from '../../gql/graphql';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { normalizeUnit } from '@fruit-shop/common/units';
import { ORDER_TITLE_ID, OrderActions } from './order-actions';
import { OrderDetailsQuery } from './order-operations';
import { OrderRefunds } from './order-refunds';
import { itemCountText, paymentMethodLabel, paymentStatusLabel } from './order-values';
import { PayNow } from './pay-now';
import styles from './order-details.module.css';
import { slotLabel } from '@fruit-shop/common/delivery.rules';

type Order = NonNullable<OrderDetailsData['order']>;
type Item = Order['items'][number];

const IMAGE_SIZE = 64;

function BackLink() {
  return (
    <RouterLink className={styles.back} to="/orders">
      <ArrowLeft aria-hidden />
      Back to My Orders
    </RouterLink>
  );
}

function ItemRow({ item }: { item: Item }) {
  const image = useImageFallback(item.productImage);
  const discounted = item.listPrice > item.priceAtPurchase;
  return (
    <li className={styles.item}>
      <ResponsivePicture
        className={styles.image}
        src={image.src}
        sizes={`${IMAGE_SIZE}px`}
        alt=""
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        loading="lazy"
        decoding="async"
        onError={image.onError}
      />
      <div className={styles.itemText}>
        <p className={styles.itemName}>{item.productName}</p>
        <p className={styles.muted}>
          Qty {item.quantity} × {formatMoney(item.priceAtPurchase)}
          {discounted && (
            <>
              <span className={layout.visuallyHidden}>, was</span> <s>{formatMoney(item.listPrice)}</s>
            </>
          )}{' '}
          per {normalizeUnit(item.unit)}
        </p>
      </div>
      <p className={styles.itemTotal}>{formatMoney(item.subTotal)}</p>
    </li>
  );
}

function SummaryRow({ label, value, tone }: { label: string; value: string; tone?: 'saving' | 'total' }) {
  return (
    <div className={styles.summaryRow} data-tone={tone}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const focusTitle = () => document.getElementById(ORDER_TITLE_ID);

function OrderContent({ order, openRating, focusPay }: { order: Order; openRating: boolean; focusPay: boolean }) {
  const { shipping } = order;
  const prefill = { name: `${shipping.firstName} ${shipping.lastName}`.trim(), email: shipping.email, contact: shipping.phone };
  return (
    <div className={styles.page}>
      <BackLink />
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <div className={styles.titleLine}>
            <h1 id={ORDER_TITLE_ID} tabIndex={-1} className={`${heading.size2xl} ${styles.title}`}>
              Order {order.orderNumber}
            </h1>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className={styles.muted}>
            Placed on {formatDate(order.createdAt)} · {itemCountText(order.itemCount)}
          </p>
          {order.subscription ? (
            <>
              <SubscriptionOrderBadge subscription={order.subscription} />
              <SubscriptionShortfall subscription={order.subscription} />
            </>
          ) : null}
          {order.status === 'CANCELLED' && order.cancelReason ? (
            <p className={styles.cancelReason}>Reason for cancellation: {order.cancelReason}</p>
          ) : null}
          <div className={styles.payNow}>
            <PayNow order={order} prefill={prefill} focusOnShow={focusPay} focusAfterPaid={focusTitle} />
          </div>
        </div>
        <OrderActions order={order} openRating={openRating} />
      </header>

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="order-items-heading">
          <h2 id="order-items-heading" className={heading.lg}>
            Items
          </h2>
          <ul className={styles.items}>
            {order.items.map((item) => (
              <ItemRow key={item.id} item={item} />
            ))}
          </ul>
        </section>

        <div className={styles.aside}>
          <section className={styles.card} aria-labelledby="order-summary-heading">
            <h2 id="order-summary-heading" className={heading.lg}>
              Order Summary
            </h2>
            <dl className={styles.summary}>
              <SummaryRow label="Subtotal" value={formatMoney(order.subtotal)} />
              {order.savings > 0 && <SummaryRow label="Savings" value={`-${formatMoney(order.savings)}`} tone="saving" />}
              <SummaryRow label="Delivery" value={order.deliveryFee > 0 ? formatMoney(order.deliveryFee) : 'Free'} />
              <SummaryRow label="Handling" value={formatMoney(order.handlingFee)} />
              {order.couponCode && (
                <SummaryRow label={`Coupon (${order.couponCode})`} value={`-${formatMoney(order.couponDiscount)}`} tone="saving" />
              )}
              <SummaryRow label="Total" value={formatMoney(order.total)} tone="total" />
            </dl>
          </section>

          <section className={styles.card} aria-labelledby="order-payment-heading">
            <h2 id="order-payment-heading" className={heading.lg}>
              Payment
            </h2>
            <dl className={styles.summary}>
              <SummaryRow label="Method" value={order.subscription ? PAID_BY_SUBSCRIPTION : paymentMethodLabel(order.paymentMethod)} />
              <SummaryRow label="Status" value={paymentStatusLabel(order.paymentStatus)} />
            </dl>
          </section>
          <OrderRefunds orderId={order.id} />

          <section className={styles.card} aria-labelledby="order-shipping-heading">
            <h2 id="order-shipping-heading" className={heading.lg}>
              Shipping Details
            </h2>
            <address className={styles.address}>
              <span className={styles.itemName}>
                {shipping.firstName} {shipping.lastName}
              </span>
              <span>{shipping.address}</span>
              <span>
                {shipping.city}, {shipping.state} {shipping.postcode}
              </span>
              <span>{shipping.country}</span>
              <span>{shipping.phone}</span>
              <span>{shipping.email}</span>
            </address>
            {order.deliverySlot ? (
              <dl className={styles.summary}>
                <SummaryRow label="Delivery slot" value={slotLabel(order.deliverySlot)} />
              </dl>
            ) : null}
            {order.customerNote ? (
              <dl className={styles.summary}>
                <div className={styles.note}>
                  <dt>Delivery note</dt>
                  <dd>{order.customerNote}</dd>
                </div>
              </dl>
            ) : null}
          </section>
        </div>
      </div>
    </div>
  );
}

/**
 * /orders/:id for the signed-in customer. The api answers null for an unknown id and for
 * somebody else's order alike, so both read 'Order not found'. `openRating` opens Rate Order
 * at once on a delivered order (the order history dropdown links here for it); `focusPay`
 * brings an unpaid order's Pay now into view and focuses it (the reminder email's link), and
 * opens nothing: the payment window waits for the shopper's tap.
 */
export function OrderDetails({ id, openRating = false, focusPay = false }: { id: string; openRating?: boolean; focusPay?: boolean }) {
  const { data, loading, error, refetch } = useQuery(OrderDetailsQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });

  if (data?.order) return <OrderContent order={data.order} openRating={openRating} focusPay={focusPay} />;
  if (data && data.order === null) {
    return (
      <div className={styles.notFound}>
        <h1 className={heading.size2xl}>Order not found</h1>
        <p className={styles.muted}>We could not find this order in your account.</p>
        <BackLink />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <BackLink />
      <h1 className={heading.size2xl}>Order Details</h1>
      {loading || !error ? (
        <LoadingState label="Loading order details..." />
      ) : (
        <ErrorState
          message="Failed to load order details. Please try again."
          actionLabel="Retry"
          onAction={() => void refetch().catch(() => undefined)}
        />
      )}
    </div>
  );
}
