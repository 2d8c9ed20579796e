import { Badge, Box, Button, Table } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { toaster } from '../../components/app-toaster';
import { graphql } from '../../gql';
import { useAdminSaving, useAdminSearch } from '../admin-context';
import { errorMessage, formatDate, ListState, matchesSearch, PageHeader, ScrollTable, useErrorToast } from './list-page-parts';

const AdminsQuery = graphql(`
  query AdminsPageList {
    admins {
      id
      name
      email
      phone
      status
      createdAt
    }
  }
`);

const ApproveAdminMutation = graphql(`
  mutation AdminsPageApprove($id: ID!) {
    approveAdmin(id: $id) {
      id
      status
    }
  }
`);

/** Admins: pending sign-ups first (the server's order), each with Approve. */
export default function AdminsPage() {
  const { data, loading, error, refetch } = useQuery(AdminsQuery, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  useErrorToast(error, 'Failed to fetch admins');
  const search = useAdminSearch();
  const { runSaving } = useAdminSaving();
  const [approveAdmin, approving] = useMutation(ApproveAdminMutation);

  const admins = (data?.admins ?? []).filter((admin) => matchesSearch(search, admin.name, admin.email, admin.phone));
  const reload = () => void refetch().catch(() => undefined);

  const approve = async (id: string) => {
    try {
      await runSaving(() => approveAdmin({ variables: { id } }));
      toaster.create({ type: 'success', title: 'Admin approved successfully' });
      reload();
    } catch (e) {
      toaster.create({ type: 'error', title: errorMessage(e, 'Failed to approve admin') });
    }
  };

  return (
    <section>
      <PageHeader title="Admins" />
      <ListState
        loading={loading && !data}
        error={data ? null : error}
        errorText="Failed to fetch admins"
        empty={admins.length === 0}
        emptyText={search ? 'No results found' : 'No admins found'}
        onRetry={reload}
      >
        <ScrollTable label="Admins" columns={['Name', 'Email', 'Phone', 'Signed up', 'Status', 'Actions']}>
          {admins.map((admin) => (
            <Table.Row key={admin.id}>
              <Table.Cell fontWeight="medium">{admin.name}</Table.Cell>
              <Table.Cell>
                <Box as="span" wordBreak="break-all">
                  {admin.email}
                </Box>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{admin.phone ?? '—'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(admin.createdAt)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={admin.status === 'ACTIVE' ? 'green' : 'yellow'}>{admin.status === 'ACTIVE' ? 'Active' : 'Pending'}</Badge>
              </Table.Cell>
              <Table.Cell>
                {admin.status === 'PENDING' && (
                  <Button size="xs" colorPalette="green" bg="green.700" aria-label={`Approve ${admin.name}`} disabled={approving.loading} onClick={() => void approve(admin.id)}>
                    Approve
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </ScrollTable>
      </ListState>
    </section>
  );
}
