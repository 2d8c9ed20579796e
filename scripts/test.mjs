// `npm test`: the api and web suites, then the end-to-end suite (which builds the app and drives
// Chromium), each through Vitest, on the PostgreSQL server when one answers (else on the
// embedded database). When the server answered, the api suite and the end-to-end journeys run a
// second time on the embedded database, which is what `npm start` runs with nothing configured
// (decisions: Running for real). TEST_DB=embedded runs everything on the embedded database once.
// Last, the cluster suite (`npm run test:cluster`: two instances behind HAProxy, with faults)
// when both the PostgreSQL server and Redis answer; otherwise one line says why it was skipped.
// Ends with one "N passed, N failed, N skipped" line.
//
// With the server, the runs go in two lanes at once: the api and web suites (CPU: Vitest and the
// embedded database's WebAssembly), and the browser suites (mostly waiting on Chromium and the
// network), each lane's runs one after the other. Every run has its own database, ports and
// Redis keys; the app is built once first so no two global setups build it at the same time.
// A run's output is printed whole when it ends. TEST_SERIAL=1 runs one at a time, streaming.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, ROOT } from './lib/build.mjs';
import { postgresAnswers, redisAnswers, TEST_REDIS_URL } from './lib/services.mjs';

/** The end-to-end files that walk a shopper's or an admin's journey: the embedded pass runs these. */
const EMBEDDED_JOURNEYS = ['accounts', 'cart', 'checkout', 'orders', 'wishlist', 'shop', 'blog-and-plans', 'admin', 'admin-pages', 'guest-cart', 'subscription-controls', 'delivery-slots', 'stock-alerts'].map((name) => `tests/e2e/${name}.test.ts`);

const tmp = mkdtempSync(path.join(os.tmpdir(), 'fruit-shop-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Every failed test, named again at the very end so a truncated log still shows what failed. */
const failures = [];
let ok = true;

const SERIAL = process.env.TEST_SERIAL === '1';

/** One Vitest run; resolves when it has ended and its report is counted. */
async function run(label, projects, { env = {}, files = [], streamed = SERIAL } = {}) {
  const slug = label.replace(/\W+/g, '-');
  const report = path.join(tmp, `${slug}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const command = `${Object.entries(env).map(([k, v]) => `${k}=${v} `).join('')}npx ${args.join(' ')}`;
  const started = Date.now();
  const logPath = path.join(tmp, `${slug}.log`);
  if (streamed) console.log(`\n▶ ${label}: ${command}`);
  else console.log(`▶ ${label}: started (output when it ends)`);
  const status = await new Promise((resolve) => {
    const child = spawn('npx', args, { cwd: ROOT, stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    if (!streamed) {
      const log = createWriteStream(logPath);
      child.stdout.pipe(log);
      child.stderr.pipe(log);
      child.on('close', (code) => log.end(() => resolve(code)));
    } else child.on('close', (code) => resolve(code));
    child.on('error', () => resolve(1));
  });
  if (!streamed) {
    console.log(`\n▶ ${label} (${Math.round((Date.now() - started) / 1000)} s): ${command}`);
    process.stdout.write(readFileSync(logPath, 'utf8'));
  }
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
const cluster = server && (await redisAnswers());
const clusterSkipped = `\n▶ cluster: skipped — ${server ? `Redis (${TEST_REDIS_URL}) did not answer` : 'it needs the PostgreSQL server (and Redis)'}`;
if (!server || SERIAL) {
  await run(`api+web (${where})`, ['api', 'web']);
  await run(`e2e (${where})`, ['e2e']);
  if (server) {
    await run('api (embedded database)', ['api'], { env: { TEST_DB: 'embedded' } });
    await run('e2e journeys (embedded database)', ['e2e'], { env: { TEST_DB: 'embedded' }, files: EMBEDDED_JOURNEYS });
  }
  if (cluster) await run('cluster (two instances, PostgreSQL server, Redis)', ['cluster']);
  else console.log(clusterSkipped);
} else {
  buildIfStale(['api', 'web']);
  console.log('Two lanes at once: api and web suites | browser suites (TEST_SERIAL=1 runs one at a time)');
  await Promise.all([
    (async () => {
      await run(`api+web (${where})`, ['api', 'web']);
      await run('api (embedded database)', ['api'], { env: { TEST_DB: 'embedded' } });
    })(),
    (async () => {
      await run(`e2e (${where})`, ['e2e']);
      await run('e2e journeys (embedded database)', ['e2e'], { env: { TEST_DB: 'embedded' }, files: EMBEDDED_JOURNEYS });
      if (cluster) await run('cluster (two instances, PostgreSQL server, Redis)', ['cluster']);
    })(),
  ]);
  if (!cluster) console.log(clusterSkipped);
}
rmSync(tmp, { recursive: true, force: true });
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
