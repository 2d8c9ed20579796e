import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReadinessReport } from '../db/readiness.js';

/** The health paths; the load balancer's checks (deploy/haproxy.cfg) use the same names. */
export const HEALTH_PATHS = { live: '/health/live', ready: '/health/ready', legacy: '/health' } as const;

/** True for the health routes: no rate limit, no session lookup (rate-limit.ts, server.ts). */
export const isHealthRoute = (route: string | undefined): boolean => route === HEALTH_PATHS.live || route === HEALTH_PATHS.ready || route === HEALTH_PATHS.legacy;

/**
 * Two questions a process manager and a load balancer ask separately:
 * - liveness (`/health/live`, and `/health` as before): the process answers HTTP. It never
 *   touches the database, so a database outage does not get every instance restarted at once.
 * - readiness (`/health/ready`): this instance can serve a shopper now (the database answers
 *   within a short timeout and has every migration of this build); 503 otherwise, so the load
 *   balancer sends traffic elsewhere until it is back.
 * Neither is rate-limited or cached.
 */
export function mountHealth(app: FastifyInstance, readiness: () => Promise<ReadinessReport>): void {
  const live = async (_req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    return { ok: true };
  };
  app.get(HEALTH_PATHS.legacy, live);
  app.get(HEALTH_PATHS.live, live);
  app.get(HEALTH_PATHS.ready, async (_req, reply) => {
    const report = await readiness();
    reply.header('cache-control', 'no-store');
    if (!report.ready) reply.code(503).header('retry-after', '5');
    return { ok: report.ready, database: report.database, migrations: report.migrations };
  });
}
