import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, loadConfig, REPO_ROOT } from '../../api/src/config.js';

const problem = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
};

describe('the environment schema', () => {
  it('is documented: the README lists every variable', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const missing = Object.keys(envSchema.shape).filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 3000,
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, 'data'),
      uploadDir: path.join(REPO_ROOT, 'data', 'uploads'),
      imageStore: { backend: 'postgres' },
      imageCacheBytes: 32 * 1024 * 1024,
      webDistDir: path.join(REPO_ROOT, 'web', 'dist'),
      autoSeed: true,
      logLevel: 'info',
      trustProxy: false,
      publicUrl: undefined,
      pageCacheTtlMs: 300_000,
      responseCacheTtlMs: 300_000,
      graphqlJit: true,
      sessionCacheTtlMs: 5000,
      smtpFrom: 'Fruit Shop <no-reply@fruitshop.local>',
      smtpTlsCa: undefined,
      outboxPollMs: 500,
      outboxRetryBaseMs: 5000,
      geocodingUrl: 'https://nominatim.openstreetmap.org/reverse',
      geocodingUserAgent: 'FruitShop/0.1 (self-hosted fruit shop)',
      unpaidOrderTtlMinutes: 30,
      unpaidOrderSweepMs: 60_000,
      workers: 1,
      dbAcquireTimeoutMs: 5000,
      requestTimeoutMs: 30_000,
      shutdownTimeoutMs: 10_000,
    });
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' })).toMatchObject({ logLevel: 'warn', dataDir: 'memory://', uploadDir: undefined });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', AUTO_SEED: '', PUBLIC_URL: '', NODE_ENV: '' })).toMatchObject({ port: 3000, autoSeed: true, publicUrl: undefined, nodeEnv: 'development' });
  });

  it('derives values: the public origin, the geocoder\'s user agent, normalised URLs', () => {
    const config = loadConfig({ PUBLIC_URL: 'HTTPS://Shop.Example:443/path?q=1', GEOCODING_URL: 'HTTP://geo.example' });
    expect(config.publicUrl).toBe('https://shop.example');
    expect(config.geocodingUserAgent).toBe('FruitShop/0.1 (+https://shop.example)');
    expect(config.geocodingUrl).toBe('http://geo.example/');
  });

  it('names every bad variable and the value given, all at once', () => {
    const message = problem({ PORT: 'eighty', TRUST_PROXY: 'maybe', PUBLIC_URL: 'shop.example', LOG_LEVEL: 'verbose', APP_WORKERS: 'many' });
    expect(message).toContain('PORT must be an integer between 0 and 65535, got "eighty"');
    expect(message).toContain('TRUST_PROXY must be a boolean');
    expect(message).toContain('PUBLIC_URL must be an absolute http(s) URL such as https://shop.example, got "shop.example"');
    expect(message).toContain('LOG_LEVEL must be one of');
    expect(message).toContain('APP_WORKERS must be auto or an integer between 1 and 64');
  });

  it('never repeats a value that may hold a password', () => {
    expect(problem({ SMTP_URL: 'http://user:hunter2@mail.example' })).toMatch(/SMTP_URL must look like/);
    expect(problem({ SMTP_URL: 'http://user:hunter2@mail.example' })).not.toContain('hunter2');
    expect(problem({ REDIS_URL: 'user:hunter2@cache.example' })).not.toContain('hunter2');
  });

  it('reads SMTP_TLS_CA as PEM text or a file, and stops the start on anything else', () => {
    const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
    expect(loadConfig({ SMTP_TLS_CA: pem }).smtpTlsCa).toBe(pem);
    // A path, relative to the repository root like every other path here.
    const fixture = path.join(mkdtempSync(path.join(os.tmpdir(), 'fruit-shop-ca-')), 'ca.pem');
    writeFileSync(fixture, pem);
    expect(loadConfig({ SMTP_TLS_CA: fixture }).smtpTlsCa).toBe(pem);
    expect(problem({ SMTP_TLS_CA: 'no/such/ca.pem' })).toContain('SMTP_TLS_CA must be PEM text or the path of a readable PEM file, got "no/such/ca.pem"');
    expect(problem({ SMTP_TLS_CA: path.join(REPO_ROOT, 'package.json') })).toContain('SMTP_TLS_CA holds no PEM certificate');
    rmSync(path.dirname(fixture), { recursive: true, force: true });
  });

  it('bounds the outbox back-off base', () => {
    expect(loadConfig({ OUTBOX_RETRY_BASE_MS: '100' }).outboxRetryBaseMs).toBe(100);
    expect(problem({ OUTBOX_RETRY_BASE_MS: '5' })).toContain('OUTBOX_RETRY_BASE_MS must be an integer between 10 and 3600000, got "5"');
  });

  it('checks a variable even where its value would not be used', () => {
    expect(problem({ ALLOW_SIMULATED_PAYMENTS: 'maybe' })).toMatch(/ALLOW_SIMULATED_PAYMENTS must be a boolean/);
  });

  it('keeps pictures in the database unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({ IMAGE_CACHE_MB: '0', UPLOAD_DIR: '/srv/old-pictures' })).toMatchObject({ imageStore: { backend: 'postgres' }, imageCacheBytes: 0, uploadDir: '/srv/old-pictures' });
    expect(
      loadConfig({
        S3_BUCKET: 'shop-pictures',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'HTTP://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'shop/pictures',
      }).imageStore,
    ).toEqual({
      backend: 's3',
      bucket: 'shop-pictures',
      region: 'auto',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'shop/pictures/',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
    });
    // AWS itself: no endpoint, no keys (the SDK's own credentials), virtual-host style.
    expect(loadConfig({ S3_BUCKET: 'shop.pictures' }).imageStore).toEqual({
      backend: 's3',
      bucket: 'shop.pictures',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: '',
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
  });

  it('refuses bad picture settings, naming each', () => {
    const message = problem({ S3_BUCKET: 'My_Pictures', S3_REGION: 'US East', S3_ENDPOINT: 'minio:9000', S3_FORCE_PATH_STYLE: 'maybe', IMAGE_CACHE_MB: '-1' });
    expect(message).toContain('S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens, got "My_Pictures"');
    expect(message).toContain('S3_REGION must be a region name such as us-east-1 (auto for Cloudflare R2), got "US East"');
    expect(message).toContain('S3_ENDPOINT must be an absolute http(s) URL such as https://shop.example, got "minio:9000"');
    expect(message).toContain('S3_FORCE_PATH_STYLE must be a boolean');
    expect(message).toContain('IMAGE_CACHE_MB must be an integer between 0 and 4096, got "-1"');
    for (const prefix of ['/pictures', '../pictures', 'shop/../x', 'shop//x', 'shop pictures']) {
      expect(problem({ S3_BUCKET: 'shop', S3_PREFIX: prefix }), prefix).toContain('S3_PREFIX must be a key prefix');
    }
  });

  it('refuses S3 settings without a bucket, and one S3 key without the other, never repeating the secret', () => {
    expect(problem({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' })).toContain(
      'S3_ENDPOINT, S3_FORCE_PATH_STYLE are set but S3_BUCKET is not: set S3_BUCKET to keep pictures in a bucket, or unset the S3_* variables to keep them in the database',
    );
    const oneKey = problem({ S3_BUCKET: 'shop', S3_SECRET_ACCESS_KEY: 'hunter2' });
    expect(oneKey).toContain('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
    expect(oneKey).not.toContain('hunter2');
    expect(problem({ S3_SECRET_ACCESS_KEY: 'hunter2' })).not.toContain('hunter2');
  });
});
