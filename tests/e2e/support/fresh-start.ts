import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { freePort } from '../../../scripts/lib/app-process.mjs';
import { ROOT } from '../../../scripts/lib/build.mjs';

/*
 * The shop started as a newcomer or an owner starts it: `npm start` (scripts/start.mjs) in its
 * own process group with only the environment given, on a data folder of the test's own.
 */

const CALL_TIMEOUT_MS = 10_000;

/**
 * A data folder of the calling test file's own, removed after the file. Call at the top of a
 * test file (it registers the clean-up there).
 */
export function useTempDataDirs(): () => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fruit-shop-fresh-'));
    dirs.push(dir);
    return dir;
  };
}

/** The environment of a fresh machine: none of the app's variables, and Node's NODE_ENV unset (npm start's development). */
export function freshEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[key]) env[key] = process.env[key];
  return { ...env, ...extra };
}

export interface Started {
  child: ChildProcess;
  url: string;
  output: string[];
  exited: Promise<number | null>;
}

export async function waitForHealth(url: string, child: ChildProcess, output: string[], timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited early (${child.exitCode}):\n${output.join('')}`);
    try {
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no /health within ${timeoutMs} ms:\n${output.join('')}`);
}

/** `npm start` (scripts/start.mjs, which builds what is stale and runs the api), with `env` only. */
export async function npmStart(env: Record<string, string>, { wait = true } = {}): Promise<Started> {
  const port = await freePort();
  // Its own process group, so that a forced stop also ends the api process start.mjs runs.
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: freshEnv({ PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  if (wait) await waitForHealth(url, child, output);
  return { child, url, output, exited };
}

/** Kills the whole process group (start.mjs and the api it runs). */
export function killGroup(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

export async function stop(started: Started | undefined) {
  if (!started || started.child.exitCode !== null) return;
  started.child.kill('SIGTERM');
  const timer = setTimeout(() => killGroup(started.child), 15_000);
  await started.exited;
  clearTimeout(timer);
}

export async function call<T>(base: string, method: string, route: string, body?: unknown, token?: string): Promise<{ status: number; body: T; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), origin: base },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, ms: performance.now() - started };
}
