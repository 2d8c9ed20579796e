import { queryInt, queryText, RestReply, type RestRoute } from '../../core/rest-route.js';
import { newsletterService, type NewsletterSubscriberRecord } from '../newsletter/newsletter.service.js';

/* The newsletter list in the back office, and its CSV (docs/decisions/0046-newsletter.md). */

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const restSubscriber = (s: NewsletterSubscriberRecord) => ({
  id: s.id,
  email: s.email,
  status: s.status,
  source: s.source,
  created_at: s.createdAt.toISOString(),
  consented_at: iso(s.consentedAt),
  unsubscribed_at: iso(s.unsubscribedAt),
});

export const adminNewsletterRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/admin/newsletter-subscribers',
    role: 'admin',
    async handler(ctx, req) {
      const rows = await newsletterService.list(ctx.em, { status: queryText(req, 'status') ?? null, limit: queryInt(req, 'limit') ?? null, offset: queryInt(req, 'offset') ?? null });
      return rows.map(restSubscriber);
    },
  },
  {
    method: 'GET',
    url: '/admin/newsletter-subscribers.csv',
    role: 'admin',
    async handler(ctx) {
      return new RestReply(200, await newsletterService.csv(ctx.em), {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="newsletter-subscribers.csv"',
        'cache-control': 'no-store',
      });
    },
  },
];
