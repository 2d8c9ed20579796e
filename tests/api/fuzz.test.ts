/**
 * Fuzz test: every /api route (from the route table, REST_ROUTES + configuredRestRoutes) and
 * every Query and Mutation field (from the committed schema.graphql), as a guest, a customer
 * and the demo admin, on an app and database of its own (seeded like `npm start`).
 *
 * Each route or field first gets a probe with valid values per role (which roles get past the
 * guard); then a sweep that gives every input its kind's most dangerous value once, then random
 * requests with one or two hostile values among valid ones: NUL bytes and control
 * characters, strings of 255 to 100,000 characters, edge numbers (2^31, 2^53, 1e10, 1e20,
 * fractions), odd dates (year 0, 2026-02-30, year 275760), unknown enum values, wrong JSON
 * types, broken path and query parameters, multipart forms without a boundary or with a bogus
 * one, signed webhook bodies, and GraphQL operation types and request shapes the server must
 * refuse. It fails on any 5xx, any GraphQL INTERNAL_SERVER_ERROR, any body showing SQL,
 * bound values, file paths or stack frames, and any answer slower than 2 s, and prints one
 * deduplicated entry per (route or field, role, hostile value) with a request that reproduces it.
 *
 * Seed 20260501 (FUZZ_SEED to change), about 3,000 requests (FUZZ_REQUESTS=20000 for a longer
 * run), 4 in flight. Alone: npx vitest run --project api tests/api/fuzz.test.ts
 * (FUZZ_LOG=/tmp/fuzz.jsonl writes every request's target, hostile value and answer).
 */
import { createWriteStream, readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { seedDemoShop } from '../../api/src/db/seed/seed.js';
import { deliveryClock } from '../../api/src/modules/delivery/delivery.service.js';
import { checkDocument } from '../../api/src/http/graphql-limits.js';
import { ReverseGeocoder } from '../../api/src/modules/locations/reverse-geocoder.js';
import { PgImageStore } from '../../api/src/modules/media/pg-image-store.js';
import { configuredRestRoutes, REST_ROUTES } from '../../api/src/modules/rest-routes.js';
import { caseKind, ROLES, type FuzzCase, type Role } from '../utils/fuzz/cases.js';
import { graphQLCase, graphQLProtocolCases, graphQLSweep, graphQLTargets, gqlLabel } from '../utils/fuzz/graphql-cases.js';
import { mulberry32 } from '../utils/fuzz/random.js';
import { formatReport, groupFailures } from '../utils/fuzz/report.js';
import { malformedBodyCases, multipartCases, restCase, restSweep } from '../utils/fuzz/rest-cases.js';
import { mountedApiRoutes, restTargets } from '../utils/fuzz/rest-targets.js';
import { check, kindOf, replay, runAll, send, type Answer, type FailedCase } from '../utils/fuzz/runner.js';
import { FuzzShop } from '../utils/fuzz/shop.js';
import type { Fixtures } from '../utils/fuzz/values.js';
import { TEST_PAYMENT_SECRET, TEST_WEBHOOK_SECRET } from '../utils/payments.js';
import { openPrivateDatabase, type PrivateDatabase } from '../utils/private-database.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20260501);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const CONCURRENCY = 4;

const SCHEMA_FILE = new URL('../../schema.graphql', import.meta.url);

let db: PrivateDatabase;
let app: App;
let shop: FuzzShop;
let fx: Fixtures;
let env: Record<string, string>;

beforeAll(async () => {
  env = {
    // The config's ceiling (10,000,000): the per-IP limit still runs on every request, never throttling this one.
    RATE_LIMIT_MAX: '10000000',
    // A closed port: reverse geocoding fails fast and offline, answering with the coordinates.
    GEOCODING_URL: 'http://127.0.0.1:9/reverse',
    SIMULATED_PAYMENT_SECRET: TEST_PAYMENT_SECRET,
    RAZORPAY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
  };
  db = await openPrivateDatabase('fruitshop_fuzz');
  await seedDemoShop(db.orm.em.fork(), { images: new PgImageStore(db.orm.em), demoAccounts: true });
  app = await db.startApp(env);
  shop = new FuzzShop(app.url, async () => void (await db.orm.em.fork().execute('delete from "rate_limit_counter"')));
  await shop.signUpCustomer();
  await shop.signInAdmin();
  fx = await shop.fixtures();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await db?.drop();
  // PUT /api/dev/clock is fuzzed too: its hostile dates move this process's delivery clock,
  // which every later file's app in this worker reads (one module graph): put it back.
  deliveryClock.now = () => new Date();
});

/** A guard's refusal (no session, the wrong kind of session): the role does not reach the handler. */
function refused(c: FuzzCase, answer: Answer): boolean {
  if (answer.status === 401 || answer.status === 403) return true;
  if (!c.target.startsWith('graphql ')) return false;
  try {
    const body = JSON.parse(answer.text) as { errors?: { extensions?: { code?: string } }[] };
    return !!body.errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED' || e.extensions?.code === 'FORBIDDEN');
  } catch {
    return false;
  }
}

describe('fuzzing every REST route and GraphQL root field', () => {
  it(
    'answers hostile input without a 5xx, an internal error, a leak or a slow reply',
    async () => {
      const started = performance.now();
      const rng = mulberry32(SEED);

      // ── what to fuzz: the route table and the schema ───────────────────────
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', ...env });
      const geocoder = new ReverseGeocoder({ url: config.geocodingUrl, userAgent: config.geocodingUserAgent, log: { warn: () => undefined } });
      const routes = [...REST_ROUTES, ...configuredRestRoutes(config, { geocoder, payments: app.payments, images: app.images })];
      expect(routes.length, 'the REST route table is empty').toBeGreaterThan(0);
      const rest = restTargets(routes);
      const tableKeys = new Set(rest.map((t) => `${t.method} /api${t.url}`));
      const mounted = mountedApiRoutes(app.server.printRoutes({ commonPrefix: false }));
      expect(mounted.length, 'no /api routes found in the server').toBeGreaterThan(0);
      expect(
        mounted.filter((m) => !tableKeys.has(m)),
        'mounted /api routes missing from the fuzzed table',
      ).toEqual([]);
      expect(
        [...tableKeys].filter((k) => !mounted.includes(k)),
        'table routes the server does not mount',
      ).toEqual([]);

      const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
      const gql = graphQLTargets(schema, (query) => !checkDocument(schema, query, config.graphqlLimits).refusals.length);
      expect(gql.length, 'no Query or Mutation fields in schema.graphql').toBeGreaterThan(0);

      const restCount = rest.length;
      const targetNames = [...rest.map((t) => `${t.method} /api${t.url}`), ...gql.map(gqlLabel)];

      // ── 1. probes: each target, each role, valid values ─────────────────────
      const probes: FuzzCase[] = [
        ...rest.flatMap((t) => ROLES.map((role) => restCase(t, role, rng.fork(`probe ${t.method} ${t.url} ${role}`), fx, true))),
        ...gql.flatMap((t) => ROLES.map((role) => graphQLCase(t, role, rng.fork(`probe ${gqlLabel(t)} ${role}`), fx, true))),
      ];
      // Our own documents must be valid and within the server's limits, or the probes test nothing.
      const badDocuments = probes
        .filter((c) => c.target.startsWith('graphql '))
        .flatMap((c) => {
          const { query } = JSON.parse(String(c.build([]).body)) as { query: string };
          const problems = [...validate(schema, parse(query)).map((e) => e.message), ...checkDocument(schema, query, config.graphqlLimits).refusals.map((r) => r.message)];
          return problems.length ? [`${c.target}: ${problems.join('; ')}`] : [];
        });
      expect(badDocuments, 'generated GraphQL documents the schema or the limits refuse').toEqual([]);

      const allowed = new Map<string, Set<Role>>(targetNames.map((t) => [t, new Set<Role>()]));
      const log = process.env.FUZZ_LOG ? createWriteStream(process.env.FUZZ_LOG) : undefined;
      const noteAnswer = (c: FuzzCase, answer: Answer) => {
        if (c.probe && !refused(c, answer)) allowed.get(c.target)?.add(c.role);
        log?.write(`${JSON.stringify({ target: c.target, role: c.role, kind: caseKind(c), where: c.mutations.map((m) => m.where), status: answer.status, ms: Math.round(answer.ms), body: answer.text.slice(0, 300) })}\n`);
      };

      // ── 2. hostile values, most for the roles the guard lets through ───────
      const specials: FuzzCase[] = [
        ...rest.filter((t) => t.multipart).flatMap((t) => multipartCases(t, fx, rng.fork(`multipart ${t.url}`))),
        ...graphQLProtocolCases(schema, ROLES),
        ...rest
          .filter((t) => t.method !== 'GET' && !t.rawBody && !t.multipart)
          .filter((_, i) => i % 12 === 0)
          .flatMap((t) => malformedBodyCases(t, fx, rng.fork(`malformed ${t.url}`), t.role ?? 'customer')),
        ...unknownPathCases(),
      ];
      const roleFor = (target: string, r: typeof rng): Role => {
        const through = [...(allowed.get(target) ?? [])];
        return through.length && r.chance(0.9) ? r.pick(through) : r.pick(ROLES);
      };
      // The same plan (which target each hostile request goes to) whatever runs first. Targets with
      // more inputs (body fields, arguments, path parameters) get more requests; session-ending ones
      // three at most, since each costs a new sign-in.
      type Planned = { i: number; rest?: (typeof rest)[number]; gql?: (typeof gql)[number] };
      const all: { rest?: (typeof rest)[number]; gql?: (typeof gql)[number]; weight: number }[] = [
        ...rest.map((t) => ({ rest: t, weight: 1 + Math.min(t.bodyKeys.length, 10) / 2 + t.params.length + (t.method === 'GET' ? 0 : 1) })),
        ...gql.map((g) => ({ gql: g, weight: 1 + Math.min(inputSlots(g.field.args), 10) / 2 + (g.operation === 'mutation' ? 1 : 0) })),
      ];
      // The sweep: each input of each target once with its kind's most dangerous value.
      const sweep = (pick: (target: string) => boolean, roles: (target: string) => (r: typeof rng) => Role = (target) => (r) => roleFor(target, r)) => [
        ...rest.filter((t) => pick(`${t.method} /api${t.url}`)).flatMap((t) => restSweep(t, rng.fork(`sweep ${t.method} ${t.url}`), fx, roles(`${t.method} /api${t.url}`))),
        ...gql.filter((g) => pick(gqlLabel(g))).flatMap((g) => graphQLSweep(g, rng.fork(`sweep ${gqlLabel(g)}`), fx, roles(gqlLabel(g)))),
      ];
      const sweepSize = sweep((t) => !/logout/i.test(t), () => () => 'guest').length;
      const budget = Math.max(0, REQUESTS - probes.length - specials.length - sweepSize);
      const totalWeight = all.reduce((sum, a) => sum + a.weight, 0);
      const counts = all.map((a) => (endsSession(a) ? 3 : Math.max(1, Math.round((budget * a.weight) / totalWeight))));
      const plan: Planned[] = [];
      for (let round = 0, i = 0; round < Math.max(...counts); round++) {
        all.forEach((a, n) => {
          if (round < counts[n] && plan.length < budget) plan.push({ i: i++, rest: a.rest, gql: a.gql });
        });
      }
      // Built only after the probes of their targets have said which roles get through.
      const materialize = (entries: Planned[]) =>
        entries.map(({ i, rest: t, gql: g }) => {
          const r = rng.fork(`hostile ${i}`);
          if (t) return restCase(t, roleFor(`${t.method} /api${t.url}`, r), r, fx, false);
          return graphQLCase(g!, roleFor(gqlLabel(g!), r), r, fx, false);
        });

      // Once per kind of failure, replayed at once (before later requests change the rows it used):
      // each hostile value alone first, to name the cause, and to confirm it.
      const failed: FailedCase[] = [];
      const reported: FailedCase[] = [];
      const firsts = new Map<string, FailedCase>();
      let replayed = 0;
      const confirm = async (found: FailedCase[]) => {
        failed.push(...found);
        for (const f of found) {
          const key = `${f.c.target}|${f.c.role}|${kindOf(f)}|${f.failures.map((x) => x.problem).join('+')}`;
          const first = firsts.get(key);
          if (first) {
            reported.push({ ...f, applied: first.applied });
            continue;
          }
          const checked = f.c.endsSession ? f : await replay(app.url, f, shop.credentials);
          replayed++;
          firsts.set(key, checked);
          reported.push(checked);
        }
      };
      const run = async (cases: FuzzCase[]) => {
        await Promise.all(ROLES.map((role) => shop.ensure(role)));
        await confirm(await runAll(app.url, cases, shop.credentials, CONCURRENCY, noteAnswer));
        return cases.length;
      };
      let sent = 0;
      // Deleting, cancelling and status changes go last, so the rows the other requests aim at are still there.
      const isDestructive = (c: FuzzCase) => destructive(c.target);
      sent += await run(probes.filter((c) => !c.endsSession && !isDestructive(c)));
      const keeps = (t: string) => !/logout/i.test(t) && !destructive(t);
      const removes = (t: string) => !/logout/i.test(t) && destructive(t);
      sent += await run([...specials, ...sweep(keeps), ...materialize(plan.filter((p) => keeps(labelOf(p))))]);
      sent += await run(probes.filter((c) => !c.endsSession && isDestructive(c)));
      sent += await run([...sweep(removes), ...materialize(plan.filter((p) => removes(labelOf(p))))]);

      // ── 3. session-ending routes, one at a time, signing in again after each ──
      const ending = [...probes.filter((c) => c.endsSession), ...materialize(plan.filter(endsSession))];
      const endingFailed: FailedCase[] = [];
      for (const c of ending) {
        await shop.ensure(c.role);
        const spec = c.build(c.mutations);
        const answer = await send(app.url, spec, shop.credentials(c.role));
        noteAnswer(c, answer);
        const failures = check(spec, answer);
        if (failures.length) endingFailed.push({ c, applied: c.mutations, spec, answer, failures });
      }
      await confirm(endingFailed);
      sent += ending.length;
      await Promise.all(ROLES.map((role) => shop.ensure(role)));
      log?.end();

      const seconds = (performance.now() - started) / 1000;
      const untouched = targetNames.filter((t) => !probes.some((c) => c.target === t));
      expect(untouched, 'routes or fields without a request').toEqual([]);
      console.info(
        `fuzz: ${sent} requests (+ replays of ${replayed} failures) on ${restCount} REST routes and ${gql.length} GraphQL fields in ${seconds.toFixed(1)} s, seed ${SEED}` +
          (shop.notes.length ? `; fixtures incomplete: ${shop.notes.join(' | ')}` : ''),
      );
      const groups = groupFailures(reported);
      if (groups.length) console.error(formatReport(groups, { seed: SEED, requests: sent, failedRequests: failed.length, seconds }));
      expect(groups.length, 'fuzz failures: see the report printed above').toBe(0);
    },
    Math.max(300_000, REQUESTS * 150),
  );
});

/** How many places a hostile value can go in a field's arguments (input object fields count). */
function inputSlots(args: readonly { type: unknown }[]): number {
  const count = (type: unknown, depth: number): number => {
    const t = type as { ofType?: unknown; getFields?: () => Record<string, { type: unknown }> };
    if (t.ofType) return count(t.ofType, depth);
    if (t.getFields && depth < 2) return Object.values(t.getFields()).reduce((sum, f) => sum + count(f.type, depth + 1), 0);
    return 1;
  };
  return args.reduce((sum, a) => sum + count(a.type, 0), 0);
}

const labelOf = (p: { rest?: { method: string; url: string }; gql?: Parameters<typeof gqlLabel>[0] }) => (p.rest ? `${p.rest.method} /api${p.rest.url}` : gqlLabel(p.gql!));
const endsSession = (p: Parameters<typeof labelOf>[0]) => /logout/i.test(labelOf(p));
/** Requests that remove rows or move them to a final state (cancelled, approved …). */
const destructive = (target: string) =>
  /^DELETE |\/cancel$|\/approve$|^PUT \/api\/orders\/:id$|^PUT \/api\/subscription-user\/:id$|Mutation\.(delete|remove|clear|cancel|approve|updateOrderStatus|setSubscriptionStatus)/.test(target);

/** Paths and methods outside the table: a NUL byte, an unknown method, a path near the header limit. */
function unknownPathCases(): FuzzCase[] {
  const make = (kind: string, method: string, p: string): FuzzCase => ({ target: 'REST unknown path', role: 'guest', mutations: [], kind, build: () => ({ method, path: p, headers: {} }) });
  return [
    make('unknown path with %00', 'GET', '/api/nope%00'),
    make('unknown path with bad percent-encoding', 'GET', '/api/%zz'),
    make('unknown method PATCH', 'PATCH', '/api/products'),
    make('OPTIONS on an api path', 'OPTIONS', '/api/products'),
    make('path len-8000', 'GET', `/api/product/${'1'.repeat(8000)}`),
    make('double slashes', 'GET', '/api//product//1'),
    make('dot segments', 'GET', '/api/product/../users/me'),
  ];
}
