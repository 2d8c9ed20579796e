import { NativeSelect } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ADDRESS_TYPES } from '@fruit-shop/common/account.rules';
import { ADDRESS_TYPE_LABELS } from './address-labels';

/** Home / Work / Other as a native select, bound to a react-hook-form field (signup, address book, location). */
export function AddressTypeSelect({ field }: { field: UseFormRegisterReturn }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        {ADDRESS_TYPES.map((type) => (
          <option key={type} value={type}>
            {ADDRESS_TYPE_LABELS[type]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
