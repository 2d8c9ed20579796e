import { AddressChoice } from '../../components/delivery-choice';
import heading from '../../components/heading.module.css';
import { BillingForm, EMPTY_CHECKOUT_VALUES } from './billing-form';
import styles from './checkout-page.module.css';
import { CouponBox } from './coupon-box';
import { DeliverySlotPicker } from './delivery-slot-picker';
import { CartTotalsList, OrderSummary } from './order-summary';
import { PlaceOrder } from './place-order';
import { PlanDeliveryForm } from './plan-delivery-form';
import { PlanSummary } from './plan-summary';
import type { CheckoutState } from './use-checkout';

const FORM_ID = 'checkout-form';

/**
 * The checkout form (spec §2 Checkout): Billing Details (for a plan, where and when it
 * delivers) on one side; on the other, 'Your Order' — the plan, or the cart's lines with the coupon box and the totals — and Place Order.
 */
export function CheckoutForm({ prefill, plan, cart, coupon, slots, savedAddresses, planDelivery, place, noteError }: Omit<Extract<CheckoutState, { kind: 'form' }>, 'kind'>) {
  const placeOrder = <PlaceOrder formId={FORM_ID} place={place} isPlan={!!plan} />;
  return (
    <>
      <h1 className={`${heading.size2xl} ${heading.mdSize3xl} ${styles.heading}`}>Checkout</h1>
      <div className={styles.grid}>
        <div className={styles.details}>
          {plan && planDelivery ? (
            // A plan delivers to a saved address in a daily window; the payer is the signed-in customer.
            <PlanDeliveryForm formId={FORM_ID} delivery={planDelivery} onSubmit={() => place.submit(prefill ?? EMPTY_CHECKOUT_VALUES)} />
          ) : (
            <BillingForm
              formId={FORM_ID}
              prefill={prefill}
              cardOnly={false}
              onSubmit={place.submit}
              onPostcodeChange={slots.onPostcodeChange}
              deliverySlots={<DeliverySlotPicker slots={slots} />}
              withNote
              noteError={noteError}
              fill={savedAddresses.fill}
              addressChoice={
                // Any saved address may be delivered to (the primary until another is chosen).
                savedAddresses.addresses.length ? (
                  <AddressChoice
                    idPrefix={FORM_ID}
                    addresses={savedAddresses.addresses}
                    loading={false}
                    failed={false}
                    onRetry={() => undefined}
                    selected={savedAddresses.selected}
                    onSelect={savedAddresses.select}
                    error={savedAddresses.error}
                  />
                ) : null
              }
            />
          )}
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
