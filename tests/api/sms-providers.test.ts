import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CODES_UNAVAILABLE } from '@fruit-shop/common/phone-codes';
import type { App } from '../../api/src/app.js';
import { loadConfig } from '../../api/src/config.js';
import { adminAuthService } from '../../api/src/modules/admin/admin-auth.service.js';
import { OutboxMessage } from '../../api/src/modules/messaging/outbox-message.entity.js';
import { enqueueMessage } from '../../api/src/modules/messaging/outbox.service.js';
import { adminGql, adminLogin, call } from '../utils/admins.js';
import { freshIdentity } from '../utils/customers.js';
import { openPrivateDatabase, type PrivateDatabase } from '../utils/private-database.js';

/*
 * Texts through real SMS providers (issue 40 part 1, docs/decisions/0044): for MSG91 and Twilio
 * each, a local server that speaks the provider's API (its path, its auth, its body, its
 * answers) records what the app sends and answers 200, 400, 429 or 500 as a test scripts it.
 * The app runs its own outbox worker on a database of this file's own.
 */

const MSG91 = { authKey: 'msg91-test-auth-key', otp: '6650a1b2c3d4e5f6a7b8c9d0', order: '6650a1b2c3d4e5f6a7b8c9d1', generic: '6650a1b2c3d4e5f6a7b8c9d2' };
const TWILIO = { sid: `AC${'0123456789abcdef'.repeat(2)}`, token: 'twilio-test-auth-token', from: '+15005550006' };
const PASSWORD = 'Mango@2026';

type ProviderName = 'msg91' | 'twilio';

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  raw: string;
  /** The request body as the provider reads it: MSG91's JSON, Twilio's form fields. */
  fields: Record<string, unknown>;
  /** The number it is for, as sent. */
  to: string;
  /** The text's code (MSG91: the `otp` variable; Twilio: read from the body). */
  code: string | undefined;
  status: number;
  at: number;
}

type Answer = 200 | 400 | 429 | 500;

/** A local stand-in for the provider's HTTP API. */
class FakeProvider {
  readonly requests: Recorded[] = [];
  private readonly scripts = new Map<string, Answer[]>();
  private server!: Server;
  url = '';

  constructor(readonly name: ProviderName) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (raw += chunk));
      req.on('end', () => {
        const { status, body, headers } = this.answer(req, raw);
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The next answers for texts to `to` (as the provider sees it); 200 once they run out. */
  script(to: string, answers: Answer[]): void {
    this.scripts.set(to, [...answers]);
  }

  to(number: string): Recorded[] {
    return this.requests.filter((r) => r.to === number);
  }

  async waitFor(number: string, count: number, timeoutMs = 10_000): Promise<Recorded[]> {
    const until = Date.now() + timeoutMs;
    while (this.to(number).length < count) {
      if (Date.now() > until) throw new Error(`${this.name}: ${this.to(number).length} of ${count} requests for ${number} arrived`);
      await sleep(20);
    }
    return this.to(number);
  }

  private answer(req: IncomingMessage, raw: string): { status: number; body: unknown; headers?: Record<string, string> } {
    const path = req.url ?? '';
    if (this.name === 'msg91') {
      if (req.method !== 'POST' || path !== '/api/v5/flow') return { status: 404, body: { type: 'error', message: 'Not found' } };
      if (req.headers.authkey !== MSG91.authKey) return { status: 401, body: { type: 'error', message: 'Authentication failure' } };
      const fields = JSON.parse(raw) as { template_id: string; recipients: { mobiles: string; otp?: string }[] };
      const recipient = fields.recipients[0];
      return this.record(req, raw, fields, recipient.mobiles, recipient.otp, {
        ok: { status: 200, body: { type: 'success', message: `3763646c${this.requests.length}` } },
        400: { status: 400, body: { type: 'error', message: 'Mobile number not valid' } },
      });
    }
    const account = `/2010-04-01/Accounts/${TWILIO.sid}/Messages.json`;
    if (req.method !== 'POST' || path !== account) return { status: 404, body: { code: 20404, message: 'The requested resource was not found', status: 404 } };
    if (req.headers.authorization !== `Basic ${Buffer.from(`${TWILIO.sid}:${TWILIO.token}`).toString('base64')}`) {
      return { status: 401, body: { code: 20003, message: 'Authenticate', status: 401 } };
    }
    const fields = Object.fromEntries(new URLSearchParams(raw));
    return this.record(req, raw, fields, fields.To, /one-time code is (\d{6})/.exec(fields.Body)?.[1], {
      ok: { status: 201, body: { sid: `SM${this.requests.length}`, status: 'queued', to: fields.To, from: fields.From, body: fields.Body } },
      400: { status: 400, body: { code: 21211, message: `The 'To' number ${fields.To} is not a valid phone number.`, more_info: 'https://www.twilio.com/docs/errors/21211', status: 400 } },
    });
  }

  private record(
    req: IncomingMessage,
    raw: string,
    fields: Record<string, unknown>,
    to: string,
    code: string | undefined,
    answers: { ok: { status: number; body: unknown }; 400: { status: number; body: unknown } },
  ) {
    const next = this.scripts.get(to)?.shift() ?? 200;
    const reply =
      next === 200
        ? answers.ok
        : next === 400
          ? answers[400]
          : next === 429
            ? { status: 429, body: this.name === 'msg91' ? { type: 'error', message: 'Too many requests' } : { code: 20429, message: 'Too Many Requests', status: 429 }, headers: { 'retry-after': '1' } }
            : { status: 500, body: this.name === 'msg91' ? { type: 'error', message: 'Internal error' } : { code: 20500, message: 'Internal Server Error', status: 500 } };
    this.requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, raw, fields, to, code, status: reply.status, at: Date.now() });
    return reply;
  }
}

function providerEnv(name: ProviderName, fake: FakeProvider): Record<string, string> {
  const common = { SMS_PROVIDER: name, OUTBOX_POLL_MS: '50', OUTBOX_RETRY_BASE_MS: '100' };
  if (name === 'msg91') {
    return {
      ...common,
      MSG91_AUTH_KEY: MSG91.authKey,
      MSG91_TEMPLATE_OTP: MSG91.otp,
      MSG91_TEMPLATE_ORDER: MSG91.order,
      MSG91_TEMPLATE_GENERIC: MSG91.generic,
      MSG91_BASE_URL: fake.url,
    };
  }
  return { ...common, TWILIO_ACCOUNT_SID: TWILIO.sid, TWILIO_AUTH_TOKEN: TWILIO.token, TWILIO_FROM: TWILIO.from, TWILIO_BASE_URL: fake.url };
}

/** The number as each provider receives it: MSG91 without the +. */
const asSent = (name: ProviderName, phone: string) => (name === 'msg91' ? `91${phone}` : `+91${phone}`);

let db: PrivateDatabase;

beforeAll(async () => {
  db = await openPrivateDatabase('fruitshop_sms');
});

afterAll(async () => {
  await db?.drop();
});

const outboxRows = (recipient: string) => db.orm.em.fork().find(OutboxMessage, { recipient }, { orderBy: { id: 'asc' } });

async function waitForRow(recipient: string, done: (row: OutboxMessage) => boolean, timeoutMs = 10_000): Promise<OutboxMessage> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await outboxRows(recipient);
    const row = rows.find(done);
    if (row) return row;
    if (Date.now() > until) throw new Error(`timed out: ${JSON.stringify(rows.map((r) => ({ subject: r.subject, status: r.status, attempts: r.attempts, lastError: r.lastError })))}`);
    await sleep(25);
  }
}

async function post<T = Record<string, unknown>>(app: App, path: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}

type Gql<T> = { data?: T; errors?: { message: string; extensions?: { code?: string; field?: string } }[] };
const gql = <T>(app: App, query: string, variables: Record<string, unknown> = {}) => post<Gql<T>>(app, '/graphql', { query, variables }).then((r) => r.body);

/** A customer with a phone, signed up through the API (the sign-up code comes by email: the development sink, read from the outbox). */
async function signUp(app: App): Promise<{ email: string; phone: string }> {
  const { email, phone } = freshIdentity();
  expect((await post(app, '/api/users/request-otp', { identifier: email, type: 'signup' })).status).toBe(200);
  const mail = await waitForRow(email, (r) => r.status === 'sent');
  const code = /one-time code is (\d{6})/.exec(mail.body)![1];
  const verified = await post(app, '/api/users/verify-otp', {
    identifier: email,
    otp_code: code,
    type: 'signup',
    user: { name: 'Asha', last_name: 'Kumar', email, password: PASSWORD, phone, address: '12 MG Road', pincode: '411001', city: 'Pune' },
  });
  expect(verified.status).toBe(200);
  return { email, phone };
}

/** A text the shop sends outside the sign-in path (an order update, a note), as the services queue it. */
async function enqueueText(to: string, subject: string, text: string): Promise<void> {
  await db.orm.em.fork().transactional(async (tx) => {
    enqueueMessage(tx, { channel: 'sms', to, subject, text });
    await tx.flush();
  });
}

const REQUEST_OTP = `mutation ($input: RequestOtpInput!) { requestOtp(input: $input) { success message } }`;

describe.each(['msg91', 'twilio'] as const)('through %s', (name) => {
  const fake = new FakeProvider(name);
  let app: App;
  let customer: { email: string; phone: string };

  beforeAll(async () => {
    await fake.start();
    app = await db.startApp(providerEnv(name, fake));
    customer = await signUp(app);
  });

  afterAll(async () => {
    await app?.close();
    // Nothing left for the next provider's app to pick up.
    await db.orm.em.fork().nativeUpdate(OutboxMessage, { status: 'pending' }, { status: 'failed' });
    await fake.close();
  });

  it('sends the sign-in code by phone to the provider, and that code signs the customer in', async () => {
    const asked = await gql<{ requestOtp: { success: boolean } }>(app, REQUEST_OTP, { input: { identifier: customer.phone, type: 'LOGIN', password: PASSWORD } });
    expect(asked.errors).toBeUndefined();
    const number = asSent(name, customer.phone);
    const [request] = await fake.waitFor(number, 1);
    expect(request.code).toMatch(/^\d{6}$/);
    if (name === 'msg91') {
      expect(request.headers.authkey).toBe(MSG91.authKey);
      expect(request.headers['content-type']).toBe('application/json');
      // The one-time code's DLT template, the number with its country code and no +.
      expect(request.fields).toMatchObject({ template_id: MSG91.otp, short_url: '0' });
      expect((request.fields.recipients as Record<string, string>[])[0]).toMatchObject({ mobiles: `91${customer.phone}`, otp: request.code, minutes: '10' });
    } else {
      expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(request.fields).toMatchObject({ To: `+91${customer.phone}`, From: TWILIO.from });
      expect(request.fields.Body).toMatch(/^Your one-time code is \d{6}\. Use it to sign in to Fruit Shop\./);
    }
    const row = await waitForRow(customer.phone, (r) => r.status === 'sent');
    expect(row).toMatchObject({ channel: 'sms', attempts: 1, lastError: null });

    const login = await gql<{ login: { token: string; user: { phone: string } } }>(
      app,
      `mutation ($input: LoginInput!) { login(input: $input) { token user { phone } } }`,
      { input: { identifier: customer.phone, password: request.code, useOtp: true } },
    );
    expect(login.errors).toBeUndefined();
    expect(login.data!.login.token).toBeTruthy();
    expect(login.data!.login.user.phone).toBe(customer.phone);
  });

  it('waits as a 429 asks (Retry-After) and then delivers the code exactly once', async () => {
    const number = asSent(name, customer.phone);
    fake.script(number, [429]);
    const before = fake.to(number).length;
    const asked = await post(app, '/api/users/request-otp', { identifier: customer.phone, type: 'password_reset', password: 'anything' });
    expect(asked.status).toBe(200);
    const requests = (await fake.waitFor(number, before + 2)).slice(before);
    expect(requests.map((r) => r.status)).toEqual([429, name === 'msg91' ? 200 : 201]);
    // Retry-After: 1 was honoured (the back-off alone would have come back after 100 ms).
    expect(requests[1].at - requests[0].at).toBeGreaterThanOrEqual(900);
    expect(requests[1].code).toBe(requests[0].code);
    const row = await waitForRow(customer.phone, (r) => r.subject === 'Reset your Fruit Shop password' && r.status === 'sent');
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    // Exactly once: nothing more reaches the provider.
    await sleep(400);
    expect(fake.to(number).length).toBe(before + 2);
  });

  it('marks a text the provider refuses (400) undeliverable at once, and the back office lists it with the reason', async () => {
    const { phone } = freshIdentity();
    const number = asSent(name, phone);
    fake.script(number, [400]);
    await enqueueText(phone, 'Order #77 has shipped', 'Fruit Shop: Order #77 has shipped. http://shop.test/orders/77');
    const row = await waitForRow(phone, (r) => r.status === 'failed');
    expect(row.attempts).toBe(1);
    expect(row.failedAt).toBeInstanceOf(Date);
    expect(row.lastError).toContain(name === 'msg91' ? 'MSG91 refused the message (400): Mobile number not valid' : 'Twilio refused the message (400)');
    if (name === 'twilio') expect(row.lastError).toContain('Twilio error 21211');
    await sleep(400);
    const requests = fake.to(number);
    expect(requests).toHaveLength(1);
    // An order update uses the order template, with its number and link.
    if (name === 'msg91') {
      expect(requests[0].fields.template_id).toBe(MSG91.order);
      expect((requests[0].fields.recipients as Record<string, string>[])[0]).toMatchObject({ order: '#77', link: 'http://shop.test/orders/77' });
    }

    const email = `owner.${name}.${Date.now()}@example.com`;
    await adminAuthService.createActive(db.orm.em.fork(), { name: 'Owner', email, password: 'Orchard#2026' });
    const admin = await adminLogin(email, 'Orchard#2026', app.url);
    const list = await adminGql<{ undeliveredMessages: { recipient: string; channel: string; subject: string; attempts: number; reason: string; failedAt: string }[] }>(
      `{ undeliveredMessages { recipient channel subject attempts reason failedAt } }`,
      {},
      { token: admin.token, base: app.url },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.undeliveredMessages.find((m) => m.recipient === phone)).toEqual({
      recipient: phone,
      channel: 'sms',
      subject: 'Order #77 has shipped',
      attempts: 1,
      reason: row.lastError,
      failedAt: row.failedAt!.toISOString(),
    });
    // Customers and guests see none of it.
    const guest = await adminGql(`{ undeliveredMessages { recipient } }`, {}, { base: app.url });
    expect(guest.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });

  it('retries a 500 with back-off until the provider takes it', async () => {
    const { phone } = freshIdentity();
    const number = asSent(name, phone);
    fake.script(number, [500, 500]);
    await enqueueText(phone, 'A note from Fruit Shop', 'Fruit Shop: your mangoes are ripening nicely.');
    const row = await waitForRow(phone, (r) => r.status === 'sent');
    expect(row.attempts).toBe(3);
    const requests = fake.to(number);
    expect(requests.map((r) => r.status)).toEqual([500, 500, name === 'msg91' ? 200 : 201]);
    // The outbox's back-off at a 100 ms base: 100 ms, then 600 ms.
    expect(requests[2].at - requests[1].at).toBeGreaterThanOrEqual(500);
    if (name === 'msg91') expect(requests[0].fields.template_id).toBe(MSG91.generic);
  });

  it('never asks the provider for a number no text can reach', async () => {
    await enqueueText('1234567890', 'A note from Fruit Shop', 'Fruit Shop: hello.');
    const row = await waitForRow('1234567890', (r) => r.status === 'failed');
    expect(row).toMatchObject({ attempts: 1 });
    expect(row.lastError).toContain('is not a mobile number a text can reach');
    expect(fake.requests.some((r) => r.to.endsWith('1234567890'))).toBe(false);
  });
});

describe('production without an SMS provider', () => {
  let app: App;

  beforeAll(async () => {
    app = await db.startApp({ NODE_ENV: 'production', ALLOW_SIMULATED_PAYMENTS: 'true' });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('refuses a code for a phone number with a clear code and message, tells the web, and still sends codes by email', async () => {
    const { email, phone } = freshIdentity();
    const graph = await gql(app, REQUEST_OTP, { input: { identifier: phone, type: 'LOGIN', password: PASSWORD } });
    expect(graph.errors?.[0]).toMatchObject({ message: PHONE_CODES_UNAVAILABLE, extensions: { code: 'PHONE_CODES_UNAVAILABLE', field: 'identifier' } });
    const rest = await post(app, '/api/users/request-otp', { identifier: `+91${phone}`, type: 'password_reset', password: 'anything' });
    expect(rest.status).toBe(422);
    expect(rest.body).toMatchObject({ code: 'PHONE_CODES_UNAVAILABLE' });
    expect(JSON.stringify(rest.body)).toContain(PHONE_CODES_UNAVAILABLE);
    // An admin's reset by phone too.
    const adminReset = await call('POST', '/api/admin/forgot-password', { body: { identifier: phone }, base: app.url });
    expect(adminReset.status).toBe(422);
    // Nothing was queued for the phone: no code sits in a log.
    expect(await outboxRows(phone)).toEqual([]);

    const settings = await gql<{ shopSettings: { phoneCodes: boolean } }>(app, '{ shopSettings { phoneCodes } }');
    expect(settings.data?.shopSettings.phoneCodes).toBe(false);

    const byEmail = await gql<{ requestOtp: { success: boolean } }>(app, REQUEST_OTP, { input: { identifier: email, type: 'SIGNUP' } });
    expect(byEmail.errors).toBeUndefined();
    expect(byEmail.data?.requestOtp.success).toBe(true);
  });

  it('offers codes by phone again once a provider is configured', async () => {
    const other = await db.startApp({ NODE_ENV: 'production', ALLOW_SIMULATED_PAYMENTS: 'true', ...providerEnv('twilio', { url: 'http://127.0.0.1:9' } as FakeProvider) });
    try {
      const settings = await gql<{ shopSettings: { phoneCodes: boolean } }>(other, '{ shopSettings { phoneCodes } }');
      expect(settings.data?.shopSettings.phoneCodes).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('start-up checks', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: 'memory://' };
  const msg91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'secret-key-1', MSG91_TEMPLATE_OTP: 'a1', MSG91_TEMPLATE_ORDER: 'a2', MSG91_TEMPLATE_GENERIC: 'a3' };

  it('names each missing variable of the chosen provider on its own line', () => {
    expect(() => loadConfig({ ...base, ...msg91, MSG91_TEMPLATE_ORDER: '' })).toThrow(/\n {2}MSG91_TEMPLATE_ORDER is required when SMS_PROVIDER=msg91$/);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'twilio', TWILIO_AUTH_TOKEN: 'secret-token-1', TWILIO_FROM: '+15005550006' })).toThrow(
      /\n {2}TWILIO_ACCOUNT_SID is required when SMS_PROVIDER=twilio$/,
    );
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: TWILIO.sid, TWILIO_AUTH_TOKEN: 'secret-token-1' })).toThrow(
      'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required when SMS_PROVIDER=twilio',
    );
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'carrier-pigeon' })).toThrow('SMS_PROVIDER must be msg91, twilio or log');
  });

  it('reads a complete provider, with its base URL overridable, and never repeats a key in an error', () => {
    expect(loadConfig({ ...base, ...msg91 }).sms).toEqual({
      provider: 'msg91',
      authKey: 'secret-key-1',
      baseUrl: 'https://control.msg91.com',
      templates: { otp: 'a1', order: 'a2', generic: 'a3' },
    });
    expect(loadConfig({ ...base, SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: TWILIO.sid, TWILIO_AUTH_TOKEN: 't', TWILIO_MESSAGING_SERVICE_SID: `MG${'ab'.repeat(16)}`, TWILIO_BASE_URL: 'https://api.dublin.ie1.twilio.com/' }).sms).toMatchObject({
      provider: 'twilio',
      baseUrl: 'https://api.dublin.ie1.twilio.com',
      from: undefined,
    });
    expect(loadConfig({ ...base, SMS_PROVIDER: 'log' }).sms).toBeUndefined();
    let message = '';
    try {
      loadConfig({ ...base, ...msg91, MSG91_TEMPLATE_OTP: 'not a template id!' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('MSG91_TEMPLATE_OTP must be a template id');
    expect(message).not.toContain('secret-key-1');
  });
});
