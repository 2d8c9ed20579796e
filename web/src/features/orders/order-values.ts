import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { PaymentMethod, PaymentStatus } from '../../gql/graphql';

export function paymentMethodLabel(method: PaymentMethod): string {
  return method === 'CARD' ? 'Card' : 'Cash on Delivery';
}

const PAYMENT_STATUS: Record<PaymentStatus, string> = {
  CASH_ON_DELIVERY: 'Pay on delivery',
  PAID: 'Paid',
  UNPAID: 'Unpaid',
  REFUND_DUE: 'Refund due',
};

export function paymentStatusLabel(status: PaymentStatus): string {
  return PAYMENT_STATUS[status] ?? String(status).replace(/_/g, ' ').toLowerCase();
}

/** '1 item' / '3 items' (the sum of quantities). */
export function itemCountText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** Where Rate Order is offered: only once the order has been delivered. */
export const canRate = (status: string) => status === 'DELIVERED';

/** The api's message for an expected failure (it uses the spec's words), else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => typeof e.message === 'string' && e.message.trim())?.message;
    if (message) return message;
  }
  return fallback;
}

/** The api's stable `extensions.code` of the first error (CONFLICT, FORBIDDEN …). */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
