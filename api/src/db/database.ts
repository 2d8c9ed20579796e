import { MikroORM, type Options } from '@mikro-orm/postgresql';
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
