import { Badge, Link, Table } from '@chakra-ui/react';
import { graphql } from '../../gql';
import { useAdminSearch } from '../admin-context';
import { formatDateTime, ListState, matchesSearch, PageHeader, ScrollTable, useAdminList } from './list-page-parts';

const NewsletterQuery = graphql(`
  query NewsletterPageList {
    newsletterSubscribers(limit: 500) {
      id
      email
      status
      source
      createdAt
      consentedAt
      unsubscribedAt
    }
  }
`);

const STATUS_PALETTE: Record<string, string> = { subscribed: 'green', pending: 'yellow', unsubscribed: 'gray' };

/**
 * Newsletter (issue 40): who asked for the newsletter, who confirmed (double opt-in) and when,
 * who left; the whole list as CSV (GET /api/admin/newsletter-subscribers.csv).
 */
export default function NewsletterPage() {
  const { data, listState } = useAdminList(NewsletterQuery, 'Failed to fetch newsletter subscribers');
  const search = useAdminSearch();
  const rows = (data?.newsletterSubscribers ?? []).filter((s) => matchesSearch(search, s.email, s.status));

  return (
    <section>
      <PageHeader title="Newsletter">
        <Link href="/api/admin/newsletter-subscribers.csv" download color="green.800" textDecoration="underline" fontWeight="medium">
          Export CSV
        </Link>
      </PageHeader>
      <ListState {...listState} empty={rows.length === 0} emptyText={search ? 'No results found' : 'No one has subscribed yet'}>
        <ScrollTable label="Newsletter subscribers" columns={['Email', 'Status', 'Source', 'Consented', 'Unsubscribed']}>
          {rows.map((s) => (
            <Table.Row key={s.id}>
              <Table.Cell whiteSpace="nowrap">{s.email}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS_PALETTE[s.status] ?? 'gray'}>{s.status}</Badge>
              </Table.Cell>
              <Table.Cell>{s.source === 'signup' ? 'Sign-up' : 'Newsletter box'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{s.consentedAt ? formatDateTime(s.consentedAt) : '—'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{s.unsubscribedAt ? formatDateTime(s.unsubscribedAt) : '—'}</Table.Cell>
            </Table.Row>
          ))}
        </ScrollTable>
      </ListState>
    </section>
  );
}
