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
export function ormConfig(clientUrl: string, overrides: Partial<Options> = {}, { writeSnapshot = false } = {}): Options {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    extensions: [Migrator],
    // Batches Reference/Collection loads made from field resolvers (no N+1).
    dataloader: DataloaderType.ALL,
    forceUtcTimezone: true,
    pool: { min: 0, max: 10 },
    migrations: {
      path: MIGRATIONS_DIR,
      pathTs: MIGRATIONS_DIR,
      // Listed explicitly so the compiled build and the TypeScript tests run the same set.
      migrationsList: MIGRATIONS,
      snapshot: writeSnapshot,
      snapshotName: '.snapshot',
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      fileName: (timestamp: string, name?: string) => `Migration${timestamp}${name ? `_${name}` : ''}`,
    },
    ...overrides,
  });
}
