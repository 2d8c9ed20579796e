import { Field, InputType, ObjectType } from 'type-graphql';

// The payment to open the window with (PaymentIntentView) is shown by orders and subscriptions too: core/payment-intent.ts.

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
