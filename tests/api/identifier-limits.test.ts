import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ormConfig } from '../../api/src/db/orm-config.js';
import { AppError } from '../../api/src/lib/errors.js';
import { consumeLimit, enforceLimit, resetLimit, type LimitPolicy } from '../../api/src/lib/identifier-limits.js';
import { connectTestOrm } from '../utils/orm.js';

const policy: LimitPolicy = { limit: 3, windowMs: 60_000 };
const uniqueKey = (what: string) => `test:${what}:${randomUUID()}`;

let orm: MikroORM;
beforeAll(async () => {
  orm = await connectTestOrm();
});
afterAll(async () => {
  await orm?.close();
});

async function counter(key: string) {
  const rows = await orm.em.fork().getConnection().execute<{ count: number; age: number }[]>(
    'select "count", extract(epoch from now() - "window_started_at")::float as "age" from "rate_limit_counter" where "key" = ?',
    [key],
  );
  return rows[0];
}

describe('identifier limits (kept in PostgreSQL)', () => {
  it('allows `limit` attempts per window, then refuses with the time left', async () => {
    const key = uniqueKey('count');
    const em = orm.em.fork();
    for (let i = 0; i < policy.limit; i++) expect(await consumeLimit(em, key, policy)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const refused = await consumeLimit(em, key, policy);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await counter(key)).count).toBe(policy.limit + 1);
  });

  it('enforceLimit throws RATE_LIMITED with minutes in the message and seconds in the extensions', async () => {
    const key = uniqueKey('enforce');
    const em = orm.em.fork();
    const hour: LimitPolicy = { limit: 1, windowMs: 60 * 60_000 };
    await enforceLimit(em, key, hour);
    const error = await enforceLimit(em, key, hour).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, message: 'Too many attempts. Please try again in 60 minutes.' });
    expect((error as AppError).extensions.retryAfterSeconds).toBeGreaterThan(3590);

    const minute = uniqueKey('enforce-minute');
    await expect(enforceLimit(em, minute, { limit: 0, windowMs: 30_000 })).rejects.toThrow('Too many attempts. Please try again in 1 minute.');
  });

  it('starts a new window once the old one is over', async () => {
    const key = uniqueKey('window');
    const em = orm.em.fork();
    for (let i = 0; i <= policy.limit; i++) await consumeLimit(em, key, policy);
    expect((await consumeLimit(em, key, policy)).allowed).toBe(false);

    await em.getConnection().execute(`update "rate_limit_counter" set "window_started_at" = "window_started_at" - interval '61 seconds' where "key" = ?`, [key]);
    expect(await consumeLimit(em, key, policy)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const row = await counter(key);
    expect(row.count).toBe(1);
    expect(row.age).toBeLessThan(5);
  });

  it('survives a new connection (a restart, another instance)', async () => {
    const key = uniqueKey('restart');
    const first = await connectTestOrm();
    for (let i = 0; i < policy.limit; i++) await consumeLimit(first.em.fork(), key, policy);
    await first.close();

    const second = await connectTestOrm();
    try {
      expect((await consumeLimit(second.em.fork(), key, policy)).allowed).toBe(false);
    } finally {
      await second.close();
    }
  });

  it('counts concurrent attempts exactly', async () => {
    const key = uniqueKey('concurrent');
    const wide = await MikroORM.init(ormConfig(inject('databaseUrl'), { pool: { min: 0, max: 10 } }));
    try {
      const results = await Promise.all(Array.from({ length: 40 }, () => consumeLimit(wide.em.fork(), key, { limit: 15, windowMs: 60_000 })));
      expect(results.filter((r) => r.allowed)).toHaveLength(15);
      expect((await counter(key)).count).toBe(40);
    } finally {
      await wide.close();
    }
  });

  it('counts on the manager it is given: at once on the request’s, with the transaction on a tx', async () => {
    const key = uniqueKey('rollback');
    const em = orm.em.fork();
    // A failed attempt counted on the request's manager stays counted whatever follows.
    await consumeLimit(em, key, policy);
    await em
      .transactional(async (tx) => {
        await consumeLimit(tx, key, policy);
        throw new Error('the code could not be stored');
      })
      .catch(() => undefined);
    expect((await counter(key))?.count).toBe(1);
    await em.transactional((tx) => consumeLimit(tx, key, policy));
    expect((await counter(key))?.count).toBe(2);
  });

  it('resetLimit forgets the attempts; keys are bound, not spliced into the SQL', async () => {
    const key = `login:o'brien?"x"@example.com ${randomUUID()}`;
    const em = orm.em.fork();
    for (let i = 0; i <= policy.limit; i++) await consumeLimit(em, key, policy);
    expect((await consumeLimit(em, key, policy)).allowed).toBe(false);
    await resetLimit(em, key);
    expect(await counter(key)).toBeUndefined();
    expect((await consumeLimit(em, key, policy)).allowed).toBe(true);
  });
});
