// The built app as the benchmarks run it: production mode, demo catalogue seeded, no demo
// accounts, its uploads (and embedded database, without a PostgreSQL URL) in `scratch`.
import path from 'node:path';
import { ROOT } from '../../scripts/lib/build.mjs';
import { startServer } from '../../scripts/lib/app-process.mjs';

/**
 * @param {{ url: string | undefined }} db from createTestDatabase
 * @param {string} scratch a temporary folder the caller removes
 * @param {{ workers?: number, nodeArgs?: string[], ipc?: boolean, env?: Record<string, string>, shedding?: boolean, root?: string, name?: string }} [options] app processes
 *   (APP_WORKERS; external PostgreSQL only), extra Node flags, an IPC channel (see startServer), extra environment, load
 *   shedding on (the app's defaults or what the environment sets; off unless asked: the closed-loop targets run the app at
 *   its capacity on purpose and count every 503 as an error); root: another checkout's built app (bench:web --against),
 *   this one by default
 */
export function startBenchApp(db, scratch, { workers = 1, nodeArgs, ipc, env, shedding = false, root = ROOT, name = 'app' } = {}) {
  return startServer({
    name,
    cwd: root,
    nodeArgs,
    ipc,
    entry: path.join(root, 'api/dist/api/src/main.js'),
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      AUTO_SEED: 'true',
      SEED_DEMO_ACCOUNTS: 'false',
      // The load generator is one IP sending thousands of requests a second: the per-IP rate
      // limit is off here, or the benchmark would measure 429 replies.
      RATE_LIMIT_MAX: '0',
      // No Razorpay keys here: production refuses the simulated gateway unless told (the
      // checkout scenario places cash orders only).
      ALLOW_SIMULATED_PAYMENTS: 'true',
      UPLOAD_DIR: path.join(scratch, 'uploads'),
      APP_WORKERS: String(db.url ? workers : 1),
      ...(db.url ? { DATABASE_URL: db.url } : { DATA_DIR: path.join(scratch, 'data') }),
      ...(shedding ? {} : { SHED_MAX_IN_FLIGHT: '0', SHED_MAX_EVENT_LOOP_DELAY_MS: '0' }),
      ...env,
    },
  });
}
