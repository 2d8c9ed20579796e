import { Field, ID, ObjectType } from 'type-graphql';
import type { OrderStatusName } from '@fruit-shop/common/checkout.rules';
import { OrderStatus, OrderView } from '../orders/order.views.js';
import { CustomerView } from './admin-customers.views.js';

/* Orders extend the storefront's Order with their customer and the statuses the state machine allows next. */

@ObjectType('AdminOrder', { description: 'An order with its customer and the moves allowed from its status.', simpleResolvers: true })
export class AdminOrderView extends OrderView {
  @Field(() => ID) userId!: number;
  @Field(() => CustomerView, { nullable: true }) customer!: CustomerView | null;
  @Field(() => [OrderStatus], { description: 'What the status dropdown offers (the state machine; empty when final).' }) nextStatuses!: OrderStatusName[];
}
