import { createHash } from 'node:crypto';
import { stampOf, type ContentVersion } from '../core/content-version.js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import type { Config } from '../config.js';
import type { RequestContext } from '../core/request-context.js';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { textProblem } from '../lib/text-rules.js';
import { PageCache, type CachedPage, type Encoding } from './page-cache.js';

const compressors: Record<Encoding, (html: string) => Promise<Buffer>> = {
  // Quality 5 costs a few milliseconds for a large page and is done once per cached page.
  br: (html) => promisify(brotliCompress)(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html) => promisify(gzip)(html, { level: 6 }),
};

/** The best encoding the client accepts, from ours (no q-value parsing: browsers send plain lists). */
function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]);
  return (['br', 'gzip'] as const).find((encoding) => accepted.includes(encoding));
}

/** Emotion injects <style> tags, so styles need 'unsafe-inline'; scripts come only from us and,
 * for card payments, Razorpay's checkout (its script, its payment iframe and its telemetry, as
 * Razorpay's integration guide lists them). Our one inline script (the template's early-tap
 * keeper) is allowed by its hash, `inlineScriptHashes`, and nothing else inline runs. The Apollo
 * state and JSON-LD are data blocks (never executed), which script-src does not govern. */
export function pageCsp(inlineScriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes.map((hash) => `'${hash}' `).join('')}https://checkout.razorpay.com`,
    "style-src 'self' 'unsafe-inline'",
    // Pictures only from the shop (its image store is served here, /uploads): no remote image
    // (a tracking pixel in a blog body) loads; blog saves refuse remote pictures (issue 41).
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' https://api.razorpay.com https://lumberjack.razorpay.com",
    "frame-src https://api.razorpay.com https://checkout.razorpay.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** `sha256-…` of each classic inline script in the built template (JSON data blocks are not scripts). */
export function inlineScriptHashes(template: string): string[] {
  return [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
}

// The contract of web/src/entry-server.tsx, restated here: the api does not compile web code.
type ExecuteOperation = (operation: {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;
type RenderedPage =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'fallback'; html: string };
type RenderPage = (request: { url: string; origin: string; execute: ExecuteOperation }) => Promise<RenderedPage>;

export interface PageRenderer {
  render: RenderPage;
  /** The page's content security policy (with the hashes of the template's inline scripts). */
  csp: string;
  /** The built template without server rendering: the browser renders the page itself. */
  shell: string;
}

/** Loads the server bundle built by `vite build --ssr` (web/dist/server) with its client template and manifest. */
export async function loadPageRenderer(webDistDir: string): Promise<PageRenderer | null> {
  const entry = path.join(webDistDir, 'server', 'entry-server.js');
  const templatePath = path.join(webDistDir, 'client', 'index.html');
  const manifestPath = path.join(webDistDir, 'client', '.vite', 'manifest.json');
  if (![entry, templatePath, manifestPath].every((file) => existsSync(file))) return null;
  const template = readFileSync(templatePath, 'utf8');
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const mod = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer(options: { template: string; manifest: unknown; readAsset: (file: string) => string }): RenderPage;
  };
  const clientDir = path.join(webDistDir, 'client');
  const assets = new Map<string, string>();
  // Built files do not change while we run; read each once.
  const readAsset = (file: string) => {
    let text = assets.get(file);
    if (text === undefined) {
      const resolved = path.resolve(clientDir, file);
      if (!resolved.startsWith(clientDir + path.sep)) throw new Error(`asset outside the build: ${file}`);
      text = readFileSync(resolved, 'utf8');
      assets.set(file, text);
    }
    return text;
  };
  const shell = template.replace(/<!--app-html-->|<!--app-state-->/g, '');
  return { render: mod.createPageRenderer({ template, manifest, readAsset }), shell, csp: pageCsp(inlineScriptHashes(template)) };
}

export interface PageRoutesOptions {
  renderer: PageRenderer;
  apollo: ApolloServer<RequestContext>;
  /** The catalogue's current version; a cached page rendered at another version is stale. */
  contentVersion: () => Promise<ContentVersion | undefined>;
}

type Rendered = { status: number; html: string; cacheable: boolean; location?: string };

/**
 * The query parameters storefront pages read (shop: q, category, sort; admin lists: page;
 * account: tab; order: rate; login: mode, next; checkout: plan_id). A page is rendered (and
 * cached) for its path and these alone, in a fixed order, so a made-up query string
 * (`?utm_source=…`, `?x=<random>`) is the same page and the same cache entry, not a new
 * rendering on every request. A value that is not clean text (a control character) or is
 * over-long is dropped like an unknown parameter.
 */
export const PAGE_QUERY_PARAMS = ['category', 'mode', 'next', 'page', 'plan_id', 'q', 'rate', 'sort', 'tab'] as const;
const MAX_PARAM_LENGTH = 200;

export function pageUrl(rawUrl: string): string {
  const at = rawUrl.indexOf('?');
  if (at < 0) return rawUrl;
  const path = rawUrl.slice(0, at);
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(rawUrl.slice(at + 1));
  } catch {
    return path;
  }
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    const value = params.get(name);
    if (value !== null && value.length <= MAX_PARAM_LENGTH && !textProblem(value, name)) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Renders storefront pages on the server. GraphQL runs in-process through Apollo Server's own
 * pipeline (validation, limits, error formatting) with the request's context, the same one
 * /graphql would build. Guest HTML is cached briefly per URL (see PageCache), and concurrent
 * requests for the same uncached URL share one rendering.
 */
export function createPageHandler(config: Config, { renderer, apollo, contentVersion }: PageRoutesOptions) {
  const cache = new PageCache(config.pageCacheTtlMs, undefined, config.stockStalenessMs);
  const rendering = new Map<string, Promise<{ page: Rendered; entry: CachedPage | undefined }>>();

  async function render(req: FastifyRequest, url: string, origin: string): Promise<Rendered> {
    const execute: ExecuteOperation = async ({ query, variables, operationName }) => {
      const response = await apollo.executeOperation({ query, variables, operationName }, { contextValue: req.ctx });
      if (response.body.kind !== 'single') throw new Error('incremental delivery is not used by the storefront');
      return response.body.singleResult;
    };
    try {
      const page = await renderer.render({ url, origin, execute });
      if (page.kind === 'redirect') return { status: page.status, html: '', cacheable: false, location: page.location };
      if (page.kind === 'fallback') return { status: 200, html: page.html, cacheable: false };
      return { status: page.status, html: page.html, cacheable: true };
    } catch (error) {
      // A rendering bug must not take the page down: the browser can still render it.
      req.log.error({ err: error, url }, 'server rendering failed');
      return { status: 500, html: renderer.shell, cacheable: false };
    }
  }

  /** Sends a page compressed as the client accepts (compressing each cached page once). */
  async function send(req: FastifyRequest, reply: FastifyReply, page: CachedPage, cacheState: 'hit' | 'miss') {
    reply.code(page.status).header('x-page-cache', cacheState).header('vary', 'accept-encoding');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding || page.html.length < 1024) return reply.send(page.html);
    page.encoded[encoding] ??= await compressors[encoding](page.html);
    return reply.header('content-encoding', encoding).send(page.encoded[encoding]);
  }

  return async function servePage(req: FastifyRequest, reply: FastifyReply) {
    const url = pageUrl(req.url);
    const origin = config.publicUrl ?? `${req.protocol}://${req.host}`;
    const key = `${origin}${url}`;
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', renderer.csp);

    // Undefined while a catalogue write is open: the page is rendered, not served or stored.
    const version = cache.enabled ? await contentVersion() : undefined;
    if (version !== undefined) {
      const hit = cache.get(key, version);
      if (hit) return send(req, reply, hit, 'hit');
    }

    // Concurrent misses for one URL share the rendering and its (once-compressed) cache entry.
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(req, url, origin)
        .then((page) => ({
          page,
          // With the cache off, set() stores nothing and only shapes the page for send().
          entry: page.cacheable && (version !== undefined || !cache.enabled) ? cache.set(key, { status: page.status, html: page.html, version: version ? stampOf(version, req.ctx.cacheDeps.snapshot()) : null }) : undefined,
        }))
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    const { page, entry } = await pending;
    if (page.location) return reply.redirect(page.location, page.status);
    if (!entry) return reply.code(page.status).send(page.html);
    return send(req, reply, entry, 'miss');
  };
}
