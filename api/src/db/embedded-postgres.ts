import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { takeLock } from './data-dir-lock.js';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PostgreSQL compiled to WebAssembly (PGlite), served on a private Unix socket (below)
 * through its wire-protocol socket server, so the regular `pg` driver, migrations and row
 * locks work unchanged. `dir` of 'memory://' keeps nothing on disk (tests).
 */
export async function startEmbeddedPostgres(dir: string): Promise<EmbeddedPostgres> {
  let dataDir = dir;
  let release = () => {};
  let socket: { dir: string; remove: () => Promise<void> } | undefined;
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
    // A Unix socket in a folder only this user can open (0700), not a loopback port: PGlite
    // has no passwords, and any local process could otherwise read the password hashes and
    // the gateway secret, or make itself an admin (issue 41).
    socket = await privateSocketDir(dir);
    const server = new PGLiteSocketServer({ db, path: path.join(socket.dir, `.s.PGSQL.${SOCKET_PORT}`), maxConnections: 100 });
    await server.start();
    const sockets = socket;
    return {
      // The socket folder as the host (pg and MikroORM read an encoded path as a Unix socket).
      url: `postgresql://postgres@${encodeURIComponent(sockets.dir)}:${SOCKET_PORT}/postgres`,
      async stop() {
        try {
          await server.stop();
          await db.close();
        } finally {
          await sockets.remove();
          release();
        }
      },
    };
  } catch (error) {
    await socket?.remove();
    release();
    throw error;
  }
}

/** The number in the socket's file name (.s.PGSQL.5432), which PostgreSQL clients expect. */
const SOCKET_PORT = 5432;
/** A Unix socket path is at most ~107 bytes; a deep DATA_DIR uses a private temporary folder. */
const MAX_SOCKET_PATH = 100;

/**
 * The folder of the database's socket: DATA_DIR/socket (mode 0700), or a fresh private folder
 * under the system's temporary one for an in-memory database or a DATA_DIR too deep for a
 * socket path. A socket left by a killed process is removed (the data-folder lock is ours).
 */
async function privateSocketDir(dir: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const inDataDir = dir === 'memory://' ? undefined : path.join(dir, 'socket');
  if (inDataDir && Buffer.byteLength(path.join(inDataDir, `.s.PGSQL.${SOCKET_PORT}`)) <= MAX_SOCKET_PATH) {
    await mkdir(inDataDir, { recursive: true, mode: 0o700 });
    await chmod(inDataDir, 0o700);
    await rm(path.join(inDataDir, `.s.PGSQL.${SOCKET_PORT}`), { force: true });
    return { dir: inDataDir, remove: () => rm(path.join(inDataDir, `.s.PGSQL.${SOCKET_PORT}`), { force: true }) };
  }
  const temporary = await mkdtemp(path.join(os.tmpdir(), 'fruit-shop-db-'));
  await chmod(temporary, 0o700);
  return { dir: temporary, remove: () => rm(temporary, { recursive: true, force: true }) };
}
