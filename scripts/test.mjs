// `npm test`: the api and web suites, then the end-to-end suite (which builds the app and drives
// Chromium), each through Vitest, on the PostgreSQL server when one answers (else on the
// embedded database). When the server answered, the api suite and the end-to-end journeys run a
// second time on the embedded database, which is what `npm start` runs with nothing configured
// (decisions: Running for real), side by side: the api pass is one thread, the journeys mostly
// wait on the page. TEST_DB=embedded runs everything on the embedded database once.
// Last, the cluster suite (`npm run test:cluster`: two instances behind HAProxy, with faults)
// when both the PostgreSQL server and Redis answer; otherwise one line says why it was skipped.
// Ends with one "N passed, N failed, N skipped" line.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/build.mjs';
import { postgresAnswers, redisAnswers, TEST_REDIS_URL } from './lib/services.mjs';

/** The end-to-end files that walk a shopper's or an admin's journey: the embedded pass runs these. */
const EMBEDDED_JOURNEYS = ['accounts', 'cart', 'checkout', 'orders', 'wishlist', 'shop', 'blog-and-plans', 'admin', 'admin-pages', 'guest-cart', 'subscription-controls', 'delivery-slots', 'stock-alerts', 'pay-later', 'fulfilment-admin', 'subscription-deliveries', 'money-and-paperwork', 'problem-reports', 'honest-storefront', 'card-states', 'storefront-rough-edges', 'newsletter'].map((name) => `tests/e2e/${name}.test.ts`);

const tmp = mkdtempSync(path.join(os.tmpdir(), 'fruit-shop-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Every failed test, named again at the very end so a truncated log still shows what failed. */
const failures = [];
let ok = true;
/** How long each pass took, printed at the end (CI's budget is the sum). */
const lanes = [];

function command(label, projects, files) {
  const report = path.join(tmp, `${label.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  return { report, args };
}

/** One pass, its output straight to the terminal. */
function run(label, projects, { env = {}, files = [] } = {}) {
  const { report, args } = command(label, projects, files);
  console.log(`\n▶ ${label}: ${Object.entries(env).map(([k, v]) => `${k}=${v} `).join('')}npx ${args.join(' ')}`);
  const started = performance.now();
  const r = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  finish(label, report, r.status, started);
}

/**
 * Passes run side by side (each keeps its own output, printed whole when it ends): for passes
 * that leave a core idle, e.g. the api suite on the embedded database (one thread) beside the
 * end-to-end journeys (mostly waiting on the page). Both must find the app already built.
 */
async function runSideBySide(passes) {
  const started = performance.now();
  await Promise.all(
    passes.map(({ label, projects, env = {}, files = [] }) => {
      const { report, args } = command(label, projects, files);
      const log = path.join(tmp, `${label.replace(/\W+/g, '-')}.log`);
      console.log(`\n▶ ${label} (side by side, output when it ends): ${Object.entries(env).map(([k, v]) => `${k}=${v} `).join('')}npx ${args.join(' ')}`);
      const out = openSync(log, 'w');
      const child = spawn('npx', args, { cwd: ROOT, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
      return new Promise((resolve) => {
        child.on('close', (status) => {
          closeSync(out);
          console.log(`\n▶ ${label}: output\n${readFileSync(log, 'utf8')}`);
          finish(label, report, status, started);
          resolve();
        });
      });
    }),
  );
}

function finish(label, report, status, started) {
  lanes.push(`${label}: ${((performance.now() - started) / 60_000).toFixed(1)} min`);
  if (status !== 0) ok = false;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    for (const file of json.testResults ?? []) {
      const where = path.relative(ROOT, file.name);
      const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failed) failures.push(`${label} · ${where} · ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
      if (file.status === 'failed' && failed.length === 0) failures.push(`${label} · ${where}: ${firstLine(file.message)}`);
    }
  } catch {
    ok = false;
    console.error(`${label}: no test report was written`);
  }
}

function firstLine(text) {
  return String(text ?? '').split('\n').find((line) => line.trim())?.trim().slice(0, 300) ?? '';
}

const server = await postgresAnswers();
const where = server ? 'PostgreSQL server' : 'embedded database';
run(`api+web (${where})`, ['api', 'web']);
run(`e2e (${where})`, ['e2e']);
if (server) {
  await runSideBySide([
    { label: 'api (embedded database)', projects: ['api'], env: { TEST_DB: 'embedded' } },
    { label: 'e2e journeys (embedded database)', projects: ['e2e'], env: { TEST_DB: 'embedded' }, files: EMBEDDED_JOURNEYS },
  ]);
}
if (server && (await redisAnswers())) run('cluster (two instances, PostgreSQL server, Redis)', ['cluster']);
else console.log(`\n▶ cluster: skipped — ${server ? `Redis (${TEST_REDIS_URL}) did not answer` : 'it needs the PostgreSQL server (and Redis)'}`);
rmSync(tmp, { recursive: true, force: true });
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n${lanes.join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
