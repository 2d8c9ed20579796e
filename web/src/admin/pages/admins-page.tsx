import { Badge, Box, Button, Table } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useAdminSearch } from '../admin-context';
import { formatDate, ListState, matchesSearch, PageHeader, ScrollTable, useAdminList, useSaveAndToast } from './list-page-parts';

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
  const { data, reload, listState } = useAdminList(AdminsQuery, 'Failed to fetch admins');
  const search = useAdminSearch();
  const saveAndToast = useSaveAndToast();
  const [approveAdmin, approving] = useMutation(ApproveAdminMutation);

  const admins = (data?.admins ?? []).filter((admin) => matchesSearch(search, admin.name, admin.email, admin.phone));

  const approve = (id: string) =>
    saveAndToast(() => approveAdmin({ variables: { id } }), { success: 'Admin approved successfully', failure: 'Failed to approve admin' }, reload);

  return (
    <section>
      <PageHeader title="Admins" />
      <ListState
        {...listState}
        empty={admins.length === 0}
        emptyText={search ? 'No results found' : 'No admins found'}
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
