import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { notFoundReply } from './errors.js';

/** Emotion injects <style> tags, so styles need 'unsafe-inline'; scripts come only from us. */
const SPA_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const NOT_SPA = /^\/(api|graphql|uploads)(\/|$|\?)/;

/**
 * Serves uploaded images at /uploads and the built web app at /, with the SPA fallback: any
 * other GET that wants HTML gets index.html, so deep links work. Unknown /api paths stay 404.
 */
export async function mountStatic(app: FastifyInstance, config: Config): Promise<void> {
  await mkdir(config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });

  const hasWeb = existsSync(path.join(config.webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: true,
      index: false,
      setHeaders(reply, filePath) {
        // Vite's hashed bundles never change; anything else must be revalidated.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').header('content-security-policy', SPA_CSP).sendFile('index.html', config.webDistDir);

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !NOT_SPA.test(req.url) && req.headers.accept?.includes('text/html');
    if (hasWeb && wantsPage) return sendIndex(reply);
    return notFoundReply(req, reply);
  });
  if (hasWeb) app.get('/', (_req, reply) => sendIndex(reply));
}
