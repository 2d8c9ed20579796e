import { useEffect, useMemo, useRef, useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Lock, ShoppingCart } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toaster } from '../../components/app-toaster';
import looks from '../../components/button-looks.module.css';
import controls from '../../components/controls.module.css';
import heading from '../../components/heading.module.css';
import layout from '../../components/layout.module.css';
import { ErrorState, LoadingState } from '../../components/page-states';
import spinner from '../../components/spinner.module.css';
import { useHydrated, useSession } from '../../features/accounts/session-store';
import { BillingForm, type CheckoutValues } from '../../features/checkout/billing-form';
import {
  CART_LOAD_FAILED,
  COUPON_APPLY_FAILED,
  COUPON_EMPTY,
  COUPON_INVALID,
  COUPON_REMOVED,
  LOGIN_TO_CHECKOUT,
  LOGIN_TO_SUBSCRIBE,
  ORDER_FAILED,
  ORDER_NOT_PLACED,
  ORDER_TOAST_MS,
  orderPlaced,
  PLAN_LOAD_FAILED,
  SUBSCRIPTION_ACTIVATED,
} from '../../features/checkout/checkout-messages';
import {
  CheckoutCartQuery,
  CheckoutCouponsQuery,
  CheckoutPlaceOrderMutation,
  CheckoutPlanQuery,
  CheckoutProfileQuery,
} from '../../features/checkout/checkout-operations';
import styles from '../../features/checkout/checkout-page.module.css';
import { checkoutPrefill } from '../../features/checkout/checkout-prefill';
import { OrderConfirmed, PaymentFailed, SubscriptionActivated, type ActivatedSubscription, type ConfirmedOrder } from '../../features/checkout/checkout-results';
import { CouponBox } from '../../features/checkout/coupon-box';
import { newIdempotencyKey } from '../../features/checkout/idempotency-key';
import { CartTotalsList, OrderSummary } from '../../features/checkout/order-summary';
import { PlanSummary } from '../../features/checkout/plan-summary';
import { PAYMENT_INITIATE_FAILED, PAYMENT_SUCCESS } from '../../features/payments/payment-messages';
import { PaymentCreateMutation, PaymentSubscribeMutation } from '../../features/payments/payment-operations';
import type { PaymentPrefill, PaymentWindowIntent } from '../../features/payments/payment-types';
import { serverMessage, usePaymentWindow } from '../../features/payments/use-payment-window';
import { savePlanChoice } from '../../features/plans/selected-plan-storage';
import { formatMoney } from '../../lib/money';
import { usePageHead } from '../page-meta';

const FORM_ID = 'checkout-form';
const MAX_OFFERS = 4;

/** What is being paid for: the order that waits for its payment, or a plan. */
type PaymentTarget = { orderId: string } | { planId: string };

type CheckoutResult =
  | { kind: 'order'; order: ConfirmedOrder }
  | { kind: 'subscription'; subscription: ActivatedSubscription }
  | { kind: 'failed'; reason: string; target: PaymentTarget; description: string };

const warn = (warnings: readonly string[]) => warnings.forEach((title) => toaster.create({ type: 'warning', title }));

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** An ISO date as '5 Mar 2026' (shown only after hydration, so server and browser never differ). */
const showDate = (iso: string) => {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
};

/**
 * /checkout (spec §2 Checkout; decisions: Payments, Checkout and guests). Four states: the
 * empty cart, the form (Billing Details, coupon, 'Your Order', Place Order), success and
 * failure. Cash orders are placed at once; card orders and plans go through the payment
 * window (Razorpay, or the in-app test window) and are verified by the server. The session
 * lives in local storage, so the server renders the loading state and the page fills in after
 * hydration; a guest is sent to log in.
 */
export default function CheckoutPage() {
  usePageHead({ title: 'Checkout', noindex: true });
  const hydrated = useHydrated();
  const session = useSession();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [params] = useSearchParams();
  const planId = params.get('plan_id');
  const signedIn = hydrated && !!session;

  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [orderError, setOrderError] = useState<string | null>(null);
  const [result, setResult] = useState<CheckoutResult | null>(null);
  const [retrying, setRetrying] = useState(false);
  // One key per checkout attempt: a repeated submit (double click, a retry after a lost reply)
  // gets the order the first one made.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const busyRef = useRef(false);
  const prefillRef = useRef<PaymentPrefill>({ name: '', email: '', contact: '' });

  const cartQuery = useQuery(CheckoutCartQuery, {
    skip: !signedIn || !!planId,
    variables: { couponCode: appliedCode },
    // Fresh figures when the page opens; a coupon the shopper applies is already in the cache.
    fetchPolicy: 'network-only',
    nextFetchPolicy: () => 'cache-first',
  });
  const planQuery = useQuery(CheckoutPlanQuery, { skip: !signedIn || !planId, variables: { id: planId ?? '' } });
  const profileQuery = useQuery(CheckoutProfileQuery, { skip: !signedIn });
  const couponsQuery = useQuery(CheckoutCouponsQuery, { skip: !signedIn || !!planId });
  const [placeOrder] = useMutation(CheckoutPlaceOrderMutation);
  const [createPayment] = useMutation(PaymentCreateMutation);
  const [subscribe] = useMutation(PaymentSubscribeMutation);
  const payment = usePaymentWindow();

  // Spec §6 / decisions: checkout needs a signed-in customer. A plan keeps the plans page's
  // behaviour: its message, and the plan remembered for after the login.
  useEffect(() => {
    if (!hydrated || session) return;
    if (planId) savePlanChoice(planId);
    toaster.create({ type: 'info', title: planId ? LOGIN_TO_SUBSCRIBE : LOGIN_TO_CHECKOUT });
    // Back here once signed in (the login page honours a local `next`).
    navigate(`/login?next=${encodeURIComponent(planId ? `/checkout?plan_id=${planId}` : '/checkout')}`, { replace: true });
  }, [hydrated, session, planId, navigate]);

  const plan = planQuery.data?.subscriptionPlan ?? null;
  const planFailed = !!planId && signedIn && !planQuery.loading && (!!planQuery.error || (!!planQuery.data && !plan));
  useEffect(() => {
    if (!planFailed) return;
    toaster.create({ type: 'error', title: PLAN_LOAD_FAILED });
    navigate('/subscriptions', { replace: true });
  }, [planFailed, navigate]);

  const user = session?.user;
  const me = profileQuery.data?.me;
  const prefill = useMemo(() => (user ? checkoutPrefill(user, me) : undefined), [user, me]);

  const cart = cartQuery.data?.cart;
  // The server re-checks the coupon with every cart answer: one that stopped applying (the
  // cart changed, the coupon ran out) is dropped with its reason, as a failed apply is.
  const couponCheck = cart?.coupon;
  if (appliedCode && couponCheck && !couponCheck.isValid && !cartQuery.loading) {
    setAppliedCode(null);
    setCouponError(couponCheck.message || COUPON_INVALID);
  }
  const applied =
    appliedCode && couponCheck?.isValid ? { code: couponCheck.coupon?.code ?? appliedCode, discount: cart?.totals.couponDiscount ?? couponCheck.discount } : null;

  /** Fresh cart figures everywhere (the header badge, the drawer) after an order emptied it. */
  const refreshCart = () => {
    void client
      .refetchQueries({
        updateCache(cache) {
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'cart' });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'myOrders' });
        },
      })
      .catch(() => undefined);
  };

  const applyCoupon = async (code: string) => {
    if (!code) {
      setCouponError(COUPON_EMPTY);
      return;
    }
    setApplying(true);
    setCouponError(null);
    try {
      const { data } = await client.query({ query: CheckoutCartQuery, variables: { couponCode: code }, fetchPolicy: 'network-only' });
      const check = data?.cart.coupon;
      if (check?.isValid) {
        setAppliedCode(code);
        toaster.create({ type: 'success', title: check.message });
      } else {
        setAppliedCode(null);
        setCouponError(check?.message || COUPON_INVALID);
      }
    } catch (error) {
      setAppliedCode(null);
      setCouponError(serverMessage(error, COUPON_APPLY_FAILED));
    } finally {
      setApplying(false);
    }
  };

  const removeCoupon = () => {
    setAppliedCode(null);
    setCouponError(null);
    toaster.create({ type: 'info', title: COUPON_REMOVED });
  };

  /** Opens the payment window and turns its outcome into the page's result. */
  const runPayment = async (intent: PaymentWindowIntent, target: PaymentTarget, description: string) => {
    const outcome = await payment.pay({ intent, prefill: prefillRef.current, description });
    if (outcome.kind === 'failed') {
      setResult({ kind: 'failed', reason: outcome.reason, target, description });
      return;
    }
    const { order, subscription, warnings } = outcome.result;
    if (subscription) {
      toaster.create({ type: 'success', title: SUBSCRIPTION_ACTIVATED });
      setResult({
        kind: 'subscription',
        subscription: {
          id: subscription.id,
          planName: subscription.planName,
          price: subscription.price,
          startDate: showDate(subscription.startDate),
          endDate: showDate(subscription.endDate),
          email: prefillRef.current.email || null,
        },
      });
    } else if (order) {
      toaster.create({ type: 'success', title: PAYMENT_SUCCESS });
      setResult({ kind: 'order', order: { id: order.id, orderNumber: order.orderNumber, total: order.total, email: order.shipping.email, paidByCard: true } });
      refreshCart();
    }
    warn(warnings);
  };

  const submit = async (values: CheckoutValues) => {
    // The button is disabled while submitting; this also stops a second Enter in a field.
    if (busyRef.current) return;
    busyRef.current = true;
    setSubmitting(true);
    setOrderError(null);
    prefillRef.current = { name: `${values.firstName} ${values.lastName}`.trim(), email: values.email.trim(), contact: values.phone.trim() };
    try {
      if (planId && plan) {
        let intent: PaymentWindowIntent;
        try {
          const { data } = await subscribe({ variables: { planId: plan.id } });
          if (!data) throw new Error('no payment');
          intent = data.subscribe;
        } catch (error) {
          setOrderError(serverMessage(error, PAYMENT_INITIATE_FAILED));
          return;
        }
        await runPayment(intent, { planId: plan.id }, plan.planName);
        return;
      }
      const { firstName, lastName, email, phone, address, city, state, country, postcode } = values;
      let reply;
      try {
        const { data } = await placeOrder({
          variables: {
            input: {
              shipping: { firstName, lastName, email, phone, address, city, state, country, postcode },
              paymentMethod: values.paymentMethod === 'card' ? 'CARD' : 'CASH',
              couponCode: applied?.code ?? null,
              idempotencyKey,
            },
          },
        });
        reply = data?.placeOrder;
      } catch (error) {
        if (CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === 'COUPON_INVALID') {
          // The order was refused for its coupon: the total goes back to the one without it.
          setAppliedCode(null);
          setCouponError(serverMessage(error, COUPON_INVALID));
        }
        setOrderError(serverMessage(error, ORDER_FAILED));
        return;
      }
      if (!reply?.success) {
        setOrderError(reply?.message || ORDER_NOT_PLACED);
        return;
      }
      // The order exists now: another attempt from this page would be a new order.
      setIdempotencyKey(newIdempotencyKey());
      warn(reply.warnings);
      if (reply.payment) {
        await runPayment(reply.payment, { orderId: reply.orderId }, `Order #${reply.orderId}`);
        return;
      }
      toaster.create({ type: 'success', title: orderPlaced(reply.orderId), duration: ORDER_TOAST_MS });
      setResult({
        kind: 'order',
        order: { id: reply.order.id, orderNumber: reply.order.orderNumber, total: reply.order.total, email: reply.order.shipping.email, paidByCard: false },
      });
      refreshCart();
    } finally {
      busyRef.current = false;
      setSubmitting(false);
    }
  };

  const retryPayment = async () => {
    if (result?.kind !== 'failed' || busyRef.current) return;
    const { target, description } = result;
    busyRef.current = true;
    setRetrying(true);
    try {
      const { data } = await createPayment({ variables: 'orderId' in target ? { orderId: target.orderId } : { planId: target.planId } });
      if (!data) throw new Error('no payment');
      await runPayment(data.createPayment, target, description);
    } catch (error) {
      setResult({ kind: 'failed', reason: serverMessage(error, PAYMENT_INITIATE_FAILED), target, description });
    } finally {
      busyRef.current = false;
      setRetrying(false);
    }
  };

  let content;
  if (!signedIn) {
    content = <LoadingState label="Loading checkout..." />;
  } else if (result?.kind === 'order') {
    content = <OrderConfirmed order={result.order} />;
  } else if (result?.kind === 'subscription') {
    content = <SubscriptionActivated subscription={result.subscription} />;
  } else if (result?.kind === 'failed') {
    content = (
      <PaymentFailed
        reason={result.reason}
        orderId={'orderId' in result.target ? result.target.orderId : null}
        retrying={retrying}
        onRetry={() => void retryPayment()}
      />
    );
  } else if (planId ? !plan : !cart && !cartQuery.error) {
    content = <LoadingState label="Loading checkout..." />;
  } else if (!planId && cartQuery.error && !cart) {
    content = <ErrorState message={CART_LOAD_FAILED} actionLabel="Retry" onAction={() => void cartQuery.refetch().catch(() => undefined)} />;
  } else if (!planId && cart && cart.lines.length === 0) {
    // The spec both shows 'Your cart is empty' and redirects to /cart in this case; the page
    // shows the empty state (what the spec's screen shows) so the shopper is told why, with
    // the way back to the shop, instead of landing on another page unannounced.
    content = (
      <div className={styles.empty}>
        <ShoppingCart aria-hidden className={styles.emptyIcon} />
        <h1 className={styles.emptyTitle}>Your cart is empty</h1>
        <p className={styles.muted}>Add some fresh fruit to your cart before checking out.</p>
        <Link to="/shop" className={`${controls.button} ${controls.solid} ${looks.lg}`}>
          Continue Shopping
        </Link>
      </div>
    );
  } else {
    const total = plan ? plan.price : (cart?.totals.total ?? 0);
    const sellable = plan ? true : !!cart?.lines.some((line) => line.available);
    const placeButton = (
      <div className={styles.place}>
        <div role="alert">{orderError ? <p className={styles.failure}>{orderError}</p> : null}</div>
        <button
          type="submit"
          form={FORM_ID}
          className={`${controls.button} ${controls.solid} ${looks.lg} ${styles.placeButton}`}
          disabled={submitting || !sellable}
        >
          {submitting ? (
            <>
              <span className={`${spinner.spinner} ${spinner.inline}`} aria-hidden />
              Processing...
            </>
          ) : plan ? (
            `Pay ${formatMoney(total)}`
          ) : (
            `Place Order ${formatMoney(total)}`
          )}
        </button>
        <p className={styles.secure}>
          <Lock aria-hidden />
          Payments are verified by our server; card details never touch our shop.
        </p>
      </div>
    );
    content = (
      <>
        <h1 className={`${heading.size2xl} ${heading.mdSize3xl} ${styles.heading}`}>Checkout</h1>
        <div className={styles.grid}>
          <div className={styles.details}>
            <BillingForm formId={FORM_ID} prefill={prefill} cardOnly={!!plan} onSubmit={(values) => void submit(values)} />
          </div>
          {plan ? (
            <PlanSummary plan={plan}>{placeButton}</PlanSummary>
          ) : cart ? (
            <OrderSummary cart={cart}>
              <CouponBox
                applied={applied}
                applying={applying}
                error={couponError}
                offers={(couponsQuery.data?.coupons ?? []).slice(0, MAX_OFFERS)}
                onApply={(code) => void applyCoupon(code)}
                onRemove={removeCoupon}
              />
              <CartTotalsList totals={cart.totals} />
              {placeButton}
            </OrderSummary>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className={`${layout.container} ${styles.page}`}>
      {content}
      {payment.window}
    </div>
  );
}
