import { queryText, type RestRoute } from '../../core/rest-route.js';
import { contactAdminService, type ContactMessageRecord } from '../contact/contact-admin.service.js';
import { flag, jsonBody, page, pathParam, pick } from './admin-fields.js';
import { actingAdmin } from './admin-log.service.js';

/* The storefront's contact messages in the back office: listed and marked handled. */

const restMessage = (m: ContactMessageRecord) => ({
  id: m.id,
  name: m.name,
  email: m.email,
  phone: m.phone,
  subject: m.subject,
  message: m.message,
  created_at: m.createdAt.toISOString(),
  handled_at: m.handledAt ? m.handledAt.toISOString() : null,
});

export const adminContactRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/contact-messages',
    role: 'admin',
    async handler(ctx, req) {
      const { limit, offset } = page(req);
      return (await contactAdminService.list(ctx.em, { handled: flag(queryText(req, 'handled'), 'handled') ?? null, limit, offset })).map(restMessage);
    },
  },
  {
    method: 'PUT',
    url: '/contact-messages/:id',
    role: 'admin',
    handler: async (ctx, req) => restMessage(await contactAdminService.setHandled(ctx.em, actingAdmin(ctx), pathParam(req), flag(pick(jsonBody(req), 'handled'), 'handled') ?? true)),
  },
];
