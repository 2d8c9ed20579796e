import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../config.js';
import { createRequestContext, type RequestContext } from '../core/request-context.js';
import type { RestRoute } from '../core/rest-route.js';
import { installErrorHandlers } from './errors.js';
import { mountGraphQL } from './graphql.js';
import { mountRestRoutes } from './rest.js';
import { mountStatic } from './static.js';

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
}

export async function buildServer(config: Config, orm: MikroORM, { schema, restRoutes }: ServerMounts): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  installErrorHandlers(app);
  // CSP is set on the HTML page itself (static.ts); Apollo Sandbox's page brings its own.
  await app.register(fastifyHelmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(fastifyCompress, { threshold: 1024 });

  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.addHook('onRequest', async (req) => {
    req.ctx = createRequestContext(orm.em);
  });

  app.get('/health', async () => ({ ok: true }));
  await mountGraphQL(app, schema, config);
  mountRestRoutes(app, restRoutes);
  await mountStatic(app, config);
  return app;
}
