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

// Vendor code changes far less often than app code, so what every page loads at start gets
// long-lived chunks of its own: React, its router, and the data layer (Apollo, GraphQL, RxJS). The UI kit is
// not grouped: parts of it (the drawer's dialog machine, the toast machine) load only on
// demand, and a vendor group would pull them into the start-up JavaScript. Route pages and
// those on-demand parts are split by dynamic import.
// Five groups, not two: the entry evaluates each in a task of its own (web/src/boot/), and a
// chunk's evaluation cannot be split, so smaller chunks make shorter start-up tasks. Each
// group also takes its boot stage module (web/src/boot/stage-<name>.ts), so the entry's
// `import()` of a stage loads the vendor chunk itself: as chunks of their own, the five
// stage modules were five more requests per page, each fetched only when the stage before it
// had run (five round trips in a row before hydration could start).
const vendor = (name: string, packages: string): { name: string; test: RegExp } => ({
  name,
  test: new RegExp(String.raw`[\\/]node_modules[\\/](${packages})[\\/]|[\\/]web[\\/]src[\\/]boot[\\/]stage-${name}\.`),
});
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  vendor('react', 'react|react-dom|scheduler'),
  vendor('router', 'react-router|react-router-dom'),
  vendor('rx', 'rxjs|tslib'),
  vendor('graphql', 'graphql'),
  vendor('data', '@apollo|@wry|optimism|@graphql-typed-document-node'),
];

// The small modules most storefront pages share (formatting, links, the card's parts, form
// looks, a few icons) in one chunk, not ~20 chunks of 0.1-1.5 KB each. Each request a page
// starts costs the renderer a task of its own (the entry preloads them one per task), and in
// Lighthouse's traces each of those tasks lasted 9-25 ms while the request's other processes
// ran: /shop went from 38 scripts to 21. By file name on purpose: a module that is renamed or
// added simply stays in its own chunk. The group also takes what these modules import (not
// the vendors, whose groups come first); the entry imports none of the application's modules
// (entry-client.tsx), so it never loads this chunk before the page has loaded
// (bench/NOTES.md, "The machine around the page").
// No module with a dynamic import belongs here (app-toaster, system-ref, use-add-to-cart stay
// out): Vite's preload helper would follow it into this chunk, and the entry, which needs the
// helper too, would then import this chunk and React behind it before the first paint
// (tests/e2e/ssr.test.ts checks the built entry imports nothing).
const STOREFRONT_COMMON = new RegExp(
  [
    String.raw`[\\/]web[\\/]src[\\/]lib[\\/](money|spa-links|category-slugs|use-url-search|use-debounced-value|local-store|listeners)\.`,
    String.raw`[\\/]common[\\/]src[\\/]units\.`,
    String.raw`[\\/]web[\\/]src[\\/]components[\\/](button-looks|controls|text-field|glyphs|page-states|product-image|feature-grid|list-page)\.`,
    String.raw`[\\/]web[\\/]src[\\/](features[\\/]accounts[\\/]session-store|features[\\/]catalog[\\/]section-products)\.`,
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
                ...VENDOR_GROUPS.map((group, index) => ({ ...group, priority: VENDOR_GROUPS.length - index + 1 })),
                { name: 'common', test: STOREFRONT_COMMON, priority: 1 },
              ],
            },
          },
        },
      },
}));
