import type { EventBus, ShopEventHandler } from '../../core/events.js';
import { queueRefundMessage } from './order-messages.js';
import { orderService } from './order.service.js';

/** A captured card payment pays its order (or, when the order was cancelled meanwhile, leaves it owing a refund). */
const payOrder: ShopEventHandler<'order-payment-captured'> = async (tx, { orderId }) => {
  await orderService.markPaid(tx, orderId);
};

/** A refund was made for an order (payments → orders): its customer is told (decision 0041). */
const tellRefund: ShopEventHandler<'order-refunded'> = async (tx, { orderId, refundId, amount }) => {
  await queueRefundMessage(tx, orderId, refundId, amount, 'made');
};

/** What orders do when other modules report something (core/events.ts); the app subscribes them at start-up. */
export function subscribeOrderEvents(events: EventBus): void {
  events.subscribe('order-payment-captured', payOrder);
  events.subscribe('order-refunded', tellRefund);
}
