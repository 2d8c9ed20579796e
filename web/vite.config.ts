import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './build/graphql-documents';
import { precompress } from './build/precompress';
import { COMMON_SOURCE } from './build/common-source';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;
// Everything the api serves; the storefront itself never calls another origin.
const proxy = Object.fromEntries(
  ['/graphql', '/api', '/uploads'].map((path) => [path, { target: apiTarget, changeOrigin: true }]),
);

// The one chunk group: the small modules most storefront pages share (formatting, links, the
// card's parts, form looks, a few icons) in one chunk, with what they import (React among
// it), instead of ~20 chunks of 0.1-1.5 KB each. Without it /shop needed 40 requests before
// it could hydrate; over HTTP/1.1 (six connections) on a phone's network each round of six
// costs a round trip, and the tap check measured the app live 1.4 s later (decision 0018).
// By file name on purpose: a module that is renamed or added simply stays in its own chunk.
// Every other split is the bundler's own: the entry, one chunk per route page and per
// on-demand part, and what those share.
const STOREFRONT_COMMON = new RegExp(
  [
    String.raw`[\\/]web[\\/]src[\\/]lib[\\/](money|spa-links|category-slugs|use-url-search|use-debounced-value|local-store|listeners)\.`,
    String.raw`[\\/]common[\\/]src[\\/]units\.`,
    String.raw`[\\/]web[\\/]src[\\/]components[\\/](button-looks|controls|text-field|glyphs|page-states|product-image|feature-grid|list-page)\.`,
    String.raw`[\\/]web[\\/]src[\\/](features[\\/]accounts[\\/]session-store|features[\\/]catalog[\\/]section-products)\.`,
    // What the app (a chunk the entry imports after the load event) shares with its on-demand
    // parts: left to the bundler, each became a chunk of its own (emotion, the toaster's and the
    // Chakra system's loaders, the guest cart), five more requests and ~4 KB gzip at start-up.
    String.raw`[\\/]web[\\/]src[\\/](lib[\\/]guest-cart|components[\\/]app-toaster|theme[\\/]system-on-demand)\.`,
    String.raw`[\\/]common[\\/]src[\\/]cart\.rules\.`,
    String.raw`[\\/]node_modules[\\/](@emotion[\\/](cache|react|serialize|sheet|unitless|hash|memoize|weak-memoize|utils|use-insertion-effect-with-fallbacks)|stylis|react-is|hoist-non-react-statics)[\\/]`,
    String.raw`[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon\.|Icon\.|defaultAttributes\.|shared[\\/]|context\.|icons[\\/](chevron-down|chevron-right|refresh-cw|x|leaf|arrow-right|arrow-left|shield-check|headphones|lock)\.)`,
  ].join('|'),
);

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [graphqlDocuments({ generatedFile: fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url)) }), react(), precompress()],
  // The shared rules are TypeScript source, bundled like the app's own (never the package's build).
  resolve: { alias: [COMMON_SOURCE] },
  server: {
    port: 5173,
    strictPort: true,
    proxy,
  },
  preview: { port: 4173, proxy },
  // The server bundle (`vite build --ssr src/entry-server.tsx`) carries its dependencies, so
  // it renders with React's production build whatever NODE_ENV the api runs under, and loads
  // nothing from node_modules at request time.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, sourcemap: true, target: 'node20' }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        sourcemap: true,
        // The server reads it to preload the chunk (and CSS) of the page it rendered.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Vite's loader for dynamic imports, first and on its own: the common group takes
                // what its members import, and the entry (which needs only this) would then load
                // the whole common chunk before the page's load event.
                { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 2 },
                { name: 'common', test: STOREFRONT_COMMON, priority: 1 },
              ],
            },
          },
        },
      },
}));
