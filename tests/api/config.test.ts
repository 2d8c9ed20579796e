import { readFileSync } from 'node:fs';
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
      webDistDir: path.join(REPO_ROOT, 'web', 'dist'),
      autoSeed: true,
      logLevel: 'info',
      trustProxy: false,
      publicUrl: undefined,
      pageCacheTtlMs: 5000,
      responseCacheTtlMs: 60_000,
      graphqlJit: true,
      sessionCacheTtlMs: 5000,
      smtpFrom: 'Fruit Shop <no-reply@fruitshop.local>',
      outboxPollMs: 500,
      geocodingUrl: 'https://nominatim.openstreetmap.org/reverse',
      geocodingUserAgent: 'FruitShop/0.1 (self-hosted fruit shop)',
      unpaidOrderTtlMinutes: 30,
      workers: 1,
      dbAcquireTimeoutMs: 5000,
      requestTimeoutMs: 30_000,
      shutdownTimeoutMs: 10_000,
    });
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' })).toMatchObject({ logLevel: 'warn', dataDir: 'memory://' });
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

  it('checks a variable even where its value would not be used', () => {
    expect(problem({ ALLOW_SIMULATED_PAYMENTS: 'maybe' })).toMatch(/ALLOW_SIMULATED_PAYMENTS must be a boolean/);
  });
});
