import type { FastifyRequest } from 'fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import { jsonBody, queryText, RestReply, type RestRoute } from '../../core/rest-route.js';
import { AppError } from '../../lib/errors.js';
import { newsletterService } from './newsletter.service.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** The links of the emails are opened in a browser: a tiny page for it, JSON for any other client. */
const wantsHtml = (req: FastifyRequest) => /text\/html/.test(String(req.headers.accept ?? ''));
const page = (status: number, title: string, message: string) =>
  new RestReply(
    status,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Fruit Shop</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to the shop</a></p></body></html>`,
    { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  );

function linkRoute(url: string, title: string, run: (em: EntityManager, token: unknown) => Promise<{ message: string }>): RestRoute {
  return {
    method: 'GET',
    url,
    async handler(ctx, req) {
      try {
        const done = await run(ctx.em, queryText(req, 'token'));
        return wantsHtml(req) ? page(200, title, done.message) : { success: true, message: done.message };
      } catch (error) {
        if (error instanceof AppError && wantsHtml(req)) return page(error.status, 'This link does not work', error.message);
        throw error;
      }
    },
  };
}

/**
 * The newsletter (docs/decisions/0046-newsletter.md): POST /api/newsletter {email} from the
 * storefront's boxes; the two links of its emails. The admin's list is in admin-newsletter.rest.ts.
 */
export const newsletterRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/newsletter',
    async handler(ctx, req) {
      const done = await newsletterService.subscribe(ctx.em, jsonBody(req).email);
      return { success: true, message: done.message };
    },
  },
  // Opening a link twice changes nothing; a link prefetcher that opens the confirm link confirms an address whose owner asked for it.
  linkRoute('/newsletter/confirm', 'Subscription confirmed', (em, token) => newsletterService.confirm(em, token)),
  linkRoute('/newsletter/unsubscribe', 'You are unsubscribed', (em, token) => newsletterService.unsubscribe(em, token)),
];
