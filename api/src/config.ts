import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  /** Queries run compiled by graphql-jit (http/graphql-executor.ts); off, graphql-js interprets every one. */
  graphqlJit: boolean;
  logLevel: string;
  /** Trust X-Forwarded-* when behind a reverse proxy. */
  trustProxy: boolean;
  /** The shop's public origin for canonical and Open Graph URLs; without it, the request's host. */
  publicUrl: string | undefined;
  /** How long a rendered guest page may be served from memory (0 turns the cache off). */
  pageCacheTtlMs: number;
  /** How long a guest's answer of a catalogue read (GraphQL or REST) may be served from memory (0 turns the cache off); a catalogue change drops it at once. */
  responseCacheTtlMs: number;
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

/*
 * The environment's schema (zod): one entry per variable, with its type, bounds and default.
 * An empty variable counts as unset. Defaults that depend on NODE_ENV and values derived from
 * several variables are settled in loadConfig, below the schema.
 */

const integer = (min: number, max: number) => {
  const error = `must be an integer between ${min} and ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

const boolean = z.stringbool({ truthy: ['1', 'true', 'yes', 'on'], falsy: ['0', 'false', 'no', 'off'], case: 'insensitive', error: 'must be a boolean (true/false, 1/0, yes/no, on/off)' });

const httpUrl = z.url({ protocol: /^https?$/, normalize: true, error: 'must be an absolute http(s) URL such as https://shop.example' });

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Variables whose values are never repeated in an error message: they may hold credentials. */
const SECRET = new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'SIMULATED_PAYMENT_SECRET']);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
    HOST: z.string().optional(),
    PORT: integer(0, 65535).default(3000),
    DATABASE_URL: z.string().optional(),
    // 'memory://' keeps the embedded database in memory (tests); anything else is a folder.
    DATA_DIR: z.string().default('data'),
    UPLOAD_DIR: z.string().optional(),
    WEB_DIST_DIR: z.string().default('web/dist'),
    AUTO_SEED: boolean.optional(),
    SEED_DEMO_ACCOUNTS: boolean.optional(),
    GRAPHQL_INTROSPECTION: boolean.optional(),
    GRAPHQL_JIT: boolean.default(true),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
    TRUST_PROXY: boolean.default(false),
    PUBLIC_URL: httpUrl.transform((href) => new URL(href).origin).optional(),
    PAGE_CACHE_TTL_MS: integer(0, 600_000).default(5000),
    RESPONSE_CACHE_TTL_MS: integer(0, 3_600_000).default(60_000),
    SESSION_CACHE_TTL_MS: integer(0, 60_000).default(5000),
    RATE_LIMIT_MAX: integer(0, 10_000_000).default(300),
    RATE_LIMIT_WINDOW_MS: integer(0, 86_400_000).default(60_000),
    PAGE_RATE_LIMIT_MAX: integer(0, 10_000_000).default(600),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/[^/]/i, { error: 'must look like redis://host:6379 or rediss://user:password@host:6380' })
      .optional(),
    // Defaults leave several times the headroom over the web client's largest operation
    // (docs/decisions/0008-abuse-limits.md; tests/api/graphql-limits.test.ts checks every one).
    GRAPHQL_MAX_DEPTH: integer(1, 1000).default(12),
    GRAPHQL_MAX_ALIASES: integer(0, 10_000).default(15),
    GRAPHQL_MAX_TOKENS: integer(10, 1_000_000).default(2000),
    GRAPHQL_MAX_COST: integer(1, 100_000_000).default(15_000),
    GRAPHQL_MAX_DIRECTIVES: integer(0, 10_000).default(20),
    GRAPHQL_MAX_MUTATIONS: integer(1, 1000).default(5),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]/i, { error: 'must look like smtp://user:password@host:587 or smtps://host:465' })
      .optional(),
    SMTP_FROM: z.string().default('Fruit Shop <no-reply@fruitshop.local>'),
    SMS_PROVIDER: z.string().optional(),
    OUTBOX_POLL_MS: integer(50, 600_000).default(500),
    GEOCODING_URL: httpUrl.default('https://nominatim.openstreetmap.org/reverse'),
    GEOCODING_USER_AGENT: z.string().optional(),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    ALLOW_SIMULATED_PAYMENTS: boolean.default(false),
    SIMULATED_PAYMENT_SECRET: z.string().optional(),
    UNPAID_ORDER_TTL_MINUTES: integer(1, 10_080).default(30),
    // A number, or `auto` for one per CPU.
    APP_WORKERS: z
      .union([z.literal('auto').transform(() => os.availableParallelism()), integer(1, 64)], { error: 'must be auto or an integer between 1 and 64' })
      .default(1),
    DB_ACQUIRE_TIMEOUT_MS: integer(100, 600_000).default(5000),
    REQUEST_TIMEOUT_MS: integer(0, 600_000).default(30_000),
    SHUTDOWN_TIMEOUT_MS: integer(100, 600_000).default(10_000),
  })
  // Rules across variables; they run once every variable on its own is valid.
  .superRefine((env, ctx) => {
    // The embedded database serves one process only.
    if (env.APP_WORKERS > 1 && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['APP_WORKERS'], message: 'above 1 needs DATABASE_URL: the embedded database serves one process' });
    }
    // Razorpay when both keys are set; otherwise the simulated gateway (decisions: Payments),
    // which production refuses unless ALLOW_SIMULATED_PAYMENTS says so.
    if (!!env.RAZORPAY_KEY_ID !== !!env.RAZORPAY_KEY_SECRET) {
      ctx.addIssue({ code: 'custom', path: [], message: 'Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither (simulated payments)' });
    } else if (!env.RAZORPAY_KEY_ID && env.NODE_ENV === 'production' && !env.ALLOW_SIMULATED_PAYMENTS) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: 'No Razorpay keys: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or ALLOW_SIMULATED_PAYMENTS=true to run the simulated gateway in production',
      });
    }
  });

export type Env = z.output<typeof envSchema>;

/** One line per problem, naming the variable and (unless it may hold a secret) the value given. */
function describeIssues(issues: readonly z.core.$ZodIssue[], given: Record<string, string>): string {
  const lines = issues.map((issue) => {
    const name = issue.path[0];
    if (typeof name !== 'string') return issue.message;
    const value = issue.code !== 'custom' && !SECRET.has(name) ? `, got "${given[name]}"` : '';
    return `${name} ${issue.message}${value}`;
  });
  return `Bad environment (see the Configuration table in README.md):\n  ${lines.join('\n  ')}`;
}

// Nominatim's policy wants an application that can be identified; the shop's address does that.
const defaultUserAgent = (publicUrl: string | undefined) => (publicUrl ? `FruitShop/0.1 (+${publicUrl})` : 'FruitShop/0.1 (self-hosted fruit shop)');

/** Parses every environment variable the api reads, in one place. Throws a readable error on bad values. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined && value !== '') given[name] = value;
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) throw new Error(describeIssues(parsed.error.issues, given));
  const e = parsed.data;

  const nodeEnv = e.NODE_ENV;
  const isProduction = nodeEnv === 'production';
  const dataDir = e.DATA_DIR === 'memory://' ? 'memory://' : path.resolve(REPO_ROOT, e.DATA_DIR);
  const defaultUploads = dataDir === 'memory://' ? path.join(os.tmpdir(), 'fruit-shop-uploads') : path.join(dataDir, 'uploads');
  return {
    nodeEnv,
    isProduction,
    // A development shop (with its outbox of one-time codes) is for this machine only; a
    // production one listens on every interface unless told otherwise.
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadDir: path.resolve(REPO_ROOT, e.UPLOAD_DIR ?? defaultUploads),
    webDistDir: path.resolve(REPO_ROOT, e.WEB_DIST_DIR),
    autoSeed: e.AUTO_SEED ?? !isProduction,
    seedDemoAccounts: e.SEED_DEMO_ACCOUNTS ?? !isProduction,
    firstAdminBySignup: !isProduction,
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION ?? !isProduction,
    graphqlJit: e.GRAPHQL_JIT,
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL,
    pageCacheTtlMs: e.PAGE_CACHE_TTL_MS,
    responseCacheTtlMs: e.RESPONSE_CACHE_TTL_MS,
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_MS,
    rateLimitMax: e.RATE_LIMIT_MAX,
    rateLimitWindowMs: e.RATE_LIMIT_WINDOW_MS,
    pageRateLimitMax: e.PAGE_RATE_LIMIT_MAX,
    redisUrl: e.REDIS_URL,
    graphqlLimits: {
      maxDepth: e.GRAPHQL_MAX_DEPTH,
      maxAliases: e.GRAPHQL_MAX_ALIASES,
      maxTokens: e.GRAPHQL_MAX_TOKENS,
      maxCost: e.GRAPHQL_MAX_COST,
      maxDirectives: e.GRAPHQL_MAX_DIRECTIVES,
      maxMutations: e.GRAPHQL_MAX_MUTATIONS,
    },
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    smsProvider: e.SMS_PROVIDER,
    outboxPollMs: e.OUTBOX_POLL_MS,
    geocodingUrl: e.GEOCODING_URL,
    geocodingUserAgent: e.GEOCODING_USER_AGENT ?? defaultUserAgent(e.PUBLIC_URL),
    payments: paymentsConfig(e),
    unpaidOrderTtlMinutes: e.UNPAID_ORDER_TTL_MINUTES,
    workers: e.APP_WORKERS,
    dbAcquireTimeoutMs: e.DB_ACQUIRE_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}

/**
 * Razorpay when both keys are set (the schema checked that), else the simulated gateway. Its
 * local secrets are random per process unless given, so nobody can forge a simulated
 * signature from outside.
 */
function paymentsConfig(e: Env): PaymentsConfig {
  if (e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET) {
    return { mode: 'razorpay', keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? '' };
  }
  return {
    mode: 'simulated',
    keyId: 'rzp_test_simulated',
    keySecret: e.SIMULATED_PAYMENT_SECRET ?? randomBytes(32).toString('hex'),
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
  };
}
