import type { RestRoute } from '../../core/rest-route.js';
import { contactService } from './contact.service.js';

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * POST /api/contact: the spec names no path (its forms call nothing); this one is short and
 * matches the page's route, /contact. Body {name, email, phone?, subject, message}.
 */
export const contactRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/contact',
    status: 201,
    async handler(ctx, req) {
      const b = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
      const saved = await contactService.send(ctx, {
        name: text(b.name),
        email: text(b.email),
        phone: b.phone == null ? null : text(b.phone),
        subject: text(b.subject),
        message: text(b.message),
      });
      return { success: true, message: saved.message, id: saved.id };
    },
  },
];
