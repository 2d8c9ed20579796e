/*
 * The delivery day (issue 36): which orders are packed, the limits of the notes an order
 * carries, and the words both sides show. No imports, so the browser bundle takes it as is.
 */

/** A customer's delivery note at checkout ("ring the bell twice"). */
export const CUSTOMER_NOTE_MAX = 500;
/** One staff note on an order (never shown to the customer). */
export const STAFF_NOTE_MAX = 1000;
/** Why an order was cancelled (required of an admin, optional for the customer). */
export const CANCEL_REASON_MAX = 500;

export const FULFILMENT_MESSAGES = {
  cancelReasonRequired: 'Please give a reason for cancelling this order',
  cancelReasonTooLong: `A reason has at most ${CANCEL_REASON_MAX} characters`,
  noteTooLong: `A delivery note has at most ${CUSTOMER_NOTE_MAX} characters`,
  payExpired: 'The time to pay for this order has run out; it is being cancelled and its items released.',
} as const;

/** The refusal when no slot of the next days is open for a pincode (an order that named none). */
export const noSlotOpenMessage = (pincode: string) => `No delivery slot is open for pincode ${pincode}`;

/**
 * Whether an order is one to pack and deliver: paid, being packed, or cash on delivery still
 * pending (a cash order is confirmed when placed). An unpaid card order is not, nor anything
 * that has left the shop or was cancelled.
 */
export function isConfirmedForDelivery(status: string, paymentStatus: string): boolean {
  return status === 'paid' || status === 'processing' || (status === 'pending' && paymentStatus === 'cash_on_delivery');
}

/** The same rule as SQL on an order alias (the server's lists use it; one definition above). */
export const CONFIRMED_FOR_DELIVERY_SQL = (alias: string) =>
  `(${alias}."status" in ('paid', 'processing') or (${alias}."status" = 'pending' and ${alias}."payment_status" = 'cash_on_delivery'))`;
