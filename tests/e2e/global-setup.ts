import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfStale, ROOT } from '../../scripts/lib/build.mjs';
import { createTestDatabase } from '../../scripts/lib/test-database.mjs';
import { startServer } from '../../scripts/lib/app-process.mjs';

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
  const database = await createTestDatabase('fruitshop_e2e');
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'fruitshop-e2e-uploads-'));
  const cleanupStorage = async () => {
    rmSync(uploadDir, { recursive: true, force: true });
    await database.drop();
  };

  let server;
  try {
    server = await startServer({
      name: 'e2e app server',
      cwd: ROOT,
      entry: path.join(ROOT, 'api/dist/api/src/main.js'),
      env: {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // The browser and the tests share 127.0.0.1: keep the per-IP limit out of their way.
        RATE_LIMIT_MAX: '1000000',
        UPLOAD_DIR: uploadDir,
        ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: 'memory://' }),
      },
    });
  } catch (error) {
    await cleanupStorage();
    throw error;
  }

  project.provide('chromePath', chromePath);
  project.provide('baseUrl', server.url);

  return async () => {
    await server.stop();
    await cleanupStorage();
  };
}
