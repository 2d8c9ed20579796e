import type { CheckoutProfileQuery } from '../../gql/graphql';
import { EMPTY_CHECKOUT_VALUES, type CheckoutValues } from './billing-form';

type Profile = NonNullable<CheckoutProfileQuery['me']>;
type SavedAddress = Profile['addresses'][number];

/** The address fields of the form as a saved address fills them. */
export type AddressFill = Pick<CheckoutValues, 'address' | 'city' | 'state' | 'country' | 'postcode'>;

/** What is known of the customer before their profile arrives (the stored session's user). */
export interface KnownCustomer {
  name: string;
  lastName?: string | null;
  email: string;
  phone?: string | null;
}

const text = (value: string | null | undefined) => value?.trim() ?? '';

/** What a saved address puts in the form's address fields (street, city, state, country, postcode). */
export function addressFill(address: SavedAddress): AddressFill {
  return {
    address: [address.addressLine1, address.addressLine2, address.landmark].map(text).filter(Boolean).join(', '),
    city: text(address.city),
    state: text(address.state),
    country: text(address.country) || EMPTY_CHECKOUT_VALUES.country,
    postcode: text(address.pinCode),
  };
}

/** True when the form still holds exactly what the saved address filled in (the order may then name it). */
export function sameAddress(values: AddressFill, fill: AddressFill): boolean {
  return (Object.keys(fill) as (keyof AddressFill)[]).every((key) => text(values[key]) === fill[key]);
}

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
    ...(primary ? addressFill(primary) : {}),
  };
}
