import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';
import { SubscriptionPlanView } from '../subscriptions/plan.views.js';

/* Subscription plans in the back office: plans extend the storefront's plan. */

@ObjectType('AdminSubscriptionPlan', { description: 'A plan on sale or withdrawn, with its subscriber count.', simpleResolvers: true })
export class AdminPlanView extends SubscriptionPlanView {
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Int) subscriberCount!: number;
}

@InputType()
export class SubscriptionPlanInput {
  @Field(() => String, { description: 'Free text (Weekly, Bi-Weekly and Monthly get the storefront labels).' }) planType!: string;
  @Field(() => String, { nullable: true, description: 'Defaults to the plan type.' }) planName?: string | null;
  @Field(() => String) planDescription!: string;
  @Field(() => Money) price!: Paise;
  @Field(() => Int, { description: 'Days one purchase lasts.' }) validityDays!: number;
  @Field(() => [String], { nullable: true, description: "Empty for the spec's four defaults." }) features?: string[] | null;
  @Field(() => Boolean, { defaultValue: true }) isActive!: boolean;
}

@ObjectType('PlanRemoval', { simpleResolvers: true })
export class PlanRemovalView {
  @Field(() => Boolean, { description: 'False when someone bought the plan: it is withdrawn from sale instead.' }) deleted!: boolean;
  @Field(() => String, { description: "'Plan deleted successfully'." }) message!: string;
  @Field(() => AdminPlanView) plan!: AdminPlanView;
}

@InputType({ description: 'One line of a box: productId, or categoryId (a seasonal pick) with its unit; not both.' })
export class PlanBoxLineInput {
  @Field(() => ID, { nullable: true }) productId?: string | null;
  @Field(() => ID, { nullable: true, description: 'A seasonal pick: staff choose an in-stock product of this category on the day.' }) categoryId?: string | null;
  @Field(() => Int, { description: '1 to 99, in the product\'s unit (or the pick\'s).' }) quantity!: number;
  @Field(() => String, { nullable: true, description: "A seasonal pick's unit: kg (default), pcs, dzn, pkt or box. Ignored on a product line." }) unit?: string | null;
  @Field(() => String, { nullable: true, description: 'At most 200 characters.' }) note?: string | null;
}
