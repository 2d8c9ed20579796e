// `npm run test:cluster`: two (and, for the faults, two more) instances of the built app behind
// HAProxy, on PostgreSQL and Redis, checked from outside and broken on purpose
// (tests/cluster; docs/decisions/0028-many-instances.md). Skips, saying why, when the
// PostgreSQL server or Redis does not answer. Extra arguments go to Vitest (e.g. a file name).
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/build.mjs';
import { postgresAnswers, redisAnswers, TEST_PG_URL, TEST_REDIS_URL } from './lib/services.mjs';

if (process.env.TEST_DB === 'embedded') {
  console.log('cluster: skipped — TEST_DB=embedded, and instances can only share a PostgreSQL server');
  process.exit(0);
}
const missing = [...((await postgresAnswers()) ? [] : [`PostgreSQL (${TEST_PG_URL})`]), ...((await redisAnswers()) ? [] : [`Redis (${TEST_REDIS_URL})`])];
if (missing.length) {
  console.log(`cluster: skipped — ${missing.join(' and ')} did not answer`);
  process.exit(0);
}
const started = Date.now();
const r = spawnSync('npx', ['vitest', 'run', '--project', 'cluster', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
console.log(`cluster: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(r.status ?? 1);
