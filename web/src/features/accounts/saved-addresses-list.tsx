import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { AccountAddressesQuery } from './account-operations';
import { ConfirmDialog } from '../../components/dialog';
import { ADDRESS_TYPE_LABELS } from './address-labels';
import { useAddressActions } from './use-address-actions';

/** The address modal's list for a customer: each slot with Make Primary and Delete (spec §2). */
export function SavedAddressesList() {
  const { data } = useQuery(AccountAddressesQuery, { fetchPolicy: 'cache-and-network' });
  const { makePrimary, remove, busyId, deleting } = useAddressActions();
  const [confirmId, setConfirmId] = useState<string | null>(null);
  const addresses = data?.addresses ?? [];
  if (addresses.length === 0) return null;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" fontSize="sm" id="saved-addresses-title">
        Saved addresses
      </Text>
      <Stack as="ul" listStyleType="none" gap="2" aria-labelledby="saved-addresses-title">
        {addresses.map((address) => {
          const label = ADDRESS_TYPE_LABELS[address.type] ?? address.type;
          return (
            <Box as="li" key={address.id} borderWidth="1px" borderColor="border" rounded="md" p="3">
              <HStack justify="space-between" gap="2">
                <Text fontWeight="medium" fontSize="sm">
                  {label}
                </Text>
                {address.isDefault && <Badge colorPalette="brand">Primary</Badge>}
              </HStack>
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {[address.addressLine1, address.city, address.pinCode].filter(Boolean).join(', ')}
              </Text>
              <HStack gap="2" mt="2">
                {!address.isDefault && (
                  <Button size="xs" variant="outline" loading={busyId === address.id} onClick={() => void makePrimary(address.id)}>
                    Make Primary
                  </Button>
                )}
                <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${label} address`} onClick={() => setConfirmId(address.id)}>
                  Delete
                </Button>
              </HStack>
            </Box>
          );
        })}
      </Stack>
      <ConfirmDialog
        open={confirmId !== null}
        title="Delete Address"
        message="Are you sure you want to delete this address?"
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => {
          if (confirmId) void remove(confirmId).then(() => setConfirmId(null));
        }}
        onClose={() => setConfirmId(null)}
      />
    </Stack>
  );
}
