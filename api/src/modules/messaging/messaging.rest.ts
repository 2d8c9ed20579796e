import type { Config } from '../../config.js';
import { queryInt, queryText, type RestRoute } from '../../core/rest-route.js';
import { AppError, badInput } from '../../lib/errors.js';
import { listOutboxMessages } from './outbox.service.js';

const MAX_LIST = 200;

/** The addresses of this machine's own loopback interface, as Node reports them. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Only a request from this machine, made directly: the socket's peer (never X-Forwarded-For,
 * which a client writes itself) is the loopback address, and no proxy says it forwarded it
 * (a proxy on this machine would otherwise relay a stranger's request from 127.0.0.1).
 */
export function fromThisMachine(req: { socket: { remoteAddress?: string }; headers: Record<string, unknown> }): boolean {
  return LOOPBACK.has(req.socket.remoteAddress ?? '') && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined;
}

/**
 * GET /api/dev/outbox: what the shop has sent (or would have), newest first, so a developer
 * or a test can read one-time codes without a mail server. It holds every one-time code, so
 * it answers requests from this machine only (404 to anyone else), and is not mounted in
 * production at all, where the path answers 404 like any unknown one.
 */
export function messagingRestRoutes(config: Pick<Config, 'isProduction'>): RestRoute[] {
  if (config.isProduction) return [];
  return [
    {
      method: 'GET',
      url: '/dev/outbox',
      async handler(ctx, req) {
        if (!fromThisMachine(req)) throw new AppError('NOT_FOUND', `No such path: ${req.method} /api/dev/outbox`);
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
