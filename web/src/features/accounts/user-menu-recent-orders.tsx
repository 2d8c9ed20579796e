import { HStack, Menu, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { graphql } from '../../gql';
import { formatDate } from '../../lib/dates';

/** Spec §2 Header: the user menu shows up to 2 recent orders. */
export const RECENT_ORDERS_SHOWN = 2;

const UserMenuRecentOrdersQuery = graphql(`
  query UserMenuRecentOrders($limit: Int!) {
    myOrders(limit: $limit, offset: 0) {
      id
      orderNumber
      status
      itemCount
      createdAt
    }
  }
`);

/**
 * Rendered once the menu has been opened (the header asks for no orders on page load). Nothing
 * shows while loading, on a failure or for a customer without orders: the menu's own items
 * stay where they are.
 */
export function UserMenuRecentOrders() {
  const { data } = useQuery(UserMenuRecentOrdersQuery, { variables: { limit: RECENT_ORDERS_SHOWN }, fetchPolicy: 'cache-and-network' });
  const orders = data?.myOrders.slice(0, RECENT_ORDERS_SHOWN) ?? [];
  if (orders.length === 0) return null;
  return (
    <>
      <Menu.Separator />
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>Recent Orders</Menu.ItemGroupLabel>
        {orders.map((order) => (
          <Menu.Item key={order.id} value={`order-${order.id}`} asChild>
            <RouterLink to={`/orders/${order.id}`}>
              <Stack as="span" gap="0.5" flex="1" minW="0">
                <HStack as="span" justify="space-between" gap="2">
                  <Text as="span" fontWeight="medium">
                    {order.orderNumber}
                  </Text>
                  <OrderStatusBadge status={order.status} />
                </HStack>
                <Text as="span" fontSize="xs" color="fg.muted">
                  {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'} · {formatDate(order.createdAt)}
                </Text>
              </Stack>
            </RouterLink>
          </Menu.Item>
        ))}
        <Menu.Item value="orders" asChild>
          <RouterLink to="/orders">View All Orders</RouterLink>
        </Menu.Item>
      </Menu.ItemGroup>
      <Menu.Separator />
    </>
  );
}
