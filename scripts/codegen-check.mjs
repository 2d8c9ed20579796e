// Fails when schema.graphql or web/src/gql differ from what the code generates (CI drift check).
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/build.mjs';

const gen = spawnSync('npm', ['run', 'codegen'], { cwd: ROOT, stdio: 'inherit' });
if (gen.status !== 0) process.exit(gen.status ?? 1);
const status = spawnSync('git', ['status', '--porcelain', '--', 'schema.graphql', 'web/src/gql'], { cwd: ROOT, encoding: 'utf8' });
if (status.stdout.trim()) {
  console.error(`Generated files are stale:\n${status.stdout}\nRun \`npm run codegen\` and commit the result.`);
  process.exit(1);
}
console.log('schema.graphql and web/src/gql are up to date.');
