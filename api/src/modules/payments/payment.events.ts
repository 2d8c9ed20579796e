import type { EventBus, ShopEventHandler } from '../../core/events.js';
import { voidOpenOrderPayments } from './payment.service.js';
import { recordFullRefunds } from './refund.service.js';

/** A repriced order's open payment windows are voided: they were opened for the old total. */
const voidForRepricedOrder: ShopEventHandler<'order-repriced'> = async (tx, { orderId }) => {
  await voidOpenOrderPayments(tx, orderId);
};

/** A paid card order was cancelled: what its payments captured goes back in full (decision 0041). */
const refundCancelled: ShopEventHandler<'order-refund-due'> = async (tx, { orderId, actor, adminId, reason }) => {
  await recordFullRefunds(tx, orderId, reason ?? 'The order was cancelled', { actor, adminId });
};

/** What payments do when other modules report something (core/events.ts); the app subscribes them at start-up. */
export function subscribePaymentEvents(events: EventBus): void {
  events.subscribe('order-repriced', voidForRepricedOrder);
  events.subscribe('order-refund-due', refundCancelled);
}
