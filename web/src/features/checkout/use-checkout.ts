import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toaster } from '../../components/app-toaster';
import type {
  CheckoutCartQuery as CartResult,
  CheckoutDeliverySlotsQuery as SlotsResult,
  CheckoutPlanQuery as PlanResult,
  CheckoutProfileQuery as CheckoutProfileResult,
} from '../../gql/graphql';
import { DELIVERY_MESSAGES, notServiceableMessage, slotLabel } from '@fruit-shop/common/delivery.rules';
import { useHydrated, useSession } from '../accounts/session-store';
import { PAYMENT_INITIATE_FAILED, PAYMENT_SUCCESS } from '../payments/payment-messages';
import { PaymentCreateMutation, PaymentSubscribeMutation } from '../payments/payment-operations';
import type { PaymentPrefill, PaymentWindowIntent } from '../payments/payment-types';
import { serverMessage, usePaymentWindow } from '../payments/use-payment-window';
import { savePlanChoice } from '../plans/selected-plan-storage';
import type { CheckoutValues } from './billing-form';
import {
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
} from './checkout-messages';
import { CheckoutCartQuery, CheckoutCouponsQuery, CheckoutDeliverySlotsQuery, CheckoutPlaceOrderMutation, CheckoutPlanQuery, CheckoutProfileQuery } from './checkout-operations';
import { primaryAddress } from '../../components/delivery-choice';
import { addressFill, checkoutPrefill, sameAddress, type AddressFill } from './checkout-prefill';
import type { ActivatedSubscription, ConfirmedOrder } from './checkout-results';
import type { AppliedCoupon, OfferedCoupon } from './coupon-box';
import { newIdempotencyKey } from './idempotency-key';
import { usePlanDelivery, type PlanDeliveryState } from './use-plan-delivery';

const MAX_OFFERS = 4;

export type CheckoutCart = CartResult['cart'];
export type CheckoutPlan = NonNullable<PlanResult['subscriptionPlan']>;

/** What is being paid for: the order that waits for its payment, or a plan. */
type PaymentTarget = { orderId: string } | { planId: string };

type CheckoutResult =
  | { kind: 'order'; order: ConfirmedOrder }
  | { kind: 'subscription'; subscription: ActivatedSubscription }
  | { kind: 'failed'; reason: string; target: PaymentTarget; description: string };

/** The coupon box's state and actions (cart checkout only). */
export interface CouponState {
  applied: AppliedCoupon | null;
  applying: boolean;
  error: string | null;
  offers: readonly OfferedCoupon[];
  apply: (code: string) => void;
  remove: () => void;
}

/**
 * The delivery slots for the billing form's pincode (cart checkout only): loading, the pincode
 * not served (said before any payment), the slots of the next three days and the one chosen.
 */
export interface DeliverySlotState {
  /** The six-digit pincode they are for; '' until one is typed. */
  pincode: string;
  loading: boolean;
  loadFailed: boolean;
  retry: () => void;
  serviceable: boolean;
  notServiceable: string;
  slots: SlotsResult['deliverySlots']['slots'];
  selected: string | null;
  select: (id: string) => void;
  /** Why a slot is needed or was refused (a slot that closed while the shopper lingered). */
  error: string | null;
  onPostcodeChange: (postcode: string) => void;
}

/**
 * The saved addresses to deliver to (cart checkout only, issue 40): the primary until the
 * shopper chooses; a choice fills the form's address fields (`fill`, a new `key` each time), and
 * the order names it while those fields still hold it. The server's refusal shows as `error`.
 */
export interface SavedAddressState {
  addresses: NonNullable<CheckoutProfileResult['me']>['addresses'];
  selected: string | null;
  select: (id: string) => void;
  fill: { key: number; values: AddressFill } | null;
  error: string | null;
}

/** Place Order (or Pay, for a plan): what it charges and whether it can be pressed. */
export interface PlaceOrderState {
  total: number;
  /** False while no line of the cart can be sold. */
  sellable: boolean;
  submitting: boolean;
  /** Why the last attempt failed, shown above the button. */
  error: string | null;
  submit: (values: CheckoutValues) => void;
}

/**
 * Where the checkout is. `loading` until a signed-in customer's cart or plan is known (the
 * server renders it too); then the cart's load failure, the empty cart, or the form; after
 * a submit, the confirmed order, the activated plan or the failed payment (with a retry).
 */
export type CheckoutState =
  | { kind: 'loading' }
  | { kind: 'load-failed'; retry: () => void }
  | { kind: 'empty' }
  | {
      kind: 'form';
      prefill: CheckoutValues | undefined;
      plan: CheckoutPlan | null;
      cart: CheckoutCart | null;
      coupon: CouponState;
      slots: DeliverySlotState;
      savedAddresses: SavedAddressState;
      /** Where and when a plan delivers (a plan's checkout only). */
      planDelivery: PlanDeliveryState | null;
      place: PlaceOrderState;
      /** The server's refusal of the delivery note (too long), shown under the note. */
      noteError: string | null;
    }
  | { kind: 'order-confirmed'; order: ConfirmedOrder }
  | { kind: 'subscription-activated'; subscription: ActivatedSubscription }
  | { kind: 'payment-failed'; reason: string; orderId: string | null; retrying: boolean; retry: () => void };

const warn = (warnings: readonly string[]) => warnings.forEach((title) => toaster.create({ type: 'warning', title }));

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** An ISO date as '5 Mar 2026' (shown only after hydration, so server and browser never differ). */
const showDate = (iso: string) => {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
};

/**
 * /checkout's data and rules (spec §2 Checkout; decisions: Payments, Checkout and guests): the
 * cart or plan, the profile for the prefill, the coupons on offer; applying a coupon; placing
 * the order, paying through the payment window and retrying a failed payment. Cash orders
 * are placed at once; card orders and plans go through the payment window (Razorpay, or the
 * in-app test window, returned as `paymentWindow` for the page to render) and are verified by
 * the server. The session lives in local storage, so the state is `loading` until hydration;
 * a guest is sent to log in.
 */
export function useCheckout(): { state: CheckoutState; paymentWindow: ReactNode } {
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
  const [noteError, setNoteError] = useState<string | null>(null);
  const [result, setResult] = useState<CheckoutResult | null>(null);
  const [retrying, setRetrying] = useState(false);
  // One key per checkout attempt: a repeated submit (double click, a retry after a lost reply)
  // gets the order the first one made.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const busyRef = useRef(false);
  // The slot follows the pincode typed in the billing form; a refused one is dropped, with its
  // reason, and the list fetched again, while every field the shopper filled in stays.
  const [pincode, setPincode] = useState('');
  const [slotId, setSlotId] = useState<string | null>(null);
  const [slotError, setSlotError] = useState<string | null>(null);
  // The soonest open slot is chosen for the shopper until they choose, or until one they were
  // given was refused: then they choose themselves.
  const [autoPick, setAutoPick] = useState(true);
  const [chosenAddressId, setChosenAddressId] = useState<string | null>(null);
  const [addressFillState, setAddressFillState] = useState<SavedAddressState['fill']>(null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const onPostcodeChange = useCallback((value: string) => {
    const code = value.trim();
    setPincode(/^[1-9]\d{5}$/.test(code) ? code : '');
  }, []);
  const prefillRef = useRef<PaymentPrefill>({ name: '', email: '', contact: '' });
  /** The slot the placed order booked, for the confirmation (a card order's comes back from its payment). */
  const bookedSlotRef = useRef<string | null>(null);

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
  const slotsQuery = useQuery(CheckoutDeliverySlotsQuery, { skip: !signedIn || !!planId || !pincode, variables: { pincode }, fetchPolicy: 'network-only' });
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
  const savedAddresses = me?.addresses ?? [];
  const chosenAddress = savedAddresses.find((a) => a.id === chosenAddressId) ?? primaryAddress(savedAddresses) ?? null;
  const planDelivery = usePlanDelivery({
    enabled: signedIn && !!planId,
    addresses: me?.addresses,
    loading: profileQuery.loading,
    failed: !!profileQuery.error,
    retry: () => void profileQuery.refetch().catch(() => undefined),
  });

  const slotAnswer = pincode && slotsQuery.data?.deliverySlots.pincode === pincode ? slotsQuery.data.deliverySlots : null;
  const offered = slotAnswer?.slots ?? [];
  // A chosen slot that is no longer open (another pincode, closed, full) is no longer chosen.
  const open = offered.filter((s) => s.status === 'open' && s.available > 0);
  const chosen = slotId && open.some((s) => s.id === slotId) ? slotId : autoPick ? (open[0]?.id ?? null) : null;
  const refreshSlots = () => void slotsQuery.refetch().catch(() => undefined);

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

  /**
   * A card order empties the server's cart when it is created (as cash does), before it is
   * paid: the header badge and the drawer (the argument-less `cart`) forget it and ask again
   * at once, and the order lists too. The form behind the payment window keeps its own figures
   * (`cart(couponCode)`), so nothing moves under the window.
   */
  const forgetCart = () => {
    void client
      .refetchQueries({
        updateCache(cache) {
          cache.modify({ id: 'ROOT_QUERY', fields: { cart: (value, { storeFieldName, DELETE }) => (storeFieldName === 'cart' ? DELETE : value) } });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'myOrders' });
        },
        // Only what lost its data asks again: the form's `cart(couponCode)` is watched by
        // field name too, but still whole.
        onQueryUpdated: (_query, diff) => !diff.complete,
      })
      .catch(() => undefined);
  };

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
      setResult({
        kind: 'order',
        order: { id: order.id, orderNumber: order.orderNumber, total: order.total, email: order.shipping.email, paidByCard: true, deliverySlot: bookedSlotRef.current },
      });
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
    setNoteError(null);
    prefillRef.current = { name: `${values.firstName} ${values.lastName}`.trim(), email: values.email.trim(), contact: values.phone.trim() };
    try {
      if (planId && plan) {
        // Where and when it delivers: the server checks both against the pincode's slots.
        const delivery = planDelivery.take();
        if (!delivery) return;
        let intent: PaymentWindowIntent;
        try {
          const { data } = await subscribe({ variables: { planId: plan.id, addressId: delivery.addressId, slotId: delivery.slotId } });
          if (!data) throw new Error('no payment');
          intent = data.subscribe;
        } catch (error) {
          if (!planDelivery.refuse(error)) setOrderError(serverMessage(error, PAYMENT_INITIATE_FAILED));
          return;
        }
        await runPayment(intent, { planId: plan.id }, plan.planName);
        return;
      }
      const { firstName, lastName, email, phone, address, city, state, country, postcode } = values;
      // The saved address is named while the form still holds it; an edited one is sent as typed.
      const addressId = chosenAddress && sameAddress(values, addressFill(chosenAddress)) ? chosenAddress.id : null;
      setAddressError(null);
      if (slotAnswer && !slotAnswer.serviceable) {
        setOrderError(notServiceableMessage(slotAnswer.pincode));
        return;
      }
      if (!chosen) {
        setSlotError(DELIVERY_MESSAGES.chooseSlot);
        return;
      }
      let reply;
      try {
        const { data } = await placeOrder({
          variables: {
            input: {
              shipping: { firstName, lastName, email, phone, address, city, state, country, postcode },
              paymentMethod: values.paymentMethod === 'card' ? 'CARD' : 'CASH',
              couponCode: applied?.code ?? null,
              deliverySlotId: chosen,
              customerNote: values.customerNote.trim() || null,
              idempotencyKey,
              addressId,
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
        if (CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === 'SLOT_UNAVAILABLE') {
          // The slot closed or filled while the shopper was here: choose another, nothing else is lost.
          setSlotId(null);
          setAutoPick(false);
          setSlotError(serverMessage(error, DELIVERY_MESSAGES.slotClosed));
          refreshSlots();
        }
        if (CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.field === 'addressId') {
          setAddressError(serverMessage(error, ORDER_FAILED));
        }
        if (CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.field === 'customerNote') {
          setNoteError(serverMessage(error, ORDER_FAILED));
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
      bookedSlotRef.current = reply.order?.deliverySlot ? slotLabel(reply.order.deliverySlot) : null;
      warn(reply.warnings);
      if (reply.payment) {
        // The server emptied the cart with the order; a failed payment is retried for this order.
        forgetCart();
        await runPayment(reply.payment, { orderId: reply.orderId }, `Order #${reply.orderId}`);
        return;
      }
      toaster.create({ type: 'success', title: orderPlaced(reply.orderId), duration: ORDER_TOAST_MS });
      setResult({
        kind: 'order',
        order: {
          id: reply.order.id,
          orderNumber: reply.order.orderNumber,
          total: reply.order.total,
          email: reply.order.shipping.email,
          paidByCard: false,
          deliverySlot: bookedSlotRef.current,
        },
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

  let state: CheckoutState;
  if (!signedIn) {
    state = { kind: 'loading' };
  } else if (result?.kind === 'order') {
    state = { kind: 'order-confirmed', order: result.order };
  } else if (result?.kind === 'subscription') {
    state = { kind: 'subscription-activated', subscription: result.subscription };
  } else if (result?.kind === 'failed') {
    state = {
      kind: 'payment-failed',
      reason: result.reason,
      orderId: 'orderId' in result.target ? result.target.orderId : null,
      retrying,
      retry: () => void retryPayment(),
    };
  } else if (planId ? !plan : !cart && !cartQuery.error) {
    state = { kind: 'loading' };
  } else if (!planId && cartQuery.error && !cart) {
    state = { kind: 'load-failed', retry: () => void cartQuery.refetch().catch(() => undefined) };
  } else if (!planId && cart && cart.lines.length === 0) {
    state = { kind: 'empty' };
  } else {
    state = {
      kind: 'form',
      prefill,
      plan,
      cart: cart ?? null,
      slots: {
        pincode,
        loading: !!pincode && !slotAnswer && slotsQuery.loading,
        loadFailed: !!pincode && !slotAnswer && !!slotsQuery.error,
        retry: refreshSlots,
        serviceable: slotAnswer?.serviceable ?? true,
        notServiceable: notServiceableMessage(pincode),
        slots: offered,
        selected: chosen,
        select: (id) => {
          setSlotId(id);
          setSlotError(null);
          setOrderError(null);
        },
        error: slotError,
        onPostcodeChange,
      },
      savedAddresses: {
        addresses: savedAddresses,
        selected: chosenAddress?.id ?? null,
        select: (id) => {
          const address = savedAddresses.find((a) => a.id === id);
          if (!address) return;
          setChosenAddressId(id);
          setAddressError(null);
          setOrderError(null);
          setAddressFillState((previous) => ({ key: (previous?.key ?? 0) + 1, values: addressFill(address) }));
        },
        fill: addressFillState,
        error: addressError,
      },
      planDelivery: plan ? planDelivery.state : null,
      coupon: {
        applied,
        applying,
        error: couponError,
        offers: (couponsQuery.data?.coupons ?? []).slice(0, MAX_OFFERS),
        apply: (code) => void applyCoupon(code),
        remove: removeCoupon,
      },
      place: {
        total: plan ? plan.price : (cart?.totals.total ?? 0),
        // An unserved pincode cannot be paid for: the button waits for one the shop delivers to.
        sellable: plan ? planDelivery.state.ready : !!cart?.lines.some((line) => line.available) && (slotAnswer?.serviceable ?? true),
        submitting,
        error: orderError,
        submit: (values) => void submit(values),
      },
      noteError,
    };
  }

  return { state, paymentWindow: payment.window };
}
