/*
 * How long an unpaid card order waits for its payment (UNPAID_ORDER_TTL_MINUTES; the app sets
 * it at start-up) and when its customer is reminded. The order shows "Pay now" until then.
 */

export const unpaidOrderPolicy = {
  ttlMinutes: 30,
  configure(ttlMinutes: number): void {
    this.ttlMinutes = ttlMinutes;
  },
  /** The reminder goes out when two thirds of the time have passed (20 of 30 minutes). */
  get remindAfterMinutes(): number {
    return Math.max(1, Math.floor((this.ttlMinutes * 2) / 3));
  },
};

/** The instant an unpaid card order must be paid by; null for any other order. */
export function payByOf(order: { paymentMethod: string; paymentStatus: string; status: string; createdAt: Date }): Date | null {
  if (order.paymentMethod !== 'card' || order.paymentStatus !== 'unpaid' || order.status !== 'pending') return null;
  return new Date(order.createdAt.getTime() + unpaidOrderPolicy.ttlMinutes * 60_000);
}
