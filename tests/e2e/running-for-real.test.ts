import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import pg from 'pg';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/build.mjs';
import { browserMissing } from './support/browser';
import { call, freshEnv, killGroup, npmStart, stop, useTempDataDirs, type Started } from './support/fresh-start';
import { openSlotId } from '../utils/delivery';

/*
 * The shop as a newcomer runs it (issue 27): `npm start` with nothing configured, so the
 * embedded database and development mode, whatever database the rest of the suite uses. Only
 * PORT and DATA_DIR are set, so that the test neither takes port 3000 nor touches ./data. Every
 * journey call must answer; afterwards the catalogue still answers quickly. Then the process
 * rules: a second process on the same DATA_DIR refuses to start, SIGTERM ends the process
 * within its deadline even with a request stuck, and `npm run admin:create` makes the first
 * admin of a production shop.
 */

const tempDataDir = useTempDataDirs();

async function codeFor(base: string, to: string): Promise<string> {
  const { body } = await call<{ to: string; text: string }[]>(base, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const match = body.map((m) => /one-time code is (\d{6})/.exec(m.text)).find(Boolean);
  if (!match) throw new Error(`no code for ${to}`);
  return match[1];
}

describe.skipIf(browserMissing())('a fresh `npm start` with nothing configured', () => {
  let shop: Started | undefined;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDataDir();
    shop = await npmStart({ DATA_DIR: dataDir });
  }, 180_000);
  afterAll(async () => {
    await stop(shop);
  });

  it('runs on the embedded database in development, on loopback only', async () => {
    expect(shop!.output.join('')).toMatch(/database: embedded/);
    // The database is not on a port: a Unix socket in a folder only this user can open, and
    // the log prints no address another local process could use (issue 41).
    expect(shop!.output.join('')).not.toMatch(/postgres(ql)?:\/\//);
    expect(statSync(path.join(dataDir, 'socket')).mode & 0o777).toBe(0o700);
    expect(existsSync(path.join(dataDir, 'socket', '.s.PGSQL.5432'))).toBe(true);
    // Nothing answers on another address of this machine (127.0.0.2 stands in for the network).
    const port = Number(new URL(shop!.url).port);
    const reached = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.2', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    expect(reached).toBe(false);
  });

  it('serves every journey: sign-up with a code, sign-in with password + code, cash and card orders, the admin', async () => {
    const base = shop!.url;
    const email = `newcomer.${Date.now()}@example.com`;
    const phone = `9${String(Date.now() % 1e9).padStart(9, '0')}`;
    const password = 'Mango@2026';

    // Sign up with the code from the outbox.
    expect((await call(base, 'POST', '/api/users/request-otp', { identifier: email, type: 'signup' })).status).toBe(200);
    const signup = await call<{ token: string }>(base, 'POST', '/api/users/verify-otp', {
      identifier: email,
      otp_code: await codeFor(base, email),
      type: 'signup',
      user: { name: 'New', last_name: 'Comer', email, password, phone, address: '1 First Street', pincode: '411001', city: 'Pune' },
    });
    expect(signup.status).toBe(200);

    // Sign in with the password, then the code.
    const asked = await call(base, 'POST', '/api/users/request-otp', { identifier: email, type: 'login', password });
    expect(asked.status).toBe(200);
    const login = await call<{ token: string }>(base, 'POST', '/api/users/verify-otp', { identifier: email, otp_code: await codeFor(base, email), type: 'login' });
    expect(login.status).toBe(200);
    const token = login.body.token;

    // Cash on delivery.
    const products = (await call<{ product_id: number; stock_quantity: number }[]>(base, 'GET', '/api/product/get')).body.filter((p) => p.stock_quantity > 2);
    const shipping = { firstName: 'New', lastName: 'Comer', email, phone, address: '1 First Street', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: '411001' };
    // Every order books a delivery slot for its pincode (the soonest open one here).
    const delivery_slot_id = await openSlotId('411001', base);
    const cash = await call<{ orderId: number }>(base, 'POST', '/api/orders', { items: [{ product_id: products[0].product_id, quantity: 1 }], shipping_info: shipping, payment_method: 'cash', delivery_slot_id }, token);
    expect(cash.status).toBe(201);

    // The simulated card: the payment window's Pay, then the checkout's verify.
    const card = await call<{ orderId: number; payment: { id: string } }>(
      base,
      'POST',
      '/api/orders',
      { items: [{ product_id: products[1].product_id, quantity: 1 }], shipping_info: shipping, payment_method: 'card', delivery_slot_id },
      token,
    );
    expect(card.status).toBe(201);
    const paid = await call<{ data: { simulatePayment: { razorpayPaymentId: string; razorpaySignature: string } } }>(
      base,
      'POST',
      '/graphql',
      { query: 'mutation($id: String!) { simulatePayment(razorpayOrderId: $id, outcome: SUCCESS) { razorpayPaymentId razorpaySignature } }', variables: { id: card.body.payment.id } },
      token,
    );
    expect(paid.status).toBe(200);
    const { razorpayPaymentId, razorpaySignature } = paid.body.data.simulatePayment;
    const verified = await call<{ success: boolean }>(
      base,
      'POST',
      '/api/payments/verify-payment',
      { razorpay_order_id: card.body.payment.id, razorpay_payment_id: razorpayPaymentId, razorpay_signature: razorpaySignature },
      token,
    );
    expect(verified.body).toMatchObject({ success: true });
    const mine = await call<{ order_id: number; status: string }[]>(base, 'GET', '/api/orders', undefined, token);
    expect(mine.body.find((o) => o.order_id === card.body.orderId)?.status).toBe('paid');

    // The admin signs in.
    const admin = await call<{ loggedIn: boolean }>(base, 'POST', '/api/admin/login', { identifier: 'admin@fruitshop.test', password: 'Admin@1234' });
    expect(admin.status).toBe(200);
    expect(admin.body.loggedIn).toBe(true);

    // And the shop still answers a catalogue read quickly.
    const read = await call<unknown[]>(base, 'GET', '/api/product/get');
    expect(read.status).toBe(200);
    expect(read.ms).toBeLessThan(2000);
  });

  it('refuses a second process on the same DATA_DIR with a clear message', async () => {
    const second = await npmStart({ DATA_DIR: dataDir }, { wait: false });
    const code = await Promise.race([second.exited, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 60_000))]);
    if (code === 'timeout') killGroup(second.child);
    expect(code).not.toBe('timeout');
    expect(code).not.toBe(0);
    expect(second.output.join('')).toMatch(/in use by another app process \(pid \d+\)/);
    // One line, no stack trace.
    expect(second.output.join('')).not.toMatch(/^\s+at /m);
    // The first one is untouched.
    expect((await call(shop!.url, 'GET', '/api/product/get')).status).toBe(200);
  });
});

describe.skipIf(browserMissing())('a port already in use', () => {
  const taken = async () => {
    const { createServer } = await import('node:net');
    const server = createServer();
    await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0 }, resolve));
    return server;
  };

  it('is found before anything is migrated, and said in one line', async () => {
    const blocker = await taken();
    const port = (blocker.address() as { port: number }).port;
    const dataDir = tempDataDir();
    try {
      const started = await npmStart({ DATA_DIR: dataDir, PORT: String(port) }, { wait: false });
      const code = await Promise.race([started.exited, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 60_000))]);
      if (code === 'timeout') killGroup(started.child);
      expect(code).toBe(1);
      const output = started.output.join('').trim();
      expect(output).toBe(`Port ${port} is in use: set PORT`);
      // Nothing was created in the data folder: the embedded database never opened.
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      blocker.close();
    }
  });
});

describe.skipIf(browserMissing())('stopping', () => {
  it('exits within the shutdown deadline on SIGTERM even while a request is stuck on the database, and frees its DATA_DIR', async () => {
    const dataDir = tempDataDir();
    const shop = await npmStart({ DATA_DIR: dataDir });
    // The embedded database is one session: a transaction left open from outside holds every
    // statement of the shop, as a stuck request of its own would.
    // Through its socket in DATA_DIR, as this user (the folder is 0700).
    const databaseUrl = `postgresql://postgres@${encodeURIComponent(path.join(dataDir, 'socket'))}:5432/postgres`;
    const holder = new pg.Client({ connectionString: databaseUrl });
    holder.on('error', () => undefined); // the shop's end ends this connection too
    await holder.connect();
    await holder.query('begin');
    await holder.query('select 1');
    const stuck = fetch(`${shop.url}/api/product/get`).then(
      (res) => res.status,
      () => 'no answer',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));

    const started = performance.now();
    shop.child.kill('SIGTERM');
    const code = await Promise.race([shop.exited, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 20_000))]);
    const took = performance.now() - started;
    if (code === 'hung') killGroup(shop.child);
    await holder.end().catch(() => undefined);
    await stuck;
    expect(code).not.toBe('hung');
    // The default deadline is 10 s; allow for a slow machine, never for ever.
    expect(took).toBeLessThan(13_000);
    expect(existsSync(path.join(dataDir, 'embedded-database.lock'))).toBe(false);

    // The same DATA_DIR starts again.
    const again = await npmStart({ DATA_DIR: dataDir });
    try {
      expect((await call(again.url, 'GET', '/api/product/get')).status).toBe(200);
    } finally {
      await stop(again);
    }
  }, 120_000);
});

describe.skipIf(browserMissing())('the first admin of a production shop: npm run admin:create', () => {
  const cli = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, [path.join(ROOT, 'scripts/admin-create.mjs'), ...args], { cwd: ROOT, env: freshEnv(env), encoding: 'utf8', timeout: 120_000 });

  it('creates an active admin from ADMIN_PASSWORD (never argv) who can sign in', async () => {
    const dataDir = tempDataDir();
    const production = { NODE_ENV: 'production', ALLOW_SIMULATED_PAYMENTS: 'true', DATA_DIR: dataDir };

    // Only the database settings are needed: no payment keys, no simulated-payments switch.
    const databaseOnly = cli(['--email', 'first@example.com', '--name', 'First Owner'], { NODE_ENV: 'production', DATA_DIR: dataDir, ADMIN_PASSWORD: 'Orchard#2026' });
    expect(databaseOnly.status, databaseOnly.stderr).toBe(0);

    const withArgvPassword = cli(['--email', 'owner@example.com', '--name', 'Owner', '--password', 'Orchard#2026'], production);
    expect(withArgvPassword.status).not.toBe(0);
    expect(withArgvPassword.stderr).toMatch(/never taken from the command line/);
    const withoutPassword = cli(['--email', 'owner@example.com', '--name', 'Owner'], production);
    expect(withoutPassword.status).not.toBe(0);
    expect(withoutPassword.stderr).toMatch(/ADMIN_PASSWORD/);

    const created = cli(['--email', 'owner@example.com', '--name', 'Shop Owner'], { ...production, ADMIN_PASSWORD: 'Orchard#2026' });
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/owner@example\.com .* created and active/);
    const twice = cli(['--email', 'owner@example.com', '--name', 'Shop Owner'], { ...production, ADMIN_PASSWORD: 'Orchard#2026' });
    expect(twice.status).not.toBe(0);
    expect(twice.stderr).toMatch(/already exists/);

    const shop = await npmStart(production);
    try {
      const login = await call<{ loggedIn: boolean; token: string }>(shop.url, 'POST', '/api/admin/login', { identifier: 'owner@example.com', password: 'Orchard#2026' });
      expect(login.status).toBe(200);
      expect(login.body.token).toBeTruthy();
      // While the shop holds the embedded database, the tool says what to do, in one line.
      const whileRunning = cli(['--email', 'second@example.com', '--name', 'Second Owner'], { ...production, ADMIN_PASSWORD: 'Orchard#2026' });
      expect(whileRunning.status).toBe(1);
      expect(whileRunning.stderr.trim()).toMatch(/^The shop is running on this embedded database \(pid \d+\): stop the shop first \(it holds DATA_DIR\), or set DATABASE_URL\.$/);
    } finally {
      await stop(shop);
    }
  }, 240_000);
});
