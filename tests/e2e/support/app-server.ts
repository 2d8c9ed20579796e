import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../../scripts/lib/app-process.mjs';
import { ROOT } from '../../../scripts/lib/build.mjs';
import { createTestDatabase } from '../../../scripts/lib/test-database.mjs';

export interface E2eServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** Stops the app, drops its database and removes its uploads. */
  stop(): Promise<void>;
}

/**
 * The built app served from `node api/dist/...` exactly as production starts it, on a fresh
 * database (`databasePrefix_…`) and an upload folder of its own. `env` adds to or overrides the
 * test settings (e.g. SEED_DEMO_ACCOUNTS=false for a shop without accounts).
 */
export async function startE2eServer({ name, databasePrefix, env = {} }: { name: string; databasePrefix: string; env?: Record<string, string> }): Promise<E2eServer> {
  const database = await createTestDatabase(databasePrefix);
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), `${databasePrefix.replace(/_/g, '-')}-uploads-`));
  const cleanupStorage = async () => {
    rmSync(uploadDir, { recursive: true, force: true });
    await database.drop();
  };
  try {
    const server = await startServer({
      name,
      cwd: ROOT,
      entry: path.join(ROOT, 'api/dist/api/src/main.js'),
      env: {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // The browser and the tests share 127.0.0.1: keep the per-IP limit out of their way.
        RATE_LIMIT_MAX: '1000000',
        PAGE_RATE_LIMIT_MAX: '1000000',
        UPLOAD_DIR: uploadDir,
        ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: 'memory://' }),
        ...env,
      },
    });
    return {
      url: server.url,
      async stop() {
        await server.stop();
        await cleanupStorage();
      },
    };
  } catch (error) {
    await cleanupStorage();
    throw error;
  }
}
