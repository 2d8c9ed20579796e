import type { CheckoutProfileQuery } from '../../gql/graphql';
import { EMPTY_CHECKOUT_VALUES, type CheckoutValues } from './billing-form';

type Profile = NonNullable<CheckoutProfileQuery['me']>;

/** What is known of the customer before their profile arrives (the stored session's user). */
export interface KnownCustomer {
  name: string;
  lastName?: string | null;
  email: string;
  phone?: string | null;
}

const text = (value: string | null | undefined) => value?.trim() ?? '';

/** The form filled from the customer (spec: prefilled from the signed-in user and their primary address). */
export function checkoutPrefill(customer: KnownCustomer, profile?: Profile | null): CheckoutValues {
  const source = profile ?? customer;
  const primary = profile ? (profile.addresses.find((address) => address.isDefault) ?? profile.addresses[0]) : undefined;
  return {
    ...EMPTY_CHECKOUT_VALUES,
    firstName: text(source.name),
    lastName: text(source.lastName),
    email: text(source.email),
    phone: text(source.phone) || text(primary?.phone),
    address: primary ? [primary.addressLine1, primary.addressLine2, primary.landmark].map(text).filter(Boolean).join(', ') : '',
    city: text(primary?.city),
    state: text(primary?.state),
    country: text(primary?.country) || EMPTY_CHECKOUT_VALUES.country,
    postcode: text(primary?.pinCode),
  };
}
