import type { EventBus, ShopEventHandler } from '../../core/events.js';
import { orderService } from './order.service.js';

/** A captured card payment pays its order (or, when the order was cancelled meanwhile, leaves it owing a refund). */
const payOrder: ShopEventHandler<'order-payment-captured'> = async (tx, { orderId }) => {
  await orderService.markPaid(tx, orderId);
};

/** What orders do when other modules report something (core/events.ts); the app subscribes them at start-up. */
export function subscribeOrderEvents(events: EventBus): void {
  events.subscribe('order-payment-captured', payOrder);
}
