import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { App } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { ATTEMPT_LIMITS } from '../../api/src/lib/identifier-limits.js';
import { apiUrl, sendJson } from '../utils/api-client.js';
import { call } from '../utils/admins.js';
import { freshIdentity, latestCode, signUpCustomer } from '../utils/customers.js';
import { requestFrom } from '../utils/from-address.js';
import { connectTestOrm } from '../utils/orm.js';
import { openPrivateDatabase, type PrivateDatabase } from '../utils/private-database.js';
import { startSecondApp } from '../utils/second-app.js';

/*
 * What ships is safe by default (issue 27; decisions: Running for real, Abuse limits): where
 * development listens, who may read the outbox, no spelling of a path or batch of aliases
 * escaping the per-IP budget, failed logins that cannot lock the owner out, the first admin of
 * a production shop, and phone numbers that must be verified before a profile keeps them.
 */

let orm: MikroORM;
beforeAll(async () => {
  orm = await connectTestOrm();
});
afterAll(async () => {
  await orm?.close();
});
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);

const postGraphQL = (base: string, query: string, variables: Record<string, unknown> = {}) =>
  fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });

describe('where the shop listens', () => {
  it('binds development and tests to 127.0.0.1 unless HOST says otherwise; production to every interface', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_SIMULATED_PAYMENTS: 'true' }).host).toBe('0.0.0.0');
  });
});

describe('the development outbox', () => {
  it('answers this machine only: not another address, not a request a proxy relays', async () => {
    const url = `${apiUrl()}/api/dev/outbox?limit=5`;
    const local = await requestFrom('127.0.0.1', url);
    expect(local.status).toBe(200);
    expect(Array.isArray(local.body)).toBe(true);
    // 127.0.0.2 stands in for another machine on the network.
    const stranger = await requestFrom('127.0.0.2', url);
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(stranger.body)).not.toMatch(/one-time code/i);
    const relayed = await requestFrom('127.0.0.1', url, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(relayed.status).toBe(404);
  });

  it('does not exist in production, even for this machine', async () => {
    const app = await startSecondApp({ NODE_ENV: 'production', ALLOW_SIMULATED_PAYMENTS: 'true' });
    try {
      expect((await requestFrom('127.0.0.1', `${app.url}/api/dev/outbox`)).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('the per-IP budget cannot be escaped', () => {
  let app: App;
  beforeAll(async () => {
    app = await startSecondApp({ NODE_ENV: 'test', RATE_LIMIT_MAX: '20', RATE_LIMIT_WINDOW_MS: '60000', PAGE_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts every spelling of a path against one budget: of 30 encoded requests, the last 10 get 429', async () => {
    const spellings = ['/%61pi/product/get', '/api%2Fproduct/get', '/%67raphql'];
    const send = (path: string) =>
      path.endsWith('raphql')
        ? fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ categories { id } }' }) })
        : fetch(`${app.url}${path}`);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await send(spellings[i % spellings.length])).status);
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
  });

  it('gives pages a budget of their own', async () => {
    const page = () => fetch(`${app.url}/about`, { headers: { accept: 'text/html' } });
    const statuses = [(await page()).status, (await page()).status, (await page()).status, (await page()).status];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('expensive mutations in one document', () => {
  let app: App;
  beforeAll(async () => {
    app = await startSecondApp({ NODE_ENV: 'test', RATE_LIMIT_MAX: '25', RATE_LIMIT_WINDOW_MS: '60000' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const aliasedRequestOtp = (emails: string[]) =>
    `mutation { ${emails.map((email, i) => `a${i}: requestOtp(input: { identifier: "${email}", type: SIGNUP }) { success }`).join(' ')} }`;

  it('refuses more mutations than the limit before running any (400 TOO_MANY_MUTATIONS)', async () => {
    const emails = Array.from({ length: 15 }, () => freshIdentity().email);
    const res = await postGraphQL(app.url, aliasedRequestOtp(emails));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe('TOO_MANY_MUTATIONS');
    expect(await sql(`select 1 from "one_time_code" where "identifier" = any(?::text[])`, [`{${emails.join(',')}}`])).toEqual([]);
  });

  it('counts each requestOtp as many requests: three in one document spend more than the budget, and send nothing', async () => {
    const emails = Array.from({ length: 3 }, () => freshIdentity().email);
    const res = await postGraphQL(app.url, aliasedRequestOtp(emails));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await res.json()) as { errors: { extensions: { code: string } }[] };
    expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(await sql(`select 1 from "one_time_code" where "identifier" = any(?::text[])`, [`{${emails.join(',')}}`])).toEqual([]);
  });
});

describe('a Redis that is down', () => {
  it('falls back to counting in memory, never to no limit', async () => {
    // Nothing listens on port 1: every Redis call fails at once.
    const app = await startSecondApp({ NODE_ENV: 'test', RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000', REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await fetch(`${app.url}/api/fruits-category`)).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('failed logins cannot lock the owner out', () => {
  it('refuses a twelfth wrong password from one address, while the right one from another address signs in', async () => {
    const owner = await signUpCustomer();
    const login = (from: string, password: string) => requestFrom(from, `${apiUrl()}/api/users/login`, { method: 'POST', body: { identifier: owner.email, password } });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login('127.0.0.3', 'Wrong@2026x')).status);
    const allowed = ATTEMPT_LIMITS.login.perAddress.limit;
    expect(statuses.slice(0, allowed)).toEqual(Array(allowed).fill(401));
    expect(statuses.slice(allowed)).toEqual(Array(12 - allowed).fill(429));
    // The owner, elsewhere, is not locked out.
    const mine = await login('127.0.0.4', 'Mango@2026');
    expect(mine.status).toBe(200);
    expect((mine.body as { token?: string }).token).toMatch(/^[\w-]{43}$/);
    // And the stranger still is.
    expect((await login('127.0.0.3', 'Mango@2026')).status).toBe(429);
  });

  it('keeps brute force bounded per identifier at a much higher ceiling', () => {
    expect(ATTEMPT_LIMITS.login.perIdentifier.limit).toBeGreaterThanOrEqual(5 * ATTEMPT_LIMITS.login.perAddress.limit);
    expect(ATTEMPT_LIMITS.login.perIdentifier.windowMs).toBe(ATTEMPT_LIMITS.login.perAddress.windowMs);
  });
});

describe('the first admin of a production shop', () => {
  let db: PrivateDatabase;
  let app: App;
  beforeAll(async () => {
    db = await openPrivateDatabase('fruitshop_first_admin');
    app = await db.startApp({ NODE_ENV: 'production', ALLOW_SIMULATED_PAYMENTS: 'true' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('is never made by public sign-up: refused with a pointer to npm run admin:create, and nothing is written', async () => {
    const reply = await call<{ error: string; code: string }>('POST', '/api/admin/signup', {
      base: app.url,
      body: { name: 'Stranger', email: 'stranger@example.com', password: 'Orchard#2026' },
    });
    expect(reply.status).toBe(403);
    expect(reply.body.code).toBe('FORBIDDEN');
    expect(reply.body.error).toContain('npm run admin:create');
    expect(await db.orm.em.fork().execute('select 1 from "admin"')).toEqual([]);
  });

  it('once an admin exists (admin:create), later sign-ups are pending', async () => {
    const { adminAuthService } = await import('../../api/src/modules/admin/admin-auth.service.js');
    const owner = await adminAuthService.createActive(db.orm.em.fork(), { name: 'Owner', email: 'owner@example.com', password: 'Orchard#2026' });
    expect(owner.status).toBe('active');
    const later = await call<{ status: string; admin: unknown }>('POST', '/api/admin/signup', {
      base: app.url,
      body: { name: 'Later', email: 'later@example.com', password: 'Orchard#2026' },
    });
    expect(later.status).toBe(201);
    expect(later.body).toMatchObject({ status: 'pending', admin: null });
    await expect(adminAuthService.createActive(db.orm.em.fork(), { name: 'Again', email: 'OWNER@example.com', password: 'Orchard#2026' })).rejects.toThrow(/already exists/);
  });
});

describe('a new phone number on a profile', () => {
  it('is kept only after the code sent to it comes back (REST and GraphQL)', async () => {
    const customer = await signUpCustomer();
    const newPhone = `7${String(Date.now() % 1e9).padStart(9, '0')}`;
    const put = await sendJson<{ phone: string; pending_phone?: string }>('PUT', `/api/users/${customer.userId}`, { phone: newPhone, name: 'Renamed' }, customer.token);
    expect(put.status).toBe(200);
    // Names change at once; the number does not, until verified.
    expect(put.body).toMatchObject({ name: 'Renamed', phone: customer.phone, pending_phone: newPhone });
    const me = await sendJson<{ data: { me: { phone: string; pendingPhone: string } } }>('POST', '/graphql', { query: '{ me { phone pendingPhone } }' }, customer.token);
    expect(me.body.data.me).toEqual({ phone: customer.phone, pendingPhone: newPhone });

    const wrong = await sendJson<{ code: string }>('POST', `/api/users/${customer.userId}/verify-phone`, { otp_code: '000000' }, customer.token);
    expect(wrong.status).toBe(400);
    const code = await latestCode(newPhone);
    const verified = await sendJson<{ data: { verifyPhoneChange: { phone: string; pendingPhone: string | null } } }>(
      'POST',
      '/graphql',
      { query: 'mutation($c: String!) { verifyPhoneChange(otpCode: $c) { phone pendingPhone } }', variables: { c: code } },
      customer.token,
    );
    expect(verified.body.data.verifyPhoneChange).toEqual({ phone: newPhone, pendingPhone: null });
  });

  it('cannot take a number another account holds, even with its code', async () => {
    const holder = await signUpCustomer();
    const claimer = await signUpCustomer();
    const put = await sendJson<{ pending_phone: string }>('PUT', `/api/users/${claimer.userId}`, { phone: holder.phone }, claimer.token);
    expect(put.body.pending_phone).toBe(holder.phone);
    const code = await latestCode(holder.phone);
    const verify = await sendJson<{ code: string }>('POST', `/api/users/${claimer.userId}/verify-phone`, { otp_code: code }, claimer.token);
    expect(verify.status).toBe(409);
    expect((await sql<{ phone: string }>('select "phone" from "app_user" where "id" = ?', [claimer.userId]))[0].phone).toBe(claimer.phone);
  });
});

describe('customer sessions', () => {
  it('have an absolute lifetime besides the sliding 24 h', async () => {
    const customer = await signUpCustomer();
    // As if signed in 31 days ago and extended every day since.
    await sql(`update "user_session" set "created_at" = now() - interval '31 days', "expires_at" = now() + interval '1 hour' where "user_id" = ?`, [customer.userId]);
    const app = await startSecondApp({ NODE_ENV: 'test', SESSION_CACHE_TTL_MS: '0' });
    try {
      const me = await fetch(`${app.url}/api/users/me`, { headers: { authorization: `Bearer ${customer.token}` } });
      expect(me.status).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('are extended by /users/me only up to that lifetime', async () => {
    const customer = await signUpCustomer();
    await sql(`update "user_session" set "created_at" = now() - interval '29 days 23 hours' where "user_id" = ?`, [customer.userId]);
    const app = await startSecondApp({ NODE_ENV: 'test', SESSION_CACHE_TTL_MS: '0' });
    try {
      expect((await fetch(`${app.url}/api/users/me`, { headers: { authorization: `Bearer ${customer.token}` } })).status).toBe(200);
      const [row] = await sql<{ left_hours: number }>(`select extract(epoch from "expires_at" - now()) / 3600 as "left_hours" from "user_session" where "user_id" = ?`, [customer.userId]);
      expect(Number(row.left_hours)).toBeLessThan(1.1);
    } finally {
      await app.close();
    }
  });
});
