import { useSearchParams } from 'react-router-dom';
import layout from '../../components/layout.module.css';
import { openLogin, openSignup } from '../../features/accounts/auth-dialog-store';
import { useHydrated, useSession } from '../../features/accounts/session-store';
import { ErrorState, LoadingState } from '../../components/page-states';
import { CheckoutForm } from '../../features/checkout/checkout-form';
import { CART_LOAD_FAILED } from '../../features/checkout/checkout-messages';
import styles from '../../features/checkout/checkout-page.module.css';
import { OrderConfirmed, PaymentFailed, SubscriptionActivated } from '../../features/checkout/checkout-results';
import { EmptyCheckout, GuestCheckout } from '../../features/checkout/empty-checkout';
import { useCheckout, type CheckoutState } from '../../features/checkout/use-checkout';
import { useGuestCartMergePending } from '../../lib/guest-cart';
import { usePageHead } from '../page-meta';

/** What the page shows in each state of the checkout (features/checkout/use-checkout.ts). */
function CheckoutContent({ state }: { state: CheckoutState }) {
  switch (state.kind) {
    case 'loading':
      return <LoadingState label="Loading checkout..." />;
    case 'load-failed':
      return <ErrorState message={CART_LOAD_FAILED} actionLabel="Retry" onAction={state.retry} />;
    case 'empty':
      return <EmptyCheckout />;
    case 'form':
      return (
        <CheckoutForm
          prefill={state.prefill}
          plan={state.plan}
          cart={state.cart}
          coupon={state.coupon}
          slots={state.slots}
          savedAddresses={state.savedAddresses}
          planDelivery={state.planDelivery}
          place={state.place}
          noteError={state.noteError}
        />
      );
    case 'order-confirmed':
      return <OrderConfirmed order={state.order} />;
    case 'subscription-activated':
      return <SubscriptionActivated subscription={state.subscription} />;
    case 'payment-failed':
      return <PaymentFailed reason={state.reason} orderId={state.orderId} retrying={state.retrying} onRetry={state.retry} />;
  }
}

function SignedInCheckout() {
  const { state, paymentWindow } = useCheckout();
  return (
    <>
      <CheckoutContent state={state} />
      {paymentWindow}
    </>
  );
}

/**
 * /checkout (spec §2 Checkout; decisions: Payments, Checkout and guests, Guest cart): the empty
 * cart, the form (Billing Details, coupon, 'Your Order', Place Order), success and failure. The
 * rules, queries and mutations are in `useCheckout`; this page only shows where it is. A guest
 * with a cart is asked to sign in here, in place (the login dialog); signed in, the checkout
 * waits for the guest's cart to join the account's, then goes on. A plan's checkout keeps
 * `useCheckout`'s sign-in redirect.
 */
export default function CheckoutPage() {
  usePageHead({ title: 'Checkout', noindex: true });
  const hydrated = useHydrated();
  const session = useSession();
  const [params] = useSearchParams();
  const merging = useGuestCartMergePending(hydrated && !!session);
  let content;
  if (hydrated && !session && !params.get('plan_id')) content = <GuestCheckout onSignIn={openLogin} onSignUp={openSignup} />;
  else if (merging) content = <LoadingState label="Loading checkout..." />;
  else content = <SignedInCheckout />;
  return <div className={`${layout.container} ${styles.page}`}>{content}</div>;
}
