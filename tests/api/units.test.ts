import { describe, expect, it } from 'vitest';
import { decimalToPaise, discountPercent, paiseToDecimal, rupeesToPaise } from '../../api/src/lib/money.js';
import { loadConfig } from '../../api/src/config.js';
import { parseId } from '../../api/src/lib/errors.js';

describe('money', () => {
  it('converts between rupees, numeric text and paise without float drift', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1099)).toBe(109900);
    expect(() => rupeesToPaise(1.005)).toThrow(/2 decimals/);
    expect(decimalToPaise('123.45')).toBe(12345);
    expect(decimalToPaise('7.5')).toBe(750);
    expect(decimalToPaise('-0.05')).toBe(-5);
    expect(paiseToDecimal(12345)).toBe('123.45');
    expect(paiseToDecimal(-5)).toBe('-0.05');
    expect(paiseToDecimal(100)).toBe('1.00');
  });

  it('rounds the discount percentage and gives 0 when there is no discount', () => {
    expect(discountPercent(12900, 10900)).toBe(16);
    expect(discountPercent(10000, 10000)).toBe(0);
    expect(discountPercent(10000, 12000)).toBe(0);
  });
});

describe('config', () => {
  it('runs one app process unless told, and several only on an external database', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ APP_WORKERS: '2', DATABASE_URL: 'postgres://x@127.0.0.1/db' }).workers).toBe(2);
    expect(() => loadConfig({ APP_WORKERS: '2' })).toThrow(/needs DATABASE_URL/);
  });

  it('picks the payment gateway: Razorpay with both keys, simulated with none, refused half-configured or in production', () => {
    expect(loadConfig({}).payments.mode).toBe('simulated');
    expect(loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 's' }).payments).toMatchObject({ mode: 'razorpay', keyId: 'rzp_test_x' });
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(/both/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ALLOW_SIMULATED_PAYMENTS/);
  });

  it('has sensible defaults and refuses bad values with a readable message', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, nodeEnv: 'development', databaseUrl: undefined, autoSeed: true, seedDemoAccounts: true });
    expect(c.dataDir).toMatch(/data$/);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_SIMULATED_PAYMENTS: 'true' })).toMatchObject({ seedDemoAccounts: false, autoSeed: false, graphqlIntrospection: false });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be an integer/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ AUTO_SEED: 'maybe' })).toThrow(/boolean/);
  });
});

describe('ids', () => {
  it('accepts positive integers only', () => {
    expect(parseId('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '99999999999', '']) expect(() => parseId(bad), bad).toThrow();
  });
});
