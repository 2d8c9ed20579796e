import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import { ShippingDetailsView } from '../orders/order.views.js';
import type { Paise } from '../../lib/money.js';
import type { BillingRecord, SubscriptionStatusName } from './subscription-user.service.js';

export const SubscriptionStatus = { ACTIVE: 'active', CANCELLED: 'cancelled', EXPIRED: 'expired' } as const;
registerEnumType(SubscriptionStatus, { name: 'SubscriptionStatus' });

@ObjectType('Subscription', { description: "A customer's bought plan (the spec's subscription user).", simpleResolvers: true })
export class SubscriptionView {
  @Field(() => ID, { description: "The spec's subscription_id." }) id!: number;
  @Field(() => ID) planId!: number;
  @Field(() => String) planType!: string;
  @Field(() => String) planName!: string;
  @Field(() => Money) price!: Paise;
  @Field(() => String, { description: 'ISO date.' }) startDate!: string;
  @Field(() => String, { description: 'ISO date: start plus the plan validity in days.' }) endDate!: string;
  @Field(() => SubscriptionStatus) status!: SubscriptionStatusName;
  @Field(() => Boolean) autoRenew!: boolean;
  @Field(() => String, { nullable: true, description: 'ISO date of the next delivery while active; weekly for Weekly and Monthly (4 deliveries/month), fortnightly for Bi-Weekly.' })
  nextDeliveryDate!: string | null;
  @Field(() => [String], { description: 'ISO dates of the coming deliveries (at most four), less skipped and paused ones; empty unless active.' })
  upcomingDeliveries!: string[];
  @Field(() => Boolean, { description: 'Paused today: no deliveries until pausedUntil.' }) paused!: boolean;
  @Field(() => String, { nullable: true, description: 'ISO date the current pause began; null unless paused.' }) pausedFrom!: string | null;
  @Field(() => String, { nullable: true, description: 'ISO date deliveries restart (8 weeks at the latest for a pause until resumed); null unless paused.' })
  pausedUntil!: string | null;
  @Field(() => Boolean, { description: 'Paused until resumed rather than to a chosen date.' }) pauseOpenEnded!: boolean;
  @Field(() => [String], { description: 'ISO dates of the skipped deliveries, oldest first.' }) skippedDates!: string[];
  @Field(() => Int, { description: 'Skips left in the next delivery\'s 4-week period (2 a period).' }) skipsLeft!: number;
  @Field(() => SubscriptionDeliveryView, { nullable: true, description: 'Where and when it delivers; null until set for a subscription bought before deliveries had them.' })
  delivery!: SubscriptionDeliveryView | null;
  @Field(() => [SubscriptionDeliveryOrderView], { description: 'Orders made for the coming deliveries, soonest first.' }) deliveryOrders!: SubscriptionDeliveryOrderView[];
  @Field(() => String, { nullable: true, description: 'The day of a delivery past its cut-off (being packed): a pause or skip now applies from the delivery after it.' })
  packingDate!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('DeliveryWindow', { description: 'A daily delivery window (a slot of the pincode, without a day).', simpleResolvers: true })
export class DeliveryWindowView {
  @Field(() => ID, { nullable: true, description: 'The slot; null when the slot was removed since (the window is kept).' }) slotId!: number | null;
  @Field(() => String, { description: 'HH:MM' }) start!: string;
  @Field(() => String, { description: 'HH:MM' }) end!: string;
}

@ObjectType('SubscriptionDelivery', { description: 'Where and when a subscription delivers.', simpleResolvers: true })
export class SubscriptionDeliveryView {
  @Field(() => ID, { nullable: true, description: 'The saved address it was chosen from (null if deleted since; the address is kept).' }) addressId!: number | null;
  @Field(() => ShippingDetailsView) address!: ShippingDetailsView;
  @Field(() => DeliveryWindowView) window!: DeliveryWindowView;
}

@ObjectType('SubscriptionDeliveryOrder', { description: 'An order made for one of the coming deliveries.', simpleResolvers: true })
export class SubscriptionDeliveryOrderView {
  @Field(() => ID) orderId!: number;
  @Field(() => String, { description: 'The scheduled day.' }) date!: string;
  @Field(() => String, { description: 'The day it is delivered (later when the window was full).' }) deliveryDate!: string;
  @Field(() => String) start!: string;
  @Field(() => String) end!: string;
  @Field(() => String) status!: string;
  @Field(() => Boolean, { description: 'Past its cut-off: it is being packed and goes ahead.' }) packing!: boolean;
}

@ObjectType('BillingRecord', { simpleResolvers: true })
export class BillingRecordView implements Omit<BillingRecord, 'userId'> {
  @Field(() => ID) id!: number;
  @Field(() => ID) subscriptionId!: number;
  @Field(() => Money) amount!: Paise;
  @Field(() => String) status!: 'paid' | 'refunded';
  @Field(() => String) periodStart!: string;
  @Field(() => String) periodEnd!: string;
  @Field(() => Date) createdAt!: Date;
}
