import { useSearchParams } from 'react-router-dom';
import { OrderDetail } from './orders/order-detail';
import { OrderList } from './orders/order-list';

/**
 * Orders (spec §2, issue 36): the paged, filtered list, or one order's page when the address
 * names it (?page=orders&order=42), so an order has a link of its own and Back keeps the list.
 */
export default function OrdersPage() {
  const [params] = useSearchParams();
  const order = params.get('order');
  return order && /^\d+$/.test(order) ? <OrderDetail key={order} id={order} /> : <OrderList />;
}
