// `npm run dev`: the api recompiled and restarted on change (tsc --watch + node --watch) and
// Vite with hot reload on http://localhost:5173, proxying /graphql, /api and /uploads to the api.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/build.mjs';

// The api's port behind Vite: API_PORT as documented (PORT is taken too, for habit), else 3000.
const apiPort = process.env.API_PORT ?? process.env.PORT ?? '3000';
// The shared package first: the compiled api loads it from common/dist.
for (const project of ['common', 'api']) {
  const build = spawnSync('npx', ['tsc', '-p', project], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [
  spawn('npx', ['tsc', '-p', 'common', '--watch', '--preserveWatchOutput'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] }),
  spawn('npx', ['tsc', '-p', 'api', '--watch', '--preserveWatchOutput'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] }),
  spawn(process.execPath, ['--watch', path.join(ROOT, 'api/dist/api/src/main.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
console.log(`\nDev servers starting: shop with hot reload at http://localhost:5173 (api on port ${apiPort})\n`);

const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && code !== 0 && stop()));
