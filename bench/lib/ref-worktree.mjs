// Another commit of this repository, built and ready to serve beside the working tree, for
// side-by-side benchmarks (`npm run bench:web -- --against <git-ref>`): a temporary git
// worktree under the system's temp folder, its dependencies, its production build. The
// caller's cleanup removes the worktree again (registered at once, so Ctrl-C removes it too).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/build.mjs';

/** Entries of node_modules that are caches written at run time: never shared between trees. */
const NOT_SHARED = new Set(['.vite', '.cache']);

/**
 * @param {string[]} args
 * @param {{ cwd?: string, allowFail?: boolean }} [options]
 */
function git(args, { cwd = ROOT, allowFail = false } = {}) {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0 && !allowFail) throw new Error(`git ${args.join(' ')} failed: ${(r.stderr || r.stdout).trim()}`);
  return r.stdout;
}

/**
 * Checks out `ref` into a temporary worktree, installs its dependencies and builds it.
 * Dependencies: when its package-lock.json is the working tree's, node_modules is shared as
 * hard links (fast; the workspace links are relative, so they point into the new tree), else
 * `npm ci` runs there (minutes).
 * @param {string} ref any git revision, e.g. a301e99, main, HEAD~3
 * @param {{ onCleanup: (step: () => Promise<unknown> | void) => () => void, log?: (line: string) => void }} options
 * @returns {{ sha: string, label: string, dir: string, entry: string, dependencies: 'shared' | 'npm ci' }}
 */
export function prepareRef(ref, { onCleanup, log = console.log }) {
  const sha = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { allowFail: true }).trim();
  if (!sha) throw new Error(`--against: "${ref}" is not a commit of this repository`);
  const label = ref === sha.slice(0, ref.length) ? sha.slice(0, 7) : `${ref} (${sha.slice(0, 7)})`;
  const dir = mkdtempSync(path.join(os.tmpdir(), `fruitshop-ref-${sha.slice(0, 7)}-`));
  onCleanup(() => removeWorktree(dir));
  log(`bench:web: checking out ${label} into ${dir}…`);
  git(['worktree', 'add', '--detach', dir, sha]);

  const lockfile = path.join(ROOT, 'package-lock.json');
  const theirs = git(['show', `${sha}:package-lock.json`], { allowFail: true });
  const same = existsSync(lockfile) && existsSync(path.join(ROOT, 'node_modules')) && theirs === readFileSync(lockfile, 'utf8');
  let dependencies = /** @type {'shared' | 'npm ci'} */ ('npm ci');
  if (same) {
    log('bench:web: same package-lock.json: sharing node_modules (hard links)…');
    shareNodeModules(dir);
    dependencies = 'shared';
  } else {
    log('bench:web: its package-lock.json differs: npm ci there (a few minutes)…');
    run('npm', ['ci', '--no-audit', '--no-fund'], dir, 'npm ci');
  }
  log(`bench:web: building ${label}…`);
  // As `npm start` builds it: production (a test runner's NODE_ENV=test would bundle React's
  // development build).
  run('npm', ['run', 'build'], dir, 'npm run build', { NODE_ENV: 'production' });
  const entry = path.join(dir, 'api/dist/api/src/main.js');
  if (!existsSync(entry)) throw new Error(`${label} built, but has no ${path.relative(dir, entry)} to start`);
  // The build scripts' staleness stamps, so nothing rebuilds it in between.
  for (const stamp of ['api/dist/.built', 'web/dist/.built']) writeFileSync(path.join(dir, stamp), new Date().toISOString());
  return { sha, label, dir, entry, dependencies };
}

/** Hard links of every file of the working tree's node_modules, keeping symbolic links as they are. */
function shareNodeModules(dir) {
  const from = path.join(ROOT, 'node_modules');
  const to = path.join(dir, 'node_modules');
  mkdirSync(to, { recursive: true });
  const entries = readdirSync(from).filter((name) => !NOT_SHARED.has(name));
  const r = spawnSync('cp', ['-al', ...entries.map((name) => path.join(from, name)), to], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`cp -al node_modules failed: ${r.stderr.trim()}`);
}

/**
 * @param {string} command @param {string[]} args @param {string} cwd @param {string} what
 * @param {Record<string, string>} [env]
 */
function run(command, args, cwd, what, env = {}) {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0) {
    const tail = `${r.stdout ?? ''}\n${r.stderr ?? ''}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(`${what} in ${cwd} failed (code ${r.status}):\n${tail}`);
  }
}

/** Removes the worktree (its files and git's record of it). */
function removeWorktree(dir) {
  git(['worktree', 'remove', '--force', dir], { allowFail: true });
  rmSync(dir, { recursive: true, force: true });
  git(['worktree', 'prune'], { allowFail: true });
}
