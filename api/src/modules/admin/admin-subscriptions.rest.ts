import { queryText, type RestRoute } from '../../core/rest-route.js';
import { subscriptionAdminService, type AdminSubscriptionRecord } from '../subscriptions/subscription-admin.service.js';
import { restSubscription } from '../subscriptions/subscription-user.rest.js';
import { flag, jsonBody, page, pathParam, pick, text } from './admin-fields.js';
import { actingAdmin } from './admin-log.service.js';

/* The back office's subscription users (spec §7): every customer's subscriptions, cancelled or reactivated. */

const restAdminSubscription = (s: AdminSubscriptionRecord) => ({ ...restSubscription(s), user_email: s.userEmail });

export const adminSubscriptionRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/subscription-user',
    role: 'admin',
    async handler(ctx, req) {
      const { limit, offset } = page(req);
      return (await subscriptionAdminService.list(ctx.em, { status: queryText(req, 'status'), limit, offset })).map(restAdminSubscription);
    },
  },
  {
    method: 'PUT',
    url: '/subscription-user/:id',
    role: 'admin',
    async handler(ctx, req) {
      const b = jsonBody(req);
      const status = text(pick(b, 'status'), 'status') ?? '';
      const sub = await subscriptionAdminService.setStatus(ctx.em, actingAdmin(ctx), pathParam(req), status, flag(pick(b, 'auto_renew'), 'auto_renew') ?? true);
      return { success: true, subscription: restAdminSubscription(sub) };
    },
  },
];
