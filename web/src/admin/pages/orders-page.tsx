import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Flex, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import type { OrderStatus } from '../../gql/graphql';
import { slotLabel } from '@fruit-shop/common/delivery.rules';
import { formatMoney } from '../../lib/money';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useAdminSaving, useAdminSearch, useAdminToast } from '../admin-context';
import { EmptyState, itemsSummary, LoadingRow, ScrollTable, shortDate, statusLabel, StatusPill } from '../admin-ui';

const ORDERS = graphql(`
  query AdminOrders($search: String, $status: OrderStatus) {
    adminOrders(search: $search, status: $status, limit: 100) {
      id
      orderNumber
      status
      nextStatuses
      total
      createdAt
      paymentMethod
      customer {
        id
        fullName
        email
        phone
      }
      shipping {
        firstName
        lastName
        email
        phone
      }
      deliverySlot {
        id
        date
        start
        end
      }
      items {
        id
        productName
        quantity
      }
    }
  }
`);

const UPDATE_STATUS = graphql(`
  mutation AdminUpdateOrderStatus($id: ID!, $status: OrderStatus!) {
    updateOrderStatus(id: $id, status: $status) {
      id
      status
      nextStatuses
    }
  }
`);

const FILTERS: OrderStatus[] = ['PENDING', 'PAID', 'PROCESSING', 'SHIPPED', 'ON_THE_WAY', 'DELIVERED', 'CANCELLED', 'RETURNED'];

export default function OrdersPage() {
  const search = useDebouncedValue(useAdminSearch(), 300);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const toast = useAdminToast();
  const { runSaving } = useAdminSaving();
  const { data, loading, error, refetch } = useQuery(ORDERS, {
    variables: { search: search || null, status: status || null },
    fetchPolicy: 'cache-and-network',
  });
  const [updateStatus] = useMutation(UPDATE_STATUS);

  useEffect(() => {
    if (error) toast.error(error, 'Failed to fetch orders');
  }, [error, toast]);

  async function change(id: string, next: OrderStatus) {
    try {
      await runSaving(updateStatus({ variables: { id, status: next } }));
      toast.success('Order status updated successfully');
      await refetch();
    } catch (cause) {
      toast.error(cause, 'Failed to update order status');
    }
  }

  const orders = data?.adminOrders ?? [];
  return (
    <Stack gap="4">
      <Flex gap="3" align="center" wrap="wrap">
        <label htmlFor="order-status-filter">
          <Text as="span" fontSize="sm" fontWeight="medium">
            Status
          </Text>
        </label>
        <NativeSelect.Root size="sm" width="48">
          <NativeSelect.Field id="order-status-filter" value={status} onChange={(e) => setStatus(e.target.value as OrderStatus | '')}>
            <option value="">All statuses</option>
            {FILTERS.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      {loading && !data ? (
        <LoadingRow label="Loading orders" />
      ) : orders.length === 0 ? (
        <EmptyState>No orders found</EmptyState>
      ) : (
        <ScrollTable label="Orders">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Order</Table.ColumnHeader>
              <Table.ColumnHeader>Customer</Table.ColumnHeader>
              <Table.ColumnHeader>Items</Table.ColumnHeader>
              <Table.ColumnHeader>Total</Table.ColumnHeader>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader>Delivery slot</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Change status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {orders.map((order) => {
              const name = order.customer?.fullName ?? `${order.shipping.firstName} ${order.shipping.lastName}`;
              return (
                <Table.Row key={order.id} data-testid={`order-row-${order.id}`}>
                  <Table.Cell>
                    <Text fontWeight="semibold">{order.orderNumber}</Text>
                    <Text fontSize="xs" color="gray.600">
                      #{order.id}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Text>{name}</Text>
                    <Text fontSize="xs" color="gray.600">
                      {order.customer?.email ?? order.shipping.email}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{itemsSummary(order.items)}</Table.Cell>
                  <Table.Cell>{formatMoney(order.total)}</Table.Cell>
                  <Table.Cell>{shortDate(order.createdAt)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{order.deliverySlot ? slotLabel(order.deliverySlot) : '—'}</Table.Cell>
                  <Table.Cell>
                    <StatusPill status={order.status} />
                  </Table.Cell>
                  <Table.Cell>
                    {order.nextStatuses.length === 0 ? (
                      <Text fontSize="sm" color="gray.600">
                        Final
                      </Text>
                    ) : (
                      <Box minW="36">
                        <NativeSelect.Root size="sm">
                          <NativeSelect.Field
                            aria-label={`Change status of order ${order.orderNumber}`}
                            value=""
                            onChange={(e) => {
                              if (e.target.value) void change(order.id, e.target.value as OrderStatus);
                            }}
                          >
                            <option value="">{statusLabel(order.status)}</option>
                            {order.nextStatuses.map((s) => (
                              <option key={s} value={s}>
                                {statusLabel(s)}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Box>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </ScrollTable>
      )}
    </Stack>
  );
}
