import { Badge, Table, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import { useAdminSearch } from '../admin-context';
import { formatDateTime, ListState, matchesSearch, PageHeader, ScrollTable, useAdminList } from './list-page-parts';

const UndeliveredQuery = graphql(`
  query UndeliveredPageList {
    undeliveredMessages(limit: 200) {
      id
      channel
      recipient
      subject
      attempts
      reason
      createdAt
      failedAt
    }
  }
`);

/**
 * Undelivered Messages (issue 40): emails and texts that failed for good (a number that
 * cannot be reached, a refused address, or given up after the retries), with the provider's
 * reason, so someone can call the customer or fix the setting. Never the text itself.
 */
export default function UndeliveredPage() {
  const { data, listState } = useAdminList(UndeliveredQuery, 'Failed to fetch undelivered messages');
  const search = useAdminSearch();
  const messages = (data?.undeliveredMessages ?? []).filter((m) => matchesSearch(search, m.recipient, m.subject, m.reason));

  return (
    <section>
      <PageHeader title="Undelivered Messages" />
      <ListState {...listState} empty={messages.length === 0} emptyText={search ? 'No results found' : 'Every message was delivered'}>
        <ScrollTable label="Undelivered messages" columns={['Failed', 'Channel', 'To', 'Subject', 'Attempts', 'Reason']}>
          {messages.map((m) => (
            <Table.Row key={m.id} verticalAlign="top">
              <Table.Cell whiteSpace="nowrap">{formatDateTime(m.failedAt ?? m.createdAt)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={m.channel === 'sms' ? 'purple' : 'blue'}>{m.channel === 'sms' ? 'Text' : 'Email'}</Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{m.recipient}</Table.Cell>
              <Table.Cell minW="10rem">{m.subject}</Table.Cell>
              <Table.Cell>{m.attempts}</Table.Cell>
              <Table.Cell minW="16rem">
                <Text whiteSpace="pre-wrap" wordBreak="break-word" fontSize="sm">
                  {m.reason}
                </Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </ScrollTable>
      </ListState>
    </section>
  );
}
