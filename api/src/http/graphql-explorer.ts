import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ruruHTML } from 'ruru/server';
import { getStaticFile } from 'ruru/static';
import { notFound } from '../lib/errors.js';

/*
 * GET /graphql in a browser: GraphiQL (Ruru, Graphile's build of it, from npm), served with all
 * its files by the shop itself, so it works on a machine without internet (Apollo Sandbox's
 * page loads from Apollo's CDN and showed "cannot be loaded" offline). Apollo Sandbox stays a
 * link in the page's corner for those online. Only where introspection is on (not in
 * production by default): the explorer needs the schema.
 */

/** Where the explorer's files are served (must end in a slash). */
export const EXPLORER_STATIC_PATH = '/graphiql/';

const SANDBOX_LINK_STYLE = 'position:fixed;right:12px;bottom:8px;z-index:10;font:12px system-ui,sans-serif;color:inherit;opacity:.75';

/** The page: Ruru's HTML with a link to Apollo Sandbox for the same endpoint. */
export function explorerPage(origin: string): { html: string; csp: string } {
  const endpoint = `${origin}/graphql`;
  const sandbox = `https://studio.apollographql.com/sandbox/explorer?endpoint=${encodeURIComponent(endpoint)}`;
  const html = ruruHTML({
    endpoint: '/graphql',
    staticPath: EXPLORER_STATIC_PATH,
    htmlParts: {
      titleTag: '<title>Fruit shop GraphQL explorer</title>',
      bodyContent: (original) =>
        `${original}\n<a href="${sandbox}" target="_blank" rel="noopener noreferrer" style="${SANDBOX_LINK_STYLE}">Open in Apollo Sandbox (needs internet)</a>`,
    },
  });
  return { html, csp: explorerCsp(html) };
}

/** The page's own policy: its inline scripts by hash, its files and workers from this origin. */
function explorerCsp(html: string): string {
  const hashes = [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`,
    // GraphiQL's editor (Monaco) and its panels set styles inline.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** A browser asking for a page (not a GraphQL GET with `?query=`). */
export function wantsExplorer(req: FastifyRequest): boolean {
  if (req.method !== 'GET') return false;
  const query = req.query as Record<string, unknown> | undefined;
  if (query && 'query' in query) return false;
  return /\btext\/html\b/.test(req.headers.accept ?? '');
}

export function sendExplorer(req: FastifyRequest, reply: FastifyReply) {
  const { html, csp } = explorerPage(`${req.protocol}://${req.host}`);
  return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', csp).send(html);
}

/** The explorer's files (scripts, styles, workers), brotli when the browser takes it. */
export function registerExplorerFiles(app: FastifyInstance) {
  app.get(`${EXPLORER_STATIC_PATH}*`, async (req, reply) => {
    const file = await getStaticFile({
      staticPath: EXPLORER_STATIC_PATH,
      urlPath: new URL(req.url, 'http://shop.invalid').pathname,
      acceptEncoding: req.headers['accept-encoding'],
      disallowDevAssets: true,
    });
    if (!file) throw notFound('No such file.');
    for (const [name, value] of Object.entries(file.headers)) void reply.header(name, value);
    return reply.send(file.content);
  });
}
