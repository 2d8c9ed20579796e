import type { Config } from '../../config.js';
import { queryInt, queryText, type RestRoute } from '../../core/rest-route.js';
import { badInput } from '../../lib/errors.js';
import { listOutboxMessages } from './outbox.service.js';

const MAX_LIST = 200;

/**
 * GET /api/dev/outbox: what the shop has sent (or would have), newest first, so a developer
 * or a test can read one-time codes without a mail server. Not mounted in production, where
 * the path answers 404 like any unknown one.
 */
export function messagingRestRoutes(config: Pick<Config, 'isProduction'>): RestRoute[] {
  if (config.isProduction) return [];
  return [
    {
      method: 'GET',
      url: '/dev/outbox',
      async handler(ctx, req) {
        const limit = queryInt(req, 'limit') ?? 50;
        if (Number.isNaN(limit) || limit < 1 || limit > MAX_LIST) throw badInput(`limit must be a whole number from 1 to ${MAX_LIST}`);
        const messages = await listOutboxMessages(ctx.em, { to: queryText(req, 'to') || undefined, limit });
        return messages.map((m) => ({
          id: m.id,
          channel: m.channel,
          to: m.recipient,
          subject: m.subject,
          text: m.body,
          status: m.status,
          attempts: m.attempts,
          created_at: m.createdAt.toISOString(),
          sent_at: m.sentAt?.toISOString() ?? null,
        }));
      },
    },
  ];
}
