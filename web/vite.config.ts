import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './build/graphql-documents';

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
// chunk's evaluation cannot be split, so smaller chunks make shorter start-up tasks.
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom)[\\/]/ },
  { name: 'rx', test: /[\\/]node_modules[\\/](rxjs|tslib)[\\/]/ },
  { name: 'graphql', test: /[\\/]node_modules[\\/]graphql[\\/]/ },
  { name: 'data', test: /[\\/]node_modules[\\/](@apollo|@wry|optimism|@graphql-typed-document-node)[\\/]/ },
];

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [graphqlDocuments({ generatedFile: fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url)) }), react()],
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
              groups: VENDOR_GROUPS.map((group, index) => ({ ...group, priority: VENDOR_GROUPS.length - index })),
            },
          },
        },
      },
}));
