import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import { AppError } from '../lib/errors.js';

/**
 * Per-IP budgets, one fixed window each (docs/decisions/0008, 0017):
 * - `api`: /graphql and /api/*, shared; a request costs 1, an expensive one (a sign-in, a code
 *   request, a sign-up, a reset) its declared cost, so aliases in one GraphQL document or a
 *   script on the REST path buy no more Argon2 hashes and emails than separate requests would;
 * - `page`: server-rendered storefront pages (a rendering costs CPU even when cached pages
 *   are cheap), with a generous budget of its own;
 * - `webhook`: Razorpay's webhook, WEBHOOK_BUDGET_FACTOR × the API budget, so neither shoppers
 *   behind the same address nor a burst of events block the other.
 * Static files and the health checks (/health, /health/live, /health/ready) are never counted. What a request counts against is decided by the
 * route Fastify matched (it decodes the path), never by the raw URL, so no spelling of a path
 * (`/%61pi/…`, `/%67raphql`) escapes its budget.
 */
export type Budget = 'api' | 'page' | 'webhook';

export const WEBHOOK_BUDGET_FACTOR = 20;
declare module 'fastify' {
  interface FastifyContextConfig {
    /** What one call of the route counts against the per-IP API budget (rest.ts sets it from the route table). */
    requestCost?: number;
  }
}

const API_PATH = /^\/(api|graphql)(\/|$)/;

function decodedPath(url: string): string {
  const path = url.split('?')[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Which budget a request counts against; undefined for files and the health check. */
export function budgetOf(req: FastifyRequest): Budget | undefined {
  const route = req.routeOptions.url;
  if (route === '/api/payments/webhook') return 'webhook';
  if (route === '/graphql' || route?.startsWith('/api/')) return 'api';
  // The page catch-all and unmatched requests: what the path says once decoded.
  if (route === undefined || route === '/' || route === '/*') return API_PATH.test(decodedPath(req.url)) ? 'api' : 'page';
  return undefined;
}

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

export interface RequestBudgets {
  /** Counts `points` more against the request's API budget; throws RATE_LIMITED when it is spent. */
  charge(req: FastifyRequest, points: number): Promise<void>;
}

type LimitConfig = Pick<Config, 'rateLimitMax' | 'rateLimitWindowMs' | 'pageRateLimitMax' | 'redisUrl'>;

/**
 * Installs the per-IP budgets (in memory, or in Redis when REDIS_URL is set so that every
 * instance counts against the same budget; while Redis is unreachable each instance counts in
 * memory, never not at all). A client over a budget gets 429 with Retry-After and the error
 * handler's body (`{ error, code }`, or GraphQL-shaped on /graphql) with code RATE_LIMITED. The
 * check runs before the request is authenticated, so a limited client costs no session lookup.
 * Behind a proxy, TRUST_PROXY must be on or every client shares the proxy's address.
 */
export async function installRateLimit(app: FastifyInstance, config: LimitConfig): Promise<RequestBudgets | undefined> {
  if (config.rateLimitMax === 0 || config.rateLimitWindowMs === 0) {
    app.log.info('per-IP rate limit is off (RATE_LIMIT_MAX or RATE_LIMIT_WINDOW_MS is 0)');
    return undefined;
  }
  const redis = config.redisUrl ? await connectRedis(app, config.redisUrl) : undefined;
  const duration = Math.max(1, Math.ceil(config.rateLimitWindowMs / 1000));
  const limiter = (name: Budget, points: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration });
    if (!redis) return memory;
    // Redis not ready (down, reconnecting): the insurance limiter counts in this process instead.
    return new RateLimiterRedis({ storeClient: redis, keyPrefix: `fruit-shop:rate-limit:${name}`, points, duration, rejectIfRedisNotReady: true, insuranceLimiter: memory });
  };
  const limiters: Partial<Record<Budget, RateLimiterAbstract>> = {
    api: limiter('api', config.rateLimitMax),
    webhook: limiter('webhook', config.rateLimitMax * WEBHOOK_BUDGET_FACTOR),
    ...(config.pageRateLimitMax > 0 ? { page: limiter('page', config.pageRateLimitMax) } : {}),
  };

  async function consume(budget: Budget, req: FastifyRequest, reply: FastifyReply | undefined, points: number): Promise<void> {
    const limiterOfBudget = limiters[budget];
    if (!limiterOfBudget) return;
    let result: RateLimiterRes;
    let allowed = true;
    try {
      result = await limiterOfBudget.consume(req.ip, points);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      result = rejection;
      allowed = false;
    }
    if (reply && !reply.sent) {
      reply.header('x-ratelimit-limit', limiterOfBudget.points);
      reply.header('x-ratelimit-remaining', result.remainingPoints);
      reply.header('x-ratelimit-reset', Math.ceil(result.msBeforeNext / 1000));
    }
    if (allowed) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
    throw new AppError('RATE_LIMITED', `Too many requests, please try again in ${seconds(retryAfterSeconds)}.`, { retryAfterSeconds });
  }

  app.addHook('onRequest', async (req, reply) => {
    const budget = budgetOf(req);
    if (!budget) return;
    const cost = req.routeOptions.config?.requestCost ?? 1;
    await consume(budget, req, reply, cost);
  });
  return { charge: (req, points) => (points > 0 ? consume('api', req, undefined, points) : Promise.resolve()) };
}

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // Fail fast while Redis is away (the insurance limiter then counts in memory) instead of
  // queueing every request behind reconnection attempts.
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  let lastError = '';
  redis.on('error', (error: Error) => {
    if (error.message !== lastError) app.log.warn({ err: error }, 'rate-limit Redis unavailable: this instance counts in memory until it is back');
    lastError = error.message;
  });
  redis.on('ready', () => {
    if (lastError) app.log.info('rate-limit Redis is back: counting in Redis again');
    lastError = '';
  });
  app.addHook('onClose', async () => redis.disconnect());
  await redis.connect().catch(() => undefined); // logged by the error listener; ioredis keeps retrying
  return redis;
}

/** The HTTP status a GraphQL reply takes when one of its errors carries this code. */
const STATUS_BY_CODE: Record<string, number> = { RATE_LIMITED: 429, SERVICE_UNAVAILABLE: 503 };

/**
 * Per-identifier limits (lib/identifier-limits.ts) and the charge of an expensive mutation throw
 * AppError RATE_LIMITED from resolvers, and an unavailable database becomes SERVICE_UNAVAILABLE;
 * GraphQL would answer both with 200. This gives the reply 429 or 503 and Retry-After, as on REST.
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
