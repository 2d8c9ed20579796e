import { rootCertificates } from 'node:tls';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './message-sender.js';
import { UndeliverableError } from './undeliverable-error.js';

export interface SmtpOptions {
  /** Extra certificate authorities (PEM) trusted for this server, on top of Node's own list (SMTP_TLS_CA). */
  tlsCa?: string;
}

/** Email over SMTP (nodemailer). Any nodemailer transporter works, which is how the tests check the message. */
export class SmtpEmailSender implements MessageSender {
  readonly name = 'smtp';

  constructor(
    private readonly transporter: Transporter,
    private readonly from: string,
  ) {}

  /**
   * SMTP_URL as nodemailer reads it: smtp://user:pass@host:587 (STARTTLS) or smtps://host:465.
   * Query parameters in the URL (?pool=true, ?connectionTimeout=…, ?requireTLS=false,
   * ?tls.servername=…) override the defaults below.
   */
  static fromUrl(url: string, from: string, options: SmtpOptions = {}): SmtpEmailSender {
    const transporter = createTransport({
      url,
      // Bounded waits: a hung server must fail the attempt (and retry later), not hold the worker.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      // Credentials on smtp:// go out only after STARTTLS: a server (or someone in between)
      // that does not offer it gets no password in clear text, and the attempt fails instead.
      requireTLS: /^smtp:/i.test(url) && hasCredentials(url),
      // The certificate is always checked (host name included); SMTP_TLS_CA adds a private CA
      // (a company relay, the tests' own server) without turning verification off.
      ...(options.tlsCa ? { tls: { ca: [...rootCertificates, options.tlsCa] } } : {}),
    });
    return new SmtpEmailSender(transporter, from);
  }

  mail({ to, subject, text }: OutgoingMessage): SendMailOptions {
    return { from: this.from, to, subject, text };
  }

  async send(message: OutgoingMessage): Promise<void> {
    try {
      await this.transporter.sendMail(this.mail(message));
    } catch (error) {
      throw refusedForGood(error) ?? error;
    }
  }
}

function hasCredentials(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.username !== '' || parsed.password !== '';
  } catch {
    return false;
  }
}

/** The fields nodemailer adds to an error with a server's answer. */
interface SmtpError {
  message?: string;
  command?: string;
  responseCode?: number;
  permanent?: boolean;
}

/** The commands whose answer is about this message: its recipient, or its content. */
const MESSAGE_COMMANDS = new Set(['RCPT TO', 'DATA']);

/**
 * A 5xx answer to RCPT TO or DATA is the server saying "never" to this message (no such
 * mailbox, content refused): it becomes undeliverable. nodemailer marks 5xx answers
 * `permanent` (but 503, a sequence error). A 5xx anywhere else (the greeting, EHLO, STARTTLS,
 * AUTH, MAIL FROM with SMTP_FROM) is about the shop's own setup: every message would fail the
 * same way until someone fixes it, so it stays transient and the outbox delivers the backlog
 * once they have. 4xx answers, timeouts and connection or TLS errors are transient too.
 */
function refusedForGood(error: unknown): UndeliverableError | undefined {
  const e = (typeof error === 'object' && error !== null ? error : {}) as SmtpError;
  if (e.permanent !== true || !MESSAGE_COMMANDS.has(e.command ?? '')) return undefined;
  return new UndeliverableError(`the mail server refused the message (${e.responseCode} at ${e.command}): ${e.message ?? String(error)}`, { cause: error });
}
