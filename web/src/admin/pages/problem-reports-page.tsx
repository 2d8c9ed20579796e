import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Image, Link, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { PROBLEM_REASON_LABELS, PROBLEM_STATUS_LABELS, type ProblemReasonName, type ProblemReportStatusName } from '@fruit-shop/common/problem-report.rules';
import { graphql } from '../../gql';
import type { AdminProblemReportsQuery, ProblemReportStatus } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';
import { useAdminSearch } from '../admin-context';
import { PhoneLink } from '../admin-ui';
import { formatDateTime, ListState, matchesSearch, PageHeader, ScrollTable, useErrorToast } from './list-page-parts';
import { ResolveProblemDialog } from './problem-report-resolve-dialog';

const AdminProblemReports = graphql(`
  query AdminProblemReports($status: ProblemReportStatus) {
    adminProblemReports(status: $status, limit: 200) {
      id
      orderId
      orderNumber
      reason
      note
      photoUrl
      status
      createdAt
      resolvedAt
      resolutionNote
      linesValue
      refundAmount
      replacementOrderId
      replacementOrderNumber
      customerName
      customerEmail
      customerPhone
      paymentMethod
      orderTotal
      shippingPostcode
      lines {
        itemId
        productName
        quantity
        unitPrice
      }
    }
  }
`);

export type QueueReport = AdminProblemReportsQuery['adminProblemReports'][number];

const FILTERS: [string, string][] = [
  ['OPEN', 'Open'],
  ['REFUNDED', 'Refunded'],
  ['REPLACED', 'Replaced'],
  ['REFUSED', 'Refused'],
  ['ALL', 'All'],
];
const STATUS_PALETTE: Record<string, string> = { open: 'yellow', refunded: 'green', replaced: 'green', refused: 'red' };

/** '3 h', '2 d': how long a report has waited (or waited before it was resolved). */
export function ageText(fromIso: string, to: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((to.getTime() - new Date(fromIso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

const reasonText = (reason: string) => PROBLEM_REASON_LABELS[reason.toLowerCase() as ProblemReasonName] ?? reason;
const statusText = (status: string) => PROBLEM_STATUS_LABELS[status.toLowerCase() as ProblemReportStatusName] ?? status;

function Outcome({ report }: { report: QueueReport }) {
  const status = report.status.toLowerCase();
  return (
    <Stack gap="1" align="flex-start">
      <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'}>{status === 'open' ? 'Open' : statusText(report.status)}</Badge>
      {status === 'refunded' && <Text fontSize="sm">Refunded {formatMoney(report.refundAmount ?? 0)}</Text>}
      {status === 'replaced' && report.replacementOrderId && (
        <Link asChild fontSize="sm" color="green.800" textDecoration="underline">
          <RouterLink to={`/admin-dashboard?page=orders&order=${report.replacementOrderId}`}>Replacement {report.replacementOrderNumber}</RouterLink>
        </Link>
      )}
      {report.resolutionNote && (
        <Text fontSize="sm" color="fg.muted">
          {report.resolutionNote}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Problem Reports (issue 39 part 3): the queue of open reports, longest waiting first, with the
 * order, the customer, the reported lines, the reason, the photo and how long it has waited.
 * Resolve opens the dialog: a refund, a free replacement or a refusal. Other filters show what
 * was decided.
 */
export default function ProblemReportsPage() {
  const [filter, setFilter] = useState('OPEN');
  const { data, loading, error, refetch } = useQuery(AdminProblemReports, {
    variables: { status: filter === 'ALL' ? null : (filter as ProblemReportStatus) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  useErrorToast(error, 'Failed to fetch problem reports');
  const reload = () => void refetch().catch(() => undefined);
  const search = useAdminSearch();
  const [resolving, setResolving] = useState<QueueReport | null>(null);
  const reports = (data?.adminProblemReports ?? []).filter((r) =>
    matchesSearch(search, r.orderNumber, r.customerName, r.customerEmail, r.customerPhone, r.note, ...r.lines.map((l) => l.productName)),
  );
  const now = new Date();

  return (
    <section>
      <PageHeader title="Problem reports">
        <NativeSelect.Root size="sm" w="12rem">
          <NativeSelect.Field aria-label="Show reports" value={filter} onChange={(event) => setFilter(event.target.value)}>
            {FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </PageHeader>
      <ListState
        loading={loading && !data}
        error={data ? null : error}
        errorText="Failed to fetch problem reports"
        onRetry={reload}
        empty={reports.length === 0}
        emptyText={search ? 'No results found' : filter === 'OPEN' ? 'No open problem reports' : 'No problem reports'}
      >
        <ScrollTable label="Problem reports" columns={['Order', 'Customer', 'Items', 'Reason', 'Photo', filter === 'OPEN' ? 'Waiting' : 'Reported', 'Outcome']} minW="56rem">
          {reports.map((r) => (
            <Table.Row key={r.id} verticalAlign="top">
              <Table.Cell whiteSpace="nowrap">
                <Link asChild fontWeight="semibold" color="green.800" textDecoration="underline">
                  <RouterLink to={`/admin-dashboard?page=orders&order=${r.orderId}`}>{r.orderNumber}</RouterLink>
                </Link>
                <Text fontSize="xs" color="fg.muted">
                  {r.paymentMethod === 'CARD' ? 'Card' : 'Cash'} · {formatMoney(r.orderTotal)}
                </Text>
              </Table.Cell>
              <Table.Cell minW="11rem">
                <Text fontWeight="medium">{r.customerName}</Text>
                <Text fontSize="sm" wordBreak="break-all">
                  {r.customerEmail}
                </Text>
                {r.customerPhone && <PhoneLink phone={r.customerPhone} />}
              </Table.Cell>
              <Table.Cell minW="12rem">
                <Box as="ul" listStyleType="none" m="0" p="0" fontSize="sm">
                  {r.lines.map((l) => (
                    <li key={l.itemId}>
                      {l.quantity} × {l.productName}
                    </li>
                  ))}
                </Box>
                <Text fontSize="xs" color="fg.muted">
                  Worth {formatMoney(r.linesValue)}
                </Text>
              </Table.Cell>
              <Table.Cell minW="12rem">
                <Text fontWeight="medium">{reasonText(r.reason)}</Text>
                {r.note && (
                  <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                    {r.note}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                {r.photoUrl ? (
                  <Link href={r.photoUrl} target="_blank" rel="noreferrer" aria-label={`Photo for ${r.orderNumber} (opens in a new tab)`}>
                    <Image src={r.photoUrl} alt={`Customer's photo for ${r.orderNumber}`} w="16" h="16" objectFit="cover" rounded="md" borderWidth="1px" loading="lazy" />
                  </Link>
                ) : (
                  <Text color="fg.muted">—</Text>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Text title={formatDateTime(r.createdAt)}>{filter === 'OPEN' ? ageText(r.createdAt, now) : formatDateTime(r.createdAt)}</Text>
              </Table.Cell>
              <Table.Cell minW="10rem">
                {r.status === 'OPEN' ? (
                  <Button size="xs" variant="outline" onClick={() => setResolving(r)} aria-label={`Resolve the report on ${r.orderNumber}`}>
                    Resolve
                  </Button>
                ) : (
                  <Outcome report={r} />
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </ScrollTable>
      </ListState>
      {resolving && (
        <ResolveProblemDialog
          key={resolving.id}
          report={resolving}
          onClose={() => setResolving(null)}
          onResolved={() => {
            setResolving(null);
            reload();
          }}
        />
      )}
    </section>
  );
}
