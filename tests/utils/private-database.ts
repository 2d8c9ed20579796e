import 'reflect-metadata';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { createTestDatabase } from '../../scripts/lib/test-database.mjs';
import { startApp, type App } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { migrate } from '../../api/src/db/database.js';
import { startEmbeddedPostgres } from '../../api/src/db/embedded-postgres.js';
import { ormConfig } from '../../api/src/db/orm-config.js';

export interface PrivateDatabase {
  url: string;
  kind: 'postgres' | 'embedded';
  /** Migrated, not seeded; closed by drop(). */
  orm: MikroORM;
  /** An app on this database (no seed); the caller closes it. */
  startApp(env?: Record<string, string>): Promise<App>;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of a test's own, for what the shared one cannot show: no other
 * server's background work touches it, and it outlives the apps started on it (restarts).
 */
export async function openPrivateDatabase(prefix: string, ormOverrides: Partial<Options> = {}): Promise<PrivateDatabase> {
  const created = await createTestDatabase(prefix);
  const embedded = created.url ? undefined : await startEmbeddedPostgres('memory://');
  const url = created.url ?? embedded!.url;
  const orm = await MikroORM.init(ormConfig(url, { pool: { min: 0, max: 6 }, ...ormOverrides }));
  await migrate(orm);
  return {
    url,
    kind: created.kind,
    orm,
    startApp: (env = {}) =>
      startApp(
        loadConfig({
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: '0',
          DATABASE_URL: url,
          DATA_DIR: 'memory://',
          AUTO_SEED: 'false',
          LOG_LEVEL: 'silent',
          ...env,
        }),
      ),
    async drop() {
      await orm.close(true);
      await embedded?.stop();
      await created.drop();
    },
  };
}
