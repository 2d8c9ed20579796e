import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { AppError } from '../lib/errors.js';
import { isHealthRoute } from './health.js';

/*
 * Load shedding (issue 37, docs/decisions/0036): past a measured limit a request is answered
 * 503 with Retry-After at once instead of joining a queue that makes every shopper wait. Two
 * limits, each off at 0:
 * - requests in flight in this process (SHED_MAX_IN_FLIGHT): the queue itself, counted from
 *   the moment a request arrives to the moment its answer leaves;
 * - the event loop's delay (SHED_MAX_EVENT_LOOP_DELAY_MS, through @fastify/under-pressure,
 *   sampled every 200 ms): the process is too busy to answer promptly whatever is queued.
 * The health and readiness checks and the payment webhook are always served: a load balancer
 * must see an overloaded instance as alive, and Razorpay's retries must not pile up.
 */

export interface SheddingLimits {
  maxInFlight: number;
  maxEventLoopDelayMs: number;
}

const WEBHOOK = '/api/payments/webhook';
const exempt = (req: FastifyRequest) => isHealthRoute(req.routeOptions.url) || req.routeOptions.url === WEBHOOK;

export const overloaded = () => new AppError('SERVICE_UNAVAILABLE', 'The shop is busy right now. Please try again in a moment.', { retryAfterSeconds: 1, reason: 'OVERLOADED' });

/** Requests answered 503 by the shedder since start, by limit (for tests and the log). */
export interface SheddingCounters {
  inFlight: number;
  eventLoopDelay: number;
}

export async function installLoadShedding(app: FastifyInstance, limits: SheddingLimits): Promise<SheddingCounters> {
  const shed: SheddingCounters = { inFlight: 0, eventLoopDelay: 0 };
  if (limits.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      sampleInterval: 200,
      // Our own answer (the app's error shape and Retry-After), and none for the exempt routes.
      // (A rejected promise reaches Fastify's error handler through the plugin's `next`.)
      pressureHandler: (req: FastifyRequest, _reply: FastifyReply) => {
        if (exempt(req)) return undefined;
        shed.eventLoopDelay += 1;
        return Promise.reject(overloaded());
      },
    });
  }
  if (limits.maxInFlight > 0) {
    let inFlight = 0;
    app.addHook('onRequest', async (req, reply) => {
      if (exempt(req)) return;
      if (inFlight >= limits.maxInFlight) {
        shed.inFlight += 1;
        throw overloaded();
      }
      inFlight += 1;
      reply.raw.once('close', () => {
        inFlight -= 1;
      });
    });
  }
  return shed;
}
