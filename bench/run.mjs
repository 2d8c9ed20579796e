// Load benchmark: the built app's shop query (GraphQL) and /api/product/get against a plain
// Fastify + pg baseline reading the same rows from the same database, then the storefront's
// initial JS size. A measurement, not a test: it asserts nothing. See bench/README.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildIfStale, ROOT } from '../scripts/lib/build.mjs';
import { createTestDatabase } from '../scripts/lib/test-database.mjs';
import { initialJsSizes } from './lib/js-size.mjs';
import { startServer } from '../scripts/lib/app-process.mjs';
import { startBenchApp } from './lib/bench-app.mjs';
import { onCleanup, runWithCleanup } from './lib/run-with-cleanup.mjs';

const DURATION = positiveInt('BENCH_DURATION', 10);
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 10);
const WARMUP = positiveInt('BENCH_WARMUP', 2);

// The shop card's fields, as the storefront asks for them.
const SHOP_QUERY = `query BenchShopProducts($first: Int!) {
  products(first: $first) {
    items { id name price discountPrice unitPrice unit image stockQuantity averageRating reviewCount category { id name } }
    totalCount
    hasMore
  }
}`;

await runWithCleanup('bench', 'stopping servers and dropping the database', main);

async function main() {
  buildIfStale(['api', 'web']);

  const db = await createTestDatabase('fruitshop_bench');
  onCleanup(() => db.drop());
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'fruitshop-bench-'));
  onCleanup(() => rmSync(scratch, { recursive: true, force: true }));
  if (!db.url) {
    console.log('bench: no PostgreSQL at 127.0.0.1:5432 (or TEST_PG_URL): the baseline needs one, so this run measures the app alone on its embedded database, without ratios.');
  }

  console.log(`bench: starting the app (${db.kind} database)…`);
  const app = await startBenchApp(db, scratch);
  onCleanup(() => app.stop());

  let baseline;
  if (db.url) {
    baseline = await startServer({
      name: 'baseline',
      cwd: ROOT,
      entry: path.join(ROOT, 'bench/baseline-server.mjs'),
      env: { DATABASE_URL: db.url },
    });
    onCleanup(() => baseline.stop());
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
      expectedRows: shopPageSize,
      ids: (html) => [...html.matchAll(/<article[^>]* aria-labelledby="product-(\d+)-name"/g)].map((m) => Number(m[1])),
      baseline: 'graphql products(first: 24)',
    },
    {
      name: 'GET /api/product/get',
      url: `${app.url}/api/product/get`,
      method: 'GET',
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
        expectedRows: Math.min(24, activeProducts),
        ids: (json) => json.items?.map((p) => Number(p.id)),
      },
      {
        name: 'baseline product-get',
        url: `${baseline.url}/baseline/product-get`,
        method: 'GET',
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
    target.result = summarize(await load(target, DURATION));
    console.log(`${Math.round(target.result.rps)} req/s`);
  }

  printTable(targets);
  const shopHtml = await (await fetch(`${app.url}/shop`, { headers: { accept: 'text/html' } })).text();
  const sizes = initialJsSizes(path.join(ROOT, 'web/dist/client'), shopHtml);
  printSizes(sizes);
  writeResults(targets, sizes, db.kind);
}

/**
 * @typedef {{ name: string, url: string, method: 'GET' | 'POST', headers?: Record<string, string>, body?: string,
 *   expectedRows: number, ids: (body: any) => number[] | undefined, baseline?: string, html?: boolean,
 *   problem?: string, checkedIds?: number[], result?: Summary }} Target
 * @typedef {{ rps: number, p50: number, p99: number, requests: number, non2xx: number, errors: number, timeouts: number }} Summary
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
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'req/s vs base', 'p99 vs base', 'non-2xx', 'errors'];
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
        String(r.non2xx),
        String(r.errors + r.timeouts),
      ];
    });
  console.log();
  printColumns([header, ...rows]);
  console.log('\n(req/s vs base: app ÷ baseline, higher is better; p99 vs base: app ÷ baseline, lower is better;');
  console.log(' the /shop HTML target is compared with the GraphQL target, its goal: at least as many req/s)');
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

function writeResults(targets, sizes, databaseKind) {
  const dir = path.join(ROOT, 'bench/.results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const results = {
    date: new Date().toISOString(),
    settings: { durationSeconds: DURATION, warmupSeconds: WARMUP, connections: CONNECTIONS, database: databaseKind, cpus: os.cpus().length, node: process.version },
    targets: targets.map(({ name, url, problem, result }) => ({ name, path: new URL(url).pathname, problem, result })),
    initialJs: sizes,
  };
  writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
  console.log(`\nResults written to ${path.relative(process.cwd(), file)}`);
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
