import type { MikroORM } from '@mikro-orm/postgresql';
import { MIGRATIONS } from '../../../migrations/index.js';

/** What readiness found: whether the database answered in time, and whether it has every migration this build knows. */
export interface ReadinessReport {
  ready: boolean;
  database: 'up' | 'down';
  migrations: 'applied' | 'pending' | 'unknown';
}

/** A readiness answer never waits longer than this, whatever the pool or the database does. */
export const READINESS_TIMEOUT_MS = 1500;

/**
 * The readiness check (GET /health/ready): one statement through the app's own pool, so it
 * fails when requests would (database down, no connection free in time), and it counts this
 * build's migrations in MikroORM's table, so an instance pointed at a database that an older
 * build (or a restored backup) left behind is not sent traffic. The wait is bounded: a load
 * balancer must get its answer well inside its own check timeout.
 */
export function databaseReadiness(orm: MikroORM, timeoutMs = READINESS_TIMEOUT_MS): () => Promise<ReadinessReport> {
  const names = MIGRATIONS.map((m) => m.name);
  const tableName = orm.config.get('migrations').tableName ?? 'mikro_orm_migrations';
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    // A fork per check: nothing is cached between checks, and the request's own context is not used.
    const count = orm.em
      .fork()
      .execute<{ n: number }[]>(`select count(*)::int as "n" from "${tableName}" where "name" = any(?::text[])`, [`{${names.join(',')}}`])
      .then(([row]) => row.n);
    try {
      const applied = await Promise.race([count, timeout]);
      if (applied === 'timeout') return { ready: false, database: 'down', migrations: 'unknown' };
      const migrations = applied >= names.length ? 'applied' : 'pending';
      return { ready: migrations === 'applied', database: 'up', migrations };
    } catch (error) {
      // No migrations table at all: the database answered, and nothing is applied yet.
      if ((error as { code?: string }).code === '42P01') return { ready: false, database: 'up', migrations: 'pending' };
      return { ready: false, database: 'down', migrations: 'unknown' };
    } finally {
      clearTimeout(timer);
      // A late failure of a check that already timed out must not become an unhandled rejection.
      count.catch(() => undefined);
    }
  };
}
