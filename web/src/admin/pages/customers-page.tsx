import { useState } from 'react';
import { Box, Button, DataList, Heading, Table } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { graphql } from '../../gql';
import type { CustomersPageListQuery } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';
import { useAdminSearch } from '../admin-context';
import { DetailsDialog, formatDate, ListState, matchesSearch, PageHeader, ScrollTable, useErrorToast } from './list-page-parts';

const CustomersQuery = graphql(`
  query CustomersPageList($search: String) {
    customers(search: $search, limit: 100) {
      id
      name
      fullName
      email
      phone
      address
      orderCount
      totalSpent
      createdAt
    }
  }
`);

const CustomerOrdersQuery = graphql(`
  query CustomersPageOrders($userId: ID!) {
    customerOrders(userId: $userId) {
      id
      orderNumber
      createdAt
      total
      status
    }
  }
`);

type Customer = CustomersPageListQuery['customers'][number];

/** Customer Details: the customer's info and order history (spec §2). */
function CustomerDetailsDialog({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const { data, loading, error, refetch } = useQuery(CustomerOrdersQuery, {
    variables: { userId: customer?.id ?? '' },
    skip: !customer,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  useErrorToast(error, 'Failed to load customer orders');
  const orders = data?.customerOrders ?? [];
  const info: [string, string][] = customer
    ? [
        ['Name', customer.fullName || customer.name],
        ['Email', customer.email],
        ['Phone', customer.phone ?? '—'],
        ['Address', customer.address ?? '—'],
        ['Joined', formatDate(customer.createdAt)],
        ['Orders', String(customer.orderCount)],
        ['Total spent', formatMoney(customer.totalSpent)],
      ]
    : [];

  return (
    <DetailsDialog open={!!customer} title="Customer Details" onClose={onClose} scrollBehavior="inside">
      <DataList.Root orientation="horizontal" size="sm" mb="5">
        {info.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Heading as="h3" size="sm" mb="2">
        Order History
      </Heading>
      <ListState
        loading={loading && !data}
        error={data ? null : error}
        errorText="Failed to load customer orders"
        empty={orders.length === 0}
        emptyText="No orders found for this customer"
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <ScrollTable label="Order history" columns={['Order ID', 'Date', 'Total', 'Status']} minW="auto">
          {orders.map((order) => (
            <Table.Row key={order.id}>
              <Table.Cell whiteSpace="nowrap">{order.orderNumber}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(order.createdAt)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatMoney(order.total)}</Table.Cell>
              <Table.Cell>
                <OrderStatusBadge status={order.status} />
              </Table.Cell>
            </Table.Row>
          ))}
        </ScrollTable>
      </ListState>
    </DetailsDialog>
  );
}

/** Customers: newest first; the dashboard's search matches the name or email (spec §2). */
export default function CustomersPage() {
  const search = useAdminSearch();
  const { data, previousData, loading, error, refetch } = useQuery(CustomersQuery, {
    variables: { search: search || null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  useErrorToast(error, 'Failed to fetch customers');
  const [selected, setSelected] = useState<Customer | null>(null);
  const shown = data ?? previousData;
  // The server also matches phones; the spec's search is by name or email.
  const customers = (shown?.customers ?? []).filter((customer) => matchesSearch(search, customer.fullName, customer.name, customer.email));

  return (
    <section>
      <PageHeader title="Customers" />
      <ListState
        loading={loading && !shown}
        error={shown ? null : error}
        errorText="Failed to fetch customers"
        empty={customers.length === 0}
        emptyText={search ? 'No results found' : 'No customers yet'}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <ScrollTable label="Customers" columns={['Name', 'Email', 'Phone', 'Orders', 'Total spent', 'Joined', 'Actions']}>
          {customers.map((customer) => (
            <Table.Row key={customer.id}>
              <Table.Cell fontWeight="medium">{customer.fullName || customer.name}</Table.Cell>
              <Table.Cell>
                <Box as="span" wordBreak="break-all">
                  {customer.email}
                </Box>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{customer.phone ?? '—'}</Table.Cell>
              <Table.Cell>{customer.orderCount}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatMoney(customer.totalSpent)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(customer.createdAt)}</Table.Cell>
              <Table.Cell>
                <Button size="xs" variant="outline" aria-label={`View ${customer.fullName || customer.name}`} onClick={() => setSelected(customer)}>
                  View
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </ScrollTable>
      </ListState>
      <CustomerDetailsDialog customer={selected} onClose={() => setSelected(null)} />
    </section>
  );
}
