import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';
import { PaymentIntentView } from '../../core/payment-intent.js';
import type { OrderStatusName, PaymentMethodName } from '@fruit-shop/common/checkout.rules';
import type { PaymentStatusName } from './order.queries.js';
import { OrderDeliverySlotView } from '../delivery/delivery.views.js';

export const OrderStatus = {
  PENDING: 'pending',
  PAID: 'paid',
  PROCESSING: 'processing',
  SHIPPED: 'shipped',
  ON_THE_WAY: 'on_the_way',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
  RETURNED: 'returned',
} as const;
registerEnumType(OrderStatus, { name: 'OrderStatus', description: 'The state machine of the rulings (decisions: Stock and orders).' });

export const PaymentMethod = { CASH: 'cash', CARD: 'card' } as const;
registerEnumType(PaymentMethod, { name: 'PaymentMethod' });

export const PaymentStatus = { UNPAID: 'unpaid', PAID: 'paid', CASH_ON_DELIVERY: 'cash_on_delivery', REFUND_DUE: 'refund_due' } as const;
registerEnumType(PaymentStatus, { name: 'PaymentStatus' });

@ObjectType('OrderItem', { simpleResolvers: true })
export class OrderItemView {
  @Field(() => ID) id!: number;
  @Field(() => ID) productId!: number;
  @Field(() => String) productName!: string;
  @Field(() => String, { nullable: true }) productImage!: string | null;
  @Field(() => String) unit!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Money, { description: 'List price of one unit when ordered.' }) listPrice!: Paise;
  @Field(() => Money, { description: 'What one unit cost when ordered.' }) priceAtPurchase!: Paise;
  @Field(() => Money) subTotal!: Paise;
}

@ObjectType('ShippingDetails', { simpleResolvers: true })
export class ShippingDetailsView {
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
  @Field(() => String) country!: string;
  @Field(() => String) postcode!: string;
}

@ObjectType('ShortfallLine', { description: 'A box line a subscription delivery could not fill in full.', simpleResolvers: true })
export class ShortfallLineView {
  @Field(() => String, { description: 'The box line as it reads ("1 kg Shimla Apple").' }) label!: string;
  @Field(() => Int) wanted!: number;
  @Field(() => Int) filled!: number;
}

@ObjectType('OrderSubscription', { description: "A subscription delivery's subscription and scheduled day.", simpleResolvers: true })
export class OrderSubscriptionView {
  @Field(() => ID, { nullable: true, description: 'Null once the subscription was deleted.' }) subscriptionId!: number | null;
  @Field(() => String, { nullable: true }) planName!: string | null;
  @Field(() => String, { description: 'The scheduled day (YYYY-MM-DD); the slot may be later when its window was full.' }) scheduledDate!: string;
  @Field(() => [ShortfallLineView], { description: 'What could not be filled when the order was made.' }) shortfall!: ShortfallLineView[];
}

@ObjectType('Order', { simpleResolvers: true })
export class OrderView {
  @Field(() => ID) id!: number;
  @Field(() => String, { description: 'FS-000042.' }) orderNumber!: string;
  @Field(() => OrderStatus) status!: OrderStatusName;
  @Field(() => PaymentMethod) paymentMethod!: PaymentMethodName;
  @Field(() => PaymentStatus) paymentStatus!: PaymentStatusName;
  @Field(() => Money) subtotal!: Paise;
  @Field(() => Money) savings!: Paise;
  @Field(() => Money) deliveryFee!: Paise;
  @Field(() => Money) handlingFee!: Paise;
  @Field(() => String, { nullable: true }) couponCode!: string | null;
  @Field(() => Money) couponDiscount!: Paise;
  @Field(() => Money) total!: Paise;
  @Field(() => ShippingDetailsView) shipping!: ShippingDetailsView;
  @Field(() => OrderDeliverySlotView, { nullable: true, description: 'The delivery slot it booked (null for orders placed before slots).' }) deliverySlot!: OrderDeliverySlotView | null;
  @Field(() => [OrderItemView]) items!: OrderItemView[];
  @Field(() => Int, { description: 'Sum of quantities.' }) itemCount!: number;
  @Field(() => Boolean, { description: 'The customer may cancel it (pending, paid or processing).' }) canCancel!: boolean;
  @Field(() => Boolean, { description: 'An unpaid card order that can still be paid ("Pay now": createPayment(orderId)).' }) canPay!: boolean;
  @Field(() => Date, { nullable: true, description: 'An unpaid card order: when it must be paid by, or it is cancelled.' }) payBy!: Date | null;
  @Field(() => String, { nullable: true, description: "The customer's delivery note from checkout." }) customerNote!: string | null;
  @Field(() => String, { nullable: true, description: 'Why it was cancelled.' }) cancelReason!: string | null;
  @Field(() => OrderSubscriptionView, { nullable: true, description: 'A subscription delivery (₹0, paid by the subscription): its subscription and day; null for a shop order.' })
  subscription!: OrderSubscriptionView | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@InputType('ShippingInput')
export class ShippingInput {
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
  @Field(() => String, { defaultValue: 'India' }) country!: string;
  @Field(() => String) postcode!: string;
}

@InputType('PlaceOrderInput', { description: "The signed-in customer's cart is ordered; prices, fees and totals are the server's." })
export class PlaceOrderInput {
  @Field(() => ShippingInput) shipping!: ShippingInput;
  @Field(() => PaymentMethod, { defaultValue: 'cash' }) paymentMethod!: PaymentMethodName;
  @Field(() => String, { nullable: true }) couponCode?: string | null;
  @Field(() => ID, { nullable: true, description: 'A DeliverySlot id from deliverySlots(pincode) for the shipping postcode, booked exactly or refused; none: the soonest open slot.' })
  deliverySlotId?: string | null;
  @Field(() => String, { nullable: true, description: 'A note for the delivery (at most 500 characters).' }) customerNote?: string | null;
  @Field(() => String, { nullable: true, description: 'A repeated submit with the same key returns the first order.' })
  idempotencyKey?: string | null;
  @Field(() => ID, {
    nullable: true,
    description: "One of your saved addresses: its street, city, state, country and pincode replace the shipping input's; another customer's is refused (NOT_FOUND).",
  })
  addressId?: string | null;
}

@ObjectType('PlaceOrderResult', { simpleResolvers: true })
export class PlaceOrderResultView {
  @Field(() => Boolean) success!: boolean;
  @Field(() => String) message!: string;
  @Field(() => ID) orderId!: number;
  @Field(() => OrderView) order!: OrderView;
  @Field(() => PaymentIntentView, { nullable: true, description: 'For a card order: the payment to open the window with.' })
  payment!: PaymentIntentView | null;
  @Field(() => Boolean, { description: 'True when the idempotency key matched an earlier order.' }) replayed!: boolean;
  @Field(() => [String], { description: "E.g. 'Order placed, but there was an issue sending the confirmation email.'" }) warnings!: string[];
}
