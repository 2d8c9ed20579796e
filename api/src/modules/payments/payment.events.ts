import type { EventBus, ShopEventHandler } from '../../core/events.js';
import { voidOpenOrderPayments } from './payment.service.js';

/** A repriced order's open payment windows are voided: they were opened for the old total. */
const voidForRepricedOrder: ShopEventHandler<'order-repriced'> = async (tx, { orderId }) => {
  await voidOpenOrderPayments(tx, orderId);
};

/** What payments do when other modules report something (core/events.ts); the app subscribes them at start-up. */
export function subscribePaymentEvents(events: EventBus): void {
  events.subscribe('order-repriced', voidForRepricedOrder);
}
