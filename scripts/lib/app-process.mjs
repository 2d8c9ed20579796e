// Child servers for the e2e tests and the benchmark: spawn the built app (or the baseline),
// wait for /health, stop. Plain ESM so the benchmark runs without a TypeScript step.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const OUTPUT_LINES_KEPT = 100;

/** @returns {Promise<number>} a free TCP port on 127.0.0.1 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node entry` with env (+ PORT, HOST=127.0.0.1) and resolves when GET /health
 * answers { ok: true }. DATABASE_URL / DATA_DIR are never inherited from the caller.
 * `nodeArgs` go before the entry (after APP_NODE_ARGS); `ipc` opens a Node IPC channel to the
 * child (`child.send`, the child's `process.send`), which the soak benchmark uses to read the
 * app's own memory figures.
 * @param {{ name: string, entry: string, cwd: string, env: Record<string, string>, timeoutMs?: number, nodeArgs?: string[], ipc?: boolean }} options
 */
export async function startServer({ name, entry, cwd, env, timeoutMs = 90_000, nodeArgs: extraNodeArgs = [], ipc = false }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv = { ...process.env };
  delete childEnv.DATABASE_URL;
  delete childEnv.DATA_DIR;
  Object.assign(childEnv, { HOST: '127.0.0.1' }, env, { PORT: String(port) });
  // APP_NODE_ARGS passes flags to the app's Node (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile a benchmark).
  const nodeArgs = (process.env.APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...extraNodeArgs, entry], {
    cwd,
    env: childEnv,
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  /** @type {string[]} */
  const output = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    if (output.length > OUTPUT_LINES_KEPT) output.splice(0, output.length - OUTPUT_LINES_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const server = {
    name,
    url,
    child,
    output,
    stop: () => stopChild(child),
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited early (code ${child.exitCode}):\n${output.join('\n') || '(no output)'}`);
    }
    try {
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok && (await res.json()).ok === true) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopChild(child);
  throw new Error(`${name} did not answer ${url}/health within ${timeoutMs / 1000} s:\n${output.join('\n') || '(no output)'}`);
}

/** SIGTERM, then SIGKILL after 10 s. */
export function stopChild(/** @type {import('node:child_process').ChildProcess} */ child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve(undefined);
    });
    child.kill('SIGTERM');
  });
}
