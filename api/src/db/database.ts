import { MikroORM, type Options } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Config } from '../config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { ormConfig } from './orm-config.js';
import { installTransactionGuard } from './transaction-guard.js';

export interface Database {
  orm: MikroORM;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded database under DATA_DIR when there is none. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'isProduction' | 'dbAcquireTimeoutMs'>>,
  overrides: Partial<Options> = {},
  options: { writeSnapshot?: boolean } = {},
): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir);
  const url = config.databaseUrl ?? embedded!.url;
  try {
    const orm = await MikroORM.init(ormConfig(url, overrides, { ...options, acquireTimeoutMs: config.dbAcquireTimeoutMs }));
    // Development and tests fail at once on a second connection inside a transaction, which
    // hangs the embedded database (production keeps the check-free pool path).
    if (!config.isProduction) installTransactionGuard(orm);
    return {
      orm,
      url,
      embedded: Boolean(embedded),
      async close() {
        await orm.close(true);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/** Applies pending migrations; returns the names applied. */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((m) => m.name);
}

/** The advisory lock key of start-up work (migrations, the first seed): any fixed bigint the shop alone uses. */
export const STARTUP_LOCK_KEY = '7261122042910';

/**
 * Runs `work` (migrations, then the seed of an empty database) while holding a PostgreSQL
 * advisory lock, so that instances started together take turns: the first migrates and seeds,
 * the others wait, then find nothing left to do. MikroORM's migrator takes no lock of its own,
 * and two of them on one empty database fail on each other's `create table`. The lock lives
 * on a connection of its own, outside the pool and any transaction, and goes with it if this
 * process dies. The embedded database needs none: one process owns its DATA_DIR.
 */
export async function withStartupLock<T>(db: Pick<Database, 'url' | 'embedded'>, work: () => Promise<T>, log: (message: string) => void = console.info): Promise<T> {
  if (db.embedded) return work();
  const client = new pg.Client({ connectionString: db.url, application_name: 'fruit-shop start-up lock' });
  // A connection error after connect (the server restarting) ends the lock; the work fails on its own.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as "locked"', [STARTUP_LOCK_KEY]);
    if (!rows[0].locked) {
      log('Another instance is migrating or seeding this database; waiting for it to finish');
      await client.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    }
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
