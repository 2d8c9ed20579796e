import type { Options } from '@mikro-orm/postgresql';
import { inject } from 'vitest';
import { startApp, type App } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';

/**
 * Another server on the test database, for what the shared one cannot show: production
 * settings, or an ORM that reports its SQL. It neither migrates anything new nor seeds.
 */
export function startSecondApp(env: Record<string, string>, ormOverrides: Partial<Options> = {}): Promise<App> {
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: inject('databaseUrl'),
    UPLOAD_DIR: inject('uploadDir'),
    AUTO_SEED: 'false',
    LOG_LEVEL: 'silent',
    ...env,
  });
  return startApp(config, ormOverrides);
}
