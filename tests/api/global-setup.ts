import 'reflect-metadata';
import { TEST_PAYMENT_SECRET, TEST_WEBHOOK_SECRET } from '../utils/payments.js';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../scripts/lib/build.mjs';
import { createTestDatabase } from '../../scripts/lib/test-database.mjs';
import { startApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    databaseUrl: string;
    databaseKind: 'postgres' | 'embedded';
    uploadDir: string;
  }
}

/**
 * One real server for the api suite: a fresh database on the local PostgreSQL when it answers
 * (else embedded PGlite in memory), migrated and seeded exactly as `npm start` does it. It
 * runs the api from source but renders storefront pages with the built web app (web/dist),
 * so that is built first when its sources changed (a no-op otherwise).
 */
export default async function setup(project: TestProject) {
  buildIfStale(['web']);
  const database = await createTestDatabase('fruitshop_test');
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'fruit-shop-test-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: database.url,
    DATA_DIR: 'memory://',
    UPLOAD_DIR: uploadDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Every test talks from 127.0.0.1: a budget no suite run reaches, so the per-IP limit still
    // runs on each request without throttling the suite (rate-limit.test.ts starts its own app).
    RATE_LIMIT_MAX: '1000000',
    PAGE_RATE_LIMIT_MAX: '1000000',
    // The suite races dozens of requests on purpose (30 orders for a slot of 5) and runs the
    // embedded database in this process: load shedding stays off here, as the rate limit is
    // out of reach (load-shedding.test.ts tests the shedder on its own server).
    SHED_MAX_IN_FLIGHT: '0',
    SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Subscription deliveries and reminders are driven by the tests' own clock (they call the
    // scheduler with a chosen instant): the server's own runs would act on the real one.
    SUBSCRIPTION_SWEEP_MS: '86400000',
    // Known secrets, so tests can sign checkout results and webhooks (tests/utils/payments.ts).
    SIMULATED_PAYMENT_SECRET: TEST_PAYMENT_SECRET,
    RAZORPAY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  });
  const app = await startApp(config);
  project.provide('apiUrl', app.url);
  project.provide('databaseUrl', app.db.url);
  project.provide('databaseKind', database.kind);
  project.provide('uploadDir', uploadDir);
  console.log(`api tests: server ${app.url}, database ${database.kind === 'postgres' ? 'PostgreSQL 127.0.0.1:5432 (fresh database)' : 'embedded PGlite'}`);

  return async () => {
    await app.close();
    await database.drop();
    await rm(uploadDir, { recursive: true, force: true });
  };
}
