import heading from '../../components/heading.module.css';
import { BillingForm } from './billing-form';
import styles from './checkout-page.module.css';
import { CouponBox } from './coupon-box';
import { DeliverySlotPicker } from './delivery-slot-picker';
import { CartTotalsList, OrderSummary } from './order-summary';
import { PlaceOrder } from './place-order';
import { PlanSummary } from './plan-summary';
import type { CheckoutState } from './use-checkout';

const FORM_ID = 'checkout-form';

/**
 * The checkout form (spec §2 Checkout): Billing Details on one side; on the other, 'Your
 * Order' — the plan, or the cart's lines with the coupon box and the totals — and Place Order.
 */
export function CheckoutForm({ prefill, plan, cart, coupon, slots, place, noteError }: Omit<Extract<CheckoutState, { kind: 'form' }>, 'kind'>) {
  const placeOrder = <PlaceOrder formId={FORM_ID} place={place} isPlan={!!plan} />;
  return (
    <>
      <h1 className={`${heading.size2xl} ${heading.mdSize3xl} ${styles.heading}`}>Checkout</h1>
      <div className={styles.grid}>
        <div className={styles.details}>
          <BillingForm
            formId={FORM_ID}
            prefill={prefill}
            cardOnly={!!plan}
            onSubmit={place.submit}
            onPostcodeChange={plan ? undefined : slots.onPostcodeChange}
            deliverySlots={plan ? null : <DeliverySlotPicker slots={slots} />}
            withNote={!plan}
            noteError={noteError}
          />
        </div>
        {plan ? (
          <PlanSummary plan={plan}>{placeOrder}</PlanSummary>
        ) : cart ? (
          <OrderSummary cart={cart}>
            <CouponBox
              applied={coupon.applied}
              applying={coupon.applying}
              error={coupon.error}
              offers={coupon.offers}
              onApply={coupon.apply}
              onRemove={coupon.remove}
            />
            <CartTotalsList totals={cart.totals} />
            {placeOrder}
          </OrderSummary>
        ) : null}
      </div>
    </>
  );
}
