import { useQuery } from '@apollo/client/react';
import { CHOOSE_LOCATION_FOR_DELIVERY, DELIVERY_MESSAGES, nextDeliveryText, notServiceableMessage } from '@fruit-shop/common/delivery.rules';
import { graphql } from '../gql';
import { GUEST_ADDRESS_KEY, parseGuestPincode } from '../lib/guest-address';
import { useLocalStorageRaw } from '../lib/local-store';

const NextDeliveryAddressesQuery = graphql(`
  query NextDeliveryAddresses {
    addresses {
      id
      pinCode
      isDefault
    }
  }
`);

const NextDeliverySlotsQuery = graphql(`
  query NextDeliverySlots($pincode: String!) {
    deliverySlots(pincode: $pincode) {
      pincode
      serviceable
      slots {
        id
        date
        start
        end
        status
      }
    }
  }
`);

/** The pincode delivery is promised for: a customer's primary address, a guest's saved location. */
function useShopperPincode(signedIn: boolean): { pincode: string | null; loading: boolean } {
  const guestRaw = useLocalStorageRaw(GUEST_ADDRESS_KEY);
  const { data, loading } = useQuery(NextDeliveryAddressesQuery, { skip: !signedIn });
  if (!signedIn) return { pincode: parseGuestPincode(guestRaw), loading: false };
  const addresses = data?.addresses ?? [];
  const primary = addresses.find((a) => a.isDefault) ?? addresses[0];
  const pin = primary?.pinCode?.trim();
  return { pincode: pin && /^\d{6}$/.test(pin) ? pin : null, loading };
}

/** Loaded lazily by NextDelivery, after hydration. */
export default function NextDeliveryLine({ signedIn }: { signedIn: boolean }) {
  const shopper = useShopperPincode(signedIn);
  const { data, loading, error } = useQuery(NextDeliverySlotsQuery, {
    variables: { pincode: shopper.pincode ?? '' },
    skip: !shopper.pincode,
    // Slots fill and close through the day: ask each time the line is shown.
    fetchPolicy: 'network-only',
  });
  if (shopper.loading || loading) return <span aria-busy="true" />;
  if (!shopper.pincode) return <span>{CHOOSE_LOCATION_FOR_DELIVERY}</span>;
  const answer = data?.deliverySlots;
  // No promise is better than a wrong one: an unanswered question shows nothing.
  if (error || !answer) return <span />;
  if (!answer.serviceable) return <span>{notServiceableMessage(shopper.pincode)}</span>;
  const next = answer.slots.find((slot) => slot.status === 'open');
  return <span>{next ? nextDeliveryText(next, new Date()) : DELIVERY_MESSAGES.noSlots}</span>;
}
