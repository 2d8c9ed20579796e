import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whether we run from api/src (tests) or api/dist/api/src (build). */
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(from: string): string {
  // Walk up to the workspace root: works from api/src (tests, dev) and api/dist/api/src (build).
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).workspaces) return dir;
  }
  return process.cwd();
}

export type NodeEnv = 'development' | 'production' | 'test';

export interface GraphQLLimits {
  maxDepth: number;
  maxAliases: number;
  maxTokens: number;
  maxCost: number;
  maxDirectives: number;
  /** Root mutation fields in one operation (each alias counts). */
  maxMutations: number;
}

export interface Config {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  host: string;
  port: number;
  /** External PostgreSQL; when absent an embedded PGlite server is started. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadDir: string;
  webDistDir: string;
  /** Seed the demo shop when the database is empty. */
  autoSeed: boolean;
  /** Demo accounts are never created in production unless explicitly asked for. */
  seedDemoAccounts: boolean;
  /**
   * Whether a public admin sign-up on a shop with no active admin makes that admin active
   * (development and tests); production's first admin comes from `npm run admin:create`.
   */
  firstAdminBySignup: boolean;
  graphqlIntrospection: boolean;
  logLevel: string;
  /** Trust X-Forwarded-* when behind a reverse proxy. */
  trustProxy: boolean;
  /** The shop's public origin for canonical and Open Graph URLs; without it, the request's host. */
  publicUrl: string | undefined;
  /** How long a rendered guest page may be served from memory (0 turns the cache off). */
  pageCacheTtlMs: number;
  /** How long a customer session, once looked up, is trusted from memory (0 turns the cache off); revocations evict at once. */
  sessionCacheTtlMs: number;
  /** Requests per window per client IP on /graphql and /api/* (0 turns the per-IP limit off). */
  rateLimitMax: number;
  /** The per-IP limit's fixed window in milliseconds (0 turns the limit off). */
  rateLimitWindowMs: number;
  /** Server-rendered pages per window per client IP (a budget of their own; 0 turns it off). */
  pageRateLimitMax: number;
  /** Redis (redis:// or rediss://) holding the per-IP counters so every instance shares them; in memory without it. */
  redisUrl: string | undefined;
  /** Ceilings on one GraphQL document (api/src/http/graphql-limits.ts). */
  graphqlLimits: GraphQLLimits;
  /** SMTP connection URL (smtp://user:pass@host:587, smtps://…); without it, mail goes to the development sink. */
  smtpUrl: string | undefined;
  /** The sender of every email. */
  smtpFrom: string;
  /** SMS provider name; unset means the development sink (no real provider is wired in yet). */
  smsProvider: string | undefined;
  /** How often the outbox worker looks for due messages when nothing nudges it. */
  outboxPollMs: number;
  /** A Nominatim-compatible reverse-geocoding endpoint. */
  geocodingUrl: string;
  /** Identifies the shop to the geocoding service (Nominatim's usage policy asks for one). */
  geocodingUserAgent: string;
  /** Card payments: Razorpay keys, or the built-in simulated gateway when both are absent. */
  payments: PaymentsConfig;
  /** Minutes an unpaid card order holds its stock before it is cancelled and restocked. */
  unpaidOrderTtlMinutes: number;
  /** App processes sharing the port (node:cluster); more than one needs DATABASE_URL. */
  workers: number;
  /** How long a statement waits for a database connection before the request answers 503. */
  dbAcquireTimeoutMs: number;
  /** A request with no answer after this long gets 503 (the server stays up). */
  requestTimeoutMs: number;
  /** After SIGTERM/SIGINT the process exits within this long, whatever is still running. */
  shutdownTimeoutMs: number;
}

export interface PaymentsConfig {
  mode: 'razorpay' | 'simulated';
  /** Razorpay key id (public; the checkout script needs it). */
  keyId: string;
  /** Signs checkout results: the Razorpay key secret, or the simulated gateway's local secret. */
  keySecret: string;
  /** Signs webhook bodies (RAZORPAY_WEBHOOK_SECRET); in simulated mode a local secret. */
  webhookSecret: string;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`Expected a boolean, got "${value}"`);
}

function int(name: string, value: string | undefined, fallback: number, min = 0, max = 65535): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer between ${min} and ${max}, got "${value}"`);
  return n;
}

function origin(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL such as https://shop.example, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must use http or https, got "${value}"`);
  return url.origin;
}

function httpUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const at = origin(name, value);
  return at && new URL(value).href;
}

function smtpUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^smtps?:\/\/[^/]/i.test(value)) throw new Error('SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465');
  return value;
}

// Nominatim's policy wants an application that can be identified; the shop's address does that.
const defaultUserAgent = (publicUrl: string | undefined) => (publicUrl ? `FruitShop/0.1 (+${publicUrl})` : 'FruitShop/0.1 (self-hosted fruit shop)');

function redisUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^rediss?:\/\/[^/]/i.test(value)) throw new Error(`REDIS_URL must look like redis://host:6379 or rediss://user:password@host:6380, got "${value}"`);
  return value;
}

/** Parses every environment variable the api reads, in one place. Throws a readable error on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = (env.NODE_ENV ?? 'development') as NodeEnv;
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    throw new Error(`NODE_ENV must be development, production or test, got "${env.NODE_ENV}"`);
  }
  const isProduction = nodeEnv === 'production';
  // 'memory://' keeps the embedded database in memory (tests); anything else is a folder.
  const dataDir = env.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(REPO_ROOT, env.DATA_DIR || 'data');
  const defaultUploads = dataDir === 'memory://' ? path.join(os.tmpdir(), 'fruit-shop-uploads') : path.join(dataDir, 'uploads');
  return {
    nodeEnv,
    isProduction,
    // A development shop (with its outbox of one-time codes) is for this machine only; a
    // production one listens on every interface unless told otherwise.
    host: env.HOST || (isProduction ? '0.0.0.0' : '127.0.0.1'),
    port: int('PORT', env.PORT, 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadDir: path.resolve(REPO_ROOT, env.UPLOAD_DIR || defaultUploads),
    webDistDir: path.resolve(REPO_ROOT, env.WEB_DIST_DIR || 'web/dist'),
    autoSeed: bool(env.AUTO_SEED, !isProduction),
    seedDemoAccounts: bool(env.SEED_DEMO_ACCOUNTS, !isProduction),
    firstAdminBySignup: !isProduction,
    graphqlIntrospection: bool(env.GRAPHQL_INTROSPECTION, !isProduction),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'warn' : 'info'),
    trustProxy: bool(env.TRUST_PROXY, false),
    publicUrl: origin('PUBLIC_URL', env.PUBLIC_URL),
    pageCacheTtlMs: int('PAGE_CACHE_TTL_MS', env.PAGE_CACHE_TTL_MS, 5000, 0, 600_000),
    sessionCacheTtlMs: int('SESSION_CACHE_TTL_MS', env.SESSION_CACHE_TTL_MS, 5000, 0, 60_000),
    rateLimitMax: int('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, 300, 0, 10_000_000),
    rateLimitWindowMs: int('RATE_LIMIT_WINDOW_MS', env.RATE_LIMIT_WINDOW_MS, 60_000, 0, 86_400_000),
    pageRateLimitMax: int('PAGE_RATE_LIMIT_MAX', env.PAGE_RATE_LIMIT_MAX, 600, 0, 10_000_000),
    redisUrl: redisUrl(env.REDIS_URL),
    // Defaults leave several times the headroom over the web client's largest operation
    // (docs/decisions/0008-abuse-limits.md; tests/api/graphql-limits.test.ts checks every one).
    graphqlLimits: {
      maxDepth: int('GRAPHQL_MAX_DEPTH', env.GRAPHQL_MAX_DEPTH, 12, 1, 1000),
      maxAliases: int('GRAPHQL_MAX_ALIASES', env.GRAPHQL_MAX_ALIASES, 15, 0, 10_000),
      maxTokens: int('GRAPHQL_MAX_TOKENS', env.GRAPHQL_MAX_TOKENS, 2000, 10, 1_000_000),
      maxCost: int('GRAPHQL_MAX_COST', env.GRAPHQL_MAX_COST, 15_000, 1, 100_000_000),
      maxDirectives: int('GRAPHQL_MAX_DIRECTIVES', env.GRAPHQL_MAX_DIRECTIVES, 20, 0, 10_000),
      maxMutations: int('GRAPHQL_MAX_MUTATIONS', env.GRAPHQL_MAX_MUTATIONS, 5, 1, 1000),
    },
    smtpUrl: smtpUrl(env.SMTP_URL),
    smtpFrom: env.SMTP_FROM || 'Fruit Shop <no-reply@fruitshop.local>',
    smsProvider: env.SMS_PROVIDER || undefined,
    outboxPollMs: int('OUTBOX_POLL_MS', env.OUTBOX_POLL_MS, 500, 50, 600_000),
    geocodingUrl: httpUrl('GEOCODING_URL', env.GEOCODING_URL) ?? 'https://nominatim.openstreetmap.org/reverse',
    geocodingUserAgent: env.GEOCODING_USER_AGENT || defaultUserAgent(origin('PUBLIC_URL', env.PUBLIC_URL)),
    payments: paymentsConfig(env, isProduction),
    unpaidOrderTtlMinutes: int('UNPAID_ORDER_TTL_MINUTES', env.UNPAID_ORDER_TTL_MINUTES, 30, 1, 10_080),
    workers: workerCount(env),
    dbAcquireTimeoutMs: int('DB_ACQUIRE_TIMEOUT_MS', env.DB_ACQUIRE_TIMEOUT_MS, 5000, 100, 600_000),
    requestTimeoutMs: int('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000, 0, 600_000),
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000, 100, 600_000),
  };
}

/** APP_WORKERS: a number, or `auto` for one per CPU. The embedded database serves one process only. */
function workerCount(env: NodeJS.ProcessEnv): number {
  const raw = env.APP_WORKERS;
  const n = raw === 'auto' ? os.availableParallelism() : int('APP_WORKERS', raw, 1, 1, 64);
  if (n > 1 && !env.DATABASE_URL) throw new Error('APP_WORKERS above 1 needs DATABASE_URL: the embedded database serves one process');
  return n;
}

/**
 * Razorpay when both keys are set; otherwise the simulated gateway (decisions: Payments),
 * which production refuses unless ALLOW_SIMULATED_PAYMENTS says so. Local secrets are random
 * per process unless given, so nobody can forge a simulated signature from outside.
 */
function paymentsConfig(env: NodeJS.ProcessEnv, isProduction: boolean): PaymentsConfig {
  const keyId = env.RAZORPAY_KEY_ID || '';
  const keySecret = env.RAZORPAY_KEY_SECRET || '';
  if (!!keyId !== !!keySecret) throw new Error('Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither (simulated payments)');
  if (keyId) {
    return { mode: 'razorpay', keyId, keySecret, webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || '' };
  }
  if (isProduction && !bool(env.ALLOW_SIMULATED_PAYMENTS, false)) {
    throw new Error('No Razorpay keys: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or ALLOW_SIMULATED_PAYMENTS=true to run the simulated gateway in production');
  }
  return {
    mode: 'simulated',
    keyId: 'rzp_test_simulated',
    keySecret: env.SIMULATED_PAYMENT_SECRET || randomBytes(32).toString('hex'),
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || randomBytes(32).toString('hex'),
  };
}
