import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/lib/build.mjs';
import { TEST_WEBHOOK_SECRET } from '../utils/payments';
import { startE2eServer } from './support/app-server';
import { E2E_WORKERS } from './support/workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Chromium's executable, or null when it is missing and the suite skips. */
    chromePath: string | null;
    /**
     * The built app under test, one per e2e worker (e.g. http://127.0.0.1:41234), each on a
     * database of its own; empty when the suite skips. A test file talks to its worker's
     * (support/browser.ts, appUrl).
     */
    baseUrls: string[];
  }
}

const DEFAULT_CHROME = '/usr/bin/chromium';

/**
 * Builds the app if stale, then serves it once per e2e worker (support/workers.ts), each on a
 * fresh database of its own, from `node api/dist/...` on a free port, exactly as production
 * starts it. A missing browser skips the suite on a
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
    project.provide('baseUrls', []);
    return;
  }

  buildIfStale(['api', 'web']);
  // A known webhook secret, as the api suite's: a test sends Razorpay's signed webhooks itself
  // (money-and-paperwork's refund.processed). The simulated gateway is otherwise unchanged.
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, (_, index) =>
      startE2eServer({ name: `e2e app server ${index + 1}`, databasePrefix: `fruitshop_e2e_${index + 1}`, env: { RAZORPAY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET } }),
    ),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }

  project.provide('chromePath', chromePath);
  project.provide('baseUrls', servers.map((server) => server.url));

  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
