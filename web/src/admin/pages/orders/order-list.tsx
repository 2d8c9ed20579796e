import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Link, Stack, Table, Text } from '@chakra-ui/react';
import { slotLabel } from '@fruit-shop/common/delivery.rules';
import { PAID_BY_SUBSCRIPTION, SubscriptionOrderBadge, SubscriptionShortfall } from '../../../components/subscription-order';
import { formatMoney } from '../../../lib/money';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminSearch } from '../../admin-context';
import { itemsSummary, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, PhoneLink, StatusPill } from '../../admin-ui';
import { ListState, ScrollTable, useErrorToast } from '../list-page-parts';
import { OrderFilterBar } from './order-filter-bar';
import { InvoiceRegisterLink } from './invoice-register-link';
import { filtersFromParams, graphqlFilter, PAGE_SIZE, withFilters, type OrderListFilters } from './order-filters';
import { ORDER_PAGE } from './order-operations';

const COLUMNS = ['Order', 'Delivery slot', 'Customer', 'Phone', 'Items', 'Total', 'Payment', 'Cash to collect', 'Status'];

/** ?page=orders&…&order=42: the same list's address with an order open. */
export function orderHref(params: URLSearchParams, id: string): string {
  const next = new URLSearchParams(params);
  next.set('order', id);
  return `?${next.toString()}`;
}

/**
 * The orders list (issue 36): paged by the server (50 a page), searched from the dashboard's
 * search box (order number, email or phone; 300 ms after the last key), filtered, sorted by slot.
 * A row opens the order's own page; its status is changed there, with a confirmation.
 */
export function OrderList() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFromParams(params);
  const search = useDebouncedValue(useAdminSearch(), 300);

  const change = (patch: Partial<OrderListFilters>) => setParams((current) => withFilters(current, patch));

  // A new search starts again at the first page (coming back from an order keeps the page).
  const searched = useRef(search);
  useEffect(() => {
    if (searched.current === search) return;
    searched.current = search;
    setParams((current) => withFilters(current, {}), { replace: true });
  }, [search, setParams]);

  const { data, previousData, loading, error, refetch } = useQuery(ORDER_PAGE, {
    variables: { filter: graphqlFilter(filters, search), limit: PAGE_SIZE, offset: filters.offset, sort: 'SLOT' },
    fetchPolicy: 'cache-and-network',
  });
  useErrorToast(error, 'Failed to fetch orders');
  // The last page stays on screen while the next one loads.
  const page = (data ?? previousData)?.adminOrderPage;
  const orders = page?.items ?? [];
  const total = page?.total ?? 0;
  const first = total === 0 ? 0 : filters.offset + 1;
  const last = Math.min(filters.offset + orders.length, total);

  return (
    <Stack gap="4">
      <OrderFilterBar filters={filters} search={search} onChange={change} />
      <InvoiceRegisterLink />
      <ListState
        loading={loading && !page}
        error={page ? null : error}
        errorText="Failed to fetch orders"
        empty={orders.length === 0}
        emptyText="No orders found"
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <ScrollTable label="Orders" columns={COLUMNS} minW="64rem">
          {orders.map((order) => {
            // Whom the driver asks for: the name on the delivery, else the account's.
            const name = `${order.shipping.firstName} ${order.shipping.lastName}`.trim() || order.customer?.fullName || '—';
            const phone = order.shipping.phone || order.customer?.phone || '';
            const href = orderHref(params, order.id);
            return (
              <Table.Row
                key={order.id}
                data-testid={`order-row-${order.id}`}
                cursor="pointer"
                _hover={{ bg: 'gray.50' }}
                onClick={(event) => {
                  // The order number and the phone are links of their own; elsewhere the row opens the order.
                  if ((event.target as HTMLElement).closest('a')) return;
                  void navigate(href);
                }}
              >
                <Table.Cell>
                  <Link asChild fontWeight="semibold" color="green.800" textDecoration="underline">
                    <RouterLink to={href}>{order.orderNumber}</RouterLink>
                  </Link>
                  {order.subscription && (
                    <Box mt="1">
                      <SubscriptionOrderBadge subscription={order.subscription} />
                      <SubscriptionShortfall subscription={order.subscription} />
                    </Box>
                  )}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{order.deliverySlot ? slotLabel(order.deliverySlot) : '—'}</Table.Cell>
                <Table.Cell>
                  <Text>{name}</Text>
                  <Text fontSize="xs" color="gray.600">
                    {order.shipping.email || order.customer?.email}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{phone ? <PhoneLink phone={phone} /> : '—'}</Table.Cell>
                <Table.Cell>{itemsSummary(order.items)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatMoney(order.total)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Text>{order.subscription ? PAID_BY_SUBSCRIPTION : PAYMENT_METHOD_LABELS[order.paymentMethod]}</Text>
                  <Text fontSize="xs" color="gray.600">
                    {PAYMENT_STATUS_LABELS[order.paymentStatus]}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{order.cashToCollect > 0 ? formatMoney(order.cashToCollect) : '—'}</Table.Cell>
                <Table.Cell>
                  <StatusPill status={order.status} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </ScrollTable>
      </ListState>
      {total > 0 && (
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" as="nav" aria-label="Pages of orders">
          <Text fontSize="sm" aria-live="polite" data-testid="orders-range">
            Showing {first}–{last} of {total}
          </Text>
          <Flex gap="2">
            <Button size="sm" variant="outline" disabled={filters.offset === 0} onClick={() => change({ offset: Math.max(filters.offset - PAGE_SIZE, 0) })}>
              Previous
            </Button>
            <Button size="sm" variant="outline" disabled={filters.offset + PAGE_SIZE >= total} onClick={() => change({ offset: filters.offset + PAGE_SIZE })}>
              Next
            </Button>
          </Flex>
        </Flex>
      )}
    </Stack>
  );
}
