// Load benchmark: the built app's shop query (GraphQL) and /api/product/get against a plain
// Fastify + pg baseline reading the same rows from the same database, then the storefront's
// initial JS size, then the checkout scenario (signed-in customers placing cash orders). The
// reads are a measurement; the checkout also checks that stock came out exact and fails the run
// on any error or wrong count. BENCH_SCENARIO=soak (never part of `all`) runs mixed traffic at a
// fixed rate for minutes and judges memory, p99 and errors (bench/lib/soak.mjs). See bench/README.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildIfStale, ROOT } from '../scripts/lib/build.mjs';
import { createTestDatabase } from '../scripts/lib/test-database.mjs';
import { runBackoffice } from './lib/backoffice.mjs';
import { runCheckout } from './lib/checkout.mjs';
import { cpuSample, TICK_MS } from './lib/cpu.mjs';
import { runSoak } from './lib/soak.mjs';
import { printOverload, runOverload } from './lib/overload.mjs';
import { printSoak, soakReport } from './lib/soak-report.mjs';
import { initialJsSizes } from './lib/js-size.mjs';
import { startServer } from '../scripts/lib/app-process.mjs';
import { startBenchApp } from './lib/bench-app.mjs';
import { SHOP_QUERY } from './lib/shop-query.mjs';
import { onCleanup, runWithCleanup } from './lib/run-with-cleanup.mjs';

const DURATION = positiveInt('BENCH_DURATION', 10);
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 10);
const WARMUP = positiveInt('BENCH_WARMUP', 2);
const SCENARIO = scenario(process.env.BENCH_SCENARIO);
const CHECKOUT = {
  customers: positiveInt('BENCH_CHECKOUT_CUSTOMERS', 20),
  products: positiveInt('BENCH_CHECKOUT_PRODUCTS', 10),
  duration: positiveInt('BENCH_CHECKOUT_DURATION', DURATION),
  warmup: WARMUP,
  profileOrders: nonNegativeInt('BENCH_CHECKOUT_PROFILE_ORDERS', 20),
};
const SOAK = SCENARIO === 'soak' ? soakSettings() : undefined;


await runWithCleanup('bench', 'stopping servers and dropping the database', main);

async function main() {
  // The checkout alone needs no web app (pages are not part of it).
  buildIfStale(SCENARIO === 'checkout' || SCENARIO === 'backoffice' ? ['api'] : ['api', 'web']);

  const db = await createTestDatabase('fruitshop_bench');
  onCleanup(() => db.drop());
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'fruitshop-bench-'));
  onCleanup(() => rmSync(scratch, { recursive: true, force: true }));

  if (SOAK) return soak(db, scratch, SOAK);
  if (SCENARIO === 'backoffice') return backoffice(db, scratch);
  if (SCENARIO === 'overload') return overload(db, scratch);

  const reads = SCENARIO === 'checkout' ? undefined : await runReads(db, scratch);
  let checkout;
  if (SCENARIO !== 'reads') {
    console.log(
      `\nbench: checkout (${db.kind} database): ${CHECKOUT.customers} signed-in customers, each adding to the cart and placing cash orders (GraphQL), ${CHECKOUT.products} products, ${CHECKOUT.warmup} s warm-up + ${CHECKOUT.duration} s…`,
    );
    checkout = await runCheckout({ db, scratch, ...CHECKOUT });
    printCheckout(checkout);
  }
  writeResults(reads?.targets ?? [], reads?.sizes, checkout, db.kind);
  if (checkout && (checkout.errors > 0 || !checkout.stock.ok)) {
    console.error('\nbench: checkout FAILED: ' + [checkout.errors ? `${checkout.errors} failed orders` : '', ...checkout.stock.problems].filter(Boolean).join('; '));
    process.exitCode = 1;
  }
}

async function runReads(db, scratch) {
  if (!db.url) {
    console.log('bench: no PostgreSQL at 127.0.0.1:5432 (or TEST_PG_URL): the baseline needs one, so this run measures the app alone on its embedded database, without ratios.');
  }

  console.log(`bench: starting the app (${db.kind} database)…`);
  const app = await startBenchApp(db, scratch);
  const removeApp = onCleanup(() => app.stop());

  let baseline;
  let removeBaseline = () => {};
  if (db.url) {
    baseline = await startServer({
      name: 'baseline',
      cwd: ROOT,
      entry: path.join(ROOT, 'bench/baseline-server.mjs'),
      env: { DATABASE_URL: db.url },
    });
    removeBaseline = onCleanup(() => baseline.stop());
  }

  const activeProducts = await countActiveProducts(db.url, app.url);
  const shopPageSize = Math.min(24, activeProducts);
  const jsonPost = { 'content-type': 'application/json', accept: 'application/json' };
  /** @type {Target[]} */
  const targets = [
    {
      name: 'graphql products(first: 24)',
      url: `${app.url}/graphql`,
      method: 'POST',
      headers: jsonPost,
      body: JSON.stringify({ query: SHOP_QUERY, variables: { first: 24 } }),
      expectedRows: Math.min(24, activeProducts),
      server: app,
      ids: (json) => (json.errors ? undefined : json.data?.products?.items?.map((p) => Number(p.id))),
      baseline: 'baseline products',
    },
    {
      // The same query answered afresh every time (`Cache-Control: no-cache` skips the guest
      // response cache): what a signed-in shopper's request costs, and a guest's first one.
      name: 'graphql products, no-cache',
      url: `${app.url}/graphql`,
      method: 'POST',
      headers: { ...jsonPost, 'cache-control': 'no-cache' },
      body: JSON.stringify({ query: SHOP_QUERY, variables: { first: 24 } }),
      expectedRows: Math.min(24, activeProducts),
      server: app,
      ids: (json) => (json.errors ? undefined : json.data?.products?.items?.map((p) => Number(p.id))),
      baseline: 'baseline products',
    },
    {
      // A guest's /shop page, server-rendered (repeat requests are served from the page cache
      // while the catalogue is unchanged, as they would be in production).
      name: 'GET /shop (HTML, guest)',
      url: `${app.url}/shop`,
      method: 'GET',
      headers: { accept: 'text/html' },
      html: true,
      server: app,
      expectedRows: shopPageSize,
      ids: (html) => [...html.matchAll(/<article[^>]* aria-labelledby="product-(\d+)-name"/g)].map((m) => Number(m[1])),
      baseline: 'graphql products, no-cache',
    },
    {
      name: 'GET /api/product/get',
      url: `${app.url}/api/product/get`,
      method: 'GET',
      server: app,
      expectedRows: Math.min(100, activeProducts),
      ids: (json) => (Array.isArray(json) ? json.map((p) => p.product_id) : undefined),
      baseline: 'baseline product-get',
    },
    {
      name: 'GET /api/product/get, no-cache',
      url: `${app.url}/api/product/get`,
      method: 'GET',
      headers: { 'cache-control': 'no-cache' },
      server: app,
      expectedRows: Math.min(100, activeProducts),
      ids: (json) => (Array.isArray(json) ? json.map((p) => p.product_id) : undefined),
      baseline: 'baseline product-get',
    },
  ];
  if (baseline) {
    targets.push(
      {
        name: 'baseline products',
        url: `${baseline.url}/baseline/products`,
        method: 'GET',
        server: baseline,
        expectedRows: Math.min(24, activeProducts),
        ids: (json) => json.items?.map((p) => Number(p.id)),
      },
      {
        name: 'baseline product-get',
        url: `${baseline.url}/baseline/product-get`,
        method: 'GET',
        server: baseline,
        expectedRows: Math.min(100, activeProducts),
        ids: (json) => (Array.isArray(json) ? json.map((p) => p.product_id) : undefined),
      },
    );
  }

  // One checked request per target before any timing, so errors are never measured as speed.
  for (const target of targets) target.problem = await check(target);
  for (const target of targets) {
    const pair = target.baseline && targets.find((t) => t.name === target.baseline);
    if (pair?.checkedIds && target.checkedIds && pair.checkedIds.join() !== target.checkedIds.join() && !target.html) {
      console.log(`bench: warning: ${target.name} and ${pair.name} return different rows; their ratio compares unlike work`);
    }
  }
  if (targets.every((t) => t.problem)) throw new Error(targets.map((t) => `${t.name}: ${t.problem}`).join('\n'));

  console.log(
    `bench: ${targets.length} targets, ${WARMUP} s warm-up + ${DURATION} s each, ${CONNECTIONS} connections, one at a time; ${activeProducts} active products\n`,
  );
  for (const target of targets) {
    if (target.problem) {
      console.log(`  ${target.name}: skipped (${target.problem})`);
      continue;
    }
    process.stdout.write(`  ${target.name}… `);
    await load(target, WARMUP);
    const databaseName = db.url ? new URL(db.url).pathname.slice(1) : undefined;
    const before = cpuSample(target.server.child.pid, databaseName);
    const generatorBefore = process.cpuUsage();
    const result = await load(target, DURATION);
    target.result = { ...summarize(result), ...cpuPerRequest(before, cpuSample(target.server.child.pid, databaseName), process.cpuUsage(generatorBefore), result.requests.total) };
    console.log(`${Math.round(target.result.rps)} req/s`);
  }

  printTable(targets);
  const shopHtml = await (await fetch(`${app.url}/shop`, { headers: { accept: 'text/html' } })).text();
  const sizes = initialJsSizes(path.join(ROOT, 'web/dist/client'), shopHtml);
  printSizes(sizes);
  // The checkout gets the machine (and, embedded, the database folder) to itself.
  await app.stop();
  removeApp();
  await baseline?.stop();
  removeBaseline();
  return { targets, sizes };
}

/** @param {import('./lib/checkout.mjs').CheckoutResult} r */
function printCheckout(r) {
  const ms = (n) => n.toFixed(1);
  console.log();
  printColumns([
    ['checkout', 'orders/s', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'errors'],
    ['placeOrder', '', '', ms(r.placeOrder.p50), ms(r.placeOrder.p90), ms(r.placeOrder.p99), ms(r.placeOrder.max), ''],
    ['addToCart', '', '', ms(r.addToCart.p50), ms(r.addToCart.p90), ms(r.addToCart.p99), ms(r.addToCart.max), ''],
    ['add + order', r.ordersPerSecond.toFixed(0), r.requestsPerSecond.toFixed(0), ms(r.iteration.p50), ms(r.iteration.p90), ms(r.iteration.p99), ms(r.iteration.max), String(r.errors)],
  ]);
  console.log(`\n${r.orders} orders in ${r.durationSeconds} s (goal with PostgreSQL: ≥ 200 orders/s); stock check: ${r.stock.ok ? 'exact (initial − sold for every product, order lines agree, carts empty)' : 'WRONG'}`);
  for (const problem of r.stock.problems) console.log(`  ✗ ${problem}`);
  for (const sample of r.errorSamples) console.log(`  error: ${sample}`);
  console.log(`Load average (1 min) at start ${r.loadAverage.start.toFixed(2)}, at end ${r.loadAverage.end.toFixed(2)}: other work on the machine slows every figure here.`);
  if (r.cpu) {
    const pgPart = r.cpu.postgresMsPerOrder === undefined ? '' : `, PostgreSQL ${r.cpu.postgresMsPerOrder.toFixed(2)} ms`;
    console.log(
      `CPU per order: app ${r.cpu.appMsPerOrder.toFixed(2)} ms (${(r.cpu.appUserShare * 100).toFixed(0)} % user, the rest in the kernel)${pgPart}, this load generator ${(r.cpu.loadGeneratorMsPerOrder ?? 0).toFixed(2)} ms; the app process used ${(r.cpu.appCores * 100).toFixed(0)} % of a core, the machine was ${(r.cpu.machineBusy * 100).toFixed(0)} % busy (${r.cpu.cores} cores)`,
    );
  }
  if (r.profile) {
    const p = r.profile;
    const f = (n) => n.toFixed(1);
    console.log(`\nProfile (one shopper, ${p.orders} orders in a row, through a statement-counting proxy):`);
    console.log(`  addToCart:  ${f(p.addToCart.statements)} statements, ${f(p.addToCart.roundTrips)} round trips, p50 ${p.latencyMs.addToCart.toFixed(1)} ms`);
    console.log(`  placeOrder: ${f(p.placeOrder.statements)} statements, ${f(p.placeOrder.roundTrips)} round trips, p50 ${p.latencyMs.placeOrder.toFixed(1)} ms`);
    console.log(`  per order, everything (outbox delivery included): ${f(p.perOrder.statements)} statements, ${f(p.perOrder.roundTrips)} round trips`);
    for (const [sql, n] of p.top) console.log(`    ${n.toFixed(2).padStart(5)} × ${sql}`);
  }
}

/**
 * @typedef {{ name: string, url: string, method: 'GET' | 'POST', headers?: Record<string, string>, body?: string,
 *   server: { child: import('node:child_process').ChildProcess },
 *   expectedRows: number, ids: (body: any) => number[] | undefined, baseline?: string, html?: boolean,
 *   problem?: string, checkedIds?: number[], result?: Summary }} Target
 * @typedef {{ rps: number, p50: number, p99: number, requests: number, non2xx: number, errors: number, timeouts: number,
 *   serverCpuMs?: number, postgresCpuMs?: number, generatorCpuMs?: number, machineBusy?: number }} Summary
 */

/** @param {Target} target @returns {Promise<string | undefined>} what is wrong, if anything */
async function check(target) {
  try {
    const res = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
    const text = await res.text();
    if (res.status !== 200) return `status ${res.status}: ${text.slice(0, 200)}`;
    const ids = target.ids(target.html ? text : JSON.parse(text));
    if (!ids) return `unexpected reply: ${text.slice(0, 200)}`;
    if (ids.length !== target.expectedRows) return `${ids.length} rows, expected ${target.expectedRows}`;
    target.checkedIds = ids;
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** @param {Target} target @param {number} seconds */
function load(target, seconds) {
  return autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
}

/** @returns {Summary} */
function summarize(result) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * CPU milliseconds per request over the timed window: the server process, the PostgreSQL
 * backends of the bench database and this load generator; and how busy the machine was.
 * @returns {Partial<Summary>}
 */
function cpuPerRequest(before, after, generator, requests) {
  if (!before || !after || !requests) return {};
  return {
    serverCpuMs: ((after.app - before.app) * TICK_MS) / requests,
    postgresCpuMs: before.postgres !== undefined && after.postgres !== undefined ? ((after.postgres - before.postgres) * TICK_MS) / requests : undefined,
    generatorCpuMs: (generator.user + generator.system) / 1000 / requests,
    machineBusy: 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total),
  };
}

/** Active products straight from the database when we can reach it, else the app's count. */
async function countActiveProducts(databaseUrl, appUrl) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query('select count(*)::int as n from product where is_active');
      return rows[0].n;
    } finally {
      await client.end();
    }
  }
  const res = await fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(first: 1) { totalCount } }' }),
  });
  return (await res.json()).data.products.totalCount;
}

/** @param {Target[]} targets */
function printTable(targets) {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs base', 'p99 vs base', 'CPU ms/req', 'PG ms/req', 'CPU vs base', 'busy', 'non-2xx', 'errors'];
  const ms = (n) => (n === undefined ? '—' : n.toFixed(2));
  // Server + PostgreSQL CPU per request, the baseline's ÷ the target's: the req/s ratio these
  // two would reach if CPU were all that limited them (higher is better).
  const cpuRatio = (r, base) =>
    r.serverCpuMs && base?.serverCpuMs ? `${((base.serverCpuMs + (base.postgresCpuMs ?? 0)) / (r.serverCpuMs + (r.postgresCpuMs ?? 0))).toFixed(2)}×` : '—';
  const rows = targets
    .filter((t) => t.result)
    .map((t) => {
      const r = /** @type {Summary} */ (t.result);
      const base = targets.find((b) => b.name === t.baseline)?.result;
      return [
        t.name,
        r.rps.toFixed(0),
        r.p50.toFixed(1),
        r.p99.toFixed(1),
        base ? `${(r.rps / base.rps).toFixed(2)}×` : '—',
        base ? `${(r.p99 / Math.max(base.p99, 0.001)).toFixed(2)}×` : '—',
        ms(r.serverCpuMs),
        ms(r.postgresCpuMs),
        cpuRatio(r, base),
        r.machineBusy === undefined ? '—' : `${Math.round(r.machineBusy * 100)} %`,
        String(r.non2xx),
        String(r.errors + r.timeouts),
      ];
    });
  console.log();
  printColumns([header, ...rows]);
  console.log('\n(req/s vs base: app ÷ baseline, higher is better; p99 vs base: app ÷ baseline, lower is better;');
  console.log(' CPU ms/req: the server process; PG ms/req: the bench database\'s PostgreSQL backends; CPU vs base: the');
  console.log(' baseline\'s server + PG CPU per request ÷ the target\'s, higher is better, steadier than req/s on a busy');
  console.log(' machine; busy: the whole machine\'s CPU use during the target, the load generator and other work included;');
  console.log(' the /shop HTML target is compared with the no-cache GraphQL target, its goal: at least as many req/s)');
}

function printSizes({ rows, total }) {
  const kb = (n) => (n / 1024).toFixed(1);
  console.log('\nStorefront initial JS of /shop (module entry + the chunks its HTML lists, gzip level 9; goal ≤ 200 KB):\n');
  printColumns([
    ['file', 'raw KB', 'gzip KB'],
    ...rows.map((r) => [r.file, kb(r.raw), kb(r.gzip)]),
    ['total', kb(total.raw), kb(total.gzip)],
  ]);
}

/** Left-aligns the first column, right-aligns the rest. @param {string[][]} table */
function printColumns(table) {
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  for (const [n, row] of table.entries()) {
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
    if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

function writeResults(targets, sizes, checkout, databaseKind) {
  const dir = path.join(ROOT, 'bench/.results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const results = {
    date: new Date().toISOString(),
    settings: { scenario: SCENARIO, durationSeconds: DURATION, warmupSeconds: WARMUP, connections: CONNECTIONS, checkout: CHECKOUT, database: databaseKind, cpus: os.cpus().length, node: process.version },
    targets: targets.map(({ name, url, problem, result }) => ({ name, path: new URL(url).pathname, problem, result })),
    initialJs: sizes,
    checkout,
  };
  writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
  console.log(`\nResults written to ${path.relative(process.cwd(), file)}`);
}

/** The back office's reads on a big shop (bench/lib/backoffice.mjs), judged against a latency budget. */
async function backoffice(db, scratch) {
  console.log(`bench: backoffice: starting the app (${db.kind} database)…`);
  const app = await startBenchApp(db, scratch);
  onCleanup(() => app.stop());
  const result = await runBackoffice(db, app, {
    orders: positiveInt('BENCH_BACKOFFICE_ORDERS', 100_000),
    runs: positiveInt('BENCH_RUNS', 3),
    duration: DURATION,
    budgetMs: positiveInt('BENCH_BACKOFFICE_BUDGET_MS', 250),
  });
  const dir = path.join(ROOT, 'bench/.results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-backoffice.json`);
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), settings: { scenario: SCENARIO, durationSeconds: DURATION, database: db.kind, cpus: os.cpus().length, node: process.version }, ...result }, null, 2) + '\n');
  console.log(`\nResults written to ${path.relative(process.cwd(), file)}`);
  if (!result.ok) {
    console.error(`\nbench: backoffice FAILED: a p99 is over ${result.budgetMs} ms`);
    process.exitCode = 1;
  }
}

/** The shedding run at twice the capacity, against the unloaded run and without shedding (bench/lib/overload.mjs). */
async function overload(db, scratch) {
  const result = await runOverload({
    db,
    scratch,
    baseRate: positiveNumber('BENCH_OVERLOAD_BASE_RATE', 50),
    ramp: (process.env.BENCH_OVERLOAD_RAMP || '100,200,400,800').split(',').map(Number).filter((n) => n > 0),
    stepSeconds: positiveInt('BENCH_OVERLOAD_STEP', 8),
    seconds: positiveInt('BENCH_OVERLOAD_SECONDS', 30),
    customers: positiveInt('BENCH_SOAK_CUSTOMERS', 20),
    mix: soakMix(),
    seed: positiveInt('BENCH_SOAK_SEED', 1),
    compare: process.env.BENCH_OVERLOAD_COMPARE !== '0',
  });
  printOverload(result, printColumns);
  const dir = path.join(ROOT, 'bench/.results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `overload-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), scenario: 'overload', node: process.version, cpus: os.cpus().length, ...result }, null, 2) + '\n');
  console.log(`\nResults written to ${path.relative(process.cwd(), file)}`);
  if (!result.ok) process.exitCode = 1;
}

/** all (default): reads, JS size and checkout; reads: the first two; checkout: only the checkout; soak: only the soak; backoffice: only the back office's reads on a big shop; overload: load shedding at twice the capacity. */
function scenario(raw) {
  const value = raw || 'all';
  if (!['all', 'reads', 'checkout', 'soak', 'backoffice', 'overload'].includes(value)) {
    console.error(`bench: BENCH_SCENARIO must be all, reads, checkout, soak, backoffice or overload, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

/**
 * The soak's settings. Times are whole multiples of the memory sampling period (5 s), so the
 * warm-up's end and each minute's end fall on a sample.
 */
function soakSettings() {
  const minutes = positiveNumber('BENCH_SOAK_MINUTES', 10);
  const durationSeconds = Math.round((minutes * 60) / 5) * 5;
  const warmupSeconds = Math.round(positiveNumber('BENCH_SOAK_WARMUP', 60) / 5) * 5;
  if (durationSeconds - warmupSeconds < 30) {
    console.error(`bench: the soak needs at least 30 s after its warm-up (BENCH_SOAK_MINUTES ${minutes}, BENCH_SOAK_WARMUP ${warmupSeconds} s)`);
    process.exit(1);
  }
  return {
    rate: positiveNumber('BENCH_SOAK_RATE', 50),
    durationSeconds,
    warmupSeconds,
    customers: positiveInt('BENCH_SOAK_CUSTOMERS', 20),
    mix: soakMix(),
    gc: process.env.BENCH_SOAK_GC !== '0',
    snapshots: process.env.BENCH_SOAK_SNAPSHOTS === '1',
    seed: positiveInt('BENCH_SOAK_SEED', 1),
  };
}

/** The soak's mix of kinds of request, as BENCH_SOAK_MIX adjusts it (also the overload's). */
function soakMix() {
  const mix = { browse: 56, search: 10, cart: 20, checkout: 13, admin: 1 };
  for (const part of (process.env.BENCH_SOAK_MIX ?? '').split(',').filter(Boolean)) {
    const [kind, weight] = part.split('=').map((x) => x.trim());
    if (!(kind in mix) || !(Number(weight) >= 0)) {
      console.error(`bench: BENCH_SOAK_MIX takes kind=weight pairs (${Object.keys(mix).join(', ')}), got "${part}"`);
      process.exit(1);
    }
    mix[kind] = Number(weight);
  }
  if (!Object.values(mix).some((w) => w > 0)) {
    console.error('bench: BENCH_SOAK_MIX leaves no traffic');
    process.exit(1);
  }
  return mix;
}

/** @param {Awaited<ReturnType<typeof createTestDatabase>>} db @param {string} scratch @param {NonNullable<typeof SOAK>} settings */
async function soak(db, scratch, settings) {
  const dir = path.join(ROOT, 'bench/.results');
  mkdirSync(dir, { recursive: true });
  const mix = Object.entries(settings.mix).filter(([, w]) => w > 0).map(([k, w]) => `${k} ${w}`).join(', ');
  console.log(
    `bench: soak (${db.kind} database): ${settings.rate} req/s for ${settings.durationSeconds / 60} min (${settings.warmupSeconds} s warm-up), mix ${mix}; ${settings.customers} cart and ${settings.customers} checkout customers; app memory read every 5 s…`,
  );
  const run = await runSoak({ db, scratch, ...settings, snapshotDir: settings.snapshots ? dir : undefined });
  const report = soakReport(run);
  printSoak(report, run, printColumns);
  const file = path.join(dir, `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const { requests, ...kept } = run;
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), scenario: 'soak', node: process.version, cpus: os.cpus().length, ...kept, report }, null, 2) + '\n',
  );
  // Every request, one line each, for looking into a slow minute: [sent at s, kind, op, ms, error, page or response cache].
  const requestsFile = file.replace(/\.json$/, '.requests.jsonl');
  writeFileSync(requestsFile, requests.map((r) => JSON.stringify([Number(r.t.toFixed(3)), r.kind, r.op, Number(r.ms.toFixed(1)), r.error ?? null, r.pageCache ?? r.responseCache ?? null])).join('\n') + '\n');
  console.log(`\nResults written to ${path.relative(process.cwd(), file)} (every request in ${path.basename(requestsFile)})`);
  if (!report.verdict.pass) process.exitCode = 1;
}

function positiveNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`bench: ${name} must be a number above 0, got "${raw}"`);
    process.exit(1);
  }
  return n;
}

function nonNegativeInt(name, fallback) {
  const raw = process.env[name];
  return raw === '0' ? 0 : positiveInt(name, fallback);
}

function positiveInt(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`bench: ${name} must be a whole number of 1 or more, got "${raw}"`);
    process.exit(1);
  }
  return n;
}
