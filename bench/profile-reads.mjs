// Profiles one read target of `npm run bench` (GraphQL products or REST product/get):
// starts the built app on a fresh database behind the statement-counting proxy, counts the
// statements one request costs, then loads the target for a while with the app under
// V8's CPU profiler and prints the heaviest functions (self time) and packages.
// Usage: node bench/profile-reads.mjs [graphql|rest|shop] [seconds]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createTestDatabase } from '../scripts/lib/test-database.mjs';
import { startBenchApp } from './lib/bench-app.mjs';
import { cpuSample, TICK_MS } from './lib/cpu.mjs';
import { startPgWireCounter } from './lib/pg-wire-counter.mjs';
import { onCleanup, runWithCleanup } from './lib/run-with-cleanup.mjs';
import { SHOP_QUERY } from './lib/shop-query.mjs';

const which = process.argv[2] ?? 'graphql';
const seconds = Number(process.argv[3] ?? 10);

await runWithCleanup('profile-reads', 'stopping the app and dropping the database', async () => {
  const db = await createTestDatabase('fruitshop_profile');
  onCleanup(() => db.drop());
  if (!db.url) throw new Error('needs PostgreSQL');
  const counter = await startPgWireCounter(db.url);
  onCleanup(() => counter.close());
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'fruitshop-profile-'));
  onCleanup(() => rmSync(scratch, { recursive: true, force: true }));
  const profDir = path.join(scratch, 'prof');
  // NO_PROFILE=1: no profiler, only the CPU per request read from /proc (a quicker A/B).
  const profiling = !process.env.NO_PROFILE;
  if (profiling) process.env.APP_NODE_ARGS = `${process.env.APP_NODE_ARGS ?? ''} --cpu-prof --cpu-prof-dir=${profDir}`;
  const app = which.startsWith('baseline')
    ? await (await import('../scripts/lib/app-process.mjs')).startServer({ name: 'baseline', cwd: process.cwd(), entry: 'bench/baseline-server.mjs', env: { DATABASE_URL: counter.url } })
    : await startBenchApp({ url: counter.url }, scratch);
  const stop = onCleanup(() => app.stop());
  const target =
    which === 'baseline-products'
      ? { url: `${app.url}/baseline/products`, method: 'GET' }
      : which === 'baseline-product-get'
        ? { url: `${app.url}/baseline/product-get`, method: 'GET' }
        : which === 'rest'
      ? { url: `${app.url}/api/product/get`, method: 'GET' }
      : which === 'shop'
        ? { url: `${app.url}/shop`, method: 'GET', headers: { accept: 'text/html' } }
        : { url: `${app.url}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: SHOP_QUERY, variables: { first: 24 } }) };
  // NO_CACHE=1: every request asks for a fresh answer (the guest response cache is skipped).
  if (process.env.NO_CACHE) target.headers = { ...target.headers, 'cache-control': 'no-cache' };
  // Statements per request (after one warm request).
  await fetch(target.url, target);
  await new Promise((r) => setTimeout(r, 200));
  counter.reset();
  const N = 20;
  for (let i = 0; i < N; i++) await (await fetch(target.url, target)).text();
  const snap = counter.snapshot();
  console.log(`statements per request: ${(snap.statements / N).toFixed(2)}, round trips ${(snap.roundTrips / N).toFixed(2)}`);
  for (const [sql, n] of [...snap.sql].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${(n / N).toFixed(2)} × ${sql.replace(/\s+/g, ' ').slice(0, 140)}`);
  await autocannon({ ...target, connections: 10, duration: 2 });
  const databaseName = new URL(db.url).pathname.slice(1);
  const before = cpuSample(app.child.pid, databaseName);
  const from = process.hrtime.bigint() / 1000n;
  const result = await autocannon({ ...target, connections: 10, duration: seconds });
  const to = process.hrtime.bigint() / 1000n;
  const after = cpuSample(app.child.pid, databaseName);
  if (before && after) {
    const per = (a, b) => (((b - a) * TICK_MS) / result.requests.total).toFixed(3);
    console.log(`CPU per request: app ${per(before.app, after.app)} ms, PostgreSQL ${per(before.postgres ?? 0, after.postgres ?? 0)} ms; machine ${Math.round((1 - (after.idle - before.idle) / (after.total - before.total)) * 100)} % busy`);
  }
  console.log(`${which}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`);
  await app.stop();
  stop();
  if (!profiling) return;
  const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  const profile = JSON.parse(readFileSync(path.join(profDir, file), 'utf8'));
  summarize(profile, Number(from), Number(to), result.requests.total);
  if (process.env.KEEP_PROFILE) {
    const { copyFileSync } = await import('node:fs');
    copyFileSync(path.join(profDir, file), process.env.KEEP_PROFILE);
    console.log(`profile kept in ${process.env.KEEP_PROFILE}`);
  }
});

// Self time per node, counting only the samples taken during the measured load (V8's profile
// clock and process.hrtime are both the system's monotonic clock).
function summarize(profile, from, to, requests) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += dt[i] ?? 0;
    const next = dt[i + 1] ?? 0;
    if (at < from || at > to) continue;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + next);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self].filter(([id]) => byId.get(id).callFrame.functionName === '(idle)').reduce((a, [, t]) => a + t, 0);
  console.log(`\nprofiled window ${((to - from) / 1e6).toFixed(1)} s, ${(total / 1e6).toFixed(1)} s sampled, idle ${((idle / total) * 100).toFixed(0)} %; on-CPU per request ${((total - idle) / requests / 1000).toFixed(2)} ms`);
  const fn = new Map();
  const pkg = new Map();
  for (const [id, t] of self) {
    const { callFrame: c } = byId.get(id);
    const key = `${c.functionName || '(anon)'} ${c.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/wt\/[^/]+\//, '')}:${c.lineNumber + 1}`;
    fn.set(key, (fn.get(key) ?? 0) + t);
    const p = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(c.url)?.[1] ?? (c.url.includes('/api/dist/') ? 'app' : c.url.startsWith('node:') ? 'node:' + c.url.slice(5).split('/')[0] : c.url ? 'other' : c.functionName);
    pkg.set(p, (pkg.get(p) ?? 0) + t);
  }
  // Inclusive time: each sample counts once for every distinct function on its stack.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const keyOf = (c) => `${c.functionName || '(anon)'} ${c.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/wt\/[^/]+\//, '')}:${c.lineNumber + 1}`;
  const inclusive = new Map();
  for (const [id, t] of self) {
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) seen.add(keyOf(byId.get(n).callFrame));
    for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + t);
  }
  const pct = (t) => ((t / total) * 100).toFixed(1).padStart(5) + ' %';
  console.log('\nby package (self time):');
  for (const [k, t] of [...pkg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${pct(t)}  ${k}`);
  console.log('\nby function (self time):');
  for (const [k, t] of [...fn].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${pct(t)}  ${k}`);
  console.log('\nby function (inclusive):');
  for (const [k, t] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.INCLUSIVE_TOP ?? 80))) console.log(`${pct(t)}  ${k}`);
}
