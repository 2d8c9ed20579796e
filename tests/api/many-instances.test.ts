import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../../api/src/app.js';
import { startApp } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { READINESS_TIMEOUT_MS } from '../../api/src/db/readiness.js';
import { MIGRATIONS } from '../../migrations/index.js';
import { createTestDatabase } from '../../scripts/lib/test-database.mjs';
import { openPrivateDatabase, type PrivateDatabase } from '../utils/private-database.js';
import { startSecondApp } from '../utils/second-app.js';
import { signCheckout } from '../utils/payments.js';

/*
 * What running more than one instance asks of each one (issue 30; docs/decisions/0028): health
 * endpoints a load balancer can use, start-up work that does not race, and no secret that only
 * one process knows. `npm run test:cluster` checks the same things across real processes.
 */

type KnexClient = { acquireConnection(): Promise<unknown>; releaseConnection(connection: unknown): Promise<unknown> };
const knexClient = (app: App) => app.db.orm.em.getConnection().getKnex().client as KnexClient;

async function timed(url: string, init?: RequestInit) {
  const started = performance.now();
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers, ms: performance.now() - started };
}

describe('health: liveness and readiness', () => {
  let app: App;
  beforeAll(async () => {
    // One connection, so that the test can take it and leave the app none; a small API budget.
    app = await startSecondApp({ NODE_ENV: 'test', RATE_LIMIT_MAX: '2' }, { pool: { min: 0, max: 1 } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers liveness and readiness while all is well', async () => {
    for (const path of ['/health', '/health/live']) {
      const live = await timed(`${app.url}${path}`);
      expect(live.status).toBe(200);
      expect(live.body).toEqual({ ok: true });
      expect(live.headers.get('cache-control')).toBe('no-store');
    }
    const ready = await timed(`${app.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ok: true, database: 'up', migrations: 'applied' });
  });

  it('is never rate-limited', async () => {
    for (let i = 0; i < 6; i++) {
      for (const path of ['/health', '/health/live', '/health/ready']) expect((await fetch(`${app.url}${path}`)).status, path).toBe(200);
    }
    const api = [];
    for (let i = 0; i < 3; i++) api.push((await fetch(`${app.url}/api/fruits-category`)).status);
    expect(api).toEqual([200, 200, 429]);
  });

  it('keeps liveness at 200 without the database, and readiness answers 503 within its own short timeout', async () => {
    const client = knexClient(app);
    const held = await client.acquireConnection();
    try {
      // Even with credentials, liveness looks nothing up.
      const live = await timed(`${app.url}/health/live`, { headers: { authorization: 'Bearer some-session-token' } });
      expect(live.status).toBe(200);
      expect(live.ms).toBeLessThan(500);
      const ready = await timed(`${app.url}/health/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(ready.body).toEqual({ ok: false, database: 'down', migrations: 'unknown' });
      // Its own timeout, not the pool's (DB_ACQUIRE_TIMEOUT_MS, 5 s): a balancer's check must not wait that long.
      expect(ready.ms).toBeGreaterThanOrEqual(READINESS_TIMEOUT_MS - 50);
      expect(ready.ms).toBeLessThan(READINESS_TIMEOUT_MS + 1000);
    } finally {
      await client.releaseConnection(held);
    }
    expect((await timed(`${app.url}/health/ready`)).status).toBe(200);
  });
});

describe('a database shared by several instances', () => {
  let db: PrivateDatabase;
  const apps: App[] = [];
  beforeAll(async () => {
    db = await openPrivateDatabase('fruitshop_instances');
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await db?.drop();
  });

  it('is not ready while a migration of this build is missing from it', async () => {
    const app = await db.startApp();
    apps.push(app);
    const last = MIGRATIONS[MIGRATIONS.length - 1].name;
    const em = db.orm.em.fork();
    const [row] = await em.execute<{ executed_at: Date }[]>('delete from "mikro_orm_migrations" where "name" = ? returning "executed_at"', [last]);
    try {
      const ready = await timed(`${app.url}/health/ready`);
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ ok: false, database: 'up', migrations: 'pending' });
      expect((await timed(`${app.url}/health/live`)).status).toBe(200);
    } finally {
      await em.execute('insert into "mikro_orm_migrations" ("name", "executed_at") values (?, ?)', [last, row.executed_at]);
    }
    expect((await timed(`${app.url}/health/ready`)).status).toBe(200);
  });

  it('gives every instance the same simulated-gateway secrets when none is configured; a configured one is kept', async () => {
    const [a, b] = await Promise.all([db.startApp(), db.startApp()]);
    apps.push(a, b);
    const paid = a.payments.gateway.simulateCheckout!('order_sim_shared');
    expect(b.payments.gateway.checkoutSignatureValid('order_sim_shared', paid.paymentId, paid.signature)).toBe(true);
    const body = '{"event":"payment.captured"}';
    expect(b.payments.gateway.webhookSignatureValid(body, a.payments.gateway.signWebhook!(body))).toBe(true);

    const configured = await db.startApp({ SIMULATED_PAYMENT_SECRET: 'configured-secret' });
    apps.push(configured);
    const own = configured.payments.gateway.simulateCheckout!('order_sim_own');
    expect(own.signature).toBe(signCheckout('order_sim_own', own.paymentId, 'configured-secret'));
    expect(a.payments.gateway.checkoutSignatureValid('order_sim_own', own.paymentId, own.signature)).toBe(false);
  });
});

describe.skipIf(inject('databaseKind') === 'embedded')('instances started together on an empty database', () => {
  it('take turns with the migrations (an advisory lock): both start, each migration is applied once', async () => {
    const database = await createTestDatabase('fruitshop_together');
    const config = loadConfig({ NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', DATABASE_URL: database.url, DATA_DIR: 'memory://', AUTO_SEED: 'false', LOG_LEVEL: 'silent' });
    const started = await Promise.allSettled([startApp(config), startApp(config), startApp(config)]);
    const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    try {
      expect(started.filter((s) => s.status === 'rejected').map((s) => String((s as PromiseRejectedResult).reason))).toEqual([]);
      const rows = await apps[0].db.orm.em.fork().execute<{ name: string; n: number }[]>('select "name", count(*)::int as "n" from "mikro_orm_migrations" group by "name"');
      expect(rows.map((r) => r.name).sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
      expect(rows.every((r) => r.n === 1)).toBe(true);
    } finally {
      await Promise.all(apps.map((a) => a.close()));
      await database.drop();
    }
  });
});
