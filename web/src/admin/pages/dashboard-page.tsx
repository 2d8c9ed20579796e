import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Badge, Box, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { graphql } from '../../gql';
import { formatMoney } from '../../lib/money';
import { useAdminToast } from '../admin-context';
import { EmptyState, itemsSummary, LoadingRow, ScrollTable, shortDate, StatusPill } from '../admin-ui';
import { DashboardChecklist } from './dashboard-checklist';
import { SalesChart } from './dashboard-sales-chart';

const DASHBOARD = graphql(`
  query AdminDashboard {
    dashboardSummary {
      totalSales
      totalOrders
      newCustomers
      salesTrend {
        changePercent
      }
      ordersTrend {
        changePercent
      }
      customersTrend {
        changePercent
      }
    }
    salesByDay(days: 30) {
      date
      orders
      revenue
    }
    topProducts(limit: 5) {
      productId
      name
      quantity
      revenue
    }
    recentOrders(limit: 10) {
      id
      orderNumber
      status
      total
      createdAt
      customer {
        id
        fullName
        email
      }
      shipping {
        firstName
        lastName
      }
      items {
        id
        productName
        quantity
      }
    }
    recentCustomers(limit: 5) {
      id
      fullName
      email
      createdAt
    }
    lowStockProducts(threshold: 10) {
      id
      name
      categoryName
      stockQuantity
      isActive
    }
  }
`);

/** Each card's figure and its trend: this calendar month (India) against the last, computed by the api. */
const CARDS = [
  { key: 'totalSales', label: 'Total Sales', trend: 'salesTrend', money: true, hint: null },
  // The same orders as Total Sales (the server counts only sales), so the two cards agree.
  { key: 'totalOrders', label: 'Total Orders', trend: 'ordersTrend', money: false, hint: 'Paid or cash on delivery; not cancelled or returned' },
  { key: 'newCustomers', label: 'New Customers', trend: 'customersTrend', money: false, hint: null },
] as const;

const NO_TREND = { changePercent: null };
const ZEROS = { totalSales: 0, totalOrders: 0, newCustomers: 0, salesTrend: NO_TREND, ordersTrend: NO_TREND, customersTrend: NO_TREND };

/** '+12.5%', '-3.0%', '0.0%'; '—' when last month had nothing to compare with. */
export function trendText(changePercent: number | null | undefined): string {
  if (changePercent === null || changePercent === undefined) return '—';
  return `${changePercent > 0 ? '+' : ''}${changePercent.toFixed(1)}%`;
}

const trendColor = (changePercent: number | null | undefined) => (changePercent ? (changePercent > 0 ? 'green.800' : 'red.700') : 'gray.600');

export default function DashboardPage() {
  const toast = useAdminToast();
  const { data, loading, error } = useQuery(DASHBOARD, { fetchPolicy: 'network-only' });
  useEffect(() => {
    if (error) toast.error(error, 'Failed to load dashboard data');
  }, [error, toast]);

  // A failed load shows zeros rather than stale or partial figures.
  const summary = error ? ZEROS : (data?.dashboardSummary ?? ZEROS);
  const orders = error ? [] : (data?.recentOrders ?? []);
  const customers = error ? [] : (data?.recentCustomers ?? []);
  const lowStock = error ? [] : (data?.lowStockProducts ?? []);
  const salesByDay = error ? [] : (data?.salesByDay ?? []);
  const topProducts = error ? [] : (data?.topProducts ?? []);
  const busy = loading && !data;

  return (
    <Stack gap="6">
      <DashboardChecklist />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        {CARDS.map((card) => (
          <Box key={card.key} bg="white" borderWidth="1px" rounded="md" p="4" data-testid={`card-${card.key}`}>
            <Text fontSize="sm" color="gray.600">
              {card.label}
            </Text>
            <Text fontSize="2xl" fontWeight="bold">
              {card.money ? formatMoney(summary[card.key]) : summary[card.key]}
            </Text>
            {card.hint && (
              <Text fontSize="xs" color="gray.600" data-testid={`hint-${card.key}`}>
                {card.hint}
              </Text>
            )}
            <Text fontSize="xs" color={trendColor(summary[card.trend].changePercent)} data-testid={`trend-${card.key}`}>
              {trendText(summary[card.trend].changePercent)} from last month
            </Text>
          </Box>
        ))}
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        <Box gridColumn={{ lg: 'span 2' }} minW="0">
          <Heading as="h2" size="md" mb="3">
            Sales, last 30 days
          </Heading>
          {busy ? <LoadingRow /> : salesByDay.length === 0 ? <EmptyState>No sales figures</EmptyState> : <SalesChart days={salesByDay} />}
        </Box>
        <Box>
          <Heading as="h2" size="md" mb="3">
            Top products this month
          </Heading>
          {busy ? (
            <LoadingRow />
          ) : topProducts.length === 0 ? (
            <EmptyState>No sales this month yet</EmptyState>
          ) : (
            <Stack as="ol" gap="2" listStyleType="none" p="0" m="0" aria-label="Top products by revenue this month">
              {topProducts.map((product, n) => (
                <Box as="li" key={product.productId} bg="white" borderWidth="1px" rounded="md" p="3" display="flex" justifyContent="space-between" gap="3">
                  <Box minW="0">
                    <Text fontWeight="semibold" truncate>
                      {n + 1}. {product.name}
                    </Text>
                    <Text fontSize="sm" color="gray.600">
                      {product.quantity} sold
                    </Text>
                  </Box>
                  <Text fontWeight="semibold" alignSelf="center" flexShrink={0}>
                    {formatMoney(product.revenue)}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      </SimpleGrid>

      <Box>
        <Heading as="h2" size="md" mb="3">
          Recent Orders
        </Heading>
        {busy ? (
          <LoadingRow />
        ) : orders.length === 0 ? (
          <EmptyState>No orders yet</EmptyState>
        ) : (
          <ScrollTable label="Recent orders">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Order</Table.ColumnHeader>
                <Table.ColumnHeader>Customer</Table.ColumnHeader>
                <Table.ColumnHeader>Items</Table.ColumnHeader>
                <Table.ColumnHeader>Total</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {orders.map((order) => (
                <Table.Row key={order.id}>
                  <Table.Cell>{order.orderNumber}</Table.Cell>
                  <Table.Cell>{order.customer?.fullName ?? `${order.shipping.firstName} ${order.shipping.lastName}`}</Table.Cell>
                  <Table.Cell>{itemsSummary(order.items)}</Table.Cell>
                  <Table.Cell>{formatMoney(order.total)}</Table.Cell>
                  <Table.Cell>
                    <StatusPill status={order.status} />
                  </Table.Cell>
                  <Table.Cell>{shortDate(order.createdAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </ScrollTable>
        )}
      </Box>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Box>
          <Heading as="h2" size="md" mb="3">
            Recent Customers
          </Heading>
          {busy ? (
            <LoadingRow />
          ) : customers.length === 0 ? (
            <EmptyState>No customers yet</EmptyState>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" p="0" m="0">
              {customers.map((customer) => (
                <Box as="li" key={customer.id} bg="white" borderWidth="1px" rounded="md" p="3">
                  <Text fontWeight="semibold">{customer.fullName}</Text>
                  <Text fontSize="sm" color="gray.600">
                    {customer.email} · joined {shortDate(customer.createdAt)}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </Box>
        <Box>
          <Heading as="h2" size="md" mb="3">
            Low Stock
          </Heading>
          {busy ? (
            <LoadingRow />
          ) : lowStock.length === 0 ? (
            <EmptyState>Every product is well stocked</EmptyState>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" p="0" m="0">
              {lowStock.map((product) => (
                <Box as="li" key={product.id} bg="white" borderWidth="1px" rounded="md" p="3" display="flex" justifyContent="space-between" gap="3">
                  <Box>
                    <Text fontWeight="semibold">{product.name}</Text>
                    <Text fontSize="sm" color="gray.600">
                      {product.categoryName}
                      {product.isActive ? '' : ' · Inactive'}
                    </Text>
                  </Box>
                  <Badge colorPalette={product.stockQuantity === 0 ? 'red' : 'yellow'} alignSelf="center">
                    {product.stockQuantity === 0 ? 'Out of stock' : `${product.stockQuantity} left`}
                  </Badge>
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
