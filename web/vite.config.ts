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
        // The server reads it to preload the chunk (and CSS) of the page it rendered. Chunks
        // are the bundler's own split: the entry with what it imports, one per route page and
        // per on-demand part, and what those share.
        manifest: true,
      },
}));
