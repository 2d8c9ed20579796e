import type { EventBus, ShopEventHandler } from '../../core/events.js';
import { planBoxAdminService } from './plan-box-admin.service.js';
import { subscriptionUserService } from './subscription-user.service.js';

/** A captured plan payment starts the subscription it bought, with its billing record. */
const startSubscription: ShopEventHandler<'plan-payment-captured'> = async (tx, { paymentId, userId, planId, amount }) => {
  await subscriptionUserService.createForPayment(tx, { id: paymentId, userId, planId, amount });
};

/** A product or category a plan's box names is not deleted from under it: the delete is refused. */
const keepBoxProduct: ShopEventHandler<'product-deleting'> = (tx, { productId }) => planBoxAdminService.refuseIfInBox(tx, { productId });
const keepBoxCategory: ShopEventHandler<'category-deleting'> = (tx, { categoryId }) => planBoxAdminService.refuseIfInBox(tx, { categoryId });

/** What subscriptions do when other modules report something (core/events.ts); the app subscribes them at start-up. */
export function subscribeSubscriptionEvents(events: EventBus): void {
  events.subscribe('plan-payment-captured', startSubscription);
  events.subscribe('product-deleting', keepBoxProduct);
  events.subscribe('category-deleting', keepBoxCategory);
}
