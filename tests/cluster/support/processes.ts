import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startServer, stopChild } from '../../../scripts/lib/app-process.mjs';
import { ROOT } from '../../../scripts/lib/build.mjs';
import { redisAnswers } from '../../../scripts/lib/services.mjs';

/*
 * The cluster suite's moving parts, each a real process on loopback: app instances (the built
 * app, as production starts it), HAProxy in front of them, and for the faults a PostgreSQL
 * cluster and a Redis of the suite's own (the machine's shared ones are never stopped). Fixed
 * ports come from 18000-18099; app instances take free ones.
 */

export const PORTS = { haproxyMain: 18010, haproxyFaults: 18011, postgres: 18020, redis: 18021 } as const;

const HAPROXY = process.env.HAPROXY_PATH || '/usr/sbin/haproxy';
const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

export interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  /** The last lines the process printed (for failure messages). */
  output: string[];
  stop(): Promise<void>;
  /** SIGKILL, as a crash would: no shutdown hooks, connections cut mid-request. */
  kill(): Promise<void>;
}

/** Settings every instance of the suite shares; each test file adds its database, Redis and limits. */
export function instanceEnv(extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // The suite plays many shoppers from many addresses through X-Forwarded-For, which the
    // app reads only when told it sits behind a proxy (as it does behind HAProxy).
    TRUST_PROXY: 'true',
    ...extra,
  };
}

/**
 * Starts `count` instances of the built app at once on the same database, each with a
 * DATA_DIR of its own (what must not be shared), and resolves when every one is ready
 * (GET /health/ready is 200). Starting them together is itself a check: the migrations and
 * the first seed must not race (an advisory lock makes them take turns).
 */
export async function startInstances(count: number, env: Record<string, string>, scratch: string): Promise<Instance[]> {
  const started = await Promise.allSettled(
    Array.from({ length: count }, async (_, i) => {
      const name = `instance ${String.fromCharCode(97 + i)}`;
      const dataDir = path.join(scratch, `data-${String.fromCharCode(97 + i)}`);
      const server = await startServer({ name, cwd: ROOT, entry: path.join(ROOT, 'api/dist/api/src/main.js'), env: { ...env, DATA_DIR: dataDir }, timeoutMs: 120_000 });
      const instance: Instance = {
        name,
        url: server.url,
        child: server.child,
        output: server.output,
        stop: () => stopChild(server.child),
        kill: () =>
          new Promise((resolve) => {
            if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
            server.child.once('exit', () => resolve());
            server.child.kill('SIGKILL');
          }),
      };
      await waitFor(`${name} ready`, async () => (await fetch(`${server.url}/health/ready`, { signal: AbortSignal.timeout(2000) })).status === 200, 60_000).catch(async (error: Error) => {
        await instance.stop();
        throw new Error(`${error.message}\n${server.output.join('\n')}`);
      });
      return instance;
    }),
  );
  const ready = started.filter((s): s is PromiseFulfilledResult<Instance> => s.status === 'fulfilled').map((s) => s.value);
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.all(ready.map((i) => i.stop()));
    throw failed.reason;
  }
  return ready;
}

/** Polls `check` every 50 ms until it is true; throws after `timeoutMs`. Resolves with the time it took. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number, everyMs = 50): Promise<number> {
  const started = performance.now();
  let last: unknown;
  while (performance.now() - started < timeoutMs) {
    try {
      if (await check()) return performance.now() - started;
    } catch (error) {
      last = error;
    }
    await sleep(everyMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/**
 * HAProxy in front of the instances, configured as deploy/haproxy.cfg is (readiness checks on
 * /health/ready, X-Forwarded-For, a connection that fails goes to the other server), with two
 * test-only differences: checks every 250 ms so a test sees the result quickly, and the
 * client's own X-Forwarded-For is kept (appended to) so one test process can play shoppers at
 * many addresses (the deployed config replaces it: a client must not choose its address).
 * Each answer says which server gave it (X-Served-By). Undefined when HAProxy is not installed.
 */
export async function startHaproxy(port: number, instances: Instance[], scratch: string): Promise<Balancer | undefined> {
  if (!existsSync(HAPROXY)) return undefined;
  const config = path.join(scratch, `haproxy-${port}.cfg`);
  const servers = instances.map((instance, i) => `  server ${String.fromCharCode(97 + i)} ${new URL(instance.url).host} check`).join('\n');
  writeFileSync(
    config,
    `global
  maxconn 2000

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout check 2s
  retries 2
  option redispatch
  option forwardfor

frontend shop
  bind 127.0.0.1:${port}
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /health/ready
  http-check expect status 200
  default-server inter 250ms fall 2 rise 1
  http-response set-header X-Served-By %s
${servers}
`,
  );
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', config], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refused its configuration:\n${check.stdout}${check.stderr}`);
  const child = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  const errors: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`HAProxy on ${url} with every server up`, async () => {
      if (child.exitCode !== null) throw new Error(`HAProxy exited: ${errors.join('')}`);
      const res = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(1000) });
      return res.status === 200;
    }, 10_000);
    // Every server has passed a check (rise 1 takes one), so round robin reaches all of them.
    await sleep(600);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url, stop: () => stopChild(child) };
}

export interface PrivatePostgres {
  /** Admin URL (database postgres). */
  url: string;
  /** Fast shutdown (open connections are cut, as a crash or a failover cuts them); resolves once it is down. */
  stop(): Promise<void>;
  /** Resolves once the server accepts connections. */
  start(): Promise<void>;
  remove(): Promise<void>;
}

/** Runs a command as the `postgres` user without blocking the event loop (the suite's load keeps going meanwhile). */
function runAsPostgres(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('runuser', ['-u', 'postgres', '--', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} failed (${code}):\n${output}`))));
  });
}

/**
 * A PostgreSQL cluster of the suite's own (initdb into a temporary folder, trust auth, loopback
 * only), so that a fault can stop it without touching the machine's shared server. Needs root
 * (it runs the server as the `postgres` user) and the server binaries; undefined otherwise.
 */
export async function startPrivatePostgres(port: number): Promise<PrivatePostgres | undefined> {
  if (process.getuid?.() !== 0 || !existsSync(path.join(PG_BIN, 'initdb'))) return undefined;
  const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (owner.status !== 0 || group.status !== 0) return undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fruit-shop-cluster-pg-'));
  chownSync(dir, Number(owner.stdout.trim()), Number(group.stdout.trim()));
  const data = path.join(dir, 'data');
  const pgCtl = (...action: string[]) => runAsPostgres([path.join(PG_BIN, 'pg_ctl'), '-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', ...action]);
  const start = () => pgCtl('-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`, 'start');
  try {
    await runAsPostgres([path.join(PG_BIN, 'initdb'), '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => pgCtl('-m', 'fast', 'stop'),
    async remove() {
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A redis-server of the suite's own on `port` (nothing saved to disk); undefined when redis-server is missing. */
export async function startPrivateRedis(port: number): Promise<PrivateRedis | undefined> {
  const binary = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!binary) return undefined;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitFor(`redis-server on ${port}`, () => redisAnswers(`redis://127.0.0.1:${port}`), 10_000);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop: async () => {
      if (child) await stopChild(child);
    },
  };
}

export interface MailSink {
  url: string;
  /** Every message received: its recipients and subject. */
  received: { to: string[]; subject: string }[];
  stop(): Promise<void>;
}

/**
 * A real SMTP server on loopback that counts what it is handed: the instances' SMTP_URL points
 * here, so "delivered once" is counted where mail arrives, not in the outbox's own rows.
 */
export async function startMailSink(): Promise<MailSink> {
  const received: MailSink['received'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/im.exec(Buffer.concat(chunks).toString())?.[1]?.trim() ?? '';
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
