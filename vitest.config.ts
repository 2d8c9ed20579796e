import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import swc from 'unplugin-swc';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { graphqlDocuments } from './web/build/graphql-documents';
import { COMMON_SOURCE } from './web/build/common-source';
import { E2E_WORKERS } from './tests/e2e/support/workers';

const require = createRequire(import.meta.url);

// Four projects: the api suite talks to a real server and a real PostgreSQL; the web suite
// renders components in jsdom with MSW answering GraphQL. SWC compiles the api so that
// decorator metadata (design:type) exists, which esbuild/oxc would drop. The e2e suite drives
// Chromium (playwright-core) against the built app served by `node api/dist/...`. The cluster
// suite runs two instances of the built app behind HAProxy and breaks things on purpose.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [swc.vite({ module: { type: 'es6' } })],
        // graphql 16 ships CJS ("main") and ESM ("module"); Node (and so type-graphql) loads the
        // CJS one, Vite would pick the ESM one: two copies break instanceof checks on scalars.
        resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }, COMMON_SOURCE] },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          fileParallelism: false,
          // One module graph for every file (they run one after the other anyway): the api's
          // modules are compiled and imported once, not once per file (~75 s of a pass, half its
          // CPU). Files keep their own state in their own closures; module-level settings a file
          // changes (a clock, a cache) it puts back.
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Several instances of the built app on one database behind HAProxy, with faults
        // (scripts/test-cluster.mjs; docs/decisions/0028-many-instances.md). SWC as for the api
        // suite: the tests arrange data with the api's entities and factories.
        plugins: [swc.vite({ module: { type: 'es6' } })],
        resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }, COMMON_SOURCE] },
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/cluster/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The same graphql() → inlined document rewrite as the web build, so tests run what ships.
        plugins: [graphqlDocuments({ generatedFile: fileURLToPath(new URL('./web/src/gql/graphql.ts', import.meta.url)) }), react()],
        resolve: { alias: [COMMON_SOURCE] },
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
          // Each worker loads Chakra, Apollo and React once for all its files (7 min → 2 min on
          // 2 cores); tests/web/setup.ts starts the app's own modules afresh for every file. Two
          // workers even on 2 cores: the files wait on timers and renders as much as on CPU.
          isolate: false,
          maxWorkers: 2,
          // Before the api suite rather than beside it (vitest runs projects of different worker
          // counts in separate groups): each then has the machine to itself.
          sequence: { groupOrder: 0 },
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias: [COMMON_SOURCE] },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Files run E2E_WORKERS at a time, each worker against its own app server and database
          // (tests/e2e/support/workers.ts): the browser tests mostly wait, so two share 2 cores.
          maxWorkers: E2E_WORKERS,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
