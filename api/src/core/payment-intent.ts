import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Money } from '../graphql/scalars.js';
import { paiseToRupees, type Paise } from '../lib/money.js';

/*
 * A payment to open the checkout with: the one piece of payments that the modules below it
 * show. Placing a card order (orders) and buying a plan (subscriptions) answer with one, but
 * payments sits above both (it completes their payments), so the shape and the port that opens
 * one live here and the app hands the PaymentService in.
 */

export interface PaymentIntent {
  paymentId: number;
  provider: 'razorpay' | 'simulated';
  keyId: string;
  providerOrderId: string;
  amount: Paise;
  currency: string;
  orderId: number | null;
  planId: number | null;
  testMode: boolean;
}

/** Opens payments (payments' PaymentService): for an own unpaid card order, for a plan at its price, or to renew an own subscription. */
export interface PaymentStarter {
  forOrder(em: EntityManager, userId: number, rawOrderId: string | number): Promise<PaymentIntent>;
  forPlan(em: EntityManager, userId: number, rawPlanId: string | number, delivery?: unknown): Promise<PaymentIntent>;
  forRenewal(em: EntityManager, userId: number, rawSubscriptionId: string | number): Promise<PaymentIntent>;
}

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

export const paymentIntentView = (p: PaymentIntent): PaymentIntentView => ({ ...p, amountPaise: p.amount });

/** A provider order to open the checkout with, for /api (amount in paise, as Razorpay's checkout takes it). */
export function restPaymentIntent(p: PaymentIntent) {
  return {
    id: p.providerOrderId,
    razorpay_order_id: p.providerOrderId,
    entity: 'order',
    amount: p.amount,
    amount_rupees: paiseToRupees(p.amount),
    currency: p.currency,
    status: 'created',
    key_id: p.keyId,
    provider: p.provider,
    test_mode: p.testMode,
    payment_id: p.paymentId,
    order_id: p.orderId,
    plan_id: p.planId,
  };
}
