import { useEffect, useId, type ReactNode } from 'react';
import { useForm, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import {
  checkoutRules,
  REQUIRED_MESSAGE,
  SHIPPING_FIELDS,
  SHIPPING_LIMITS,
  type PaymentMethodName,
  type ShippingDetails,
  type ShippingField,
} from '@fruit-shop/common/checkout.rules';
import { CUSTOMER_NOTE_MAX, FULFILMENT_MESSAGES } from '@fruit-shop/common/fulfilment.rules';
import { usePincodePlace } from '../../components/pincode-place';
import field from '../../components/text-field.module.css';
import layout from '../../components/layout.module.css';
import styles from './billing-form.module.css';

export type CheckoutValues = ShippingDetails & { paymentMethod: PaymentMethodName; customerNote: string };

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
  customerNote: '',
};

/** The server's rule for the delivery note (it trims, then counts). */
const noteRule = (value: string | null | undefined) => (value ?? '').trim().length <= CUSTOMER_NOTE_MAX || FULFILMENT_MESSAGES.noteTooLong;

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
  /** Offer the optional delivery note (an order's, not a plan's). */
  withNote?: boolean;
  /** The server's refusal of the delivery note, shown under it. */
  noteError?: string | null;
  /** Above the fields: the saved addresses to choose from. */
  addressChoice?: ReactNode;
  /** A chosen saved address: written into its fields each time `key` changes. */
  fill?: { key: number; values: Partial<CheckoutValues> } | null;
}

/**
 * Billing Details (spec §3 Checkout form, §5 Checkout) with react-hook-form and the rules the
 * server applies (checkout.rules). Blank fields are reported together with the spec's one
 * message; a field in the wrong shape (phone, email, postcode) says so under itself. The
 * submit button stands in the order summary and names this form with `form=`.
 */
export function BillingForm({
  formId,
  prefill,
  cardOnly,
  onSubmit,
  footer,
  onPostcodeChange,
  deliverySlots,
  withNote = false,
  noteError = null,
  addressChoice,
  fill,
}: BillingFormProps) {
  const { register, handleSubmit, formState, control, setValue, getValues } = useForm<CheckoutValues>({
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
  // A pincode the shop knows fills an empty city and state (kept as edited, like typing).
  usePincodePlace(
    postcode,
    () => ({ city: getValues('city') ?? '', state: getValues('state') ?? '' }),
    (changes) => {
      for (const [name, value] of Object.entries(changes) as ['city' | 'state', string][]) {
        setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
      }
    },
  );
  // A chosen address replaces the address fields (marked edited, so a later prefill keeps them).
  const fillKey = fill?.key;
  const submitted = formState.isSubmitted;
  useEffect(() => {
    if (!fill) return;
    for (const [name, value] of Object.entries(fill.values) as [keyof CheckoutValues, string][]) {
      setValue(name, value, { shouldDirty: true, shouldValidate: submitted });
    }
    // Only a new choice fills the form; the same one re-rendered does not undo later typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fillKey]);

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
      {addressChoice}
      {ROWS.map((row) => (
        <div key={row.join('-')} className={row.length > 1 ? styles.row : undefined}>
          {row.map(input)}
        </div>
      ))}
      {deliverySlots}
      {withNote ? <DeliveryNote formId={formId} register={register} control={control} error={errors.customerNote?.message ?? noteError} /> : null}

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

/**
 * 'Delivery note (optional)': a few words for the driver, sent with the order as its
 * customerNote, at most CUSTOMER_NOTE_MAX characters (the counter says how many are used).
 */
function DeliveryNote({
  formId,
  register,
  control,
  error,
}: {
  formId: string;
  register: UseFormRegister<CheckoutValues>;
  control: Control<CheckoutValues>;
  error: string | null | undefined;
}) {
  const id = `${formId}-customerNote`;
  const counterId = useId();
  const note = useWatch({ control, name: 'customerNote' }) ?? '';
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Delivery note (optional)
      </label>
      <textarea
        id={id}
        className={`${field.field} ${styles.textarea}`}
        rows={3}
        maxLength={CUSTOMER_NOTE_MAX}
        placeholder="Gate code, landmark, or when to ring"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${counterId}` : counterId}
        {...register('customerNote', { validate: noteRule })}
      />
      <div className={styles.noteFooter}>
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error ?? null}
        </p>
        <p id={counterId} className={styles.counter}>
          {note.length}/{CUSTOMER_NOTE_MAX}
          <span className={layout.visuallyHidden}> characters</span>
        </p>
      </div>
    </div>
  );
}
