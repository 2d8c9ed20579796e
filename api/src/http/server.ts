import { loggerOptions, requestLogController } from './request-log.js';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { installLoadShedding } from './load-shedding.js';
import type { ContentVersion } from '../core/content-version.js';
import fastifyCompress from '@fastify/compress';
import fastifyCookie, { type SerializeOptions } from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
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
import { mountImages } from './images.js';
import { installInputGuard } from './input-guard.js';
import { installRateLimit } from './rate-limit.js';
import { isHealthRoute, mountHealth } from './health.js';
import type { ReadinessReport } from '../db/readiness.js';
import { ResponseCache } from './response-cache.js';
import { AppError } from '../lib/errors.js';
import { ADMIN_COOKIE } from '../modules/admin/admin-session.service.js';
import { MAX_IMAGE_BYTES } from '../modules/admin/image-upload.js';
import type { ImageStore } from '../modules/media/image-store.js';
import type { Credentials } from '../core/viewer.js';

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
  /**
   * The version of what storefront pages show; cached guest HTML and API answers are reused
   * while it holds. Undefined while a write to it is still open: nothing may be cached then.
   */
  contentVersion: () => Promise<ContentVersion | undefined>;
  /** Who an `Authorization` header or the admin cookie names (a guest when they name no live session). */
  authenticate: (ctx: RequestContext, credentials: Credentials) => Promise<Viewer>;
  /** GET /health/ready: whether this instance can serve now (database answers, migrations applied). */
  readiness: () => Promise<ReadinessReport>;
  /** Pictures, served at /uploads. */
  images: ImageStore;
}

// Paths that are never pages: their unknown URLs answer with a JSON 404.
const NOT_PAGES = /^\/(api|graphql|uploads|assets)(\/|$|\?)/;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const API_PATHS = /^\/(api|graphql)(\/|\?|$)/;

/** The origin a browser says the request comes from: Origin, else the Referer's origin. */
function requestOrigin(req: FastifyRequest): string | undefined {
  const origin = req.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = req.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * A write carried by the admin cookie must come from the shop's own pages (decisions: Admins):
 * the configured public origin or the host the request was sent to (a cross-site page cannot
 * make a browser send another Host). No Origin and no Referer is refused too. Bearer tokens
 * are not sent by browsers on their own, so they need no such check.
 */
function fromOwnOrigin(req: FastifyRequest, publicUrl: string | undefined): boolean {
  const origin = requestOrigin(req);
  if (!origin) return false;
  return origin === publicUrl || origin === `${req.protocol}://${req.host}`;
}

/** A GET for a page: not an API path, and the client takes HTML (a browser, or curl's any type). */
function wantsPage(req: FastifyRequest): boolean {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_PAGES.test(req.url)) return false;
  const accept = req.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/** A session cookie's attributes: HttpOnly, for the whole site, SameSite=Strict, Secure in production; max-age 0 clears it. */
export function sessionCookieOptions(maxAgeSeconds: number, secure: boolean): SerializeOptions {
  const maxAge = Math.max(0, Math.floor(maxAgeSeconds));
  return { path: '/', maxAge, ...(maxAge === 0 ? { expires: new Date(0) } : {}), httpOnly: true, sameSite: 'strict', secure };
}

export async function buildServer(config: Config, orm: MikroORM, { schema, restRoutes, contentVersion, authenticate, readiness, images }: ServerMounts): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    // One line per request (request-log.ts).
    logController: requestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  installErrorHandlers(app);
  // Past the measured limits a request is refused at once (503, Retry-After), before any work.
  // The embedded database runs its queries on this event loop: a long one (an admin's search
  // of 10,000 orders) is the database working, not the process overloaded, so there the
  // event-loop limit is off and the in-flight limit alone sheds.
  await installLoadShedding(app, {
    maxInFlight: config.shedMaxInFlight,
    maxEventLoopDelayMs: config.databaseUrl ? config.shedMaxEventLoopDelayMs : 0,
  });
  // CSP is set on the HTML pages themselves (pages.ts; graphql-explorer.ts for GET /graphql).
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(fastifyCompress, { threshold: 1024 });
  // Per-IP budgets (API, pages, webhook), before the hook below looks the session up.
  const budgets = await installRateLimit(app, config);
  // Multipart bodies (the admin's image uploads) are only read by the routes that ask for them,
  // after their role check; one image of at most 5 MB and a product form's fields per request.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 40, fieldSize: 64 * 1024, parts: 41 } });
  // Cookie parsing and Set-Cookie lines (RFC 6265) for the admin session cookie. `hook: false`:
  // the plugin would otherwise parse every request's Cookie header; the hook below reads it only
  // on /api and /graphql.
  await app.register(fastifyCookie, { hook: false });

  // Nothing waits for ever: a request with no answer by the deadline gets 503 (whatever it was
  // waiting for goes on in the background and its late answer is dropped); the server stays up.
  if (config.requestTimeoutMs > 0) {
    app.addHook('onRequest', async (req, reply) => {
      const timer = setTimeout(() => {
        if (reply.sent || reply.raw.headersSent) return;
        req.log.error({ url: req.url, timeoutMs: config.requestTimeoutMs }, 'request answered 503: no answer in time');
        void reply.send(new AppError('SERVICE_UNAVAILABLE', 'The shop took too long to answer. Please try again in a moment.', { retryAfterSeconds: 5 }));
      }, config.requestTimeoutMs);
      timer.unref();
      reply.raw.once('close', () => clearTimeout(timer));
    });
  }

  // No control characters and no over-long text in any body, query or path (both APIs).
  installInputGuard(app);

  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (req) => {
    req.ctx = createRequestContext(orm.em);
    req.ctx.ip = req.ip;
    // Made here, not on first use: Apollo hands resolvers a shallow copy of the context, and a
    // shared array is what lets a resolver's cookie reach this request's reply.
    req.ctx.setCookies = [];
    // An expensive GraphQL mutation charges the rest of its cost to the same per-IP budget.
    if (budgets) req.ctx.chargeRequests = (points) => budgets.charge(req, points);
    // Only requests that carry credentials cost a lookup; pages and guests never do (the admin
    // cookie travels with every request to the site, but only /api and /graphql read it).
    // Health checks never do, whatever they carry: liveness must not touch the database.
    if (isHealthRoute(req.routeOptions.url)) return;
    const authorization = req.headers.authorization;
    const cookieHeader = req.headers.cookie;
    const adminCookie = cookieHeader && API_PATHS.test(req.url) ? app.parseCookie(cookieHeader)[ADMIN_COOKIE] : undefined;
    if (authorization || adminCookie) req.ctx.viewer = await authenticate(req.ctx, { authorization, adminCookie });
    const viewer = req.ctx.viewer;
    if (viewer.kind === 'admin' && viewer.viaCookie && WRITE_METHODS.has(req.method) && API_PATHS.test(req.url) && !fromOwnOrigin(req, config.publicUrl)) {
      throw new AppError('FORBIDDEN', 'Cross-site request refused', { reason: 'CROSS_ORIGIN' });
    }
  });
  // The admin session cookie, set or cleared by sign-in and sign-out (REST and GraphQL alike).
  // Serialized here rather than through reply.setCookie: the plugin writes those in its own
  // onSend hook, which is registered earlier, so runs before this one and would miss them.
  app.addHook('onSend', async (req, reply, payload) => {
    const cookies = req.ctx?.setCookies;
    if (cookies?.length) {
      reply.header(
        'set-cookie',
        cookies.map((c) => app.serializeCookie(c.name, c.value, sessionCookieOptions(c.maxAgeSeconds, config.isProduction))),
      );
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  mountHealth(app, readiness);
  // Guest answers of the catalogue's read paths, checked against the catalogue version per request.
  const responseCache = new ResponseCache(config.responseCacheTtlMs, undefined, config.stockStalenessMs);
  const apollo = await mountGraphQL(app, schema, config, { responseCache, contentVersion });
  mountRestRoutes(app, restRoutes, { responseCache, contentVersion });
  mountImages(app, images);
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
