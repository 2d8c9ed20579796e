import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { takeLock } from './data-dir-lock.js';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL compiled to WebAssembly (PGlite), served on a free loopback port (never 5432)
 * through its wire-protocol socket server, so the regular `pg` driver, migrations and row
 * locks work unchanged. `dir` of 'memory://' keeps nothing on disk (tests).
 */
export async function startEmbeddedPostgres(dir: string): Promise<EmbeddedPostgres> {
  let dataDir = dir;
  let release = () => {};
  if (dir !== 'memory://') {
    dataDir = path.join(dir, 'pglite');
    await mkdir(dataDir, { recursive: true });
    // PGlite has no postmaster to refuse a second opener: two processes on the same files
    // would corrupt them. The second one stops here instead.
    release = takeLock(
      path.join(dir, 'embedded-database.lock'),
      (pid) =>
        `The embedded database in ${dir} is in use by another app process (pid ${pid}). ` +
        'Stop that process first, or give this one its own DATA_DIR, or use a PostgreSQL server (DATABASE_URL).',
    );
  }
  try {
    const db = await PGlite.create(dataDir);
    // Connections beyond the limit are refused outright ("Too many connections"); the app's
    // pool, the CLI and test tools together may open a few dozen, all served one at a time.
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 100 });
    await server.start();
    const port = Number(server.getServerConn().split(':').pop());
    return {
      url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        try {
          await server.stop();
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
