import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { toaster } from '../../components/app-toaster';
import { AccountAddressesQuery, DeleteAddressMutation, SetDefaultAddressMutation } from './account-operations';
import { errorMessage } from './auth-errors';
import { verifySession } from './session-actions';

/**
 * Make Primary and Delete, shared by the account page and the address modal. The server
 * answers both with the remaining list, written straight into the cache; the stored user is
 * refreshed so the header shows the new primary city.
 */
export function useAddressActions() {
  const client = useApolloClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [setDefault] = useMutation(SetDefaultAddressMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: AccountAddressesQuery, data: { addresses: data.setDefaultAddress } });
    },
  });
  const [deleteAddress, deleteState] = useMutation(DeleteAddressMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: AccountAddressesQuery, data: { addresses: data.deleteAddress } });
    },
  });

  const makePrimary = async (id: string) => {
    setBusyId(id);
    try {
      await setDefault({ variables: { id } });
      void verifySession(client);
    } catch (e) {
      toaster.create({ type: 'error', title: errorMessage(e, 'Failed to set primary address') });
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (id: string) => {
    try {
      await deleteAddress({ variables: { id } });
      toaster.create({ type: 'success', title: 'Address deleted successfully' });
      void verifySession(client);
    } catch (e) {
      // The server refuses the primary with the spec's own message.
      toaster.create({ type: 'error', title: errorMessage(e, 'Failed to delete address. Please try again.') });
    }
  };

  return { makePrimary, remove, busyId, deleting: deleteState.loading };
}
