import type { Config } from '../../config.js';
import { jsonBody, type RestRoute } from '../../core/rest-route.js';
import { AppError, badInput } from '../../lib/errors.js';
import { deliveryClock } from '../delivery/delivery.service.js';
import { fromThisMachine } from '../messaging/messaging.rest.js';
import { subscriptionDeliveryService } from './subscription-delivery.service.js';
import { renewalSweep } from './subscription-renewal.service.js';

/*
 * The shop's clock for development and the end-to-end tests (issue 38: "drive time through an
 * injectable clock, not by waiting"). Like /api/dev/outbox: not mounted in production, and
 * answered only to requests from this machine (404 to anyone else).
 * - PUT /api/dev/clock {now}: this process's delivery clock (slots, cut-offs, the subscription
 *   scheduler, renewals) reads `now` and runs on from it; {now: null} puts it back to real time.
 *   One process's clock: with APP_WORKERS > 1 each worker keeps its own.
 * - POST /api/dev/subscriptions/run {subscription_ids?}: runs the subscription scheduler (for
 *   those subscriptions only, when named), the day-before notes and the renewal sweep now,
 *   instead of waiting for SUBSCRIPTION_SWEEP_MS.
 */

const realNow = deliveryClock.now;

function guard(req: Parameters<typeof fromThisMachine>[0] & { method: string; url: string }) {
  if (!fromThisMachine(req)) throw new AppError('NOT_FOUND', `No such path: ${req.method} ${req.url.split('?')[0]}`);
}

export function subscriptionDevRestRoutes(config: Pick<Config, 'isProduction'>): RestRoute[] {
  if (config.isProduction) return [];
  return [
    {
      method: 'PUT',
      url: '/dev/clock',
      async handler(_ctx, req) {
        guard(req);
        const raw = jsonBody(req).now;
        if (raw === null || raw === undefined) {
          deliveryClock.now = realNow;
          return { now: deliveryClock.now().toISOString(), shifted: false };
        }
        const at = typeof raw === 'string' ? Date.parse(raw) : Number.NaN;
        if (Number.isNaN(at)) throw badInput('now must be an ISO date-time, or null', 'now');
        const setAt = Date.now();
        deliveryClock.now = () => new Date(at + (Date.now() - setAt));
        return { now: deliveryClock.now().toISOString(), shifted: true };
      },
    },
    {
      method: 'POST',
      url: '/dev/subscriptions/run',
      async handler(ctx, req) {
        guard(req);
        const now = deliveryClock.now();
        // Optionally only some subscriptions' deliveries (a test's own): {subscription_ids: [..]}.
        const raw = jsonBody(req).subscription_ids;
        const only = Array.isArray(raw) ? raw.map((id) => Number(id)).filter((id) => Number.isInteger(id) && id > 0) : undefined;
        const made = await subscriptionDeliveryService.makeDue(ctx.em.fork(), now, only);
        const notes = await subscriptionDeliveryService.sendDayBeforeNotes(ctx.em.fork(), now);
        const renewals = await renewalSweep(ctx.em.fork(), now);
        return { now: now.toISOString(), ordersMade: made, dayBeforeNotes: notes, renewals };
      },
    },
  ];
}
