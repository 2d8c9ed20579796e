import type { ApolloServerPlugin } from '@apollo/server';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { AppError } from '../lib/errors.js';

/**
 * What the per-IP limit covers: the API, where each request can cost a database round trip.
 * Storefront pages (briefly cached HTML), static files and /health are not counted: a browser
 * loading one page fetches dozens of assets, and a page's own GraphQL runs in-process.
 */
const LIMITED_PATHS = /^\/(graphql|api)(\/|\?|$)/;

export const isRateLimitedPath = (req: FastifyRequest) => LIMITED_PATHS.test(req.url);

/**
 * Razorpay's webhook comes from a few of Razorpay's addresses, server to server, and one busy
 * sale can send many: it has a budget of its own (WEBHOOK_BUDGET_FACTOR × the per-IP limit),
 * so neither shoppers behind the same address nor a burst of events block the other.
 */
const WEBHOOK_PATH = /^\/api\/payments\/webhook(\?|$)/;
export const WEBHOOK_BUDGET_FACTOR = 20;

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

/**
 * Per-IP fixed-window limit on /graphql and /api/*: in memory, or in Redis when REDIS_URL is set
 * so that every instance counts against the same budget. A client over it gets 429 with
 * Retry-After; the body is the error handler's (`{ error, code }`, or GraphQL-shaped errors on
 * /graphql) with code RATE_LIMITED. The check runs before the request is authenticated, so a
 * limited client costs no session lookup. Behind a proxy, TRUST_PROXY must be on or every
 * client shares the proxy's address (and its budget).
 */
export async function installRateLimit(app: FastifyInstance, config: Pick<Config, 'rateLimitMax' | 'rateLimitWindowMs' | 'redisUrl'>): Promise<void> {
  if (config.rateLimitMax === 0 || config.rateLimitWindowMs === 0) {
    app.log.info('per-IP rate limit is off (RATE_LIMIT_MAX or RATE_LIMIT_WINDOW_MS is 0)');
    return;
  }
  const redis = config.redisUrl ? await connectRedis(app, config.redisUrl) : undefined;

  await app.register(fastifyRateLimit, {
    // Not per route: one hook below, ahead of authentication, for every API path (404s included).
    global: false,
    max: config.rateLimitMax,
    timeWindow: config.rateLimitWindowMs,
    redis,
    nameSpace: 'fruit-shop:rate-limit:',
    // An unreachable Redis lets requests through rather than taking the API down with it.
    skipOnError: true,
    errorResponseBuilder: (_req, { ttl }) => {
      const retryAfterSeconds = Math.max(1, Math.ceil(ttl / 1000));
      return new AppError('RATE_LIMITED', `Too many requests, please try again in ${seconds(retryAfterSeconds)}.`, { retryAfterSeconds });
    },
  });
  const limit = app.rateLimit();
  const webhookLimit = app.rateLimit({ max: config.rateLimitMax * WEBHOOK_BUDGET_FACTOR, keyGenerator: (req) => `webhook:${req.ip}` });
  app.addHook('onRequest', async function (req, reply) {
    if (WEBHOOK_PATH.test(req.url)) await webhookLimit.call(this, req, reply);
    else if (isRateLimitedPath(req)) await limit.call(this, req, reply);
  });
}

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // Fail fast while Redis is away (skipOnError then lets the request through) instead of
  // queueing every request behind reconnection attempts.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  let lastError = '';
  redis.on('error', (error: Error) => {
    if (error.message !== lastError) app.log.warn({ err: error }, 'rate-limit Redis unavailable: requests are not counted');
    lastError = error.message;
  });
  redis.on('ready', () => (lastError = ''));
  app.addHook('onClose', async () => redis.disconnect());
  await redis.connect().catch(() => undefined); // logged by the error listener; ioredis keeps retrying
  return redis;
}

/** The HTTP status a GraphQL reply takes when one of its errors carries this code. */
const STATUS_BY_CODE: Record<string, number> = { RATE_LIMITED: 429, SERVICE_UNAVAILABLE: 503 };

/**
 * Per-identifier limits (lib/identifier-limits.ts) throw AppError RATE_LIMITED from resolvers,
 * and an unavailable database becomes SERVICE_UNAVAILABLE; GraphQL would answer both with 200.
 * This gives the reply 429 or 503 and Retry-After, as on REST.
 */
export function errorStatusPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const marked = response.body.singleResult.errors?.filter((e) => STATUS_BY_CODE[String(e.extensions?.code)]) ?? [];
          if (!marked.length) return;
          response.http.status = Math.max(...marked.map((e) => STATUS_BY_CODE[String(e.extensions?.code)]));
          const retryAfter = Math.max(0, ...marked.map((e) => Number(e.extensions?.retryAfterSeconds) || 0));
          if (retryAfter > 0) response.http.headers.set('retry-after', String(Math.ceil(retryAfter)));
        },
      };
    },
  };
}
