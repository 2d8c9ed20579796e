import { useEffect, useRef, type ReactNode } from 'react';
import { CircleCheck, CircleX, Headphones, Package, RefreshCw, ShoppingBag, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toaster } from '../../components/app-toaster';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import spinner from '../../components/spinner.module.css';
import { formatMoney } from '../../lib/money';
import { useShopDetails } from '../../lib/shop-profile';
import { ORDER_CONFIRMED, PAYMENT_FAILED_TITLE, SUBSCRIPTION_ACTIVATED } from './checkout-messages';
import styles from './checkout-results.module.css';

/** The heading takes focus when the view replaces the form, so a screen reader starts there. */
function useFocusOnMount() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/** Spec §9: checkout help, replies within 24 hours; the hours and contacts are the shop profile's. */
export function NeedHelpPanel() {
  const shop = useShopDetails();
  return (
    <section className={styles.help} aria-labelledby="checkout-need-help">
      <Headphones aria-hidden className={styles.helpIcon} />
      <div>
        <h2 id="checkout-need-help" className={styles.helpTitle}>
          Need Help?
        </h2>
        <p className={styles.muted}>
          {shop.supportHours ? `Our support team is available ${shop.supportHours} and replies` : 'Our support team replies'} within 24 hours.
        </p>
        <p className={styles.contacts}>
          {shop.phone && <a href={shop.phoneHref}>{shop.phone}</a>}
          {shop.email && <a href={`mailto:${shop.email}`}>{shop.email}</a>}
        </p>
      </div>
    </section>
  );
}

function ResultCard({ tone, title, children }: { tone: 'success' | 'failure'; title: string; children: ReactNode }) {
  const headingRef = useFocusOnMount();
  const Icon = tone === 'success' ? CircleCheck : CircleX;
  return (
    <div className={styles.card} data-tone={tone}>
      <Icon aria-hidden className={styles.icon} />
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {children}
    </div>
  );
}

/** The spec's resend link: nothing is resent (spec §2), the shopper is told where the confirmation went. */
function ResendConfirmation({ email }: { email: string | null }) {
  return (
    <button
      type="button"
      className={styles.linkButton}
      onClick={() =>
        toaster.create({
          type: 'info',
          title: email ? `Your confirmation was sent to ${email}. Please check your spam folder if it has not arrived.` : 'Your confirmation has been sent to your email.',
        })
      }
    >
      Didn&apos;t get the confirmation email? Resend it
    </button>
  );
}

export interface ConfirmedOrder {
  id: string;
  orderNumber: string;
  total: number;
  email: string | null;
  paidByCard: boolean;
  /** The delivery slot it booked, as a label ('Fri 27 Nov, 07:00–10:00'). */
  deliverySlot?: string | null;
}

/** 'Order Confirmed!' (spec §2 Checkout, success). */
export function OrderConfirmed({ order }: { order: ConfirmedOrder }) {
  const shop = useShopDetails();
  return (
    <ResultCard tone="success" title={ORDER_CONFIRMED}>
      <p className={styles.lead}>Thank you for shopping with {shop.name}! Your fresh fruit is on its way soon.</p>
      <dl className={styles.facts}>
        <div>
          <dt>Order ID</dt>
          <dd>#{order.id}</dd>
        </div>
        <div>
          <dt>Order number</dt>
          <dd>{order.orderNumber}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatMoney(order.total)}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{order.paidByCard ? 'Paid by card' : 'Cash on Delivery'}</dd>
        </div>
        {order.deliverySlot ? (
          <div>
            <dt>Delivery slot</dt>
            <dd>{order.deliverySlot}</dd>
          </div>
        ) : null}
      </dl>
      {order.email ? <p className={styles.muted}>A confirmation has been sent to {order.email}.</p> : null}
      <div className={styles.actions}>
        <Link to="/shop" className={`${controls.button} ${controls.solid} ${looks.lg}`}>
          <ShoppingBag aria-hidden />
          Continue Shopping
        </Link>
        <Link to={`/orders/${encodeURIComponent(order.id)}`} className={`${controls.button} ${looks.lg} ${looks.brandOutline}`}>
          View Order
        </Link>
      </div>
      <ResendConfirmation email={order.email} />
      <NeedHelpPanel />
    </ResultCard>
  );
}

export interface ActivatedSubscription {
  id: string;
  planName: string;
  price: number;
  startDate: string;
  endDate: string;
  email: string | null;
}

/** 'Subscription Activated!' (spec §2 Checkout, success for a plan). */
export function SubscriptionActivated({ subscription }: { subscription: ActivatedSubscription }) {
  return (
    <ResultCard tone="success" title={SUBSCRIPTION_ACTIVATED}>
      <p className={styles.lead}>Welcome aboard! Your {subscription.planName} is active and your first delivery is being planned.</p>
      <dl className={styles.facts}>
        <div>
          <dt>Subscription ID</dt>
          <dd>#{subscription.id}</dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>{subscription.planName}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{formatMoney(subscription.price)}</dd>
        </div>
        <div>
          <dt>Valid</dt>
          <dd>
            {subscription.startDate} to {subscription.endDate}
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Link to="/account?tab=subscriptions" className={`${controls.button} ${controls.solid} ${looks.lg}`}>
          My Subscriptions
        </Link>
        <Link to="/shop" className={`${controls.button} ${looks.lg} ${looks.brandOutline}`}>
          <ShoppingBag aria-hidden />
          Continue Shopping
        </Link>
      </div>
      <ResendConfirmation email={subscription.email} />
      <NeedHelpPanel />
    </ResultCard>
  );
}

const POSSIBLE_REASONS = [
  'Insufficient balance or a card limit reached',
  'Incorrect card details, expiry date or CVV',
  'The bank declined the transaction or the one-time password timed out',
  'A network interruption during the payment',
  'The payment window was closed before the payment finished',
];

interface PaymentFailedProps {
  reason: string;
  /** The order waiting for its payment, when there is one. */
  orderId: string | null;
  retrying: boolean;
  onRetry: () => void;
}

/** 'Payment Failed' (spec §2 Checkout, failure): the reason, what may have gone wrong, and the way on. */
export function PaymentFailed({ reason, orderId, retrying, onRetry }: PaymentFailedProps) {
  return (
    <ResultCard tone="failure" title={PAYMENT_FAILED_TITLE}>
      <p role="alert" className={styles.reason}>
        {reason}
      </p>
      {orderId ? (
        <p className={styles.muted}>Your order #{orderId} is saved and waiting for its payment: you can pay for it from the order&apos;s page too.</p>
      ) : null}
      <div className={styles.reasons}>
        <h2 className={styles.reasonsTitle}>Possible reasons</h2>
        <ul>
          {POSSIBLE_REASONS.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
      <div className={styles.actions}>
        <button type="button" className={`${controls.button} ${controls.solid} ${looks.lg}`} onClick={onRetry} disabled={retrying}>
          {retrying ? <span className={`${spinner.spinner} ${spinner.inline}`} aria-hidden /> : <RefreshCw aria-hidden />}
          {retrying ? 'Processing...' : 'Try Payment Again'}
        </button>
        {orderId ? (
          // Where Pay now lives: the order can be paid from there later too (issue 36).
          <Link to={`/orders/${encodeURIComponent(orderId)}`} className={`${controls.button} ${looks.lg} ${looks.brandOutline}`}>
            <Package aria-hidden />
            View your order
          </Link>
        ) : null}
        <Link to="/cart" className={`${controls.button} ${looks.lg} ${looks.brandOutline}`}>
          <ShoppingCart aria-hidden />
          Back to Cart
        </Link>
      </div>
      <NeedHelpPanel />
    </ResultCard>
  );
}
