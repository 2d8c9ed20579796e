import type { FastifyInstance } from 'fastify';
import type { RestRoute } from '../core/rest-route.js';

/** Mounts each route table entry under /api; the handler gets the request's context. */
export function mountRestRoutes(app: FastifyInstance, routes: readonly RestRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: `/api${route.url}`,
      handler: async (req, reply) => {
        const body = await route.handler(req.ctx, req);
        reply.code(route.status ?? 200);
        return body;
      },
    });
  }
}
