import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRevocationNotice, SessionCache } from '../../api/src/modules/accounts/session-cache.js';
import { SessionRevocationListener } from '../../api/src/modules/accounts/session-revocation-listener.js';
import { sessionService } from '../../api/src/modules/accounts/session.service.js';
import { openPrivateDatabase, type PrivateDatabase } from '../utils/private-database.js';

const later = (ms: number) => new Date(Date.now() + ms);
const quietLog = { warn: () => undefined };

describe('the session cache', () => {
  it('trusts an entry for its time to live, never past the session expiry', () => {
    const cache = new SessionCache(1_000);
    const now = Date.now();
    cache.set('a', { userId: 1, sessionId: 10 }, new Date(now + 60_000), now);
    cache.set('b', { userId: 1, sessionId: 11 }, new Date(now + 500), now);
    expect(cache.get('a', now + 999)).toEqual({ userId: 1, sessionId: 10 });
    expect(cache.get('a', now + 1_000)).toBeUndefined();
    expect(cache.get('b', now + 499)).toEqual({ userId: 1, sessionId: 11 });
    expect(cache.get('b', now + 500)).toBeUndefined();
  });

  it('evicts one session, or a user\'s sessions but the one kept', () => {
    const cache = new SessionCache(60_000);
    cache.set('a', { userId: 1, sessionId: 10 }, later(60_000));
    cache.set('b', { userId: 1, sessionId: 11 }, later(60_000));
    cache.set('c', { userId: 2, sessionId: 12 }, later(60_000));
    cache.evict({ sessionId: 12 });
    expect(cache.get('c')).toBeUndefined();
    cache.evict({ userId: 1, keepSessionId: 11 });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual({ userId: 1, sessionId: 11 });
    cache.evict({ userId: 1 });
    expect(cache.size).toBe(0);
  });

  it('caches nothing when off or suspended, and stays bounded', () => {
    const off = new SessionCache(0);
    off.set('a', { userId: 1, sessionId: 1 }, later(60_000));
    expect(off.get('a')).toBeUndefined();

    const cache = new SessionCache(60_000, 100);
    cache.set('a', { userId: 1, sessionId: 1 }, later(60_000));
    cache.suspend();
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', { userId: 1, sessionId: 1 }, later(60_000));
    expect(cache.get('a')).toBeUndefined();
    cache.resume();
    for (let i = 0; i < 250; i++) cache.set(`k${i}`, { userId: i, sessionId: i }, later(60_000));
    expect(cache.size).toBeLessThanOrEqual(100);
    expect(cache.get('k249')).toEqual({ userId: 249, sessionId: 249 });
  });

  it('drops the least recently used session first when full', () => {
    const cache = new SessionCache(60_000, 3);
    for (const key of ['a', 'b', 'c']) cache.set(key, { userId: 1, sessionId: key.charCodeAt(0) }, later(60_000));
    expect(cache.get('a')).toBeDefined();
    cache.set('d', { userId: 1, sessionId: 100 }, later(60_000));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size).toBe(3);
  });

  it('moves a cached session\'s expiry when the session is extended', () => {
    const cache = new SessionCache(60_000);
    const now = Date.now();
    cache.set('a', { userId: 1, sessionId: 10 }, new Date(now + 1_000), now);
    cache.extend(10, new Date(now + 30_000));
    expect(cache.get('a', now + 2_000)).toEqual({ userId: 1, sessionId: 10 });
  });

  it('reads revocation notices, and nothing else', () => {
    expect(parseRevocationNotice('{"sessionId":7}')).toEqual({ sessionId: 7 });
    expect(parseRevocationNotice('{"userId":3,"keepSessionId":9}')).toEqual({ userId: 3, keepSessionId: 9 });
    expect(parseRevocationNotice('{"userId":3}')).toEqual({ userId: 3 });
    expect(parseRevocationNotice('{"sessionId":"7"}')).toBeUndefined();
    expect(parseRevocationNotice('not json')).toBeUndefined();
    expect(parseRevocationNotice(undefined)).toBeUndefined();
  });
});

/*
 * Another app process is played by a second cache with its own listener: a revocation made
 * through sessionService (here, in this process) must reach it through PostgreSQL's NOTIFY.
 */
describe('revocations reach the other app processes', () => {
  let db: PrivateDatabase;
  let userId: number;

  beforeAll(async () => {
    db = await openPrivateDatabase('fruitshop_sessions');
    const [user] = await db.orm.em
      .fork()
      .execute<{ id: number }[]>(`insert into "app_user" ("first_name", "last_name", "email", "password_hash") values ('Sia', 'Session', 'sia@example.com', 'x') returning "id"`);
    userId = user.id;
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('evicts a logged-out session and a user\'s other sessions, and caches nothing while disconnected', async (context) => {
    if (db.kind !== 'postgres') context.skip(); // one app process only on the embedded database
    const other = new SessionCache(60_000);
    const listener = new SessionRevocationListener(db.url, other, quietLog);
    await listener.start();
    try {
      const em = db.orm.em.fork();
      const one = await sessionService.issue(em, userId);
      const two = await sessionService.issue(em, userId);
      const three = await sessionService.issue(em, userId);
      other.set('one', { userId, sessionId: one.sessionId }, one.expiresAt);
      other.set('two', { userId, sessionId: two.sessionId }, two.expiresAt);
      other.set('three', { userId, sessionId: three.sessionId }, three.expiresAt);

      await sessionService.revoke(em, one.sessionId);
      await expect.poll(() => other.get('one')).toBeUndefined();
      expect(other.get('two')).toBeDefined();

      // Inside a transaction the notice waits for the commit.
      await em.transactional(async (tx) => {
        await sessionService.revokeAllFor(tx, userId, three.sessionId);
      });
      await expect.poll(() => other.get('two')).toBeUndefined();
      expect(other.get('three')).toEqual({ userId, sessionId: three.sessionId });
    } finally {
      await listener.stop();
    }
    other.set('four', { userId, sessionId: 99 }, later(60_000));
    expect(other.get('four')).toBeUndefined();
  });

  it('keeps the cache suspended while it cannot connect', async () => {
    const cache = new SessionCache(60_000);
    const listener = new SessionRevocationListener('postgres://nobody@127.0.0.1:1/none', cache, quietLog, 60_000);
    await listener.start();
    cache.set('a', { userId: 1, sessionId: 1 }, later(60_000));
    expect(cache.get('a')).toBeUndefined();
    await listener.stop();
  });
});
