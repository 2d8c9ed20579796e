import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../config.js';
import { createRequestContext, type RequestContext, type Viewer } from '../core/request-context.js';
import type { RestRoute } from '../core/rest-route.js';
import { installErrorHandlers } from './errors.js';
import { mountGraphQL } from './graphql.js';
import { mountRestRoutes } from './rest.js';
import { notFoundReply } from './errors.js';
import { createPageHandler, loadPageRenderer } from './pages.js';
import { mountStatic } from './static.js';
import { installRateLimit } from './rate-limit.js';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** What the server mounts; the app assembles it from the domain modules. */
export interface ServerMounts {
  /** Served at /graphql. */
  schema: GraphQLSchema;
  /** Served under /api. */
  restRoutes: readonly RestRoute[];
  /** The version of what storefront pages show; cached guest HTML is reused while it holds. */
  contentVersion: () => Promise<string>;
  /** Who an `Authorization` header names (a guest when it names no live session). */
  authenticate: (ctx: RequestContext, authorization: string) => Promise<Viewer>;
}

// Paths that are never pages: their unknown URLs answer with a JSON 404.
const NOT_PAGES = /^\/(api|graphql|uploads|assets)(\/|$|\?)/;

/** A GET for a page: not an API path, and the client takes HTML (a browser, or curl's any type). */
function wantsPage(req: FastifyRequest): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_PAGES.test(req.url)) return false;
  const accept = req.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

export async function buildServer(config: Config, orm: MikroORM, { schema, restRoutes, contentVersion, authenticate }: ServerMounts): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  installErrorHandlers(app);
  // CSP is set on the HTML pages themselves (pages.ts); Apollo Sandbox's page brings its own.
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(fastifyCompress, { threshold: 1024 });
  // Per-IP limit on /graphql and /api/*, before the hook below looks the session up.
  await installRateLimit(app, config);

  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (req) => {
    req.ctx = createRequestContext(orm.em);
    // Only requests that carry credentials cost a lookup; pages and guests never do.
    const authorization = req.headers.authorization;
    if (authorization) req.ctx.viewer = await authenticate(req.ctx, authorization);
  });

  app.get('/health', async () => ({ ok: true }));
  const apollo = await mountGraphQL(app, schema, config);
  mountRestRoutes(app, restRoutes);
  await mountStatic(app, config);

  // Every other GET that wants HTML is a storefront page, rendered on the server (the
  // router's catch-all answers unknown paths with the 404 page and status).
  const renderer = await loadPageRenderer(config.webDistDir);
  if (!renderer) app.log.warn(`no built web app in ${config.webDistDir}: pages are not served (run npm run build)`);
  app.setNotFoundHandler(notFoundReply);
  if (renderer) {
    const servePage = createPageHandler(config, { renderer, apollo, contentVersion });
    // Real routes (not the not-found handler), so route-level hooks such as compression apply;
    // the files, /graphql and /api routes are more specific and win.
    const handler = (req: FastifyRequest, reply: FastifyReply) => (wantsPage(req) ? servePage(req, reply) : notFoundReply(req, reply));
    app.get('/', handler);
    app.get('/*', handler);
  }
  return app;
}
