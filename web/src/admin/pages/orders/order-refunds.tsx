import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Heading, Table, Text } from '@chakra-ui/react';
import { formatMoney } from '../../../lib/money';
import { indiaDateTime } from '../../admin-ui';
import { ScrollTable } from '../list-page-parts';
import { ADMIN_ORDER_REFUNDS } from './order-refund-operations';
import type { RefundableLine } from './order-refund-dialog';

const OrderRefundDialog = lazy(() => import('./order-refund-dialog').then((m) => ({ default: m.OrderRefundDialog })));

const STATUS: Record<string, string> = { PENDING: 'Pending', PROCESSED: 'Processed', FAILED: 'Failed' };
const METHOD: Record<string, string> = { GATEWAY: 'Razorpay', UPI: 'UPI', BANK_TRANSFER: 'Bank transfer', CASH: 'Cash', OTHER: 'Other' };
const REFUNDABLE = new Set(['DELIVERED', 'RETURNED', 'CANCELLED']);

/**
 * The order's refunds in the back office (issue 39): each with its amount, method, status and
 * gateway id or reference; what was paid and what is left; and Refund for a delivered, returned
 * or cancelled order with something left. Its own query, so the order detail adds one line for it.
 */
export function OrderRefunds({ order }: { order: { id: string; status: string; items: readonly RefundableLine[] } }) {
  const { data, refetch } = useQuery(ADMIN_ORDER_REFUNDS, { variables: { orderId: order.id }, fetchPolicy: 'cache-and-network' });
  const [open, setOpen] = useState(false);
  const summary = data?.adminOrderRefunds;
  if (!summary) return null;
  const canRefund = REFUNDABLE.has(order.status) && summary.refundable > 0;
  return (
    <Box as="section" aria-labelledby="order-refunds-heading" bg="white" borderWidth="1px" rounded="md" p="4" minW="0">
      <Flex justify="space-between" align="center" gap="3" mb="3" wrap="wrap">
        <Heading as="h3" size="sm" id="order-refunds-heading">
          Refunds
        </Heading>
        {canRefund && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)} data-print="hide">
            Refund
          </Button>
        )}
      </Flex>
      <Text fontSize="sm" color="gray.700" mb="2">
        Paid {formatMoney(summary.paid)} · refunded {formatMoney(summary.refunded)} · {formatMoney(summary.refundable)} left
      </Text>
      {summary.refunds.length === 0 ? (
        <Text fontSize="sm" color="gray.600">
          No refunds.
        </Text>
      ) : (
        <ScrollTable label="Refunds" columns={['Amount', 'Method', 'Status', 'Reason', 'Reference', 'When']} minW="40rem">
          {summary.refunds.map((refund) => (
            <Table.Row key={refund.id}>
              <Table.Cell whiteSpace="nowrap">{formatMoney(refund.amount)}</Table.Cell>
              <Table.Cell>{METHOD[refund.method] ?? refund.method}</Table.Cell>
              <Table.Cell>
                {STATUS[refund.status] ?? refund.status}
                {refund.failureReason ? `: ${refund.failureReason}` : ''}
              </Table.Cell>
              <Table.Cell>{refund.reason}</Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {refund.gatewayRefundId ?? refund.reference ?? '—'}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{indiaDateTime(refund.processedAt ?? refund.createdAt)}</Table.Cell>
            </Table.Row>
          ))}
        </ScrollTable>
      )}
      {open && (
        <Suspense fallback={null}>
          <OrderRefundDialog
            open
            orderId={order.id}
            lines={order.items}
            refundable={summary.refundable}
            manual={summary.kind === 'manual'}
            onClose={() => setOpen(false)}
            onRefunded={() => void refetch().catch(() => undefined)}
          />
        </Suspense>
      )}
    </Box>
  );
}
