import { Badge, Table } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { formatMoney } from '../../lib/money';
import { DetailsDialog, formatDate, formatDateTime, ListState, ScrollTable, useErrorToast } from './list-page-parts';

const BillingRecordsQuery = graphql(`
  query SubscriptionBillingRecords($subscriptionId: ID!) {
    adminBillingRecords(subscriptionId: $subscriptionId) {
      id
      amount
      status
      periodStart
      periodEnd
      createdAt
    }
  }
`);

/** One subscription's billing records (issue 29): what was paid, for which period. */
export function SubscriptionBillingDialog({ subscription, onClose }: { subscription: { id: string; userName: string; planName: string } | null; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(BillingRecordsQuery, {
    variables: { subscriptionId: subscription?.id ?? '' },
    skip: !subscription,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  useErrorToast(error, 'Failed to load billing records');
  const records = data?.adminBillingRecords ?? [];
  return (
    <DetailsDialog open={!!subscription} title={subscription ? `Billing records: ${subscription.userName}, ${subscription.planName}` : 'Billing records'} onClose={onClose} scrollBehavior="inside">
      <ListState
        loading={loading && !data}
        error={data ? null : error}
        errorText="Failed to load billing records"
        empty={records.length === 0}
        emptyText="No billing records"
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <ScrollTable label="Billing records" columns={['Paid on', 'Amount', 'Period', 'Status']} minW="auto">
          {records.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(String(r.createdAt))}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatMoney(r.amount)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {formatDate(r.periodStart)} – {formatDate(r.periodEnd)}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={r.status === 'paid' ? 'green' : 'orange'}>{r.status === 'paid' ? 'Paid' : 'Refunded'}</Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </ScrollTable>
      </ListState>
    </DetailsDialog>
  );
}
