import { useState } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { LocateFixed } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { addressRules } from '@fruit-shop/common/account.rules';
import { toaster } from '../../components/app-toaster';
import { GUEST_ADDRESS_KEY } from '../../lib/guest-address';
import { readRaw, writeRaw } from '../../lib/local-store';
import { AccountAddressesQuery, ReverseGeocodeQuery, SaveLocationMutation } from './account-operations';
import { AddressTypeSelect } from './address-type-select';
import { errorMessage } from './auth-errors';
import { FormError, FormField, NO_VALIDATE } from './form-parts';
import { coordinatesFallback, currentPosition } from './geolocation';
import { SavedAddressesList } from './saved-addresses-list';
import { verifySession } from './session-actions';
import { useSession } from './session-store';

interface LocationValues {
  text: string;
  type: string;
}

interface Detected {
  city: string | null;
  state: string | null;
  country: string;
  postalCode: string | null;
}


/** A guest's saved one-line location, to edit. */
function savedGuestLine(): string {
  try {
    const value = JSON.parse(readRaw(GUEST_ADDRESS_KEY) ?? 'null') as { address?: unknown } | null;
    return typeof value?.address === 'string' ? value.address : '';
  } catch {
    return '';
  }
}

/** The city a typed location names: its first part ('Baner, Pune' → 'Baner'). */
const cityOf = (text: string) => text.split(',')[0]?.trim() || text.trim();

/**
 * Spec §2 Address modal: type or detect a location. A guest keeps it in local storage
 * (`guestAddress`); a signed-in customer saves it into the slot of the chosen type.
 */
export default function LocationForm({ onBusy, onDone }: { onBusy: (busy: boolean) => void; onDone: () => void }) {
  const client = useApolloClient();
  const session = useSession();
  const [saveLocation, saveState] = useMutation(SaveLocationMutation, { refetchQueries: [AccountAddressesQuery] });
  const [detecting, setDetecting] = useState(false);
  const [detected, setDetected] = useState<Detected | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setValue, clearErrors } = useForm<LocationValues>({
    defaultValues: { text: session ? '' : savedGuestLine(), type: 'home' },
  });

  const detect = async () => {
    setError(null);
    setDetecting(true);
    onBusy(true);
    try {
      const position = await currentPosition();
      const { latitude: lat, longitude: lon } = position.coords;
      let place;
      let found = true;
      try {
        const { data } = await client.query({ query: ReverseGeocodeQuery, variables: { lat, lon }, fetchPolicy: 'network-only' });
        if (!data) throw new Error('no address');
        place = data.reverseGeocode;
        // The server could not reach the maps service and answered with the coordinates.
        if (place.source === 'coordinates-fallback') {
          found = false;
          setError('Failed to fetch address details. Please enter manually.');
        }
      } catch {
        found = false;
        setError('Failed to fetch address from coordinates');
        place = coordinatesFallback(lat, lon);
      }
      setValue('text', place.fullAddress, { shouldDirty: true });
      clearErrors('text');
      setDetected({ city: place.city ?? null, state: place.state ?? null, country: place.country, postalCode: place.postalCode ?? null });
      if (found) toaster.create({ type: 'success', title: 'Location detected successfully' });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Unable to retrieve your location');
    } finally {
      setDetecting(false);
      onBusy(false);
    }
  };

  const submit = handleSubmit(async ({ text, type }) => {
    setError(null);
    const line = text.trim();
    const place = detected ?? { city: cityOf(line), state: null, country: 'India', postalCode: null };
    if (!session) {
      writeRaw(
        GUEST_ADDRESS_KEY,
        JSON.stringify({ address: line, city: place.city ?? cityOf(line), state: place.state, country: place.country, pinCode: place.postalCode }),
      );
      onDone();
      return;
    }
    onBusy(true);
    try {
      await saveLocation({
        variables: {
          input: { text: line, type, city: place.city, state: place.state, country: place.country, pinCode: place.postalCode },
        },
      });
      toaster.create({ type: 'success', title: 'Address updated successfully' });
      void verifySession(client);
      onBusy(false);
      onDone();
    } catch (e) {
      setError(errorMessage(e, 'Failed to save location'));
      onBusy(false);
    }
  });

  return (
    <Stack as="form" gap="4" onSubmit={submit} {...NO_VALIDATE}>
      <FormField label="Delivery location" error={formState.errors.text?.message}>
        <Input
          placeholder="Area, street or city"
          autoComplete="street-address"
          {...register('text', {
            validate: addressRules.location,
            onChange: () => setDetected(null),
          })}
        />
      </FormField>
      <HStack>
        <Button type="button" variant="outline" onClick={() => void detect()} loading={detecting} loadingText="Detecting...">
          <LocateFixed aria-hidden />
          Detect location
        </Button>
      </HStack>
      {session && (
        <FormField label="Save as">
          <AddressTypeSelect field={register('type')} />
        </FormField>
      )}
      {!session && (
        <Text fontSize="sm" color="fg.muted">
          Saved on this device. Sign in to keep it with your account.
        </Text>
      )}
      <FormError message={error} />
      {session && <SavedAddressesList />}
      <Button type="submit" w="full" loading={saveState.loading} loadingText="Saving..." disabled={detecting}>
        Save Location
      </Button>
    </Stack>
  );
}
