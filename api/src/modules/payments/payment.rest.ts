import type { FastifyRequest } from 'fastify';
import { restPaymentIntent } from '../../core/payment-intent.js';
import type { RequestContext } from '../../core/request-context.js';
import { jsonBody, queryText, refusalAsReply, sessionUser, type JsonBody, type RestRoute } from '../../core/rest-route.js';
import { badInput } from '../../lib/errors.js';
import { rupeesToPaise, type Paise } from '../../lib/money.js';
import { restUser } from '../accounts/accounts.rest.js';
import { profileService } from '../accounts/profile.service.js';
import { NOT_AUTHENTICATED } from '../cart/cart.resolver.js';
import { restCart } from '../cart/cart.rest.js';
import { cartService } from '../cart/cart.service.js';
import { restOrder } from '../orders/order.rest.js';
import { orderService } from '../orders/order.service.js';
import { restSubscription } from '../subscriptions/subscription-user.rest.js';
import type { PaymentService } from './payment.service.js';

/*
 * The spec's payment paths (§7 Payments), both families (/payments/* and /order/payment/*),
 * and Razorpay's webhook. Amounts are always the server's: create-order ignores the client's
 * amount, and verify-payment refuses one that differs.
 */

const LOGIN = 'Please log in to continue with your payment';

const object = (value: unknown): JsonBody => (value && typeof value === 'object' && !Array.isArray(value) ? (value as JsonBody) : {});
const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';
const idText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

/** A rupee amount as the spec's client sends it (a number or its digits), in paise. */
function paiseOf(raw: unknown): Paise | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const rupees = typeof raw === 'string' && /^\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof rupees !== 'number' || !Number.isFinite(rupees) || rupees < 0) throw badInput('amount must be a number of rupees', 'amount');
  try {
    return rupeesToPaise(rupees);
  } catch {
    throw badInput('amount must be a number of rupees', 'amount');
  }
}

function header(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function paymentRestRoutes(payments: PaymentService): RestRoute[] {
  /** A plan (notes.isSubscription with notes.planId) or an own card order (order_id or notes.orderId). */
  const createOrder: RestRoute['handler'] = (ctx, req) =>
    refusalAsReply(async () => {
      const b = jsonBody(req);
      const notes = object(b.notes);
      const userId = sessionUser(ctx, notes.userId ?? notes.user_id ?? b.user_id, LOGIN);
      const planId = idText(notes.planId ?? notes.plan_id ?? b.plan_id);
      const orderId = idText(b.order_id ?? b.orderId ?? notes.orderId ?? notes.order_id);
      const forPlan = flag(notes.isSubscription ?? b.isSubscription) || (planId !== undefined && orderId === undefined);
      if (forPlan) {
        if (!planId) throw badInput('A subscription payment needs notes.planId', 'planId');
        return restPaymentIntent(await payments.forPlan(ctx.em, userId, planId));
      }
      if (!orderId) throw badInput('Give order_id for an order payment, or notes.isSubscription with notes.planId for a plan', 'order_id');
      return restPaymentIntent(await payments.forOrder(ctx.em, userId, orderId));
    });

  const verifyPayment: RestRoute['handler'] = (ctx, req) =>
    refusalAsReply(async () => {
      const b = jsonBody(req);
      const userId = sessionUser(ctx, b.user_id, LOGIN);
      const outcome = await payments.verify(ctx.em, userId, {
        providerOrderId: idText(b.razorpay_order_id) ?? '',
        providerPaymentId: idText(b.razorpay_payment_id) ?? '',
        signature: idText(b.razorpay_signature) ?? '',
        amount: paiseOf(b.amount),
      });
      return {
        success: outcome.success,
        message: outcome.message,
        orderId: outcome.order?.id ?? null,
        subscriptionId: outcome.subscription?.id ?? null,
        order: outcome.order ? restOrder(outcome.order) : null,
        subscription: outcome.subscription ? restSubscription(outcome.subscription) : null,
        warnings: outcome.warnings,
      };
    });

  const ownOrders = async (ctx: RequestContext, req: FastifyRequest) =>
    (await orderService.mine(ctx.em, sessionUser(ctx, (req.params as { id: string }).id, LOGIN))).map(restOrder);

  return [
    { method: 'POST', url: '/payments/create-order', handler: createOrder },
    { method: 'POST', url: '/payments/verify-payment', handler: verifyPayment },
    { method: 'POST', url: '/order/payment/create-order', handler: createOrder },
    { method: 'POST', url: '/order/payment/verify-payment', handler: verifyPayment },
    { method: 'GET', url: '/order/payment/user-orders/:id', handler: ownOrders },
    {
      method: 'GET',
      url: '/order/payment/cart',
      handler: async (ctx, req) => restCart(await cartService.get(ctx.em, sessionUser(ctx, queryText(req, 'user_id'), NOT_AUTHENTICATED))),
    },
    {
      method: 'GET',
      url: '/order/payment/users/:id',
      handler: async (ctx, req) => restUser(await profileService.get(ctx.em, sessionUser(ctx, (req.params as { id: string }).id))),
    },
    {
      // Razorpay, server to server: no session; the signature over the exact bytes sent is the
      // credential, so this route takes its body as a string (api/src/http/rest.ts).
      method: 'POST',
      url: '/payments/webhook',
      rawBody: true,
      async handler(ctx, req) {
        const raw = typeof req.body === 'string' ? req.body : '';
        const result = await payments.webhook(ctx.em, raw, header(req, 'x-razorpay-signature'), header(req, 'x-razorpay-event-id'));
        return { ok: true, handled: result.handled, duplicate: result.duplicate };
      },
    },
  ];
}
