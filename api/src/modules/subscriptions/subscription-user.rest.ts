import type { FastifyRequest } from 'fastify';
import { jsonBody, sessionUser, type RestRoute } from '../../core/rest-route.js';
import { requireCustomer } from '../../lib/auth-guards.js';
import { badInput, parseId } from '../../lib/errors.js';
import { paiseToRupees } from '../../lib/money.js';
import { restPaymentIntent, type PaymentStarter } from '../../core/payment-intent.js';
import { subscriptionControlsService } from './subscription-controls.service.js';
import { subscriptionDeliveryService, type SubscriptionDelivery } from './subscription-delivery.service.js';
import { subscriptionUserService, type BillingRecord, type SubscriptionRecord } from './subscription-user.service.js';

/*
 * The spec's /subscription-user and /billing-records paths (§7 Subscriptions and billing) for
 * the signed-in customer: their own rows only; another customer's subscription is not found.
 */

const LOGIN = 'Please log in to continue with your subscription';

/** The spec's subscription user (§3), snake_case; `id` and `subscription_id` are the same. */
export function restSubscription(s: SubscriptionRecord) {
  return {
    id: s.id,
    subscription_id: s.id,
    user_id: s.userId,
    user_name: s.userName,
    plan_id: s.planId,
    plan_type: s.planType,
    plan_name: s.planName,
    price: paiseToRupees(s.price),
    start_date: s.startDate,
    end_date: s.endDate,
    status: s.status,
    auto_renew: s.autoRenew,
    next_delivery_date: s.nextDeliveryDate,
    upcoming_deliveries: s.upcomingDeliveries,
    paused: s.paused,
    paused_from: s.pausedFrom,
    paused_until: s.pausedUntil,
    pause_open_ended: s.pauseOpenEnded,
    skipped_dates: s.skippedDates,
    skips_left: s.skipsLeft,
    delivery: s.delivery ? restDelivery(s.delivery) : null,
    delivery_orders: s.deliveryOrders.map((o) => ({
      order_id: o.orderId,
      date: o.date,
      delivery_date: o.deliveryDate,
      start: o.start,
      end: o.end,
      status: o.status,
      packing: o.packing,
    })),
    packing_date: s.packingDate,
    created_at: s.createdAt.toISOString(),
  };
}

/** Where and when a subscription delivers, snake_case. */
export function restDelivery(d: SubscriptionDelivery) {
  const a = d.address;
  return {
    address_id: d.addressId,
    address: {
      first_name: a.firstName,
      last_name: a.lastName,
      email: a.email,
      phone: a.phone,
      address: a.address,
      city: a.city,
      state: a.state,
      country: a.country,
      postcode: a.postcode,
    },
    window: { slot_id: d.window.slotId, start: d.window.start, end: d.window.end },
  };
}

/** The delivery choice in a REST body: `address_id` and `slot_id` (or `delivery_slot_id`), each optional. */
const deliveryChoiceOf = (b: Record<string, unknown>) => ({ addressId: b.address_id ?? b.addressId, slotId: b.slot_id ?? b.slotId ?? b.delivery_slot_id });

export function restBillingRecord(r: BillingRecord) {
  return {
    id: r.id,
    subscription_id: r.subscriptionId,
    user_id: r.userId,
    amount: paiseToRupees(r.amount),
    status: r.status,
    period_start: r.periodStart,
    period_end: r.periodEnd,
    created_at: r.createdAt.toISOString(),
  };
}

const pathId = (req: FastifyRequest) => String((req.params as { id: string }).id);

function autoRenewOf(raw: unknown): boolean {
  if (raw === undefined || raw === null) return true;
  if (raw === true || raw === 1 || raw === '1' || raw === 'true') return true;
  if (raw === false || raw === 0 || raw === '0' || raw === 'false') return false;
  throw badInput('auto_renew must be true or false', 'auto_renew');
}

export const subscriptionUserRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/subscription-user/user/:id',
    handler: async (ctx, req) => (await subscriptionUserService.mine(ctx.em, sessionUser(ctx, pathId(req), LOGIN))).map(restSubscription),
  },
  {
    method: 'GET',
    url: '/subscription-user/:id',
    handler: async (ctx, req) => restSubscription(await subscriptionUserService.own(ctx.em, requireCustomer(ctx, LOGIN), pathId(req))),
  },
  {
    method: 'POST',
    url: '/subscription-user/:id/cancel',
    handler: async (ctx, req) => restSubscription(await subscriptionUserService.cancel(ctx.em, requireCustomer(ctx, LOGIN), pathId(req))),
  },
  {
    method: 'POST',
    url: '/subscription-user/:id/reactivate',
    handler: async (ctx, req) => {
      const userId = requireCustomer(ctx, LOGIN);
      return restSubscription(await subscriptionUserService.reactivate(ctx.em, userId, pathId(req), autoRenewOf(jsonBody(req).auto_renew)));
    },
  },
  {
    method: 'PUT',
    url: '/subscription-user/:id/pause',
    handler: async (ctx, req) => {
      const userId = requireCustomer(ctx, LOGIN);
      return restSubscription(await subscriptionControlsService.pause(ctx.em, userId, pathId(req), jsonBody(req).until));
    },
  },
  {
    method: 'PUT',
    url: '/subscription-user/:id/delivery',
    handler: async (ctx, req) => {
      const userId = requireCustomer(ctx, LOGIN);
      await subscriptionDeliveryService.change(ctx.em, userId, pathId(req), deliveryChoiceOf(jsonBody(req)));
      return restSubscription(await subscriptionUserService.own(ctx.em, userId, pathId(req)));
    },
  },
  {
    method: 'PUT',
    url: '/subscription-user/:id/resume',
    handler: async (ctx, req) => restSubscription(await subscriptionControlsService.resume(ctx.em, requireCustomer(ctx, LOGIN), pathId(req))),
  },
  {
    method: 'PUT',
    url: '/subscription-user/:id/skip',
    handler: async (ctx, req) => restSubscription(await subscriptionControlsService.skipNext(ctx.em, requireCustomer(ctx, LOGIN), pathId(req))),
  },
  {
    method: 'GET',
    url: '/billing-records',
    handler: async (ctx) => (await subscriptionUserService.billingRecords(ctx.em, requireCustomer(ctx, LOGIN))).map(restBillingRecord),
  },
  {
    method: 'GET',
    url: '/billing-records/subscription/:id',
    handler: async (ctx, req) => {
      const userId = requireCustomer(ctx, LOGIN);
      // Someone else's subscription is a 404, not an empty list.
      const sub = await subscriptionUserService.own(ctx.em, userId, parseId(pathId(req), 'subscriptionId'));
      return (await subscriptionUserService.billingRecords(ctx.em, userId, sub.id)).map(restBillingRecord);
    },
  },
];

/**
 * POST /subscription-user (decisions: subscriptions a customer controls): starts buying a plan
 * and answers the payment intent, through the same plan-purchase service as GraphQL's
 * `subscribe`. Only the verified payment creates the subscription. A named user_id must be the
 * session's own. POST /subscription-user/{id}/renew answers the intent renewing an own subscription.
 */
export function subscriptionPurchaseRestRoutes(payments: PaymentStarter): RestRoute[] {
  return [
    {
      method: 'POST',
      url: '/subscription-user',
      status: 201,
      handler: async (ctx, req) => {
        const b = jsonBody(req);
        const userId = sessionUser(ctx, b.user_id, LOGIN);
        const planId = b.plan_id ?? b.planId;
        if ((typeof planId !== 'string' && typeof planId !== 'number') || planId === '') throw badInput('plan_id is required', 'plan_id');
        // Where and when (issue 38): the named address and window; without them the primary
        // address and the earliest window, refused only when that pincode is not served.
        const delivery = await subscriptionDeliveryService.forPurchase(ctx.em, userId, deliveryChoiceOf(b));
        return restPaymentIntent(await payments.forPlan(ctx.em, userId, planId, delivery));
      },
    },
    {
      // Renewal (issue 38, docs/decisions/0039): the payment intent for the next period; the
      // verified payment (POST /api/payments/verify-payment) extends the end date.
      method: 'POST',
      url: '/subscription-user/:id/renew',
      status: 201,
      handler: async (ctx, req) => restPaymentIntent(await payments.forRenewal(ctx.em, requireCustomer(ctx, LOGIN), pathId(req))),
    },
  ];
}
