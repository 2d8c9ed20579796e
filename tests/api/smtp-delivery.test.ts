import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../api/src/app.js';
import { OutboxMessage } from '../../api/src/modules/messaging/outbox-message.entity.js';
import { enqueueMessage } from '../../api/src/modules/messaging/outbox.service.js';
import { addShelf, shelfProduct } from '../utils/catalog-shelf.js';
import { roomySlotId } from '../utils/delivery.js';
import { makeTestCertificate, startMailServer, type MailServer, type TestCertificate } from '../utils/mail-server.js';
import { openPrivateDatabase, type PrivateDatabase } from '../utils/private-database.js';

/*
 * Email through a real mail server (issue 30): smtp-server on loopback, set up like a
 * provider's submission port (STARTTLS with its own certificate, AUTH PLAIN/LOGIN required),
 * and the app's own outbox worker and SMTP sender, started as an app on a database of this
 * file's own. What arrives is read at the server: envelope, headers and text.
 */

const FROM_ADDRESS = 'orders@fruit-shop.test';
const FROM = `Fruit Shop Orders <${FROM_ADDRESS}>`;
const PASSWORDS = { shop: 'mail-secret-1', 'shop-b': 'mail-secret-2' } as const;

let cert: TestCertificate;
let mail: MailServer;
let db: PrivateDatabase;

beforeAll(async () => {
  cert = await makeTestCertificate();
  mail = await startMailServer({ certificate: cert, users: { ...PASSWORDS } });
  db = await openPrivateDatabase('fruitshop_smtp');
});

afterAll(async () => {
  await db?.drop();
  await mail?.close();
  await cert?.remove();
});

/** The app's environment for this server: polls often, retries after 100 ms, 600 ms … instead of 5 s, 30 s … */
function smtpEnv(user: keyof typeof PASSWORDS = 'shop', { port = mail.port, query = '', trust = true } = {}): Record<string, string> {
  return {
    SMTP_URL: `smtp://${user}:${PASSWORDS[user]}@127.0.0.1:${port}${query}`,
    SMTP_FROM: FROM,
    ...(trust ? { SMTP_TLS_CA: cert.certPath } : {}),
    OUTBOX_POLL_MS: '50',
    OUTBOX_RETRY_BASE_MS: '100',
  };
}

let serial = 0;
const address = (label: string) => `${label}.${Date.now().toString(36)}${++serial}@mail.test`;

async function post<T = Record<string, unknown>>(app: App, path: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(`${app.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const codeIn = (text: string) => /one-time code is (\d{6})/.exec(text)?.[1];

const outboxRows = (recipient: string) => db.orm.em.fork().find(OutboxMessage, { recipient }, { orderBy: { id: 'asc' } });

async function waitForRow(what: string, recipient: string, done: (row: OutboxMessage) => boolean, timeoutMs = 10_000): Promise<OutboxMessage> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await outboxRows(recipient);
    const row = rows.find(done);
    if (row) return row;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(rows.map((r) => ({ subject: r.subject, status: r.status, attempts: r.attempts, lastError: r.lastError })))}`);
    await sleep(25);
  }
}

/** Adds messages straight to the outbox, as a service's transaction does; the apps' workers deliver them. */
async function enqueue(recipients: string[], subject = 'A message from the shop'): Promise<void> {
  await db.orm.em.fork().transactional(async (tx) => {
    for (const to of recipients) enqueueMessage(tx, { channel: 'email', to, subject, text: `Hello ${to}, this is a test message.` });
    await tx.flush();
  });
}

describe('through a provider-like mail server (STARTTLS, AUTH)', () => {
  let app: App;
  const customer = { email: address('asha'), password: 'Mango@2026', token: '' };

  beforeAll(async () => {
    app = await db.startApp(smtpEnv());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('delivers a sign-up code from SMTP_FROM, after STARTTLS and AUTH, and the mailed code opens the account', async () => {
    const before = mail.logins.length;
    const asked = await post(app, '/users/request-otp', { identifier: customer.email, type: 'signup' });
    expect(asked.status).toBe(200);

    const [message] = await mail.waitFor(customer.email);
    expect(message).toMatchObject({ mailFrom: FROM_ADDRESS, rcptTo: [customer.email], user: 'shop', secure: true });
    expect(message.headers.get('from')).toBe(FROM);
    expect(message.headers.get('to')).toBe(customer.email);
    expect(message.headers.get('subject')).toBe('Verify your Fruit Shop account');
    expect(message.text).toMatch(/^Your one-time code is \d{6}\. Use it to verify your email and create your Fruit Shop account\. It expires in 10 minutes/);
    // The password went over TLS only, and the server took it.
    expect(mail.logins.slice(before)).toEqual([expect.objectContaining({ user: 'shop', secure: true, accepted: true })]);

    const verified = await post<{ token: string }>(app, '/users/verify-otp', {
      identifier: customer.email,
      otp_code: codeIn(message.text),
      type: 'signup',
      user: { name: 'Asha', last_name: 'Kumar', email: customer.email, password: customer.password, phone: '9123456780', address: '12 MG Road', pincode: '411001', city: 'Pune' },
    });
    expect(verified.status).toBe(200);
    customer.token = verified.body.token;

    const [row] = await outboxRows(customer.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.body).toBe(message.text);
  });

  it('delivers the order confirmation of a cash order, text and all, to the account’s email', async () => {
    expect(customer.token).not.toBe('');
    const { products } = await addShelf(db.orm.em.fork(), 'smtp', [shelfProduct({ name: 'SMTP Mango', price: 150, stockQuantity: 20 })]);
    const slot = await roomySlotId(db.orm);
    const placed = await post<{ orderId: number; order: { order_number: string } }>(
      app,
      '/orders',
      {
        items: [{ product_id: products[0].id, quantity: 2 }],
        shipping_info: { firstName: 'Asha', lastName: 'Kumar', email: 'someone.else@example.com', phone: '9123456780', address: '12 MG Road', city: 'Pune', state: 'Maharashtra', country: 'India', postcode: '411001' },
        payment_method: 'cash',
        delivery_slot_id: slot,
      },
      customer.token,
    );
    expect(placed.status).toBe(201);
    const { orderId } = placed.body;
    const subject = `Order #${orderId} confirmed`;

    const messages = await mail.waitFor(customer.email, 2);
    const confirmation = messages.find((m) => m.headers.get('subject') === subject)!;
    expect(confirmation).toMatchObject({ mailFrom: FROM_ADDRESS, rcptTo: [customer.email], user: 'shop', secure: true });
    expect(confirmation.headers.get('from')).toBe(FROM);
    expect(confirmation.headers.get('to')).toBe(customer.email);
    expect(confirmation.text).toContain(`Hello Asha,\n\nThank you for your order ${placed.body.order.order_number} (#${orderId}).`);
    expect(confirmation.text).toContain(`- 2 × ${products[0].name}: ₹300.00`);
    expect(confirmation.text).toContain('(Cash on delivery)');
    expect(confirmation.text).toContain('Delivering to: 12 MG Road, Pune, Maharashtra 411001');
    // Byte for byte what the shop wrote (₹ and × included), and only to the account's address.
    const row = (await outboxRows(customer.email)).find((r) => r.subject === subject)!;
    expect(confirmation.text).toBe(row.body);
    expect(mail.to('someone.else@example.com')).toEqual([]);
  });

  it('retries a 4xx answer with growing waits, then delivers the code once', async () => {
    // The server defers the sign-in code twice (451 at RCPT TO, then 451 at DATA), then takes it.
    let deferred = 0;
    mail.refuse((stage, to) => {
      if (to !== customer.email || deferred >= 2 || stage !== (deferred === 0 ? 'rcpt' : 'data')) return undefined;
      deferred += 1;
      return { code: 451, message: '4.3.0 Try again later' };
    });
    try {
      const before = mail.to(customer.email).length;
      const answersBefore = mail.answers.length;
      const asked = await post(app, '/users/request-otp', { identifier: customer.email, type: 'login', password: customer.password });
      expect(asked.status).toBe(200);
      const code = (await mail.waitFor(customer.email, before + 1)).at(-1)!;
      expect(code).toMatchObject({ mailFrom: FROM_ADDRESS, rcptTo: [customer.email], secure: true });
      expect(code.headers.get('subject')).toBe('Your Fruit Shop sign-in code');
      expect(code.text).toMatch(/^Your one-time code is \d{6}\. Use it to sign in to Fruit Shop\./);

      // Three tries at the server: refused at RCPT TO, refused at DATA, accepted.
      const tries = mail.answers.slice(answersBefore).filter((a) => a.to === customer.email);
      expect(tries.map((a) => `${a.stage} ${a.code}`)).toEqual(['rcpt 451', 'rcpt 250', 'data 451', 'rcpt 250', 'data 250']);
      // The waits grow: ≥ 100 ms after the first failure, ≥ 600 ms after the second (OUTBOX_RETRY_BASE_MS=100).
      const firstWait = tries[1].at - tries[0].at;
      const secondWait = tries[3].at - tries[2].at;
      expect(firstWait).toBeGreaterThanOrEqual(100);
      expect(secondWait).toBeGreaterThanOrEqual(600);
      console.log(`smtp 4xx retry (${db.kind}): waited ${firstWait} ms, then ${secondWait} ms`);

      const row = await waitForRow('the sign-in code to be recorded as sent', customer.email, (r) => r.subject === 'Your Fruit Shop sign-in code' && r.status === 'sent');
      expect(row).toMatchObject({ attempts: 3, lastError: null });
      await sleep(300); // several polls later, still once
      expect(mail.to(customer.email)).toHaveLength(before + 1);

      const signedIn = await post(app, '/users/verify-otp', { identifier: customer.email, otp_code: codeIn(code.text), type: 'login' });
      expect(signedIn.status).toBe(200);
    } finally {
      mail.refuse(undefined);
    }
  });

  it('marks a message the server refuses with 5xx failed at once, and keeps delivering the others', async () => {
    const nobody = address('nobody');
    const somebody = address('somebody');
    mail.refuse((stage, to) => (stage === 'rcpt' && to === nobody ? { code: 550, message: '5.1.1 No such mailbox' } : undefined));
    try {
      await enqueue([nobody, somebody]);
      await mail.waitFor(somebody);
      const failed = await waitForRow('the refused message to fail', nobody, (r) => r.status !== 'pending');
      expect(failed).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
      expect(failed.lastError).toMatch(/^UndeliverableError: the mail server refused the message \(550 at RCPT TO\).*5\.1\.1 No such mailbox/);
      await sleep(400); // past the first retry's time: nobody tries again
      expect(mail.answers.filter((a) => a.to === nobody)).toHaveLength(1);
      expect(mail.to(nobody)).toEqual([]);
    } finally {
      mail.refuse(undefined);
    }
  });
});

describe('strict by default', () => {
  it('trusts no unknown certificate: without SMTP_TLS_CA the message waits and no password is sent; with it the backlog goes out', async () => {
    const to = address('untrusted');
    const loginsBefore = mail.logins.length;
    const untrusting = await db.startApp(smtpEnv('shop', { trust: false }));
    try {
      await enqueue([to]);
      const row = await waitForRow('a failed attempt', to, (r) => r.attempts >= 1);
      expect(row.status).toBe('pending');
      expect(row.lastError).toMatch(/certificate/i);
    } finally {
      await untrusting.close();
    }
    expect(mail.logins.length).toBe(loginsBefore);
    expect(mail.to(to)).toEqual([]);

    const trusting = await db.startApp(smtpEnv());
    try {
      const [message] = await mail.waitFor(to);
      expect(message).toMatchObject({ user: 'shop', secure: true });
      expect(await waitForRow('the backlog to be sent', to, (r) => r.status === 'sent')).toMatchObject({ lastError: null });
    } finally {
      await trusting.close();
    }
  });

  it('keeps a message pending when the server refuses the login (535): that is the shop’s setup, not the message', async () => {
    const to = address('bad-login');
    const app = await db.startApp({ ...smtpEnv(), SMTP_URL: `smtp://shop:not-the-password@127.0.0.1:${mail.port}` });
    try {
      await enqueue([to]);
      const row = await waitForRow('a failed attempt', to, (r) => r.attempts >= 1);
      expect(row.status).toBe('pending');
      expect(row.lastError).toMatch(/535/);
      expect(mail.logins.at(-1)).toMatchObject({ user: 'shop', secure: true, accepted: false });
      expect(mail.to(to)).toEqual([]);
    } finally {
      await app.close();
      await db.orm.em.fork().nativeDelete(OutboxMessage, { recipient: to });
    }
  });

  it('sends no password to a server that does not offer STARTTLS', async () => {
    const plain = await startMailServer({ certificate: cert, users: { ...PASSWORDS }, withoutStartTls: true });
    const to = address('cleartext');
    const app = await db.startApp(smtpEnv('shop', { port: plain.port }));
    try {
      await enqueue([to]);
      const row = await waitForRow('a failed attempt', to, (r) => r.attempts >= 1);
      expect(row.status).toBe('pending');
      expect(row.lastError).toMatch(/STARTTLS/);
      expect(plain.logins).toEqual([]);
      expect(plain.received).toEqual([]);
    } finally {
      await app.close();
      await plain.close();
      await db.orm.em.fork().nativeDelete(OutboxMessage, { recipient: to });
    }
  });
});

describe('two app instances on one database', () => {
  it('deliver every message exactly once between them', async () => {
    const first = await db.startApp(smtpEnv('shop'));
    // The second logs in as another user, with AUTH LOGIN (the first uses PLAIN), so the server can tell them apart.
    const second = await db.startApp(smtpEnv('shop-b', { query: '?authMethod=LOGIN' }));
    mail.slow(20); // each message takes a while, so the two workers' batches overlap
    try {
      const direct = Array.from({ length: 40 }, (_, i) => address(`bulk${i}`));
      const viaApps = Array.from({ length: 4 }, (_, i) => address(`signup${i}`));
      const before = mail.received.length;
      const started = Date.now();
      await enqueue(direct);
      // Codes requested through both apps: each commit nudges its own app's worker.
      for (const [i, email] of viaApps.entries()) {
        const reply = await post(i % 2 ? second : first, '/users/request-otp', { identifier: email, type: 'signup' });
        expect(reply.status).toBe(200);
      }
      const everyone = [...direct, ...viaApps];
      for (const to of everyone) await mail.waitFor(to, 1, 20_000);
      const tookMs = Date.now() - started;
      await sleep(500); // ten polls of each worker later: still nothing twice

      const counts = everyone.map((to) => mail.to(to).length);
      expect(counts).toEqual(everyone.map(() => 1));
      expect(mail.received.length - before).toBe(everyone.length);
      const rows = await db.orm.em.fork().find(OutboxMessage, { recipient: { $in: everyone } });
      expect(rows).toHaveLength(everyone.length);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);

      const byUser = new Map<string, number>();
      for (const m of mail.received.slice(before)) byUser.set(m.user, (byUser.get(m.user) ?? 0) + 1);
      expect([...byUser.keys()].every((u) => u === 'shop' || u === 'shop-b')).toBe(true);
      if (db.kind === 'postgres') {
        // Both took part (for update skip locked lets the second pass the rows the first holds).
        expect(byUser.get('shop')).toBeGreaterThan(0);
        expect(byUser.get('shop-b')).toBeGreaterThan(0);
      }
      expect(mail.logins.filter((l) => l.user === 'shop-b').every((l) => l.method === 'LOGIN' && l.secure)).toBe(true);
      console.log(`smtp two instances (${db.kind}): ${everyone.length} messages in ${tookMs} ms, by login ${JSON.stringify(Object.fromEntries(byUser))}`);
    } finally {
      mail.slow(0);
      await Promise.all([first.close(), second.close()]);
    }
  });
});
