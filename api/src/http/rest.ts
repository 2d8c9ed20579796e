import type { FastifyInstance, RouteOptions } from 'fastify';
import { RestReply, type RestRoute } from '../core/rest-route.js';

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
