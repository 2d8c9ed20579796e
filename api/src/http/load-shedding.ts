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
 *   is ready to be worked on (its body read: a slow upload, or a client that sends its body
 *   slowly on purpose, holds no place; Fastify's body limits and timeouts deal with those) to
 *   the moment its answer leaves. A burst may go past it (up to HARD_FACTOR times
 *   it). When the count has stood at or above the limit for STANDING_QUEUE_MS, the queue does
 *   not drain: the process is past its capacity (as CoDel tells a burst from a standing queue).
 *   It then sheds: a request that finds the limit reached is refused, until the count has stayed
 *   below the limit for RECOVERY_MS. (Without that memory a standing queue dips below the limit
 *   at every answer and lets the next burst in: measured, served p99 11.7× the unloaded one at
 *   twice the capacity, against 0.9× with it.)
 * - the event loop's delay (SHED_MAX_EVENT_LOOP_DELAY_MS, through @fastify/under-pressure,
 *   sampled every 200 ms): the process is too busy to answer promptly whatever is queued.
 * Always served, never counted: the health and readiness checks and the payment webhook (a load
 * balancer must see an overloaded instance as alive, and Razorpay's retries must not pile up),
 * and files (the built app's scripts and styles, pictures): a page that was served gets what it
 * needs, and a slow phone downloading a picture holds no place in the count.
 */

/** How long the requests in flight must stay at the limit before new ones are refused. */
export const STANDING_QUEUE_MS = 100;
/** Shedding ends once the count has stayed below the limit this long. */
export const RECOVERY_MS = 1000;
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
    const limit = limits.maxInFlight;
    let inFlight = 0;
    /** Since when the count has stood at or above the limit (undefined: it is below). */
    let atLimitSince: number | undefined;
    /** Since when it has been below the limit (undefined: at or above it). */
    let belowSince: number | undefined = performance.now();
    let shedding = false;
    app.addHook('preHandler', async (req, reply) => {
      if (exempt(req)) return;
      const now = performance.now();
      if (shedding && belowSince !== undefined && now - belowSince >= RECOVERY_MS) shedding = false;
      if (inFlight >= limit) {
        atLimitSince ??= now;
        if (!shedding && now - atLimitSince >= STANDING_QUEUE_MS) shedding = true;
        if (shedding || inFlight >= limit * HARD_FACTOR) {
          shed.inFlight += 1;
          throw overloaded();
        }
      }
      inFlight += 1;
      if (inFlight >= limit) belowSince = undefined;
      reply.raw.once('close', () => {
        inFlight -= 1;
        if (inFlight < limit) {
          atLimitSince = undefined;
          belowSince ??= performance.now();
        }
      });
    });
  }
  return shed;
}
