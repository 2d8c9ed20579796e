import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
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
  @Field(() => Date) createdAt!: Date;
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
