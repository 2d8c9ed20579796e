import { Field, ObjectType } from 'type-graphql';
import { OrderView } from '../orders/order.views.js';
import { SubscriptionView } from '../subscriptions/subscription-user.views.js';

@ObjectType('PaymentResult', { simpleResolvers: true })
export class PaymentResultView {
  @Field(() => Boolean) success!: boolean;
  @Field(() => String) message!: string;
  @Field(() => OrderView, { nullable: true, description: 'The paid order (order payments).' }) order!: OrderView | null;
  @Field(() => SubscriptionView, { nullable: true, description: 'The new subscription (plan payments).' }) subscription!: SubscriptionView | null;
  @Field(() => [String]) warnings!: string[];
}
