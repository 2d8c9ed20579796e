import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';

/** A plan as the storefront shows it: stored fields plus the spec's derived labels (plan.rules.ts). */
@ObjectType('SubscriptionPlan', { simpleResolvers: true })
export class SubscriptionPlanView {
  @Field(() => ID, { description: 'The spec\'s plan_id.' })
  id!: number;

  @Field(() => String)
  planName!: string;

  @Field(() => String, { description: 'Weekly, Bi-Weekly or Monthly on the storefront; free text in the back office.' })
  planType!: string;

  @Field(() => String)
  planDescription!: string;

  @Field(() => Money)
  price!: Paise;

  @Field(() => Int, { description: 'How many days one purchase lasts.' })
  validityDays!: number;

  @Field(() => [String], { description: 'The plan\'s features; the spec\'s four defaults when it lists none.' })
  features!: string[];

  @Field(() => String, { nullable: true, description: "'Every week', '4 deliveries/month' or 'Every 2 weeks'; null for other plan types." })
  deliveryFrequency!: string | null;

  @Field(() => String, { nullable: true, description: "'Save 15%' (Monthly), 'Save 5%' (Bi-Weekly), else null." })
  savingsText!: string | null;

  @Field(() => Boolean, { description: 'Marked most popular (the Monthly plan).' })
  isPopular!: boolean;

  @Field(() => String, { description: "'per week' (Weekly), 'per month' (Monthly), 'per delivery' (Bi-Weekly and others)." })
  priceSuffix!: string;
}
