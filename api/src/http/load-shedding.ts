import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { AppError } from '../lib/errors.js';
import { isHealthRoute } from './health.js';
import { IMAGE_URL_PREFIX } from '../modules/media/image-store.js';

/*
 * Load shedding (issue 37, docs/decisions/0036): past a measured limit a request is answered
 * 503 with Retry-After at once instead of joining a queue that makes every shopper wait. Two
 * limits, each off at 0:
 * - requests in flight in this process (SHED_MAX_IN_FLIGHT), counted from the moment a request
 *   arrives to the moment its answer leaves. A burst may go past it: a new request is refused
 *   only when the count has stood at or above the limit for STANDING_QUEUE_MS (a queue that
 *   does not drain: the process is past its capacity, as CoDel tells a burst from a standing
 *   queue), or has reached HARD_FACTOR times the limit;
 * - the event loop's delay (SHED_MAX_EVENT_LOOP_DELAY_MS, through @fastify/under-pressure,
 *   sampled every 200 ms): the process is too busy to answer promptly whatever is queued.
 * Always served, never counted: the health and readiness checks and the payment webhook (a load
 * balancer must see an overloaded instance as alive, and Razorpay's retries must not pile up),
 * and files (the built app's scripts and styles, pictures): a page that was served gets what it
 * needs, and a slow phone downloading a picture holds no place in the count.
 */

/** How long the requests in flight must stay at the limit before new ones are refused. */
export const STANDING_QUEUE_MS = 100;
/** Past this many times the limit, refused at once, standing queue or not. */
export const HARD_FACTOR = 4;
/** How often the event loop's delay is read. */
const SAMPLE_MS = 200;

export interface SheddingLimits {
  maxInFlight: number;
  maxEventLoopDelayMs: number;
}

const WEBHOOK = '/api/payments/webhook';
/** A file: a route ending in an extension (the built app's files) or a picture. */
const FILE = /\.[a-z0-9]+$/i;
const exempt = (req: FastifyRequest) => {
  const route = req.routeOptions.url;
  return route === undefined || isHealthRoute(route) || route === WEBHOOK || route.startsWith(IMAGE_URL_PREFIX) || FILE.test(route);
};

export const overloaded = () => new AppError('SERVICE_UNAVAILABLE', 'The shop is busy right now. Please try again in a moment.', { retryAfterSeconds: 1, reason: 'OVERLOADED' });

/** Requests answered 503 by the shedder since start, by limit (for tests and the log). */
export interface SheddingCounters {
  inFlight: number;
  eventLoopDelay: number;
}

export async function installLoadShedding(app: FastifyInstance, limits: SheddingLimits): Promise<SheddingCounters> {
  const shed: SheddingCounters = { inFlight: 0, eventLoopDelay: 0 };
  if (limits.maxEventLoopDelayMs > 0) {
    // The delay is measured from the plugin's registration, so the first samples hold start-up
    // (migrations, the seed, warming the renderer): judged only from two samples after listening.
    let armed = false;
    app.addHook('onListen', async () => {
      setTimeout(() => (armed = true), 2 * SAMPLE_MS).unref();
    });
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      sampleInterval: SAMPLE_MS,
      // Our own answer (the app's error shape and Retry-After), and none for the exempt routes.
      // (A rejected promise reaches Fastify's error handler through the plugin's `next`.)
      pressureHandler: (req: FastifyRequest, _reply: FastifyReply) => {
        if (!armed || exempt(req)) return undefined;
        shed.eventLoopDelay += 1;
        return Promise.reject(overloaded());
      },
    });
  }
  if (limits.maxInFlight > 0) {
    let inFlight = 0;
    /** Since when the count has stood at or above the limit (undefined: it is below). */
    let atLimitSince: number | undefined;
    const hard = limits.maxInFlight * HARD_FACTOR;
    app.addHook('onRequest', async (req, reply) => {
      if (exempt(req)) return;
      if (inFlight >= limits.maxInFlight) {
        const now = performance.now();
        atLimitSince ??= now;
        if (inFlight >= hard || now - atLimitSince >= STANDING_QUEUE_MS) {
          shed.inFlight += 1;
          throw overloaded();
        }
      }
      inFlight += 1;
      reply.raw.once('close', () => {
        inFlight -= 1;
        if (inFlight < limits.maxInFlight) atLimitSince = undefined;
      });
    });
  }
  return shed;
}
