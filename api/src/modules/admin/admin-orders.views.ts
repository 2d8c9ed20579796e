import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { OrderStatusName, PaymentMethodName } from '@fruit-shop/common/checkout.rules';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';
import type { PaymentStatusName } from '../orders/order.queries.js';
import { OrderStatus, OrderView, PaymentMethod, PaymentStatus } from '../orders/order.views.js';
import { CustomerView } from './admin-customers.views.js';

/* Orders extend the storefront's Order with their customer, the moves allowed from its status, and its history. */

@ObjectType('AdminOrder', { description: 'An order with its customer, the moves allowed from its status, and (read on demand) its history.', simpleResolvers: true })
export class AdminOrderView extends OrderView {
  @Field(() => ID) userId!: number;
  @Field(() => CustomerView, { nullable: true }) customer!: CustomerView | null;
  @Field(() => [OrderStatus], { description: 'What the status dropdown offers (the state machine; empty when final).' }) nextStatuses!: OrderStatusName[];
  @Field(() => Money, { description: 'What the driver collects at the door: the total of a cash-on-delivery order, else 0.' }) cashToCollect!: Paise;
}

@ObjectType('OrderStatusChange', { description: "One move of an order: who made it, when, from which status to which, and why.", simpleResolvers: true })
export class OrderStatusChangeView {
  @Field(() => ID) id!: number;
  @Field(() => OrderStatus, { nullable: true, description: "null for the order's placing." }) from!: OrderStatusName | null;
  @Field(() => OrderStatus) to!: OrderStatusName;
  @Field(() => String, { description: 'customer, admin or system (a payment, the expiry of an unpaid order).' }) actor!: string;
  @Field(() => String, { nullable: true, description: 'The admin who made it.' }) adminName!: string | null;
  @Field(() => String, { nullable: true }) reason!: string | null;
  @Field(() => GraphQLISODateTime) at!: Date;
}

@ObjectType('OrderStaffNote', { description: 'A note by the shop\'s staff on an order; the customer never sees it.', simpleResolvers: true })
export class OrderStaffNoteView {
  @Field(() => ID) id!: number;
  @Field(() => String) text!: string;
  @Field(() => String, { nullable: true }) adminName!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType('OrderPayment', { description: "A card payment attempt for an order, with the gateway's ids.", simpleResolvers: true })
export class OrderPaymentView {
  @Field(() => ID) id!: number;
  @Field(() => String, { description: 'razorpay or simulated.' }) provider!: string;
  @Field(() => String, { description: "Razorpay's order id (order_…)." }) providerOrderId!: string;
  @Field(() => String, { nullable: true, description: "Razorpay's payment id (pay_…), once paid." }) providerPaymentId!: string | null;
  @Field(() => Money) amount!: Paise;
  @Field(() => String, { description: 'created, paid, failed, voided or refund_due.' }) status!: string;
  @Field(() => String, { nullable: true }) failureReason!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) paidAt!: Date | null;
}

@ObjectType('AdminOrderPage', { description: 'One page of the filtered orders and how many match in all.', simpleResolvers: true })
export class AdminOrderPageView {
  @Field(() => [AdminOrderView]) items!: AdminOrderView[];
  @Field(() => Int) total!: number;
  @Field(() => Int) limit!: number;
  @Field(() => Int) offset!: number;
}

export const AdminOrderSort = { SLOT: 'slot', NEWEST: 'newest' } as const;
registerEnumType(AdminOrderSort, { name: 'AdminOrderSort', description: "SLOT: the slot's day (newest first), its window, then the time ordered. NEWEST: the time ordered, newest first." });

@InputType('AdminOrderFilter')
export class AdminOrderFilterInput {
  @Field(() => String, { nullable: true, description: 'An order number (FS-000042, #42), an email, a phone, a name or an item name.' }) search?: string | null;
  @Field(() => OrderStatus, { nullable: true }) status?: OrderStatusName | null;
  @Field(() => PaymentMethod, { nullable: true }) paymentMethod?: PaymentMethodName | null;
  @Field(() => PaymentStatus, { nullable: true }) paymentStatus?: PaymentStatusName | null;
  @Field(() => String, { nullable: true, description: "The slot's day, YYYY-MM-DD." }) slotDate?: string | null;
  @Field(() => ID, { nullable: true, description: 'A daily slot id (adminDeliverySlots).' }) slotId?: string | null;
}

@ObjectType('PickListLine', { simpleResolvers: true })
export class PickListLineView {
  @Field(() => ID) productId!: number;
  @Field(() => String) productName!: string;
  @Field(() => String) unit!: string;
  @Field(() => Int, { description: 'Units to pack over every order.' }) quantity!: number;
  @Field(() => Int, { description: 'How many orders ask for it.' }) orders!: number;
}

@ObjectType('PickList', { description: 'What to pack for a date and slot: each product with its total, from the orders confirmed for delivery.', simpleResolvers: true })
export class PickListView {
  @Field(() => String) date!: string;
  @Field(() => ID, { nullable: true, description: 'null: every slot of the date.' }) slotId!: number | null;
  @Field(() => Int) orderCount!: number;
  @Field(() => [PickListLineView]) lines!: PickListLineView[];
}

@ObjectType('RunSheet', { description: "The stops of a date and slot in the slot's window and pincode order.", simpleResolvers: true })
export class RunSheetView {
  @Field(() => String) date!: string;
  @Field(() => ID, { nullable: true }) slotId!: number | null;
  @Field(() => [AdminOrderView], { description: 'One order per stop: its address, phone, items, cash to collect and note.' }) stops!: AdminOrderView[];
  @Field(() => Money, { description: 'Cash to collect over every stop.' }) cashTotal!: Paise;
}

@ObjectType('DeliveryDaySlot', { description: 'A slot window orders were booked into on a date.', simpleResolvers: true })
export class DeliveryDaySlotView {
  @Field(() => ID) slotId!: number;
  @Field(() => String) start!: string;
  @Field(() => String) end!: string;
  @Field(() => Int, { description: 'Orders confirmed for delivery in it.' }) orders!: number;
}

@ObjectType('ShipSlotResult', { simpleResolvers: true })
export class ShipSlotResultView {
  @Field(() => Int) shipped!: number;
  @Field(() => [ID]) orderIds!: number[];
}
