import path from 'node:path';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { DataloaderType } from '@mikro-orm/core';
import { MIGRATIONS } from '../../../migrations/index.js';
import { REPO_ROOT } from '../config.js';
import { ENTITIES } from './entities.js';

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'migrations');

/**
 * One ORM configuration for the server, the CLI and the tests. Only the migration generator
 * writes the schema snapshot: MikroORM would otherwise rewrite the committed file whenever
 * `up()` applies a migration (at every start on an empty database).
 */
/** How long a statement may wait for a free connection before it fails (503), unless told otherwise. */
export const DEFAULT_ACQUIRE_TIMEOUT_MS = 5000;

export function ormConfig(clientUrl: string, overrides: Partial<Options> = {}, { writeSnapshot = false, acquireTimeoutMs = DEFAULT_ACQUIRE_TIMEOUT_MS } = {}): Options {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    extensions: [Migrator],
    // Batches Reference/Collection loads made from field resolvers (no N+1).
    dataloader: DataloaderType.ALL,
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    // Nothing waits for ever: a statement that finds no free connection (or a connection that
    // cannot be opened) fails after this long, and the HTTP layer answers 503.
    driverOptions: { acquireConnectionTimeout: acquireTimeoutMs, connection: { connectionTimeoutMillis: acquireTimeoutMs } },
    migrations: {
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      // Listed explicitly so the compiled build and the TypeScript tests run the same set.
      migrationsList: MIGRATIONS,
      snapshot: writeSnapshot,
      snapshotName: '.snapshot',
      transactional: true,
      allOrNothing: true,
      // One summary line in the app's log instead of two lines per migration (app.ts).
      silent: true,
      emit: 'ts',
      fileName: (timestamp: string, name?: string) => `Migration${timestamp}${name ? `_${name}` : ''}`,
    },
    ...overrides,
  });
}
