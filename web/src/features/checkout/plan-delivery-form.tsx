import type { FormEvent } from 'react';
import { AddressChoice, WindowChoice } from '../../components/delivery-choice';
import styles from './billing-form.module.css';
import type { PlanDeliveryState } from './use-plan-delivery';

/**
 * A plan's checkout form (issue 38 part 2): where and when it delivers, instead of the billing
 * details an order needs. A saved address (a link to add one when there is none) and a daily
 * window of its pincode; Pay, in the order summary, submits it by its id.
 */
export function PlanDeliveryForm({ formId, delivery, onSubmit }: { formId: string; delivery: PlanDeliveryState; onSubmit: () => void }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form id={formId} className={styles.form} noValidate onSubmit={submit} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className={styles.title}>
        Delivery Details
      </h2>
      <AddressChoice
        idPrefix={formId}
        addresses={delivery.addresses}
        loading={delivery.addressesLoading}
        failed={delivery.addressesFailed}
        onRetry={delivery.retryAddresses}
        selected={delivery.addressId}
        onSelect={delivery.selectAddress}
        error={delivery.addressError}
      />
      <WindowChoice
        idPrefix={formId}
        windows={delivery.windows}
        hasAddress={!!delivery.addressId && !delivery.addressError}
        loading={delivery.windowsLoading}
        failed={delivery.windowsFailed}
        onRetry={delivery.retryWindows}
        selected={delivery.slotId}
        onSelect={delivery.selectWindow}
        error={delivery.windowError}
      />
      <fieldset className={styles.methods}>
        <legend className={styles.title}>Payment Method</legend>
        <p className={styles.note}>Subscriptions are paid by card (Razorpay) only.</p>
      </fieldset>
    </form>
  );
}
