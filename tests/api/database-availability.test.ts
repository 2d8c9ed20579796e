import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../api/src/app.js';
import { REPO_ROOT } from '../../api/src/config.js';
import { startSecondApp } from '../utils/second-app.js';

/*
 * The embedded database is one PostgreSQL session (decisions: Running for real; 0017): inside a
 * transaction every statement uses that transaction, which a lint rule and a development/test
 * guard enforce; and nothing waits for ever: no free connection in time, or no answer by the
 * request deadline, is a 503 with a stable code, and the server stays up.
 */

// The guard's error; MikroORM wraps it as a DriverException with the same message.
const SECOND_CONNECTION = /asked for a second database connection while this operation holds a transaction/;

type KnexClient = { acquireConnection(): Promise<unknown>; releaseConnection(connection: unknown): Promise<unknown> };
const knexClient = (app: App) => app.db.orm.em.getConnection().getKnex().client as KnexClient;

describe('one connection per transaction', () => {
  let app: App;
  beforeAll(async () => {
    app = await startSecondApp({ NODE_ENV: 'test' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('throws at once when code inside a transaction queries the outer manager, or a fork of it', async () => {
    const em = app.db.orm.em.fork();
    const started = performance.now();
    await expect(
      em.transactional(async () => {
        // eslint-disable-next-line fruit-shop/no-outer-em-in-transaction -- the mistake under test
        await em.execute('select 1');
      }),
    ).rejects.toThrow(SECOND_CONNECTION);
    await expect(em.transactional((tx) => tx.fork().execute('select 1'))).rejects.toThrow(SECOND_CONNECTION);
    // Past MikroORM's statement layer (the pool itself refuses; MikroORM wraps the error).
    await expect(em.transactional((tx) => tx.fork().getConnection().execute('select 1'))).rejects.toThrow(SECOND_CONNECTION);
    // Far below any wait: it throws instead of hanging (the embedded database would wait for ever).
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('lets the transaction’s own manager (and nested transactions on it) do everything', async () => {
    const em = app.db.orm.em.fork();
    const rows = await em.transactional(async (tx) => {
      await tx.execute('select 1');
      return tx.transactional((inner) => inner.execute<{ n: number }[]>('select 2 as n'));
    });
    expect(rows).toEqual([{ n: 2 }]);
    // Once committed, the outer manager works as before.
    expect(await em.execute('select 3 as n')).toEqual([{ n: 3 }]);
  });

  it('is also a lint error: the outer em inside its own transactional callback', async () => {
    const eslint = new ESLint({ cwd: REPO_ROOT });
    const source = [
      "import type { EntityManager } from '@mikro-orm/postgresql';",
      'export async function f(em: EntityManager) {',
      '  await em.transactional(async (tx) => {',
      "    await tx.execute('select 1');",
      "    await em.execute('select 2');",
      '  });',
      '}',
      '',
    ].join('\n');
    const [result] = await eslint.lintText(source, { filePath: `${REPO_ROOT}/api/src/modules/example.service.ts` });
    const problems = result.messages.filter((m) => m.ruleId === 'fruit-shop/no-outer-em-in-transaction');
    expect(problems).toHaveLength(1);
    expect(problems[0].line).toBe(5);
  });
});

describe('nothing waits for ever', () => {
  let app: App;
  let client: KnexClient;
  beforeAll(async () => {
    // One connection, so that the test can take it and leave requests none.
    app = await startSecondApp({ NODE_ENV: 'test', DB_ACQUIRE_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '3000' }, { pool: { min: 0, max: 1 } });
    client = knexClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After when no connection frees up in time, then recovers', async () => {
    const held = await client.acquireConnection();
    try {
      const started = performance.now();
      const rest = await fetch(`${app.url}/api/fruits-category`);
      expect(rest.status).toBe(503);
      expect(rest.headers.get('retry-after')).toBe('5');
      expect(await rest.json()).toEqual({ error: 'The shop is busy right now. Please try again in a moment.', code: 'SERVICE_UNAVAILABLE' });
      const graphql = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ categories { id } }' }) });
      expect(graphql.status).toBe(503);
      const body = (await graphql.json()) as { errors: { extensions: { code: string } }[] };
      expect(body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect(performance.now() - started).toBeLessThan(2500);
    } finally {
      await client.releaseConnection(held);
    }
    expect((await fetch(`${app.url}/api/fruits-category`)).status).toBe(200);
  });
});

describe('the request deadline', () => {
  let app: App;
  beforeAll(async () => {
    app = await startSecondApp({ NODE_ENV: 'test', DB_ACQUIRE_TIMEOUT_MS: '10000', REQUEST_TIMEOUT_MS: '400' }, { pool: { min: 0, max: 1 } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers a request that cannot finish with 503, and the server stays up', async () => {
    const client = knexClient(app);
    const held = await client.acquireConnection();
    try {
      const started = performance.now();
      const stuck = await fetch(`${app.url}/api/fruits-category`);
      expect(stuck.status).toBe(503);
      expect(((await stuck.json()) as { code: string }).code).toBe('SERVICE_UNAVAILABLE');
      expect(performance.now() - started).toBeLessThan(3000);
      expect((await fetch(`${app.url}/health`)).status).toBe(200);
    } finally {
      await client.releaseConnection(held);
    }
    expect((await fetch(`${app.url}/api/fruits-category`)).status).toBe(200);
  });
});
