import { useId, useState, type FormEvent } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { dayLabel, notServiceableMessage } from '@fruit-shop/common/delivery.rules';
import { toaster } from '../../components/app-toaster';
import { AddressChoice, dailyWindows, primaryAddress, WindowChoice, windowLabel } from '../../components/delivery-choice';
import { DialogFrame } from '../../components/dialog';
import type { SubscriptionDelivery_SubscriptionFragment as DeliverySubscription } from '../../gql/graphql';
import { SetSubscriptionDeliveryMutation, SubscriptionDeliveryAddressesQuery, SubscriptionDeliveryWindowsQuery } from './subscription-delivery-operations';

export const DELIVERY_UPDATED = 'Delivery address and window updated';
export const DELIVERY_UPDATE_FAILED = 'Failed to update the delivery details';

/** 'Your delivery on Fri 27 Nov is being packed; changes apply from the next delivery.' */
export const packingNotice = (date: string) => `Your delivery on ${dayLabel(date)} is being packed; changes apply from the next delivery.`;

/**
 * Where and when a subscription delivers, on its card: the address on one line, the daily
 * window, and, when a delivery is past its cut-off, that changes apply from the one after.
 */
export function SubscriptionDeliverySummary({ subscription }: { subscription: DeliverySubscription }) {
  const { delivery, packingDate } = subscription;
  const address = delivery?.address;
  const name = address ? `${address.firstName} ${address.lastName}`.trim() : '';
  const line = address ? [name, address.address, address.city, `${address.state} ${address.postcode}`.trim()].filter(Boolean).join(', ') : '';
  return (
    <Stack gap="1" fontSize="sm">
      <Text>
        <Text as="span" color="fg.muted">
          Delivers to:{' '}
        </Text>
        {delivery ? line : 'Not set yet'}
      </Text>
      {delivery && (
        <Text>
          <Text as="span" color="fg.muted">
            Window:{' '}
          </Text>
          {windowLabel(delivery.window)}
        </Text>
      )}
      {packingDate && (
        <Text color="fg.warning" role="note">
          {packingNotice(packingDate)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Change where and when (issue 38 part 2): one of the saved addresses and a daily window of
 * its pincode, for the deliveries whose orders are not made yet. The current choice is
 * preselected; a new address keeps the same window when its pincode has it, else its earliest.
 * The server's refusals stand under their field: NOT_SERVICEABLE on the address,
 * SLOT_UNAVAILABLE on the window.
 */
export function SubscriptionDeliveryDialog({ open, subscription, onClose }: { open: boolean; subscription: DeliverySubscription; onClose: () => void }) {
  return open ? <DeliveryDialogBody subscription={subscription} onClose={onClose} /> : null;
}

function DeliveryDialogBody({ subscription, onClose }: { subscription: DeliverySubscription; onClose: () => void }) {
  const formId = useId();
  const current = subscription.delivery;
  const addressesQuery = useQuery(SubscriptionDeliveryAddressesQuery, { fetchPolicy: 'cache-and-network' });
  const [setDelivery, { loading: saving }] = useMutation(SetSubscriptionDeliveryMutation);
  const [chosenAddress, setChosenAddress] = useState<string | null>(null);
  const [chosenWindow, setChosenWindow] = useState<string | null>(null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [windowError, setWindowError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const addresses = addressesQuery.data?.addresses ?? [];
  const address = addresses.find((a) => a.id === (chosenAddress ?? current?.addressId)) ?? primaryAddress(addresses) ?? null;
  const pincode = address?.pinCode?.trim() ?? '';
  const windowsQuery = useQuery(SubscriptionDeliveryWindowsQuery, { skip: !pincode, variables: { pincode }, fetchPolicy: 'network-only' });
  const answer = pincode && windowsQuery.data?.deliverySlots.pincode === pincode ? windowsQuery.data.deliverySlots : null;
  const windows = answer?.serviceable ? dailyWindows(answer.slots) : [];
  const sameAsNow = current ? windows.find((w) => w.start === current.window.start && w.end === current.window.end) : undefined;
  const window = windows.find((w) => w.slotId === chosenWindow) ?? sameAsNow ?? windows[0] ?? null;
  const unserved = answer && !answer.serviceable ? notServiceableMessage(pincode) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!address) return setAddressError('Please choose a delivery address');
    if (!window) return setWindowError('Please choose a delivery window');
    try {
      await setDelivery({ variables: { id: subscription.id, addressId: address.id, slotId: window.slotId } });
      toaster.create({ type: 'success', title: DELIVERY_UPDATED });
      onClose();
    } catch (error) {
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      const code = first?.extensions?.code;
      const field = first?.extensions?.field;
      if (first && (code === 'NOT_SERVICEABLE' || field === 'addressId')) setAddressError(first.message);
      else if (first && (code === 'SLOT_UNAVAILABLE' || field === 'slotId')) {
        setWindowError(first.message);
        void windowsQuery.refetch().catch(() => undefined);
      } else setFailure(first?.message ?? DELIVERY_UPDATE_FAILED);
    }
  };

  return (
    <DialogFrame
      open
      onClose={onClose}
      closeOnEscape={!saving}
      closeOnInteractOutside={false}
      scrollBehavior="inside"
      size="lg"
      title="Change where and when"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} loadingText="Saving..." disabled={!address || !window || !!unserved}>
            Save
          </Button>
        </>
      }
    >
      <Stack as="form" id={formId} gap="5" onSubmit={(event) => void submit(event)} {...{ noValidate: true }}>
        <Text fontSize="sm" color="fg.muted">
          For {subscription.planName || 'this subscription'}: the deliveries not yet made come here, in this window.
        </Text>
        {subscription.packingDate && (
          <Text fontSize="sm" color="fg.warning">
            {packingNotice(subscription.packingDate)}
          </Text>
        )}
        <AddressChoice
          idPrefix={formId}
          addresses={addresses}
          loading={addressesQuery.loading}
          failed={!!addressesQuery.error}
          onRetry={() => void addressesQuery.refetch().catch(() => undefined)}
          selected={address?.id ?? null}
          onSelect={(id) => {
            setChosenAddress(id);
            setChosenWindow(null);
            setAddressError(null);
            setWindowError(null);
          }}
          error={addressError ?? unserved}
        />
        <WindowChoice
          idPrefix={formId}
          windows={windows}
          hasAddress={!!address}
          loading={!!pincode && !answer && windowsQuery.loading}
          failed={!!pincode && !answer && !!windowsQuery.error}
          onRetry={() => void windowsQuery.refetch().catch(() => undefined)}
          selected={window?.slotId ?? null}
          onSelect={(slotId) => {
            setChosenWindow(slotId);
            setWindowError(null);
          }}
          error={windowError}
        />
        <div role="alert">
          {failure ? (
            <Text color="fg.error" fontSize="sm">
              {failure}
            </Text>
          ) : null}
        </div>
      </Stack>
    </DialogFrame>
  );
}

/** The card's "Change where and when" button with its dialog (it keeps its own open state). */
export function ChangeDeliveryButton({ subscription, disabled = false }: { subscription: DeliverySubscription; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} disabled={disabled}>
        Change where and when
      </Button>
      <SubscriptionDeliveryDialog open={open} subscription={subscription} onClose={() => setOpen(false)} />
    </>
  );
}
