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
  /**
   * The folder pictures were served from before the image store; its files are imported into the
   * store at start (never written to). None for an in-memory DATA_DIR without UPLOAD_DIR.
   */
  uploadDir: string | undefined;
  /** Where pictures live: the database (default) or an S3-compatible bucket. */
  imageStore: ImageStoreConfig;
  /** Bytes of small, often requested pictures each instance keeps in memory (0: none). */
  imageCacheBytes: number;
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
  /** How long a cached guest page or answer may outlive a change of stock alone (orders, restocks); a catalogue edit drops it at once. */
  stockStalenessMs: number;
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
  /** Extra CA certificate(s), PEM, trusted for the mail server's TLS certificate (a private CA); verification stays on. */
  smtpTlsCa: string | undefined;
  /** SMS_PROVIDER: msg91 or twilio (a real provider), log (the development sink, as when unset). */
  smsProvider: string | undefined;
  /** The real provider's settings, checked at start; undefined for log or unset. */
  sms: SmsSettings | undefined;
  /** How often the outbox worker looks for due messages when nothing nudges it. */
  outboxPollMs: number;
  /** The outbox's wait after a first failed delivery; later waits grow from it (5 s, 30 s, 2 min, 10 min, 1 h at the default). */
  outboxRetryBaseMs: number;
  /** A Nominatim-compatible reverse-geocoding endpoint. */
  geocodingUrl: string;
  /** Identifies the shop to the geocoding service (Nominatim's usage policy asks for one). */
  geocodingUserAgent: string;
  /** Card payments: Razorpay keys, or the built-in simulated gateway when both are absent. */
  payments: PaymentsConfig;
  /** Minutes an unpaid card order holds its stock before it is cancelled and restocked. */
  unpaidOrderTtlMinutes: number;
  /** How often each instance looks for unpaid card orders past their time (skip locked: one instance cancels each). */
  unpaidOrderSweepMs: number;
  /** How often each instance sends the subscriptions' renewal reminders and ending notices that are due (skip locked: each goes once). */
  subscriptionSweepMs: number;
  /** App processes sharing the port (node:cluster); more than one needs DATABASE_URL. */
  workers: number;
  /** How long a statement waits for a database connection before the request answers 503. */
  dbAcquireTimeoutMs: number;
  /** Load shedding (http/load-shedding.ts): requests in flight per process past which a new one gets 503 at once (0: off). */
  shedMaxInFlight: number;
  /** Load shedding: the event loop's mean delay (ms, sampled every 200 ms) past which requests get 503 at once (0: off). */
  shedMaxEventLoopDelayMs: number;
  /** A request with no answer after this long gets 503 (the server stays up). */
  requestTimeoutMs: number;
  /** After SIGTERM/SIGINT the process exits within this long, whatever is still running. */
  shutdownTimeoutMs: number;
}

export type ImageStoreConfig = { backend: 'postgres' } | S3ImageStoreConfig;

export interface S3ImageStoreConfig {
  backend: 's3';
  bucket: string;
  region: string;
  /** For MinIO, R2 and other S3-compatible servers; AWS itself needs none. */
  endpoint: string | undefined;
  /** bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most local servers. */
  forcePathStyle: boolean;
  /** Prepended to every object key: '' or a folder ending in '/'. */
  prefix: string;
  /** Without keys the SDK's own chain applies (instance or task roles, AWS_* variables). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export const SMS_PROVIDERS = ['msg91', 'twilio', 'log'] as const;

export type SmsSettings = Msg91Settings | TwilioSettings;

/** MSG91's Flow API (docs/decisions/0044-sms-providers.md): one DLT template per kind of text. */
export interface Msg91Settings {
  provider: 'msg91';
  authKey: string;
  /** https://control.msg91.com, or a fake server's address in tests. */
  baseUrl: string;
  templates: { otp: string; order: string; generic: string };
}

/** Twilio's Messages API. */
export interface TwilioSettings {
  provider: 'twilio';
  accountSid: string;
  authToken: string;
  /** A number (+1…) or an alphanumeric sender ID; or the messaging service below, or both. */
  from: string | undefined;
  messagingServiceSid: string | undefined;
  /** https://api.twilio.com, a regional edge, or a fake server's address in tests. */
  baseUrl: string;
}

export interface PaymentsConfig {
  mode: 'razorpay' | 'simulated';
  /** Razorpay key id (public; the checkout script needs it). */
  keyId: string;
  /** Signs checkout results: the Razorpay key secret, or the simulated gateway's local secret. */
  keySecret: string;
  /** Signs webhook bodies (RAZORPAY_WEBHOOK_SECRET); in simulated mode a local secret. */
  webhookSecret: string;
  /**
   * The simulated gateway's secrets this process made up because none was given. A signature
   * made by one instance must check out on another, so the app replaces them at start with
   * secrets kept in the database, shared by every instance and worker (payment-secrets.ts).
   */
  madeUpSecrets: ('keySecret' | 'webhookSecret')[];
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

/** Load shedding's limits when not configured (measured: docs/decisions/0036). */
export const SHED_DEFAULTS = { maxInFlight: 8, maxEventLoopDelayMs: 0 } as const;

/** Variables whose values are never repeated in an error message: they may hold credentials. */
const SECRET = new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'SIMULATED_PAYMENT_SECRET', 'S3_SECRET_ACCESS_KEY', 'MSG91_AUTH_KEY', 'TWILIO_AUTH_TOKEN']);

/** What each real SMS provider cannot start without (a missing one is named at start). */
const SMS_REQUIRED = {
  msg91: ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_OTP', 'MSG91_TEMPLATE_ORDER', 'MSG91_TEMPLATE_GENERIC'],
  twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'],
} as const;

const templateId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be a template id (letters, digits, _ and -)' });
const baseUrl = (fallback: string) => httpUrl.transform((href) => href.replace(/\/+$/, '')).default(fallback);

/** The S3 variables besides S3_BUCKET: setting any of them without a bucket is a mistake worth naming. */
const S3_SETTINGS = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'] as const;

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
    HOST: z.string().optional(),
    PORT: integer(0, 65535).default(3000),
    DATABASE_URL: z.string().optional(),
    // 'memory://' keeps the embedded database in memory (tests); anything else is a folder.
    DATA_DIR: z.string().default('data'),
    UPLOAD_DIR: z.string().optional(),
    // Pictures (docs/decisions/0027-image-store.md): in the database unless a bucket is named.
    // Bucket names as S3 allows them (R2 and MinIO follow the same rules).
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens' })
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, { error: 'must be a region name such as us-east-1 (auto for Cloudflare R2)' })
      .default('us-east-1'),
    S3_ENDPOINT: httpUrl.transform((href) => href.replace(/\/$/, '')).optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: boolean.default(false),
    S3_PREFIX: z
      .string()
      .regex(/^(?!\/)(?!.*\/\/)(?!(.*\/)?\.\.?(\/|$))[A-Za-z0-9._/-]{1,200}$/, { error: 'must be a key prefix such as shop/pictures/ (letters, digits, . _ - and /, no leading slash, no . or .. folders)' })
      .transform((prefix) => (prefix.endsWith('/') ? prefix : `${prefix}/`))
      .optional(),
    IMAGE_CACHE_MB: integer(0, 4096).default(32),
    WEB_DIST_DIR: z.string().default('web/dist'),
    AUTO_SEED: boolean.optional(),
    SEED_DEMO_ACCOUNTS: boolean.optional(),
    GRAPHQL_INTROSPECTION: boolean.optional(),
    GRAPHQL_JIT: boolean.default(true),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
    TRUST_PROXY: boolean.default(false),
    PUBLIC_URL: httpUrl.transform((href) => new URL(href).origin).optional(),
    PAGE_CACHE_TTL_MS: integer(0, 600_000).default(300_000),
    RESPONSE_CACHE_TTL_MS: integer(0, 3_600_000).default(300_000),
    CACHE_STOCK_STALENESS_MS: integer(0, 60_000).default(5000),
    SHED_MAX_IN_FLIGHT: integer(0, 100_000).default(SHED_DEFAULTS.maxInFlight),
    SHED_MAX_EVENT_LOOP_DELAY_MS: integer(0, 60_000).default(SHED_DEFAULTS.maxEventLoopDelayMs),
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
    // PEM text, or the path of a PEM file (relative to the repository root).
    SMTP_TLS_CA: z.string().optional(),
    SMS_PROVIDER: z.enum(SMS_PROVIDERS, { error: 'must be msg91, twilio or log (unset: the development outbox)' }).optional(),
    MSG91_AUTH_KEY: z.string().optional(),
    MSG91_TEMPLATE_OTP: templateId.optional(),
    MSG91_TEMPLATE_ORDER: templateId.optional(),
    MSG91_TEMPLATE_GENERIC: templateId.optional(),
    MSG91_BASE_URL: baseUrl('https://control.msg91.com'),
    TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, { error: 'must be a Twilio Account SID: AC and 32 hexadecimal digits' }).optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z
      .string()
      .regex(/^(\+[1-9]\d{6,14}|[A-Za-z0-9][A-Za-z0-9 ]{0,10})$/, { error: 'must be a number in E.164 form (+15005550006) or a sender ID of at most 11 letters and digits' })
      .optional(),
    TWILIO_MESSAGING_SERVICE_SID: z.string().regex(/^MG[0-9a-fA-F]{32}$/, { error: 'must be a Messaging Service SID: MG and 32 hexadecimal digits' }).optional(),
    TWILIO_BASE_URL: baseUrl('https://api.twilio.com'),
    OUTBOX_POLL_MS: integer(50, 600_000).default(500),
    OUTBOX_RETRY_BASE_MS: integer(10, 3_600_000).default(5000),
    GEOCODING_URL: httpUrl.default('https://nominatim.openstreetmap.org/reverse'),
    GEOCODING_USER_AGENT: z.string().optional(),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    ALLOW_SIMULATED_PAYMENTS: boolean.default(false),
    SIMULATED_PAYMENT_SECRET: z.string().optional(),
    UNPAID_ORDER_TTL_MINUTES: integer(1, 10_080).default(30),
    UNPAID_ORDER_SWEEP_MS: integer(100, 3_600_000).default(60_000),
    SUBSCRIPTION_SWEEP_MS: integer(100, 86_400_000).default(60_000),
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
    if (!env.S3_BUCKET) {
      // S3_REGION and S3_FORCE_PATH_STYLE have defaults: only a value someone gave counts.
      const given = S3_SETTINGS.filter((name) => (name === 'S3_REGION' ? env.S3_REGION !== 'us-east-1' : name === 'S3_FORCE_PATH_STYLE' ? env.S3_FORCE_PATH_STYLE : env[name] !== undefined));
      if (given.length) {
        ctx.addIssue({ code: 'custom', path: [], message: `${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set S3_BUCKET to keep pictures in a bucket, or unset the S3_* variables to keep them in the database` });
      }
    }
    if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({ code: 'custom', path: [], message: "Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS SDK's own credentials: instance roles, AWS_* variables)" });
    }
    // A real SMS provider starts only with what it needs, each missing variable named.
    if (env.SMS_PROVIDER === 'msg91' || env.SMS_PROVIDER === 'twilio') {
      for (const name of SMS_REQUIRED[env.SMS_PROVIDER]) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `is required when SMS_PROVIDER=${env.SMS_PROVIDER}` });
      }
      if (env.SMS_PROVIDER === 'twilio' && !env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) {
        ctx.addIssue({ code: 'custom', path: ['TWILIO_FROM'], message: 'or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER=twilio (the sender of the texts)' });
      }
    }
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
  // An in-memory shop has no folder of old pictures unless told of one.
  const uploadDir = e.UPLOAD_DIR ?? (dataDir === 'memory://' ? undefined : path.join(dataDir, 'uploads'));
  return {
    nodeEnv,
    isProduction,
    // A development shop (with its outbox of one-time codes) is for this machine only; a
    // production one listens on every interface unless told otherwise.
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadDir: uploadDir === undefined ? undefined : path.resolve(REPO_ROOT, uploadDir),
    imageStore: e.S3_BUCKET
      ? {
          backend: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX ?? '',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : { backend: 'postgres' },
    imageCacheBytes: e.IMAGE_CACHE_MB * 1024 * 1024,
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
    stockStalenessMs: e.CACHE_STOCK_STALENESS_MS,
    shedMaxInFlight: e.SHED_MAX_IN_FLIGHT,
    shedMaxEventLoopDelayMs: e.SHED_MAX_EVENT_LOOP_DELAY_MS,
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
    smtpTlsCa: e.SMTP_TLS_CA === undefined ? undefined : readCertificates(e.SMTP_TLS_CA),
    smsProvider: e.SMS_PROVIDER,
    sms: smsSettings(e),
    outboxPollMs: e.OUTBOX_POLL_MS,
    outboxRetryBaseMs: e.OUTBOX_RETRY_BASE_MS,
    geocodingUrl: e.GEOCODING_URL,
    geocodingUserAgent: e.GEOCODING_USER_AGENT ?? defaultUserAgent(e.PUBLIC_URL),
    payments: paymentsConfig(e),
    unpaidOrderTtlMinutes: e.UNPAID_ORDER_TTL_MINUTES,
    unpaidOrderSweepMs: e.UNPAID_ORDER_SWEEP_MS,
    subscriptionSweepMs: e.SUBSCRIPTION_SWEEP_MS,
    workers: e.APP_WORKERS,
    dbAcquireTimeoutMs: e.DB_ACQUIRE_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}

/**
 * SMTP_TLS_CA: PEM text as it is (handy in a container's environment), or a file to read. Checked
 * here so a wrong path stops the start instead of failing every email later.
 */
function readCertificates(value: string): string {
  const problem = (why: string) => new Error(`Bad environment (see the Configuration table in README.md):\n  SMTP_TLS_CA ${why}`);
  let pem = value;
  if (!value.trimStart().startsWith('-----BEGIN')) {
    try {
      pem = readFileSync(path.resolve(REPO_ROOT, value), 'utf8');
    } catch {
      throw problem(`must be PEM text or the path of a readable PEM file, got "${value}"`);
    }
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) throw problem('holds no PEM certificate (-----BEGIN CERTIFICATE-----)');
  return pem;
}

/** The real SMS provider's settings (the schema checked that each is there), or undefined. */
function smsSettings(e: Env): SmsSettings | undefined {
  if (e.SMS_PROVIDER === 'msg91') {
    return {
      provider: 'msg91',
      authKey: e.MSG91_AUTH_KEY!,
      baseUrl: e.MSG91_BASE_URL,
      templates: { otp: e.MSG91_TEMPLATE_OTP!, order: e.MSG91_TEMPLATE_ORDER!, generic: e.MSG91_TEMPLATE_GENERIC! },
    };
  }
  if (e.SMS_PROVIDER === 'twilio') {
    return {
      provider: 'twilio',
      accountSid: e.TWILIO_ACCOUNT_SID!,
      authToken: e.TWILIO_AUTH_TOKEN!,
      from: e.TWILIO_FROM,
      messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
      baseUrl: e.TWILIO_BASE_URL,
    };
  }
  return undefined;
}

/**
 * Razorpay when both keys are set (the schema checked that), else the simulated gateway. Its
 * local secrets are random unless given, so nobody can forge a simulated signature from
 * outside; the app then swaps them for the database's shared ones (madeUpSecrets).
 */
function paymentsConfig(e: Env): PaymentsConfig {
  if (e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET) {
    return { mode: 'razorpay', keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? '', madeUpSecrets: [] };
  }
  return {
    mode: 'simulated',
    keyId: 'rzp_test_simulated',
    keySecret: e.SIMULATED_PAYMENT_SECRET ?? randomBytes(32).toString('hex'),
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
    madeUpSecrets: [...(e.SIMULATED_PAYMENT_SECRET ? [] : ['keySecret' as const]), ...(e.RAZORPAY_WEBHOOK_SECRET ? [] : ['webhookSecret' as const])],
  };
}
