import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Box, Flex, Grid, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { slotLabel } from '@fruit-shop/common/delivery.rules';
import { PAID_BY_SUBSCRIPTION, SubscriptionOrderBadge, SubscriptionShortfall } from '../../../components/subscription-order';
import { formatMoney } from '../../../lib/money';
import { indiaDateTime, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, PhoneLink, StatusPill } from '../../admin-ui';
import { ListState, ScrollTable, useErrorToast } from '../list-page-parts';
import { ORDER_DETAIL } from './order-operations';
import { OrderRefunds } from './order-refunds';
import { OrderInvoices } from './order-invoices';
import { OrderStaffNotes } from './order-staff-notes';
import { OrderStatusActions } from './order-status-actions';
import { OrderTimeline } from './order-timeline';

/** The list's address (its filters and page) without the open order. */
export function listHref(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete('order');
  return `?${next.toString()}`;
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} bg="white" borderWidth="1px" rounded="md" p="4" minW="0">
      <Heading as="h3" size="sm" id={id} mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Label and value pairs as a description list. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="minmax(7rem, auto) 1fr" columnGap="3" rowGap="1" fontSize="sm">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Box as="dt" color="gray.700" fontWeight="medium">
            {label}
          </Box>
          <Box as="dd" m="0" minW="0" overflowWrap="anywhere">
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** One order as staff work it (issue 36): lines and totals, where and when, payment, history, notes, the next moves. */
export function OrderDetail({ id }: { id: string }) {
  const [params] = useSearchParams();
  const { data, loading, error, refetch } = useQuery(ORDER_DETAIL, { variables: { id }, fetchPolicy: 'cache-and-network' });
  useErrorToast(error, 'Failed to load the order');
  const reload = () => void refetch().catch(() => undefined);
  const order = data?.adminOrder;

  const back = (
    <Link asChild color="green.800" textDecoration="underline" fontWeight="medium" data-print="hide">
      <RouterLink to={listHref(params)}>← Back to orders</RouterLink>
    </Link>
  );
  if (!order) {
    return (
      <Stack gap="4">
        {back}
        <ListState loading={loading} error={error} errorText="Order not found" empty={!loading && !error} emptyText="Order not found" onRetry={reload}>
          {null}
        </ListState>
      </Stack>
    );
  }

  const { shipping } = order;
  const name = `${shipping.firstName} ${shipping.lastName}`.trim() || order.customer?.fullName || '—';
  const phone = shipping.phone || order.customer?.phone || '';
  const totals: [string, ReactNode][] = [
    ['Subtotal', formatMoney(order.subtotal)],
    ...(order.savings > 0 ? ([['Savings', `−${formatMoney(order.savings)}`]] as [string, ReactNode][]) : []),
    ['Delivery fee', order.deliveryFee > 0 ? formatMoney(order.deliveryFee) : 'Free'],
    ['Handling fee', formatMoney(order.handlingFee)],
    ...(order.couponDiscount > 0 ? ([[`Coupon${order.couponCode ? ` ${order.couponCode}` : ''}`, `−${formatMoney(order.couponDiscount)}`]] as [string, ReactNode][]) : []),
    ['Total', <Text as="span" fontWeight="bold">{formatMoney(order.total)}</Text>],
  ];

  return (
    <Stack gap="4">
      {back}
      <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="3" wrap="wrap" direction={{ base: 'column', md: 'row' }}>
        <Box>
          <Flex gap="3" align="center" wrap="wrap">
            <Heading as="h2" size="lg">
              Order {order.orderNumber}
            </Heading>
            <StatusPill status={order.status} />
          </Flex>
          <Text fontSize="sm" color="gray.700">
            Placed {indiaDateTime(order.createdAt)}
          </Text>
          {order.subscription && (
            <Box mt="1">
              <SubscriptionOrderBadge subscription={order.subscription} />
              <SubscriptionShortfall subscription={order.subscription} />
            </Box>
          )}
        </Box>
        <OrderStatusActions order={order} onMoved={reload} />
      </Flex>

      <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        <Card id="order-delivery" title="Delivery">
          <Facts
            rows={[
              ['Customer', name],
              ['Phone', phone ? <PhoneLink phone={phone} label={`Call ${name}: ${phone}`} /> : '—'],
              ['Email', shipping.email || order.customer?.email || '—'],
              [
                'Address',
                <span>
                  {shipping.address}
                  <br />
                  {[shipping.city, shipping.state].filter(Boolean).join(', ')} {shipping.postcode}
                </span>,
              ],
              ['Slot', order.deliverySlot ? slotLabel(order.deliverySlot) : 'No slot'],
              ['Delivery note', order.customerNote ? <Text as="span" whiteSpace="pre-wrap">{order.customerNote}</Text> : <Text as="span" color="gray.600">None</Text>],
            ]}
          />
        </Card>
        <Card id="order-payment" title="Payment">
          <Facts
            rows={[
              ['Method', order.subscription ? PAID_BY_SUBSCRIPTION : PAYMENT_METHOD_LABELS[order.paymentMethod]],
              ['Status', PAYMENT_STATUS_LABELS[order.paymentStatus]],
              ['Cash to collect', order.cashToCollect > 0 ? <Text as="span" fontWeight="bold">{formatMoney(order.cashToCollect)}</Text> : 'Nothing to collect'],
              ...(order.payBy ? ([['Pay by', indiaDateTime(order.payBy)]] as [string, ReactNode][]) : []),
              ...(order.cancelReason ? ([['Cancel reason', order.cancelReason]] as [string, ReactNode][]) : []),
            ]}
          />
          {order.payments.length > 0 && (
            <Box mt="3">
              <ScrollTable label="Card payments" columns={['Razorpay order', 'Razorpay payment', 'Status', 'Amount', 'When']} minW="36rem">
                {order.payments.map((payment) => (
                  <Table.Row key={payment.id}>
                    <Table.Cell fontFamily="mono" fontSize="xs">
                      {payment.providerOrderId}
                    </Table.Cell>
                    <Table.Cell fontFamily="mono" fontSize="xs">
                      {payment.providerPaymentId ?? '—'}
                    </Table.Cell>
                    <Table.Cell>
                      {payment.status}
                      {payment.provider === 'simulated' ? ' (test mode)' : ''}
                      {payment.failureReason ? `: ${payment.failureReason}` : ''}
                    </Table.Cell>
                    <Table.Cell>{formatMoney(payment.amount)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{indiaDateTime(payment.paidAt ?? payment.createdAt)}</Table.Cell>
                  </Table.Row>
                ))}
              </ScrollTable>
            </Box>
          )}
        </Card>
      </Grid>

      <Card id="order-items" title="Items">
        <ScrollTable label="Items" columns={['Product', 'Quantity', 'Unit', 'Unit price', 'Amount']} minW="28rem">
          {order.items.map((item) => (
            <Table.Row key={item.id}>
              <Table.Cell>{item.productName}</Table.Cell>
              <Table.Cell>{item.quantity}</Table.Cell>
              <Table.Cell>{item.unit}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatMoney(item.priceAtPurchase)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatMoney(item.subTotal)}</Table.Cell>
            </Table.Row>
          ))}
        </ScrollTable>
        <Box mt="3" maxW="sm" ms="auto" aria-label="Totals" role="group">
          <Facts rows={totals} />
        </Box>
      </Card>
      <OrderRefunds order={order} />
      <OrderInvoices orderId={String(order.id)} />

      <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4">
        <OrderTimeline changes={order.timeline} />
        <OrderStaffNotes orderId={order.id} notes={order.staffNotes} onAdded={reload} />
      </Grid>
    </Stack>
  );
}
