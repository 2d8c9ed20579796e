import type { PaymentVerifyMutation } from '../../gql/graphql';

/** What the server's PaymentIntent gives the window (placeOrder, createPayment, subscribe). */
export interface PaymentWindowIntent {
  providerOrderId: string;
  keyId: string;
  amount: number;
  amountPaise: number;
  currency: string;
  testMode: boolean;
  orderId?: string | null;
  planId?: string | null;
}

/** The shopper's details the window shows (Razorpay fills its form with them). */
export interface PaymentPrefill {
  name: string;
  email: string;
  contact: string;
}

/** What the shopper did in the window, before the server has checked anything. */
export type WindowAnswer =
  | { kind: 'paid'; razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string }
  | { kind: 'failed'; description: string }
  | { kind: 'closed' }
  | { kind: 'unavailable' };

export type VerifiedPayment = PaymentVerifyMutation['verifyPayment'];

/** How a payment ended: paid and verified by the server, or not, with the reason to show. */
export type PaymentOutcome = { kind: 'paid'; result: VerifiedPayment } | { kind: 'failed'; reason: string };
