import { useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { notServiceableMessage } from '@fruit-shop/common/delivery.rules';
import { dailyWindows, primaryAddress, type DailyWindow } from '../../components/delivery-choice';
import type { CheckoutProfileQuery } from '../../gql/graphql';
import { CheckoutDeliverySlotsQuery } from './checkout-operations';

type Address = NonNullable<CheckoutProfileQuery['me']>['addresses'][number];

export const CHOOSE_ADDRESS = 'Please choose a delivery address';
export const CHOOSE_WINDOW = 'Please choose a delivery window';

/**
 * Where and when a plan delivers (issue 38 part 2): one of the saved addresses (the primary
 * until the customer chooses) and a daily window of its pincode (the earliest until they
 * choose). The server's refusals land on their field: NOT_SERVICEABLE (and a missing address)
 * on the address, SLOT_UNAVAILABLE on the window.
 */
export interface PlanDeliveryState {
  addresses: readonly Address[];
  addressesLoading: boolean;
  addressesFailed: boolean;
  retryAddresses: () => void;
  addressId: string | null;
  selectAddress: (id: string) => void;
  addressError: string | null;
  windows: readonly DailyWindow[];
  windowsLoading: boolean;
  windowsFailed: boolean;
  retryWindows: () => void;
  slotId: string | null;
  selectWindow: (slotId: string) => void;
  windowError: string | null;
  /** False while the choice cannot be paid for (no address, an unserved pincode, no window). */
  ready: boolean;
}

export interface PlanDelivery {
  state: PlanDeliveryState;
  /** The choice to send with `subscribe`, or null after saying what is missing. */
  take: () => { addressId: string; slotId: string } | null;
  /** Puts a refusal of `subscribe` on its field; false when it is not about the delivery. */
  refuse: (error: unknown) => boolean;
}

export function usePlanDelivery({
  enabled,
  addresses,
  loading,
  failed,
  retry,
}: {
  enabled: boolean;
  addresses: readonly Address[] | undefined;
  loading: boolean;
  failed: boolean;
  retry: () => void;
}): PlanDelivery {
  const [chosenAddress, setChosenAddress] = useState<string | null>(null);
  const [chosenWindow, setChosenWindow] = useState<string | null>(null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [windowError, setWindowError] = useState<string | null>(null);

  const list = addresses ?? [];
  const address = list.find((a) => a.id === chosenAddress) ?? primaryAddress(list) ?? null;
  const pincode = address?.pinCode?.trim() ?? '';
  const slotsQuery = useQuery(CheckoutDeliverySlotsQuery, { skip: !enabled || !pincode, variables: { pincode }, fetchPolicy: 'network-only' });
  const answer = pincode && slotsQuery.data?.deliverySlots.pincode === pincode ? slotsQuery.data.deliverySlots : null;
  const windows = answer?.serviceable ? dailyWindows(answer.slots) : [];
  const window = windows.find((w) => w.slotId === chosenWindow) ?? windows[0] ?? null;
  const unserved = answer && !answer.serviceable ? notServiceableMessage(pincode) : null;
  const noPincode = address && !pincode ? 'This address has no pincode: edit it in your account first.' : null;

  const take = () => {
    if (!address) {
      setAddressError(CHOOSE_ADDRESS);
      return null;
    }
    if (!window) {
      setWindowError(CHOOSE_WINDOW);
      return null;
    }
    return { addressId: address.id, slotId: window.slotId };
  };

  const refuse = (error: unknown) => {
    if (!CombinedGraphQLErrors.is(error)) return false;
    const first = error.errors[0];
    const code = first?.extensions?.code;
    const field = first?.extensions?.field;
    if (code === 'NOT_SERVICEABLE' || field === 'addressId') {
      setAddressError(first.message);
      return true;
    }
    if (code === 'SLOT_UNAVAILABLE' || field === 'slotId') {
      setWindowError(first.message);
      // The windows may have changed since they were shown.
      void slotsQuery.refetch().catch(() => undefined);
      return true;
    }
    return false;
  };

  return {
    state: {
      addresses: list,
      addressesLoading: loading,
      addressesFailed: failed,
      retryAddresses: retry,
      addressId: address?.id ?? null,
      selectAddress: (id) => {
        setChosenAddress(id);
        setAddressError(null);
        setWindowError(null);
      },
      addressError: addressError ?? unserved ?? noPincode,
      windows,
      windowsLoading: !!pincode && !answer && slotsQuery.loading,
      windowsFailed: !!pincode && !answer && !!slotsQuery.error,
      retryWindows: () => void slotsQuery.refetch().catch(() => undefined),
      slotId: window?.slotId ?? null,
      selectWindow: (slotId) => {
        setChosenWindow(slotId);
        setWindowError(null);
      },
      windowError,
      ready: !!address && !unserved && !noPincode && !!window,
    },
    take,
    refuse,
  };
}
