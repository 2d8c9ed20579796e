import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { stampOf, type ContentVersion } from '../core/content-version.js';
import { RestReply, type RestRoute } from '../core/rest-route.js';
import { requireAdmin, requireCustomer } from '../lib/auth-guards.js';
import { AppError } from '../lib/errors.js';
import { wantsFresh, type ResponseCache } from './response-cache.js';

export interface RestMountOptions {
  /** Guest answers of `guestCache` routes, shared with GraphQL. */
  responseCache: ResponseCache;
  /** The catalogue's version, read from the database per request (undefined: do not cache now). */
  contentVersion: () => Promise<ContentVersion | undefined>;
}

/** A route's declared role, checked before its body is read: 401 for a guest, 403 for the wrong session. */
const ROLE_GUARDS = {
  admin: async (req: FastifyRequest) => void requireAdmin(req.ctx),
  customer: async (req: FastifyRequest) => {
    if (req.ctx.viewer.kind === 'admin') throw new AppError('FORBIDDEN', 'This needs a customer session');
    requireCustomer(req.ctx);
  },
} as const;

/** Mounts each route table entry under /api; the handler gets the request's context. */
export function mountRestRoutes(app: FastifyInstance, routes: readonly RestRoute[], options: RestMountOptions): void {
  const raw = routes.filter((route) => route.rawBody);
  for (const route of routes) if (!route.rawBody) app.route(toFastify(route, options));
  if (!raw.length) return;
  // Raw-body routes live in their own plugin, so the string parser covers them alone.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    for (const route of raw) scope.route(toFastify(route, options));
  });
}

const JSON_TYPE = 'application/json; charset=utf-8';

function toFastify(route: RestRoute, { responseCache, contentVersion }: RestMountOptions): RouteOptions {
  const cached = route.guestCache === true && route.method === 'GET' && responseCache.enabled;
  return {
    method: route.method,
    url: `/api${route.url}`,
    config: { ...(route.cost ? { requestCost: route.cost } : {}), ...(route.rawBody ? { rawBody: true } : {}) },
    ...(route.role ? { onRequest: ROLE_GUARDS[route.role] } : {}),
    handler: async (req, reply) => {
      // A guest's repeat of a cacheable GET at the same catalogue version: the bytes sent last time.
      const key = cached && req.ctx.viewer.kind === 'guest' && !wantsFresh(req.headers['cache-control']) ? `rest:${req.url}` : undefined;
      const version = key ? await contentVersion() : undefined;
      if (key && version !== undefined) {
        const hit = responseCache.get(key, version);
        if (hit) {
          void reply.code(hit.status).header('content-type', JSON_TYPE).header('x-response-cache', 'hit');
          return hit.body;
        }
      }
      // A route that does not say it records its product reads depends on every change.
      if (key && route.depsTracked !== true) req.ctx.cacheDeps.all();
      const body = await route.handler(req.ctx, req);
      if (body instanceof RestReply) {
        reply.code(body.status);
        for (const [name, value] of Object.entries(body.headers)) void reply.header(name, value);
        return body.body;
      }
      const status = route.status ?? 200;
      reply.code(status);
      if (key && version !== undefined && body !== undefined) {
        // Serialized here as Fastify would (no response schemas), so the stored bytes are the reply's.
        const text = JSON.stringify(body);
        responseCache.set(key, { version: stampOf(version, req.ctx.cacheDeps.snapshot()), status, headers: [], body: text });
        void reply.header('content-type', JSON_TYPE).header('x-response-cache', 'miss');
        return text;
      }
      return body;
    },
  };
}
