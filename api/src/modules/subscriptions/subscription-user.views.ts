import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
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
