import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';

@ObjectType('PaymentIntent', { description: 'A provider order to open the payment window with.', simpleResolvers: true })
export class PaymentIntentView {
  @Field(() => ID) paymentId!: number;
  @Field(() => String, { description: 'razorpay or simulated.' }) provider!: string;
  @Field(() => String, { description: 'The Razorpay key id for the checkout script.' }) keyId!: string;
  @Field(() => String, { description: "Razorpay's order id (order_…)." }) providerOrderId!: string;
  @Field(() => Money) amount!: Paise;
  @Field(() => Int, { description: 'The amount in paise, as the checkout script takes it.' }) amountPaise!: number;
  @Field(() => String) currency!: string;
  @Field(() => ID, { nullable: true }) orderId!: number | null;
  @Field(() => ID, { nullable: true }) planId!: number | null;
  @Field(() => Boolean, { description: 'True for the simulated gateway: the window must say test mode.' }) testMode!: boolean;
}

@InputType('VerifyPaymentInput', { description: "The checkout's result: razorpay_order_id, razorpay_payment_id, razorpay_signature." })
export class VerifyPaymentInput {
  @Field(() => String) razorpayOrderId!: string;
  @Field(() => String) razorpayPaymentId!: string;
  @Field(() => String) razorpaySignature!: string;
}

@ObjectType('SimulatedPaymentResult', { simpleResolvers: true })
export class SimulatedPaymentResultView {
  @Field(() => String, { nullable: true }) razorpayPaymentId!: string | null;
  @Field(() => String, { nullable: true }) razorpaySignature!: string | null;
  @Field(() => String, { nullable: true, description: "Why the test payment failed ('Payment failed: {description}')." }) errorDescription!: string | null;
}
