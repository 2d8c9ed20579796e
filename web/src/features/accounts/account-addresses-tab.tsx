import { useState } from 'react';
import { Badge, Box, Button, Center, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { MapPin, MapPinPlus, Pencil, Star, Trash2 } from 'lucide-react';
import type { AccountAddress_AddressFragment } from '../../gql/graphql';
import { AccountAddressesQuery } from './account-operations';
import { AddressFormDialog } from './address-form-dialog';
import { ADDRESS_TYPE_LABELS } from './address-labels';
import { ConfirmDialog } from '../../components/dialog';
import { useAddressActions } from './use-address-actions';

type Address = AccountAddress_AddressFragment;

const lines = (a: Address) =>
  [a.addressLine1, a.addressLine2, a.landmark, [a.city, a.state].filter(Boolean).join(', '), [a.country, a.pinCode].filter(Boolean).join(' - ')]
    .filter(Boolean)
    .join(', ');

/** The account's addresses (at most three; slot 1 is the primary). */
export function AccountAddressesTab() {
  const { data, error, refetch } = useQuery(AccountAddressesQuery, { fetchPolicy: 'cache-and-network' });
  const { makePrimary: setPrimary, remove, busyId, deleting: deletePending } = useAddressActions();
  const [editing, setEditing] = useState<{ address: Address | null } | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    await remove(deleting.id);
    setDeleting(null);
  };

  let body;
  if (error && !data) {
    body = (
      <Stack role="alert" align="center" py="10" gap="3">
        <Text color="fg.error">Failed to load data. Please try again.</Text>
        <Button variant="outline" onClick={() => void refetch()}>
          Retry
        </Button>
      </Stack>
    );
  } else if (!data) {
    body = (
      <Center py="10" role="status" aria-label="Loading addresses">
        <Spinner color="brand.solid" aria-hidden />
      </Center>
    );
  } else if (data.addresses.length === 0) {
    body = (
      <Stack align="center" py="10" gap="2" color="fg.muted">
        <MapPin aria-hidden />
        <Text>No addresses saved</Text>
      </Stack>
    );
  } else {
    body = (
      <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4" aria-label="Saved addresses">
        {data.addresses.map((address) => (
          <Box as="li" key={address.id} borderWidth="1px" borderColor={address.isDefault ? 'brand.solid' : 'border'} rounded="lg" p="4">
            <Stack gap="2" h="full">
              <HStack justify="space-between">
                <Text fontWeight="semibold">{ADDRESS_TYPE_LABELS[address.type] ?? address.type}</Text>
                {address.isDefault && <Badge colorPalette="brand">Primary</Badge>}
              </HStack>
              {address.fullName && <Text fontSize="sm">{address.fullName}</Text>}
              <Text fontSize="sm" color="fg.muted">
                {lines(address)}
              </Text>
              {address.phone && (
                <Text fontSize="sm" color="fg.muted">
                  Phone: {address.phone}
                </Text>
              )}
              <HStack gap="2" mt="auto" pt="2" wrap="wrap">
                {!address.isDefault && (
                  <Button size="xs" variant="outline" loading={busyId === address.id} onClick={() => void setPrimary(address.id)}>
                    <Star aria-hidden />
                    Make Primary
                  </Button>
                )}
                <Button size="xs" variant="outline" onClick={() => setEditing({ address })} aria-label={`Edit ${ADDRESS_TYPE_LABELS[address.type] ?? ''} address`.replace('  ', ' ')}>
                  <Pencil aria-hidden />
                  Edit
                </Button>
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(address)} aria-label={`Delete ${ADDRESS_TYPE_LABELS[address.type] ?? ''} address`.replace('  ', ' ')}>
                  <Trash2 aria-hidden />
                  Delete
                </Button>
              </HStack>
            </Stack>
          </Box>
        ))}
      </Grid>
    );
  }

  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Text as="h2" fontSize="lg" fontWeight="semibold">
          Saved Addresses
        </Text>
        <Button size="sm" onClick={() => setEditing({ address: null })}>
          <MapPinPlus aria-hidden />
          Add Address
        </Button>
      </HStack>
      {body}
      {editing && <AddressFormDialog open address={editing.address} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Address"
        message="Are you sure you want to delete this address?"
        confirmLabel="Delete"
        busy={deletePending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
