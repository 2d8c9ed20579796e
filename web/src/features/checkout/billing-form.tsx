import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import {
  checkoutRules,
  REQUIRED_MESSAGE,
  SHIPPING_FIELDS,
  SHIPPING_LIMITS,
  type PaymentMethodName,
  type ShippingDetails,
  type ShippingField,
} from '@fruit-shop/common/checkout.rules';
import field from '../../components/text-field.module.css';
import styles from './billing-form.module.css';

export type CheckoutValues = ShippingDetails & { paymentMethod: PaymentMethodName };

export const EMPTY_CHECKOUT_VALUES: CheckoutValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  // Spec §3 Checkout form: country India, payment cash unless the shopper picks card.
  country: 'India',
  postcode: '',
  paymentMethod: 'cash',
};

const LABELS: Record<ShippingField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email Address',
  phone: 'Phone Number',
  address: 'Address',
  city: 'City',
  state: 'State',
  country: 'Country',
  postcode: 'Postcode',
};

const AUTOCOMPLETE: Record<ShippingField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  address: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  country: 'country-name',
  postcode: 'postal-code',
};

const INPUT_TYPE: Partial<Record<ShippingField, string>> = { email: 'email', phone: 'tel', postcode: 'text' };
const INPUT_MODE: Partial<Record<ShippingField, 'numeric' | 'tel' | 'email'>> = { phone: 'tel', postcode: 'numeric', email: 'email' };

/** Side by side from 640px; the address takes the whole row. */
const ROWS: ShippingField[][] = [['firstName', 'lastName'], ['email', 'phone'], ['address'], ['city', 'state'], ['country', 'postcode']];

/** Any field left blank: the spec's one message for all of them (checkout.rules' order). */
function missingFields(errors: FieldErrors<CheckoutValues>): boolean {
  return SHIPPING_FIELDS.some((name) => errors[name]?.message === REQUIRED_MESSAGE);
}

interface BillingFormProps {
  formId: string;
  /** The signed-in customer's details; fields the shopper already edited are kept. */
  prefill: CheckoutValues | undefined;
  /** A plan is paid by card only: the choice is replaced by a note. */
  cardOnly: boolean;
  onSubmit: (values: CheckoutValues) => void;
  /** Under the fields: e.g. the server's reason an order failed. */
  footer?: ReactNode;
  /** Told the postcode as it is typed (and prefilled): the delivery slots follow it. */
  onPostcodeChange?: (postcode: string) => void;
  /** Between the address and the payment method: the delivery slots. */
  deliverySlots?: ReactNode;
}

/**
 * Billing Details (spec §3 Checkout form, §5 Checkout) with react-hook-form and the rules the
 * server applies (checkout.rules). Blank fields are reported together with the spec's one
 * message; a field in the wrong shape (phone, email, postcode) says so under itself. The
 * submit button stands in the order summary and names this form with `form=`.
 */
export function BillingForm({ formId, prefill, cardOnly, onSubmit, footer, onPostcodeChange, deliverySlots }: BillingFormProps) {
  const { register, handleSubmit, formState, control } = useForm<CheckoutValues>({
    defaultValues: EMPTY_CHECKOUT_VALUES,
    values: prefill,
    resetOptions: { keepDirtyValues: true },
  });
  const errors = formState.errors;
  const summaryId = `${formId}-missing`;
  const missing = missingFields(errors);
  const postcode = useWatch({ control, name: 'postcode' });
  useEffect(() => {
    onPostcodeChange?.(postcode ?? '');
  }, [postcode, onPostcodeChange]);

  const input = (name: ShippingField) => {
    const id = `${formId}-${name}`;
    const message = errors[name]?.message;
    const own = message && message !== REQUIRED_MESSAGE ? message : null;
    const describedBy = own ? `${id}-error` : message ? summaryId : undefined;
    return (
      <div key={name} className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {LABELS[name]}
          <span aria-hidden className={styles.required}>
            {' '}
            *
          </span>
        </label>
        <input
          id={id}
          className={`${field.field} ${styles.input}`}
          type={INPUT_TYPE[name] ?? 'text'}
          inputMode={INPUT_MODE[name]}
          autoComplete={AUTOCOMPLETE[name]}
          maxLength={SHIPPING_LIMITS[name] + 20}
          aria-required
          aria-invalid={!!message}
          aria-describedby={describedBy}
          {...register(name, { validate: checkoutRules[name] })}
        />
        {own ? (
          <p id={`${id}-error`} role="alert" className={styles.error}>
            {own}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form id={formId} className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className={styles.title}>
        Billing Details
      </h2>
      <div role="alert" id={summaryId}>
        {missing ? <p className={styles.summary}>{REQUIRED_MESSAGE}</p> : null}
      </div>
      {ROWS.map((row) => (
        <div key={row.join('-')} className={row.length > 1 ? styles.row : undefined}>
          {row.map(input)}
        </div>
      ))}
      {deliverySlots}

      <fieldset className={styles.methods}>
        <legend className={styles.title}>Payment Method</legend>
        {cardOnly ? (
          <p className={styles.note}>Subscriptions are paid by card (Razorpay) only.</p>
        ) : (
          <div className={styles.options}>
            <label className={styles.option}>
              <input type="radio" value="cash" {...register('paymentMethod')} />
              <span>
                <span className={styles.optionName}>Cash on Delivery</span>
                <span className={styles.optionHint}>Pay when your fruit arrives.</span>
              </span>
            </label>
            <label className={styles.option}>
              <input type="radio" value="card" {...register('paymentMethod')} />
              <span>
                <span className={styles.optionName}>Card (Razorpay)</span>
                <span className={styles.optionHint}>Pay securely by card, UPI or net banking.</span>
              </span>
            </label>
          </div>
        )}
      </fieldset>
      {footer}
    </form>
  );
}
