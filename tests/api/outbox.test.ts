import { setTimeout as sleep } from 'node:timers/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../api/src/app.js';
import { ormConfig } from '../../api/src/db/orm-config.js';
import { DevelopmentSink } from '../../api/src/modules/messaging/development-sink.js';
import { createMessageDelivery, MessageDelivery, type Log, type MessageSender, type OutgoingMessage } from '../../api/src/modules/messaging/message-delivery.js';
import { OutboxMessage } from '../../api/src/modules/messaging/outbox-message.entity.js';
import { enqueueMessage } from '../../api/src/modules/messaging/outbox.service.js';
import { MAX_ATTEMPTS, OutboxWorker, RETRY_DELAYS_MS, retryDelayMs } from '../../api/src/modules/messaging/outbox.worker.js';
import { SmtpEmailSender } from '../../api/src/modules/messaging/smtp-email-sender.js';
import { UndeliverableError } from '../../api/src/modules/messaging/undeliverable-error.js';
import { openPrivateDatabase, type PrivateDatabase } from '../utils/private-database.js';

interface LogLine {
  level: 'info' | 'warn' | 'error';
  obj: unknown;
  msg?: string;
}

function recordingLog(): Log & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at = (level: LogLine['level']) => (obj: unknown, msg?: string) => void lines.push({ level, obj, msg: msg ?? (typeof obj === 'string' ? obj : undefined) });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') } as unknown as Log & { lines: LogLine[] };
}

/** A sender that records what it was given, optionally slowly, optionally failing the first `failures` calls. */
class RecordingSender implements MessageSender {
  readonly name = 'recording';
  readonly sent: OutgoingMessage[] = [];
  calls = 0;
  constructor(private readonly opts: { delayMs?: number; failures?: number; error?: string } = {}) {}
  async send(message: OutgoingMessage): Promise<void> {
    this.calls++;
    if (this.opts.delayMs) await sleep(this.opts.delayMs);
    if (this.calls <= (this.opts.failures ?? 0)) throw new Error(this.opts.error ?? 'connection refused');
    this.sent.push(message);
  }
}

const viaBoth = (sender: MessageSender) => new MessageDelivery({ email: sender, sms: sender });

let seq = 0;
const recipient = (label: string) => `${label}-${Date.now()}-${++seq}@outbox.test`;

async function enqueue(orm: MikroORM, to: string, subject = 'Your one-time code', text = 'Your one-time code is 123456.'): Promise<number> {
  return orm.em.fork().transactional(async (tx) => {
    const row = enqueueMessage(tx, { channel: 'email', to, subject, text });
    await tx.flush();
    return row.id;
  });
}

const load = (orm: MikroORM, id: number) => orm.em.fork().findOneOrFail(OutboxMessage, id);

async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

const waitSent = (orm: MikroORM, id: number, timeoutMs?: number) =>
  waitFor(`message ${id} to be sent`, async () => {
    const row = await load(orm, id);
    return row.status === 'sent' && row;
  }, timeoutMs);

/** Makes a pending message due now, as if its back-off had elapsed. */
const makeDue = (orm: MikroORM, id: number) =>
  orm.em.fork().nativeUpdate(OutboxMessage, { id }, { nextAttemptAt: new Date(Date.now() - 1000) });

let db: PrivateDatabase;

beforeAll(async () => {
  // A database of its own: no other server's worker may take these rows.
  db = await openPrivateDatabase('fruitshop_outbox');
});

afterAll(async () => {
  await db?.drop();
});

describe('outbox with a running app (development sink)', () => {
  let app: App;
  beforeAll(async () => {
    app = await db.startApp({ OUTBOX_POLL_MS: '100' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('delivers what a transaction committed and lists it in /api/dev/outbox, newest first', async () => {
    const to = recipient('listed');
    const first = await enqueue(db.orm, to, 'First', 'Your one-time code is 111111.');
    await sleep(5); // distinct created_at
    const second = await enqueue(db.orm, to, 'Second', 'Your one-time code is 222222.');
    const sent = await waitSent(db.orm, second);
    expect(sent.attempts).toBe(1);
    expect(sent.sentAt).toBeInstanceOf(Date);
    await waitSent(db.orm, first);

    const res = await fetch(`${app.url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as { to: string; subject: string; text: string; created_at: string; status: string }[];
    expect(list.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(list[0]).toMatchObject({ to, text: 'Your one-time code is 222222.', status: 'sent' });
    expect(Date.parse(list[0].created_at)).toBeGreaterThanOrEqual(Date.parse(list[1].created_at));
  });

  it('lists every recipient without a filter and refuses a bad limit', async () => {
    const res = await fetch(`${app.url}/api/dev/outbox?limit=1`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(1);
    const bad = await fetch(`${app.url}/api/dev/outbox?limit=0`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('keeps nothing from a transaction that rolls back', async () => {
    const to = recipient('rolled-back');
    await expect(
      db.orm.em.fork().transactional(async (tx) => {
        enqueueMessage(tx, { channel: 'email', to, subject: 'Never', text: 'Your one-time code is 999999.' });
        await tx.flush();
        throw new Error('the change that caused the message failed');
      }),
    ).rejects.toThrow('the change that caused the message failed');
    await sleep(300); // three polls
    expect(await db.orm.em.fork().count(OutboxMessage, { recipient: to })).toBe(0);
    const res = await fetch(`${app.url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(await res.json()).toEqual([]);
  });

  it('is not sent by enqueueMessage alone: the caller flushes with its own change', async () => {
    const to = recipient('unflushed');
    const em = db.orm.em.fork();
    enqueueMessage(em, { channel: 'sms', to, subject: 'Code', text: 'Your one-time code is 424242.' });
    await sleep(300);
    expect(await db.orm.em.fork().count(OutboxMessage, { recipient: to })).toBe(0);
    await em.flush();
    const [row] = await db.orm.em.fork().find(OutboxMessage, { recipient: to });
    expect(row.channel).toBe('sms');
    await waitSent(db.orm, row.id);
  });
});

describe('outbox worker nudges', () => {
  it('sends at once after a commit on its own ORM, without waiting for the next poll', async () => {
    const app = await db.startApp({ OUTBOX_POLL_MS: '600000' });
    try {
      await sleep(100); // the start-up pass is over; the next poll is ten minutes away
      const id = await enqueue(app.db.orm, recipient('nudged'));
      await waitSent(db.orm, id, 3000);
    } finally {
      await app.close();
    }
  });
});

describe('outbox across a restart', () => {
  it('delivers, at the next start, what was committed while no worker ran', async () => {
    const to = recipient('restart');
    const id = await enqueue(db.orm, to); // no app is running on this database now
    await sleep(200);
    expect((await load(db.orm, id)).status).toBe('pending');

    const app = await db.startApp({ OUTBOX_POLL_MS: '600000' }); // only the start-up pass can send it
    try {
      const sent = await waitSent(db.orm, id);
      expect(sent.attempts).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('stops its worker on close: nothing is sent after the app has closed', async () => {
    const app = await db.startApp({ OUTBOX_POLL_MS: '50' });
    await app.close();
    const id = await enqueue(db.orm, recipient('after-close'));
    await sleep(300);
    expect((await load(db.orm, id)).status).toBe('pending');
    // Leave nothing pending for the tests below.
    await db.orm.em.fork().nativeDelete(OutboxMessage, { id });
  });
});

describe('outbox worker with an injected transport', () => {
  it('retries a failing delivery with growing back-off, then marks it failed after the last attempt', async () => {
    const sender = new RecordingSender({ failures: Infinity, error: 'SMTP 421 try again later' });
    const log = recordingLog();
    const worker = new OutboxWorker(db.orm, viaBoth(sender), { log, pollMs: 600_000 });
    const id = await enqueue(db.orm, recipient('failing'));

    const expectedDelays = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => RETRY_DELAYS_MS[Math.min(i, RETRY_DELAYS_MS.length - 1)]);
    expect(expectedDelays.slice(0, 5)).toEqual([5_000, 30_000, 120_000, 600_000, 3_600_000]);
    for (const [i, delay] of expectedDelays.entries()) {
      const before = Date.now();
      await worker.drain();
      const row = await load(db.orm, id);
      expect(row).toMatchObject({ status: 'pending', attempts: i + 1, lastError: 'Error: SMTP 421 try again later' });
      expect(row.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(delay - 5);
      expect(row.nextAttemptAt.getTime() - before).toBeLessThan(delay + 2000);
      // Not due yet: a pass leaves it alone.
      expect(await worker.drain()).toBe(0);
      await makeDue(db.orm, id);
    }

    await worker.drain();
    const failed = await load(db.orm, id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sentAt: null });
    expect(sender.calls).toBe(MAX_ATTEMPTS);
    expect(log.lines.filter((l) => l.level === 'warn')).toHaveLength(MAX_ATTEMPTS - 1);
    expect(log.lines.filter((l) => l.level === 'error')).toHaveLength(1);

    await makeDue(db.orm, id);
    expect(await worker.drain()).toBe(0); // failed is final
    expect(sender.calls).toBe(MAX_ATTEMPTS);
  });

  it('sends on a later attempt after a failure and clears the error', async () => {
    const sender = new RecordingSender({ failures: 1 });
    const worker = new OutboxWorker(db.orm, viaBoth(sender), { log: recordingLog(), pollMs: 600_000 });
    const id = await enqueue(db.orm, recipient('flaky'));
    await worker.drain();
    expect(await load(db.orm, id)).toMatchObject({ status: 'pending', attempts: 1 });
    await makeDue(db.orm, id);
    await worker.drain();
    expect(await load(db.orm, id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(sender.sent).toHaveLength(1);
  });

  it('gives up at once on a message the server refused for good (UndeliverableError), without a retry', async () => {
    const sender: MessageSender = {
      name: 'refusing',
      send: async () => {
        throw new UndeliverableError('the mail server refused the message (550 at RCPT TO): 5.1.1 No such mailbox');
      },
    };
    const log = recordingLog();
    const worker = new OutboxWorker(db.orm, viaBoth(sender), { log, pollMs: 600_000 });
    const id = await enqueue(db.orm, recipient('refused'));
    await worker.drain();
    expect(await load(db.orm, id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'UndeliverableError: the mail server refused the message (550 at RCPT TO): 5.1.1 No such mailbox',
    });
    expect(log.lines.map((l) => [l.level, l.msg])).toEqual([['error', 'outbox: a message was refused for good']]);
    await makeDue(db.orm, id);
    expect(await worker.drain()).toBe(0);
  });

  it('scales its waits from retryBaseMs (OUTBOX_RETRY_BASE_MS), keeping their proportions', async () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n))).toEqual([5_000, 30_000, 120_000, 600_000, 3_600_000, 3_600_000]);
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 100))).toEqual([100, 600, 2_400, 12_000, 72_000]);
    const worker = new OutboxWorker(db.orm, viaBoth(new RecordingSender({ failures: 1 })), { log: recordingLog(), pollMs: 600_000, retryBaseMs: 100 });
    const id = await enqueue(db.orm, recipient('quick-retry'));
    const before = Date.now();
    await worker.drain();
    const row = await load(db.orm, id);
    expect(row.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(95);
    expect(row.nextAttemptAt.getTime() - before).toBeLessThan(2000);
    await sleep(150);
    await worker.drain();
    expect(await load(db.orm, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('counts a hung delivery as a failure after its timeout', async () => {
    const sender = new RecordingSender({ delayMs: 2000 });
    const worker = new OutboxWorker(db.orm, viaBoth(sender), { log: recordingLog(), pollMs: 600_000, deliveryTimeoutMs: 100 });
    const id = await enqueue(db.orm, recipient('hung'));
    await worker.drain();
    expect(await load(db.orm, id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: delivery timed out after 100 ms' });
    await db.orm.em.fork().nativeDelete(OutboxMessage, { id });
  });

  it('never lets two workers deliver the same row (for update skip locked)', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await enqueue(db.orm, recipient('concurrent'), `Message ${i}`));
    const a = new RecordingSender({ delayMs: 20 });
    const b = new RecordingSender({ delayMs: 20 });
    const workerA = new OutboxWorker(db.orm, viaBoth(a), { log: recordingLog(), pollMs: 600_000, batchSize: 5 });
    const workerB = new OutboxWorker(db.orm, viaBoth(b), { log: recordingLog(), pollMs: 600_000, batchSize: 5 });

    const [byA, byB] = await Promise.all([workerA.drain(), workerB.drain()]);
    const delivered = [...a.sent, ...b.sent].map((m) => m.subject);
    expect(byA + byB).toBe(30);
    expect(delivered).toHaveLength(30);
    expect(new Set(delivered).size).toBe(30);
    if (db.kind === 'postgres') {
      // Both took part: the second skipped the rows the first had locked instead of waiting.
      expect(a.sent.length).toBeGreaterThan(0);
      expect(b.sent.length).toBeGreaterThan(0);
    }
    const rows = await db.orm.em.fork().find(OutboxMessage, { id: ids });
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('keeps its polling and updates out of the SQL query log', async () => {
    const statements: string[] = [];
    const logged = await MikroORM.init(ormConfig(db.url, { pool: { min: 0, max: 2 }, debug: ['query'], logger: (m: string) => void statements.push(m) }));
    try {
      const id = await enqueue(db.orm, recipient('quiet'));
      await new OutboxWorker(logged, viaBoth(new RecordingSender()), { log: recordingLog(), pollMs: 600_000 }).drain();
      expect((await load(db.orm, id)).status).toBe('sent');
      expect(statements.filter((s) => s.includes('outbox_message'))).toEqual([]);
    } finally {
      await logged.close(true);
    }
  });

  it('blanks the body of a sent message when told to (production)', async () => {
    const worker = new OutboxWorker(db.orm, viaBoth(new RecordingSender()), { log: recordingLog(), pollMs: 600_000, redactSentBodies: true });
    const id = await enqueue(db.orm, recipient('redacted'), 'Code', 'Your one-time code is 777777.');
    await worker.drain();
    expect(await load(db.orm, id)).toMatchObject({ status: 'sent', body: '' });
  });
});

describe('message delivery', () => {
  const message: OutgoingMessage = { channel: 'email', to: 'asha@example.com', subject: 'Your one-time code', text: 'Your one-time code is 123456.' };

  it('builds the SMTP message with the configured sender (nodemailer JSON transport, no network)', async () => {
    const transporter = createTransport({ jsonTransport: true });
    const sendMail = vi.spyOn(transporter, 'sendMail');
    const sender = new SmtpEmailSender(transporter, 'Fruit Shop <no-reply@fruitshop.local>');
    await sender.send(message);
    const info = (await sendMail.mock.results[0].value) as { message: string; envelope: { from: string; to: string[] } };
    const mail = JSON.parse(info.message) as { from: { address: string; name: string }; to: { address: string }[]; subject: string; text: string };
    expect(mail.from).toEqual({ address: 'no-reply@fruitshop.local', name: 'Fruit Shop' });
    expect(mail.to).toEqual([{ address: 'asha@example.com', name: '' }]);
    expect(mail.subject).toBe('Your one-time code');
    expect(mail.text).toBe('Your one-time code is 123456.');
    expect(info.envelope).toEqual({ from: 'no-reply@fruitshop.local', to: ['asha@example.com'] });
  });

  it('uses SMTP for email when SMTP_URL is set: a refused connection is a failed delivery, not a silent drop', async () => {
    const log = recordingLog();
    const delivery = createMessageDelivery(
      { isProduction: false, smtpUrl: 'smtp://127.0.0.1:1', smtpFrom: 'Fruit Shop <no-reply@fruitshop.local>', smsProvider: undefined },
      log,
    );
    expect(delivery.describe()).toEqual({ email: 'smtp', sms: 'development-sink' });
    await expect(delivery.deliver(message)).rejects.toThrow(/ECONNREFUSED|connect/i);
    expect(log.lines).toEqual([]);
  });

  it('goes to the development sink when nothing is configured: one line, with the body only outside production', async () => {
    const devLog = recordingLog();
    const dev = createMessageDelivery({ isProduction: false, smtpUrl: undefined, smtpFrom: 'x <x@y.z>', smsProvider: undefined }, devLog);
    expect(dev.describe()).toEqual({ email: 'development-sink', sms: 'development-sink' });
    await dev.deliver({ ...message, channel: 'sms', to: '9876543210' });
    expect(devLog.lines).toHaveLength(1);
    expect(devLog.lines[0].msg).toContain('sms to 9876543210, "Your one-time code"');
    expect(devLog.lines[0].msg).toContain('123456');

    const prodLog = recordingLog();
    const prod = createMessageDelivery({ isProduction: true, smtpUrl: undefined, smtpFrom: 'x <x@y.z>', smsProvider: undefined }, prodLog);
    // Production without SMTP or SMS starts, but warns at start.
    expect(prodLog.lines.filter((l) => l.level === 'warn').map((l) => l.msg)).toEqual([
      expect.stringContaining('SMTP_URL is not set'),
      expect.stringContaining('SMS_PROVIDER is not set'),
    ]);
    await prod.deliver(message);
    const line = prodLog.lines.at(-1)!;
    expect(line).toMatchObject({ level: 'info' });
    expect(line.msg).toContain('email to asha@example.com, "Your one-time code"');
    expect(line.msg).not.toContain('123456');
  });

  it('refuses to start with an SMS provider it does not know', () => {
    expect(() =>
      createMessageDelivery({ isProduction: true, smtpUrl: undefined, smtpFrom: 'x <x@y.z>', smsProvider: 'carrier-pigeon' }, recordingLog()),
    ).toThrow('SMS_PROVIDER "carrier-pigeon" is not supported');
  });

  it('development sink counts the message as delivered', async () => {
    await expect(new DevelopmentSink(recordingLog(), { showBody: false }).send(message)).resolves.toBeUndefined();
  });
});

describe('/api/dev/outbox in production', () => {
  it('answers 404 and sent bodies are blanked', async () => {
    const app = await db.startApp({ NODE_ENV: 'production', OUTBOX_POLL_MS: '100', ALLOW_SIMULATED_PAYMENTS: 'true' });
    try {
      const res = await fetch(`${app.url}/api/dev/outbox`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });

      const id = await enqueue(db.orm, recipient('production'), 'Code', 'Your one-time code is 313131.');
      const sent = await waitSent(db.orm, id);
      expect(sent.body).toBe('');
    } finally {
      await app.close();
    }
  });
});
