// Picks the database for a test or benchmark run: a fresh database on the PostgreSQL server at
// 127.0.0.1:5432 (TEST_PG_URL to point elsewhere) when one answers, else none, meaning the app
// starts its embedded PGlite. Used by the api tests, the e2e tests and the benchmarks.
import pg from 'pg';

const ADMIN_URL = process.env.TEST_PG_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

/**
 * @param {string} prefix a name for the database, e.g. 'fruitshop_test'
 * @returns {Promise<{ url: string | undefined, kind: 'postgres' | 'embedded', drop(): Promise<void> }>}
 */
export async function createTestDatabase(prefix) {
  if (process.env.TEST_DB === 'embedded') return embedded();
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return embedded();
  }
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: 'postgres',
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

function embedded() {
  return { url: undefined, kind: 'embedded', async drop() {} };
}
