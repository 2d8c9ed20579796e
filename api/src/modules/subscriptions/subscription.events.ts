import type { EventBus, ShopEventHandler } from '../../core/events.js';
import { planBoxAdminService } from './plan-box-admin.service.js';
import { subscriptionUserService } from './subscription-user.service.js';
import { subscriptionRenewalService } from './subscription-renewal.service.js';
import { queueSubscriptionConfirmation } from './subscription-messages.js';
import type { SubscriptionDelivery } from './subscription-delivery.service.js';

/** A captured plan payment starts the subscription it bought, with its billing record and confirmation email; a renewal payment renews one. */
const startSubscription: ShopEventHandler<'plan-payment-captured'> = async (tx, { paymentId, userId, planId, amount, delivery, renews }) => {
  // A renewal payment pays the next period of the subscription it names (subscription-renewal.service.ts).
  if (renews) return void (await subscriptionRenewalService.renewForPayment(tx, { id: paymentId, userId, subscriptionId: renews, amount }));
  const id = await subscriptionUserService.createForPayment(tx, { id: paymentId, userId, planId, amount, delivery: (delivery ?? null) as SubscriptionDelivery | null });
  // The confirmation the checkout promises, in the same transaction (issue 38 part 5).
  await queueSubscriptionConfirmation(tx, id, (await subscriptionUserService.byId(tx, id))?.nextDeliveryDate ?? null);
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
