import type { EventBus, ShopEventHandler } from '../../core/events.js';
import { subscriptionUserService } from './subscription-user.service.js';

/** A captured plan payment starts the subscription it bought, with its billing record. */
const startSubscription: ShopEventHandler<'plan-payment-captured'> = async (tx, { paymentId, userId, planId, amount }) => {
  await subscriptionUserService.createForPayment(tx, { id: paymentId, userId, planId, amount });
};

/** What subscriptions do when other modules report something (core/events.ts); the app subscribes them at start-up. */
export function subscribeSubscriptionEvents(events: EventBus): void {
  events.subscribe('plan-payment-captured', startSubscription);
}
