import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { ATTEMPT_LIMITS } from '../../api/src/lib/identifier-limits.js';
import { apiUrl, codeOf, gql, sendJson, type GraphQLReply } from '../utils/api-client.js';
import { startSecondApp } from '../utils/second-app.js';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const REDIS_KEY = 'fruit-shop:rate-limit:api:127.0.0.1';

const getApi = (app: App) => fetch(`${app.url}/api/fruits-category`);
const postGraphQL = (app: App, query = '{ categories { id } }') =>
  fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
const retryAfter = (res: Response) => Number(res.headers.get('retry-after'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

describe('per-IP rate limit (in memory)', () => {
  let app: App;
  beforeAll(async () => {
    app = await startSecondApp({ NODE_ENV: 'test', RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '3000' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts /api and /graphql together, then answers 429 with Retry-After; the window then reopens', async () => {
    const allowed = [await getApi(app), await postGraphQL(app), await getApi(app)];
    expect(allowed.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(allowed[2].headers.get('x-ratelimit-limit')).toBe('3');
    expect(allowed[2].headers.get('x-ratelimit-remaining')).toBe('0');

    const rest = await getApi(app);
    expect(rest.status).toBe(429);
    const wait = retryAfter(rest);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(3);
    expect(await rest.json()).toEqual({ error: `Too many requests, please try again in ${wait} second${wait === 1 ? '' : 's'}.`, code: 'RATE_LIMITED' });

    const graphql = await postGraphQL(app);
    expect(graphql.status).toBe(429);
    expect(retryAfter(graphql)).toBeGreaterThanOrEqual(1);
    const body = (await graphql.json()) as GraphQLReply<unknown>;
    expect(codeOf(body)).toBe('RATE_LIMITED');
    expect(body.errors![0].extensions).toMatchObject({ retryAfterSeconds: retryAfter(graphql) });
    expect(body.errors![0].message).toMatch(/^Too many requests, please try again in \d+ seconds?\.$/);

    // Unknown API paths count too (they answer 404 only within the budget).
    expect((await fetch(`${app.url}/api/no/such/thing`)).status).toBe(429);
    // No spelling of a path escapes: the budget is chosen by the route Fastify matched.
    expect((await fetch(`${app.url}/%61pi/fruits-category`)).status).toBe(429);
    expect((await fetch(`${app.url}/%67raphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ categories { id } }' }) })).status).toBe(429);
    expect((await fetch(`${app.url}/api%2Ffruits-category`)).status).toBe(429);
    // Pages have a budget of their own; files and the health check are not limited.
    expect((await fetch(`${app.url}/health`)).status).toBe(200);
    expect((await fetch(`${app.url}/`, { headers: { accept: 'text/html' } })).status).toBe(200);

    await sleep(wait * 1000 + 100);
    expect((await getApi(app)).status).toBe(200);
  });
});

describe('per-IP rate limit settings', () => {
  it('reads RATE_LIMIT_* and REDIS_URL with defaults; 0 turns the limit off', async () => {
    expect(loadConfig({})).toMatchObject({ rateLimitMax: 300, rateLimitWindowMs: 60_000, redisUrl: undefined });
    expect(loadConfig({ RATE_LIMIT_MAX: '0', REDIS_URL: 'redis://127.0.0.1:6379' })).toMatchObject({ rateLimitMax: 0, redisUrl: 'redis://127.0.0.1:6379' });
    expect(() => loadConfig({ RATE_LIMIT_MAX: '-1' })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);

    const off = await startSecondApp({ NODE_ENV: 'test', RATE_LIMIT_MAX: '0' });
    try {
      const replies = await Promise.all(Array.from({ length: 5 }, () => getApi(off)));
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(replies[0].headers.get('x-ratelimit-limit')).toBeNull();
    } finally {
      await off.close();
    }
  });

  it('leaves the shared test server (and so the suite) unthrottled', async () => {
    const res = await fetch(`${apiUrl()}/api/fruits-category`);
    expect(Number(res.headers.get('x-ratelimit-limit'))).toBeGreaterThanOrEqual(100_000);
  });
});

describe.skipIf(!(await redisAnswers()))('per-IP rate limit on Redis', () => {
  let a: App;
  let b: App;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    await redis.del(REDIS_KEY);
    const env = { NODE_ENV: 'test', RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000', REDIS_URL };
    [a, b] = await Promise.all([startSecondApp(env), startSecondApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.del(REDIS_KEY);
    redis?.disconnect();
  });

  it('shares one budget between instances', async () => {
    expect([(await getApi(a)).status, (await getApi(b)).status, (await postGraphQL(a)).status]).toEqual([200, 200, 200]);
    const limited = await getApi(b);
    expect(limited.status).toBe(429);
    expect(retryAfter(limited)).toBeGreaterThan(50);
    expect((await getApi(a)).status).toBe(429);
    expect(Number(await redis.get(REDIS_KEY))).toBe(5);
  });
});

describe('identifier limits over HTTP', () => {
  const email = () => `limit-${randomUUID()}@example.com`;

  it('a REST login over the limit answers 429 with Retry-After and { error, code }', async () => {
    const identifier = email();
    for (let i = 0; i < ATTEMPT_LIMITS.login.perAddress.limit; i++) {
      const attempt = await sendJson('POST', '/api/users/login', { identifier, password: 'Wrong@2026' });
      expect(attempt.status).not.toBe(429);
    }
    const limited = await sendJson<{ error: string; code: string }>('POST', '/api/users/login', { identifier, password: 'Wrong@2026' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'Too many attempts. Please try again in 15 minutes.', code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
  });

  it('a GraphQL login over the limit answers 429 with Retry-After and extensions.code RATE_LIMITED', async () => {
    const identifier = email();
    const login = () =>
      fetch(`${apiUrl()}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation ($i: LoginInput!) { login(input: $i) { token } }', variables: { i: { identifier, password: 'Wrong@2026' } } }),
      });
    for (let i = 0; i < ATTEMPT_LIMITS.login.perAddress.limit; i++) expect((await login()).status).not.toBe(429);
    const limited = await login();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    const body = (await limited.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(body.errors[0].message).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it('other GraphQL errors keep their status', async () => {
    expect((await gql('{ product(id: "999999") { id } }')).status).toBe(200);
  });
});
