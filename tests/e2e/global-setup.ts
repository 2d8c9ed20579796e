import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/lib/build.mjs';
import { startE2eServer } from './support/app-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Chromium's executable, or null when it is missing and the suite skips. */
    chromePath: string | null;
    /** The built app under test, e.g. http://127.0.0.1:41234; null when the suite skips. */
    baseUrl: string | null;
  }
}

const DEFAULT_CHROME = '/usr/bin/chromium';

/**
 * Builds the app if stale, gives it a fresh database and serves it from `node api/dist/...`
 * on a free port, exactly as production starts it. A missing browser skips the suite on a
 * developer machine but fails in CI, where it would otherwise pass by testing nothing.
 */
export default async function setup(project: TestProject) {
  const chromePath = process.env.CHROME_PATH || DEFAULT_CHROME;
  if (!existsSync(chromePath)) {
    if (process.env.CI === 'true') {
      throw new Error(`e2e: Chromium not found at ${chromePath}; CI needs it (apt-get install -y chromium, or set CHROME_PATH)`);
    }
    console.log(`e2e: skipped — Chromium not found at ${chromePath} (install it with: apt-get install -y chromium, or set CHROME_PATH)`);
    project.provide('chromePath', null);
    project.provide('baseUrl', null);
    return;
  }

  buildIfStale(['api', 'web']);
  const server = await startE2eServer({ name: 'e2e app server', databasePrefix: 'fruitshop_e2e' });

  project.provide('chromePath', chromePath);
  project.provide('baseUrl', server.url);

  return () => server.stop();
}
