import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Money } from '../../graphql/scalars.js';
import type { Paise } from '../../lib/money.js';

export const RefundStatus = { PENDING: 'pending', PROCESSED: 'processed', FAILED: 'failed' } as const;
registerEnumType(RefundStatus, { name: 'RefundStatus', description: 'pending: asked of the gateway (or not yet); processed: the bank sent it; failed: it did not go through.' });

export const RefundMethod = { GATEWAY: 'gateway', UPI: 'upi', BANK_TRANSFER: 'bank_transfer', CASH: 'cash', OTHER: 'other' } as const;
registerEnumType(RefundMethod, { name: 'RefundMethod', description: 'gateway: back to the card through Razorpay; the rest are paid by hand (cash on delivery).' });

@ObjectType('RefundLine', { simpleResolvers: true })
export class RefundLineView {
  @Field(() => ID) itemId!: number;
  @Field(() => Int) quantity!: number;
}

@ObjectType('Refund', { description: 'Money given back for an order (docs/decisions/0041-refunds.md).', simpleResolvers: true })
export class RefundView {
  @Field(() => ID) id!: number;
  @Field(() => ID) orderId!: number;
  @Field(() => Money) amount!: Paise;
  @Field(() => String) reason!: string;
  @Field(() => RefundStatus) status!: string;
  @Field(() => RefundMethod) method!: string;
  @Field(() => String, { nullable: true, description: 'The UPI or bank reference of a refund paid by hand.' }) reference!: string | null;
  @Field(() => String, { nullable: true, description: "The gateway's refund id (Razorpay rfnd_…)." }) gatewayRefundId!: string | null;
  @Field(() => String, { nullable: true }) failureReason!: string | null;
  @Field(() => [RefundLineView], { nullable: true, description: 'The lines refunded, when the refund was of chosen lines.' }) lines!: RefundLineView[] | null;
  @Field(() => String, { description: "'system', 'customer' or 'admin'." }) actor!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) processedAt!: Date | null;
}

@ObjectType('OrderRefunds', { description: "An order's refunds as the back office sees them.", simpleResolvers: true })
export class OrderRefundsView {
  @Field(() => [RefundView]) refunds!: RefundView[];
  @Field(() => Money, { description: 'What the order was paid (captured card payments, or cash collected).' }) paid!: Paise;
  @Field(() => Money) refunded!: Paise;
  @Field(() => Money, { description: 'What can still be refunded.' }) refundable!: Paise;
  @Field(() => String, { description: "'gateway' (card, through Razorpay) or 'manual' (cash on delivery: paid back by hand, with a reference)." }) kind!: string;
}

@InputType('RefundLineInput')
export class RefundLineInput {
  @Field(() => ID) itemId!: string;
  @Field(() => Int) quantity!: number;
}

@InputType('RefundOrderInput')
export class RefundOrderInput {
  @Field(() => ID) orderId!: string;
  @Field(() => [RefundLineInput], { nullable: true }) lines?: RefundLineInput[] | null;
  @Field(() => Money, { nullable: true, description: 'The amount; without it, the chosen lines at the price paid.' }) amount?: Paise | null;
  @Field(() => String) reason!: string;
  @Field(() => RefundMethod, { nullable: true, description: 'Cash on delivery only: how the money went back.' }) method?: string | null;
  @Field(() => String, { nullable: true, description: 'Cash on delivery: the UPI or bank transfer reference.' }) reference?: string | null;
  @Field(() => String, { nullable: true, description: 'The same key answers the same refund (a double click refunds once). At most 40 characters.' }) idempotencyKey?: string | null;
}
