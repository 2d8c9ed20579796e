// Builds the api and/or the web app only when their sources are newer than the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function newestMtime(entries) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist' && name !== 'gql') walk(path.join(p, name));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  entries.forEach((e) => walk(path.join(ROOT, e)));
  return newest;
}

const TARGETS = {
  // The api's build compiles the shared package first (api/package.json), so the api's sources
  // include it: a changed rule rebuilds the server that loads it.
  api: { sources: ['api/src', 'api/package.json', 'api/tsconfig.json', 'common/src', 'common/package.json', 'common/tsconfig.json', 'migrations', 'package-lock.json'], stamp: 'api/dist/.built' },
  web: { sources: ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'web/build', 'web/package.json', 'common/src', 'package-lock.json'], stamp: 'web/dist/.built' },
};

/** @param {('api'|'web')[]} which */
export function buildIfStale(which = ['api', 'web']) {
  for (const name of which) {
    const { sources, stamp } = TARGETS[name];
    const stampPath = path.join(ROOT, stamp);
    const built = existsSync(stampPath) ? statSync(stampPath).mtimeMs : 0;
    if (built >= newestMtime(sources)) continue;
    const started = performance.now();
    process.stdout.write(`Building ${name}…`);
    // Always a production build: test runners set NODE_ENV=test, which would make Vite bundle
    // React's development build. Quiet unless it fails (BUILD_VERBOSE=1 shows it all): its
    // output is hundreds of lines a newcomer's first `npm start` does not need.
    const verbose = process.env.BUILD_VERBOSE === '1';
    const r = spawnSync('npm', ['run', 'build', '-w', name], {
      cwd: ROOT,
      stdio: verbose ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
    if (r.status !== 0) {
      process.stdout.write(' failed\n');
      if (!verbose) process.stderr.write(`${r.stdout ?? ''}${r.stderr ?? ''}`);
      throw new Error(`Building ${name} failed`);
    }
    process.stdout.write(` done in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    writeFileSync(stampPath, new Date().toISOString());
  }
}
