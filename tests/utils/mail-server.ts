import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/*
 * A real SMTP server on loopback for tests (smtp-server, by nodemailer's authors), set up as a
 * provider's submission port is: STARTTLS with a certificate, AUTH PLAIN/LOGIN required and
 * only after TLS. It records every login, every RCPT TO it answered and every message it
 * accepted, and a test can make it refuse (4xx or 5xx) at RCPT TO or DATA.
 */

export interface TestCertificate {
  /** The folder holding key.pem and cert.pem; remove() deletes it. */
  dir: string;
  certPath: string;
  key: string;
  cert: string;
  remove(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day (openssl, P-256). */
export async function makeTestCertificate(): Promise<TestCertificate> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fruit-shop-smtp-tls-'));
  const keyPath = path.join(dir, 'key.pem');
  const certPath = path.join(dir, 'cert.pem');
  await promisify(execFile)('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', keyPath, '-out', certPath, '-days', '1',
    '-subj', '/CN=fruit-shop test mail server', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
  ]);
  return {
    dir,
    certPath,
    key: await readFile(keyPath, 'utf8'),
    cert: await readFile(certPath, 'utf8'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export interface ReceivedMail {
  /** Who logged in for it (the AUTH user name). */
  user: string;
  /** Whether the session ran over TLS (STARTTLS). */
  secure: boolean;
  /** The envelope: MAIL FROM and RCPT TO. */
  mailFrom: string;
  rcptTo: string[];
  /** Header fields by lower-case name, unfolded; encoded words are left as they came. */
  headers: Map<string, string>;
  /** The text body, transfer encoding undone, with LF line ends. */
  text: string;
  raw: string;
  at: number;
}

export interface Login {
  user: string;
  method: string;
  secure: boolean;
  accepted: boolean;
}

export interface Answer {
  stage: 'rcpt' | 'data';
  to: string;
  at: number;
  /** The refusal's reply code, or 250. */
  code: number;
}

/** What to answer at RCPT TO or DATA for a recipient: a refusal (code and text), or undefined to accept. */
export type Refusal = (stage: 'rcpt' | 'data', to: string, attempt: number) => { code: number; message: string } | undefined;

export interface MailServerOptions {
  certificate: Pick<TestCertificate, 'key' | 'cert'>;
  /** User name → password. */
  users: Record<string, string>;
  /** Leave STARTTLS out of EHLO (and allow AUTH in clear text): a server that cannot protect a password. */
  withoutStartTls?: boolean;
}

export interface MailServer {
  port: number;
  received: ReceivedMail[];
  logins: Login[];
  answers: Answer[];
  /** Decides refusals from now on (undefined: accept everything). */
  refuse(rule: Refusal | undefined): void;
  /** Waits this long before accepting each message from now on, so that concurrent senders overlap. */
  slow(dataDelayMs: number): void;
  to(recipient: string): ReceivedMail[];
  /** Resolves with the recipient's messages once it holds `count` of them. */
  waitFor(recipient: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

type SessionUser = { name: string };

export async function startMailServer(options: MailServerOptions): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  const logins: Login[] = [];
  const answers: Answer[] = [];
  const attempts = new Map<string, number>();
  let rule: Refusal | undefined;
  let dataDelayMs = 0;

  /** Counts attempts per recipient and stage, and answers by the rule; an Error carries the reply code. */
  const decide = (stage: 'rcpt' | 'data', to: string): Error | undefined => {
    const key = `${stage}:${to}`;
    const attempt = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, attempt);
    const refusal = rule?.(stage, to, attempt);
    answers.push({ stage, to, at: Date.now(), code: refusal?.code ?? 250 });
    if (!refusal) return undefined;
    return Object.assign(new Error(refusal.message), { responseCode: refusal.code });
  };

  const server = new SMTPServer({
    key: options.certificate.key,
    cert: options.certificate.cert,
    secure: false,
    // Hidden from EHLO is not enough: smtp-server would still answer a STARTTLS nobody was offered.
    ...(options.withoutStartTls ? { hideSTARTTLS: true, disabledCommands: ['STARTTLS'] } : {}),
    allowInsecureAuth: options.withoutStartTls ?? false,
    authMethods: ['PLAIN', 'LOGIN'],
    banner: 'fruit-shop test mail server',
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, session, callback) {
      const user = auth.username ?? '';
      const accepted = user in options.users && auth.password === options.users[user];
      logins.push({ user, method: auth.method, secure: session.secure, accepted });
      if (!accepted) return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      callback(null, { user: { name: user } satisfies SessionUser });
    },
    onRcptTo(address, _session, callback) {
      callback(decide('rcpt', address.address) ?? null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const rcptTo = session.envelope.rcptTo.map((r) => r.address);
        const refusal = rcptTo.map((to) => decide('data', to)).find(Boolean);
        if (refusal) return callback(refusal);
        if (dataDelayMs) await sleep(dataDelayMs);
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ ...parse(raw), raw, user: userOf(session), secure: session.secure, mailFrom: mailFromOf(session), rcptTo, at: Date.now() });
        callback(null, 'Queued');
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  const to = (recipient: string) => received.filter((m) => m.rcptTo.includes(recipient));
  return {
    port,
    received,
    logins,
    answers,
    refuse(next) {
      rule = next;
    },
    slow(ms) {
      dataDelayMs = ms;
    },
    to,
    async waitFor(recipient, count = 1, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (to(recipient).length < count) {
        if (Date.now() > until) throw new Error(`timed out waiting for ${count} message(s) to ${recipient} (got ${to(recipient).length})`);
        await sleep(20);
      }
      return to(recipient);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const userOf = (session: SMTPServerSession) => (session.user as SessionUser | undefined)?.name ?? '';
const mailFromOf = (session: SMTPServerSession) => (session.envelope.mailFrom ? session.envelope.mailFrom.address : '');

/** Just enough MIME for a single-part text message, as nodemailer writes one. */
function parse(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const field of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = field.indexOf(':');
    headers.set(field.slice(0, colon).trim().toLowerCase(), field.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : Buffer.from(body, 'utf8');
  return { headers, text: bytes.toString('utf8').replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}
