import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

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
  if (dir !== 'memory://') {
    dataDir = path.join(dir, 'pglite');
    await mkdir(dataDir, { recursive: true });
  }
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 16 });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
