import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What compresses well; images and fonts are compressed already, and maps are rarely fetched. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;
/** The server's on-the-fly compression threshold (@fastify/compress): smaller files go as they are. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (Brotli, best quality) and `name.gz` (gzip, level 9) next to every
 * compressible file of the client build. The server sends them as they are (@fastify/static
 * `preCompressed`), so no request pays for compressing a bundle: on this 2-core machine,
 * compressing the ~50 scripts and styles of one page load on the fly cost the server ~70 ms of
 * CPU, taken from the browser loading the page beside it, and the best-quality files are also
 * smaller than what a fast on-the-fly level makes (docs/decisions/0013).
 */
export function precompress(): Plugin {
  let outDir = '';
  let serverBuild = false;
  return {
    name: 'fruit-shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      if (serverBuild) return;
      await Promise.all(
        Object.entries(bundle).map(async ([file, output]) => {
          if (!COMPRESSIBLE.test(file)) return;
          // What was just written, from memory: a chunk's code or an asset's source.
          const source = Buffer.from(output.type === 'chunk' ? output.code : output.source);
          if (source.length < MIN_BYTES) return;
          const full = path.join(outDir, file);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              },
            }),
            gzipAsync(source, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}
