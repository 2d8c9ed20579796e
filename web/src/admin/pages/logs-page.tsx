import { useState } from 'react';
import { Box, Button, Code, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useAdminSearch } from '../admin-context';
import { actionSentence, changeLines } from './log-details';
import { formatDateTime, ListState, matchesSearch, PageHeader, ScrollTable, useErrorToast } from './list-page-parts';

const AdminLogQuery = graphql(`
  query LogsPageAdminLog($limit: Int!) {
    adminLogs(limit: $limit) {
      id
      adminId
      adminName
      adminEmail
      action
      targetType
      targetId
      changes
      ip
      createdAt
    }
  }
`);

const InventoryLogQuery = graphql(`
  query LogsPageInventoryLog($limit: Int!) {
    inventoryLogs(limit: $limit) {
      id
      productId
      productName
      change
      stockAfter
      reason
      orderId
      adminName
      createdAt
    }
  }
`);

const PAGE = 50;
/** The api answers at most 200 rows a call. */
const MAX_ROWS = 200;

const REASON_LABELS: Record<string, string> = {
  order: 'Order',
  order_cancelled: 'Order cancelled',
  order_returned: 'Order returned',
  payment_expired: 'Payment expired',
  admin_adjustment: 'Admin adjustment',
};

function ShowMore({ shown, limit, onMore }: { shown: number; limit: number; onMore: () => void }) {
  if (shown < limit || limit >= MAX_ROWS) return null;
  return (
    <Box textAlign="center" mt="3">
      <Button size="sm" variant="outline" onClick={onMore}>
        Show more
      </Button>
    </Box>
  );
}

function AdminLogSection() {
  const search = useAdminSearch();
  const [limit, setLimit] = useState(PAGE);
  const { data, previousData, loading, error, refetch } = useQuery(AdminLogQuery, { variables: { limit }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  useErrorToast(error, 'Failed to fetch the admin log');
  const shown = data ?? previousData;
  const all = shown?.adminLogs ?? [];
  const entries = all.filter((entry) => matchesSearch(search, entry.action, entry.adminName, entry.adminEmail, entry.targetType, entry.targetId));

  return (
    <Box as="section" aria-labelledby="admin-log-heading">
      <Heading as="h3" size="md" id="admin-log-heading" mb="3">
        Admin Log
      </Heading>
      <ListState
        loading={loading && !shown}
        error={shown ? null : error}
        errorText="Failed to fetch the admin log"
        empty={entries.length === 0}
        emptyText={search ? 'No results found' : 'No admin activity yet'}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <ScrollTable label="Admin log" columns={['Date', 'Admin', 'Action', 'Target', 'Changes']}>
          {entries.map((entry) => (
            <Table.Row key={entry.id} verticalAlign="top">
              <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.createdAt)}</Table.Cell>
              <Table.Cell>
                <Text>{entry.adminName ?? '—'}</Text>
                {entry.adminEmail && (
                  <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                    {entry.adminEmail}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Text>{actionSentence(entry.action)}</Text>
                <Code fontSize="xs">{entry.action}</Code>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{entry.targetType ? `${entry.targetType}${entry.targetId ? ` #${entry.targetId}` : ''}` : '—'}</Table.Cell>
              <Table.Cell minW="16rem">
                {changeLines(entry.changes).length > 0 ? (
                  // Focusable: a long change list scrolls inside its cell, and keyboard users must reach it.
                  <Box as="ul" tabIndex={0} fontSize="sm" listStyleType="none" overflowWrap="anywhere" maxH="10rem" overflowY="auto" m="0" p="0" aria-label="Changes">
                    {changeLines(entry.changes).map((line, n) => (
                      <li key={n}>
                        <Text as="span" fontWeight="semibold">
                          {line.label}:
                        </Text>{' '}
                        {line.text}
                      </li>
                    ))}
                  </Box>
                ) : (
                  '—'
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </ScrollTable>
        <ShowMore shown={all.length} limit={limit} onMore={() => setLimit((current) => Math.min(current + PAGE, MAX_ROWS))} />
      </ListState>
    </Box>
  );
}

function InventoryLogSection() {
  const search = useAdminSearch();
  const [limit, setLimit] = useState(PAGE);
  const { data, previousData, loading, error, refetch } = useQuery(InventoryLogQuery, { variables: { limit }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  useErrorToast(error, 'Failed to fetch the inventory log');
  const shown = data ?? previousData;
  const all = shown?.inventoryLogs ?? [];
  const entries = all.filter((entry) => matchesSearch(search, entry.productName, entry.reason, entry.orderId));

  return (
    <Box as="section" aria-labelledby="inventory-log-heading">
      <Heading as="h3" size="md" id="inventory-log-heading" mb="3">
        Inventory Log
      </Heading>
      <ListState
        loading={loading && !shown}
        error={shown ? null : error}
        errorText="Failed to fetch the inventory log"
        empty={entries.length === 0}
        emptyText={search ? 'No results found' : 'No stock movements yet'}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <ScrollTable label="Inventory log" columns={['Date', 'Product', 'Change', 'Stock after', 'Reason', 'Order']}>
          {entries.map((entry) => (
            <Table.Row key={entry.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.createdAt)}</Table.Cell>
              <Table.Cell>{entry.productName}</Table.Cell>
              <Table.Cell fontWeight="medium" color={entry.change < 0 ? 'red.700' : 'green.700'}>
                {entry.change > 0 ? `+${entry.change}` : entry.change}
              </Table.Cell>
              <Table.Cell>{entry.stockAfter}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {REASON_LABELS[entry.reason] ?? entry.reason}
                {entry.adminName && (
                  <Text fontSize="xs" color="fg.muted">
                    by {entry.adminName}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{entry.orderId ? `#${entry.orderId}` : '—'}</Table.Cell>
            </Table.Row>
          ))}
        </ScrollTable>
        <ShowMore shown={all.length} limit={limit} onMore={() => setLimit((current) => Math.min(current + PAGE, MAX_ROWS))} />
      </ListState>
    </Box>
  );
}

/** Activity Logs: the admin log and the inventory log, newest first (the server's order). */
export default function LogsPage() {
  return (
    <section>
      <PageHeader title="Activity Logs" />
      <Stack gap="8">
        <AdminLogSection />
        <InventoryLogSection />
      </Stack>
    </section>
  );
}
