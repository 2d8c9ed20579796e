import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * Serves the built web app's files (web/dist/client) at /. The HTML template itself is never
 * served raw: pages are rendered (pages.ts). Pictures (/uploads) come from the image store (images.ts).
 */
export async function mountStatic(app: FastifyInstance, config: Config): Promise<void> {
  const clientDir = path.join(config.webDistDir, 'client');
  if (!existsSync(clientDir)) return;
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    // One route per built file, listed at start: the build does not change while we run, and
    // a page request then goes straight to the renderer without a file-system lookup.
    wildcard: false,
    index: false,
    decorateReply: false,
    // The template is never served raw; /index.html is a page like any other path.
    // The build's .br and .gz copies (web/build/precompress.ts) are sent in place of the file
    // they compress when the browser accepts them, never as files of their own.
    globIgnore: ['index.html', '.vite/**', '**/*.br', '**/*.gz'],
    preCompressed: true,
    // Ours below, whole (the plugin's own would be "public, max-age=0").
    cacheControl: false,
    setHeaders(reply, filePath) {
      // Vite's hashed bundles never change; anything else must be revalidated.
      reply.setHeader(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // The same URL answers br, gzip or plain by Accept-Encoding: caches must key on it.
      reply.setHeader('vary', 'accept-encoding');
    },
  });
}
