import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, codeOf, getJson, gql } from '../utils/api-client.js';
import type { App } from '../../api/src/app.js';
import { startSecondApp } from '../utils/second-app.js';
import { describeError } from '../../api/src/http/errors.js';
import { graphQLErrorFormatter } from '../../api/src/http/graphql.js';

describe('errors over HTTP', () => {
  it('answers an unknown /api path with 404 and a stable code', async () => {
    const res = await getJson<{ error: string; code: string }>('/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('answers malformed JSON with 400 BAD_REQUEST, in GraphQL shape on /graphql', async () => {
    const res = await fetch(`${apiUrl()}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: [{ message: 'Malformed JSON body', extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('answers a malformed GraphQL document with 400 GRAPHQL_PARSE_FAILED', async () => {
    const res = await gql('{ products( }');
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('answers an unknown field with 400 GRAPHQL_VALIDATION_FAILED', async () => {
    const res = await gql('{ products { nope } }');
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a cross-site simple GET to /graphql (Apollo CSRF prevention)', async () => {
    const res = await fetch(`${apiUrl()}/graphql?query=${encodeURIComponent('{ categories { id } }')}`);
    expect(res.status).toBe(400);
  });

  it('serves the GraphQL explorer (GraphiQL) outside production, with its files from the shop itself', async () => {
    const res = await fetch(`${apiUrl()}/graphql`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('id="ruru-root"');
    // Nothing from a CDN: it must work on a machine without internet.
    expect(html).not.toMatch(/unpkg|jsdelivr|cdn\./i);
    expect(html).toContain('/graphiql/ruru.js');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    const script = await fetch(`${apiUrl()}/graphiql/ruru.js`, { headers: { 'accept-encoding': 'br' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect((await script.text()).length).toBeGreaterThan(10_000);
    expect((await fetch(`${apiUrl()}/graphiql/no-such-file.js`)).status).toBe(404);
    // A GraphQL GET (with ?query=) is still GraphQL, not the page.
    const get = await fetch(`${apiUrl()}/graphql?query=${encodeURIComponent('{ categories { id } }')}`, { headers: { accept: 'text/html', 'apollo-require-preflight': 'true' } });
    expect(get.headers.get('content-type')).toMatch(/json/);
  });
});

describe('error masking', () => {
  it('turns an unexpected GraphQL error into INTERNAL_SERVER_ERROR, without the message in production', () => {
    const logged: unknown[] = [];
    const log = { error: (obj: unknown) => void logged.push(obj) };
    const formatted = { message: 'relation "secret_table" does not exist', extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] } };
    const prod = graphQLErrorFormatter({ isProduction: true }, log)(formatted, new Error('relation "secret_table" does not exist'));
    expect(prod).toEqual({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' }, locations: undefined, path: undefined });
    expect(logged).toHaveLength(1);
  });

  it('never carries SQL, bound values or file paths in development either (they go to the server log)', () => {
    const logged: unknown[] = [];
    const log = { error: (obj: unknown) => void logged.push(obj) };
    const leak = 'insert into "one_time_code" ("code_hash") values (\'$argon2id$v=19$secret\') - value too long at /work/main/api/src/x.ts:12:3';
    const formatted = { message: leak, extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at /work/main/api/src/x.ts:12:3'] } };
    const dev = graphQLErrorFormatter({ isProduction: false }, log)(formatted, new Error(leak));
    expect(dev).toEqual({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' }, locations: undefined, path: undefined });
    expect(logged).toHaveLength(1);
  });

  it('answers a value the database refuses as data with 400, and an unreachable database with 503', () => {
    const dataError = Object.assign(new Error('value too long for type character varying(254)'), { code: '22001' });
    expect(describeError(dataError)).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    expect(describeError(dataError).message).not.toMatch(/varying/);
    const timeout = Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' });
    expect(describeError(timeout)).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'The shop is busy right now. Please try again in a moment.', retryAfterSeconds: 5 });
    expect(describeError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toMatchObject({ status: 503 });
  });

  it('turns an unexpected REST error into a generic 500', () => {
    expect(describeError(new Error('connection refused at 10.0.0.1'))).toEqual({
      status: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Internal server error',
    });
  });
});

describe('in production', () => {
  let app: App;
  beforeAll(async () => {
    app = await startSecondApp({ NODE_ENV: 'production', ALLOW_SIMULATED_PAYMENTS: 'true' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends no stack traces and no landing page, and disables introspection', async () => {
    const post = (query: string) =>
      fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }).then(
        async (r) => ({ status: r.status, body: (await r.json()) as { errors?: { extensions: Record<string, unknown> }[] } }),
      );
    const parse = await post('{ products( }');
    expect(parse.body.errors![0].extensions.stacktrace).toBeUndefined();
    // An expected error (a malformed id) carries its code and field, nothing more.
    const malformed = await post('{ product(id: "abc") { id } }');
    expect(malformed.body.errors![0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'product id' });
    const introspection = await post('{ __schema { types { name } } }');
    expect(introspection.body.errors![0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');

    const landing = await fetch(`${app.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await landing.text()).not.toMatch(/sandbox|ruru|graphiql/i);
    expect((await fetch(`${app.url}/graphiql/ruru.js`)).status).toBe(404);
  });

  it('sets security headers', async () => {
    const res = await fetch(`${app.url}/api/fruits-category`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

