import { Field, GraphQLISODateTime, ID, Int, ObjectType } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import { SubscriptionDeliveryView } from '../subscriptions/subscription-user.views.js';
import type { Paise } from '../../lib/money.js';

@ObjectType('SubscriptionUser', { description: 'A subscription with its customer.', simpleResolvers: true })
export class SubscriptionUserView {
  @Field(() => ID) id!: number;
  @Field(() => ID) userId!: number;
  @Field(() => String) userName!: string;
  @Field(() => String) userEmail!: string;
  @Field(() => ID) planId!: number;
  @Field(() => String) planType!: string;
  @Field(() => String) planName!: string;
  @Field(() => Money) price!: Paise;
  @Field(() => String, { description: 'YYYY-MM-DD.' }) startDate!: string;
  @Field(() => String, { description: 'YYYY-MM-DD.' }) endDate!: string;
  @Field(() => String, { description: 'active, cancelled or expired.' }) status!: string;
  @Field(() => Boolean) autoRenew!: boolean;
  @Field(() => String, { nullable: true }) nextDeliveryDate!: string | null;
  @Field(() => [String], { description: 'The coming delivery days (at most four).' }) upcomingDeliveries!: string[];
  @Field(() => Boolean) paused!: boolean;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD deliveries restart; null unless paused.' }) pausedUntil!: string | null;
  @Field(() => Boolean, { description: 'Paused until resumed (8 weeks at most).' }) pauseOpenEnded!: boolean;
  @Field(() => [String], { description: 'YYYY-MM-DD of the skipped deliveries.' }) skippedDates!: string[];
  @Field(() => Int) skipsLeft!: number;
  @Field(() => SubscriptionDeliveryView, { nullable: true, description: 'Where and when it delivers (address and preferred window).' }) delivery!: SubscriptionDeliveryView | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}
