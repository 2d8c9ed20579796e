// Whether the services a test run can use answer: the PostgreSQL server (TEST_PG_URL) and Redis
// (TEST_REDIS_URL). `npm test` picks the database with the first; the cluster suite needs both.
import { createConnection } from 'node:net';
import pg from 'pg';

export const TEST_PG_URL = process.env.TEST_PG_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** True when the PostgreSQL server answers within 2 s (never with TEST_DB=embedded). */
export async function postgresAnswers() {
  if (process.env.TEST_DB === 'embedded') return false;
  const client = new pg.Client({ connectionString: TEST_PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** True when Redis answers PING within 2 s (a plain socket: no client library needed). */
export function redisAnswers(url = TEST_REDIS_URL) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname || '127.0.0.1', port: Number(port) || 6379 });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    // A server with a password answers -NOAUTH: it is there, which is all this asks.
    socket.once('data', (data) => done(/^(\+PONG|-NOAUTH)/.test(data.toString())));
  });
}
