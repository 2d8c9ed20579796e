import { useState } from 'react';
import { Grid, Input } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useForm, useWatch } from 'react-hook-form';
import { addressRules } from '@fruit-shop/common/account.rules';
import { toaster } from '../../components/app-toaster';
import { FormDialog } from '../../components/dialog';
import { usePincodePlace } from '../../components/pincode-place';
import type { AccountAddress_AddressFragment } from '../../gql/graphql';
import { AccountAddressesQuery, SaveAddressMutation } from './account-operations';
import { AddressTypeSelect } from './address-type-select';
import { errorMessage } from './auth-errors';
import { FormError, FormField } from './form-parts';
import { PincodeDeliveryNotice } from './pincode-delivery-notice';
import { verifySession } from './session-actions';

interface AddressValues {
  type: string;
  fullName: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  landmark: string;
  city: string;
  state: string;
  country: string;
  pinCode: string;
}

const valuesOf = (address: AccountAddress_AddressFragment | null): AddressValues => ({
  type: address?.type ?? 'home',
  fullName: address?.fullName ?? '',
  phone: address?.phone ?? '',
  addressLine1: address?.addressLine1 ?? '',
  addressLine2: address?.addressLine2 ?? '',
  landmark: address?.landmark ?? '',
  city: address?.city ?? '',
  state: address?.state ?? '',
  country: address?.country ?? 'India',
  pinCode: address?.pinCode ?? '',
});

/** The account's add/edit address modal (spec §4 Address: add and edit modes). */
export function AddressFormDialog({
  open,
  address,
  onClose,
}: {
  open: boolean;
  /** The address being edited; null adds one. */
  address: AccountAddress_AddressFragment | null;
  onClose: () => void;
}) {
  const [saveAddress, { loading }] = useMutation(SaveAddressMutation, { refetchQueries: [AccountAddressesQuery], awaitRefetchQueries: true });
  const [error, setError] = useState<string | null>(null);
  const client = useApolloClient();
  const { register, handleSubmit, formState, control, getValues, setValue } = useForm<AddressValues>({ values: valuesOf(address) });
  const errors = formState.errors;
  const pinCode = useWatch({ control, name: 'pinCode' });
  // A pincode the shop knows fills an empty city and state; what the customer typed stays.
  usePincodePlace(
    pinCode,
    () => ({ city: getValues('city') ?? '', state: getValues('state') ?? '' }),
    (changes) => {
      for (const [name, value] of Object.entries(changes) as ['city' | 'state', string][]) {
        setValue(name, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
      }
    },
  );
  const editing = !!address;

  const submit = handleSubmit(async (values) => {
    setError(null);
    const trimmedOrNull = (value: string) => (value.trim() ? value.trim() : null);
    try {
      await saveAddress({
        variables: {
          id: address?.id ?? null,
          input: {
            type: values.type,
            fullName: values.fullName.trim(),
            phone: values.phone.trim(),
            addressLine1: values.addressLine1.trim(),
            addressLine2: trimmedOrNull(values.addressLine2),
            landmark: trimmedOrNull(values.landmark),
            city: values.city.trim(),
            state: values.state.trim(),
            country: values.country.trim(),
            pinCode: values.pinCode.trim(),
          },
        },
      });
      toaster.create({ type: 'success', title: editing ? 'Address updated successfully' : 'Address added successfully' });
      void verifySession(client);
      onClose();
    } catch (e) {
      const message = errorMessage(e, 'Failed to save address. Please try again.');
      setError(message);
      toaster.create({ type: 'error', title: message });
    }
  });

  return (
    <FormDialog
      open={open}
      title={editing ? 'Edit Address' : 'Add New Address'}
      formId="address-form"
      saving={loading}
      submitLabel={editing ? 'Update Address' : 'Save Address'}
      onSubmit={submit}
      onClose={onClose}
      closeOnInteractOutside={!loading}
      bodyProps={{ pb: '6' }}
    >
      <FormField label="Address Type" required error={errors.type?.message}>
        <AddressTypeSelect field={register('type', { validate: addressRules.type })} />
      </FormField>
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="3">
        <FormField label="Full Name" required error={errors.fullName?.message}>
          <Input autoComplete="name" {...register('fullName', { validate: addressRules.fullName })} />
        </FormField>
        <FormField label="Phone" required error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel-national" {...register('phone', { validate: addressRules.phone })} />
        </FormField>
      </Grid>
      <FormField label="Address Line 1" required error={errors.addressLine1?.message}>
        <Input autoComplete="address-line1" {...register('addressLine1', { validate: addressRules.addressLine1 })} />
      </FormField>
      <FormField label="Address Line 2 (optional)">
        <Input autoComplete="address-line2" {...register('addressLine2')} />
      </FormField>
      <FormField label="Landmark (optional)">
        <Input {...register('landmark')} />
      </FormField>
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="3">
        <FormField label="City" required error={errors.city?.message}>
          <Input autoComplete="address-level2" {...register('city', { validate: addressRules.city })} />
        </FormField>
        <FormField label="State" required error={errors.state?.message}>
          <Input autoComplete="address-level1" {...register('state', { validate: addressRules.state })} />
        </FormField>
        <FormField label="Country" required error={errors.country?.message}>
          <Input autoComplete="country-name" {...register('country', { validate: addressRules.country })} />
        </FormField>
        <FormField label="Pincode" required error={errors.pinCode?.message}>
          <Input inputMode="numeric" autoComplete="postal-code" {...register('pinCode', { validate: addressRules.pinCode })} />
        </FormField>
      </Grid>
      <PincodeDeliveryNotice pincode={pinCode ?? ''} />
      <FormError message={error} />
    </FormDialog>
  );
}
