import { useState } from 'react';
import { Badge, Box, Button, Table, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { SubscriptionUsersPageListQuery } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';
import { useAdminSearch } from '../admin-context';
import { SubscriptionBillingDialog } from './subscription-billing-dialog';
import { ConfirmDialog, formatDate, ListState, matchesSearch, PageHeader, ScrollTable, useAdminList, useSaveAndToast } from './list-page-parts';

const SubscriptionUsersQuery = graphql(`
  query SubscriptionUsersPageList {
    subscriptionUsers {
      id
      userId
      userName
      userEmail
      planId
      planName
      planType
      price
      status
      startDate
      endDate
      autoRenew
      paused
      pausedUntil
      pauseOpenEnded
      skippedDates
      nextDeliveryDate
      delivery {
        address {
          firstName
          lastName
          phone
          address
          city
          state
          postcode
        }
        window {
          start
          end
        }
      }
    }
  }
`);

const SetStatusMutation = graphql(`
  mutation SubscriptionUsersPageSetStatus($id: ID!, $status: String!, $autoRenew: Boolean!) {
    setSubscriptionStatus(id: $id, status: $status, autoRenew: $autoRenew) {
      id
      status
      autoRenew
    }
  }
`);

type SubscriptionUser = SubscriptionUsersPageListQuery['subscriptionUsers'][number];

const STATUS_TONES: Record<string, string> = { active: 'green', cancelled: 'red', expired: 'gray' };
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Paused (with its restart day) and skipped deliveries, under the status. */
function PauseAndSkips({ row }: { row: SubscriptionUser }) {
  return (
    <>
      {row.paused && row.pausedUntil && (
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {row.pauseOpenEnded ? 'Until resumed, by ' : 'Until '}
          {formatDate(row.pausedUntil)}
        </Text>
      )}
      {row.skippedDates.length > 0 && (
        <Text fontSize="xs" color="fg.muted">
          Skipped: {row.skippedDates.map((day) => formatDate(day)).join(', ')}
        </Text>
      )}
    </>
  );
}

/** Where and when it delivers (issue 38): name, the address on one line, pincode, phone and the daily window. */
function DeliversTo({ row }: { row: SubscriptionUser }) {
  if (!row.delivery) {
    return (
      <Text as="span" color="fg.muted">
        Not set
      </Text>
    );
  }
  const { address, window } = row.delivery;
  return (
    <Box fontSize="sm" minW="12rem">
      <Text fontWeight="medium">{`${address.firstName} ${address.lastName}`.trim()}</Text>
      <Text>{[address.address, address.city, address.state].filter(Boolean).join(', ')}</Text>
      <Text>{address.postcode}</Text>
      {address.phone && <Text>{address.phone}</Text>}
      <Text color="fg.muted" whiteSpace="nowrap">
        Window {window.start}–{window.end}
      </Text>
    </Box>
  );
}

/** Subscription Users: every subscription with its customer, pause and skip state, billing records; cancel or reactivate. */
export default function SubscriptionUsersPage() {
  const { data, reload, listState } = useAdminList(SubscriptionUsersQuery, 'Failed to fetch subscription users');
  const search = useAdminSearch();
  const saveAndToast = useSaveAndToast();
  const [setStatus, statusState] = useMutation(SetStatusMutation);
  const [cancelling, setCancelling] = useState<SubscriptionUser | null>(null);
  const [billingOf, setBillingOf] = useState<SubscriptionUser | null>(null);

  const rows = (data?.subscriptionUsers ?? []).filter((row) => matchesSearch(search, row.userName, row.userEmail, row.planName));

  const change = (row: SubscriptionUser, status: 'active' | 'cancelled') =>
    saveAndToast(
      () => setStatus({ variables: { id: row.id, status, autoRenew: status === 'active' } }),
      { success: status === 'active' ? 'Subscription reactivated successfully' : 'Subscription cancelled successfully', failure: 'Failed to update subscription' },
      () => {
        setCancelling(null);
        reload();
      },
    );

  return (
    <section>
      <PageHeader title="Subscription Users" />
      <ListState
        {...listState}
        empty={rows.length === 0}
        emptyText={search ? 'No results found' : 'No subscriptions yet'}
      >
        <ScrollTable label="Subscription users" columns={['User', 'Plan', 'Delivers to', 'Price', 'Status', 'Start date', 'End date', 'Auto-renew', 'Actions']}>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell>
                <Text fontWeight="medium">{row.userName}</Text>
                <Box as="span" fontSize="xs" color="fg.muted" wordBreak="break-all">
                  {row.userEmail}
                </Box>
              </Table.Cell>
              <Table.Cell>
                {row.planName}
                <Text fontSize="xs" color="fg.muted">
                  {row.planType}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <DeliversTo row={row} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatMoney(row.price)}</Table.Cell>
              <Table.Cell>
                {row.paused && row.status === 'active' ? (
                  <Badge colorPalette="orange">Paused</Badge>
                ) : (
                  <Badge colorPalette={STATUS_TONES[row.status] ?? 'gray'}>{capitalise(row.status)}</Badge>
                )}
                <PauseAndSkips row={row} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(row.startDate)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(row.endDate)}</Table.Cell>
              <Table.Cell>{row.autoRenew ? 'Yes' : 'No'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Button size="xs" variant="outline" mr="2" aria-label={`Billing records of ${row.userName}'s ${row.planName}`} onClick={() => setBillingOf(row)}>
                  Billing
                </Button>
                {row.status === 'active' ? (
                  <Button size="xs" variant="outline" colorPalette="red" aria-label={`Cancel ${row.userName}'s ${row.planName}`} onClick={() => setCancelling(row)}>
                    Cancel
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Reactivate ${row.userName}'s ${row.planName}`}
                    disabled={statusState.loading}
                    onClick={() => void change(row, 'active')}
                  >
                    Reactivate
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </ScrollTable>
      </ListState>
      <ConfirmDialog
        open={!!cancelling}
        title="Cancel subscription"
        message="Are you sure you want to cancel this subscription?"
        confirmLabel="Cancel Subscription"
        busy={statusState.loading}
        onConfirm={() => cancelling && void change(cancelling, 'cancelled')}
        onClose={() => setCancelling(null)}
      />
      <SubscriptionBillingDialog subscription={billingOf} onClose={() => setBillingOf(null)} />
    </section>
  );
}
