import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { RestReply, type RestRoute } from '../core/rest-route.js';
import { requireAdmin, requireCustomer } from '../lib/auth-guards.js';
import { AppError } from '../lib/errors.js';

/** A route's declared role, checked before its body is read: 401 for a guest, 403 for the wrong session. */
const ROLE_GUARDS = {
  admin: async (req: FastifyRequest) => void requireAdmin(req.ctx),
  customer: async (req: FastifyRequest) => {
    if (req.ctx.viewer.kind === 'admin') throw new AppError('FORBIDDEN', 'This needs a customer session');
    requireCustomer(req.ctx);
  },
} as const;

/** Mounts each route table entry under /api; the handler gets the request's context. */
export function mountRestRoutes(app: FastifyInstance, routes: readonly RestRoute[]): void {
  const raw = routes.filter((route) => route.rawBody);
  for (const route of routes) if (!route.rawBody) app.route(toFastify(route));
  if (!raw.length) return;
  // Raw-body routes live in their own plugin, so the string parser covers them alone.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    for (const route of raw) scope.route(toFastify(route));
  });
}

function toFastify(route: RestRoute): RouteOptions {
  return {
    method: route.method,
    url: `/api${route.url}`,
    config: { ...(route.cost ? { requestCost: route.cost } : {}), ...(route.rawBody ? { rawBody: true } : {}) },
    ...(route.role ? { onRequest: ROLE_GUARDS[route.role] } : {}),
    handler: async (req, reply) => {
      const body = await route.handler(req.ctx, req);
      if (body instanceof RestReply) {
        reply.code(body.status);
        return body.body;
      }
      reply.code(route.status ?? 200);
      return body;
    },
  };
}
