// `npm test`: the api and web suites, then the end-to-end suite (which builds the app and drives
// Chromium), each through Vitest. Ends with one "N passed, N failed, N skipped" line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/build.mjs';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'fruit-shop-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function run(label, projects) {
  const report = path.join(tmp, `${label}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  console.log(`\n▶ ${label}: npx ${args.join(' ')}`);
  const r = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) ok = false;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  } catch {
    ok = false;
    console.error(`${label}: no test report was written`);
  }
}

run('api+web', ['api', 'web']);
run('e2e', ['e2e']);
rmSync(tmp, { recursive: true, force: true });
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
