import { Badge, Button, Link, Table, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useAdminSearch } from '../admin-context';
import { formatDateTime, ListState, matchesSearch, PageHeader, ScrollTable, useAdminList, useSaveAndToast } from './list-page-parts';

const MessagesQuery = graphql(`
  query MessagesPageList {
    contactMessages(limit: 200) {
      id
      name
      email
      phone
      subject
      message
      createdAt
      handledAt
    }
  }
`);

const SetHandledMutation = graphql(`
  mutation MessagesPageSetHandled($id: ID!, $handled: Boolean!) {
    setContactMessageHandled(id: $id, handled: $handled) {
      id
      handledAt
    }
  }
`);

/** Contact Messages: what shoppers sent from the storefront's contact form, newest first. */
export default function MessagesPage() {
  const { data, reload, listState } = useAdminList(MessagesQuery, 'Failed to fetch messages');
  const search = useAdminSearch();
  const saveAndToast = useSaveAndToast();
  const [setHandled, handling] = useMutation(SetHandledMutation);

  const messages = (data?.contactMessages ?? []).filter((m) => matchesSearch(search, m.name, m.email, m.phone, m.subject, m.message));

  const mark = (id: string, handled: boolean) =>
    saveAndToast(
      () => setHandled({ variables: { id, handled } }),
      { success: handled ? 'Message marked as handled' : 'Message marked as open', failure: 'Failed to update message' },
      reload,
    );

  return (
    <section>
      <PageHeader title="Contact Messages" />
      <ListState
        {...listState}
        empty={messages.length === 0}
        emptyText={search ? 'No results found' : 'No messages yet'}
      >
        <ScrollTable label="Contact messages" columns={['Name', 'Email', 'Phone', 'Subject', 'Message', 'Date', 'Status']}>
          {messages.map((m) => (
            <Table.Row key={m.id} verticalAlign="top">
              <Table.Cell fontWeight="medium">{m.name}</Table.Cell>
              <Table.Cell>
                <Link href={`mailto:${m.email}`} color="green.700" wordBreak="break-all">
                  {m.email}
                </Link>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{m.phone ?? '—'}</Table.Cell>
              <Table.Cell minW="10rem">{m.subject}</Table.Cell>
              <Table.Cell minW="16rem">
                <Text whiteSpace="pre-wrap" wordBreak="break-word" fontSize="sm">
                  {m.message}
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(m.createdAt)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Badge colorPalette={m.handledAt ? 'green' : 'yellow'} me="2">
                  {m.handledAt ? 'Handled' : 'Open'}
                </Badge>
                <Button
                  size="xs"
                  variant="outline"
                  disabled={handling.loading}
                  aria-label={`${m.handledAt ? 'Reopen' : 'Mark handled'}: ${m.subject} from ${m.name}`}
                  onClick={() => void mark(m.id, !m.handledAt)}
                >
                  {m.handledAt ? 'Reopen' : 'Mark handled'}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </ScrollTable>
      </ListState>
    </section>
  );
}
