import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { DevelopmentSink } from './development-sink.js';
import type { MessageChannel } from './outbox-message.entity.js';
import { createSmsSender } from './sms-sender.js';
import { SmtpEmailSender } from './smtp-email-sender.js';

export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What a caller asks to send; the outbox stores it and the worker hands it to a sender. */
export interface OutgoingMessage {
  channel: MessageChannel;
  to: string;
  subject: string;
  text: string;
}

/**
 * One way out for one channel. Resolves when the message has been handed over; throws when it
 * was not: an UndeliverableError (undeliverable-error.ts) when trying again cannot help,
 * anything else for a failure worth retrying.
 */
export interface MessageSender {
  /** For logs: 'smtp', 'development-sink', a provider's name. */
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** Routes each message to the sender of its channel. */
export class MessageDelivery {
  constructor(private readonly senders: Record<MessageChannel, MessageSender>) {}

  deliver(message: OutgoingMessage): Promise<void> {
    return this.senders[message.channel].send(message);
  }

  describe(): Record<MessageChannel, string> {
    return { email: this.senders.email.name, sms: this.senders.sms.name };
  }
}

/**
 * SMTP for email when SMTP_URL is set, the SMS provider when SMS_PROVIDER names one, and the
 * development sink for whatever is not configured. Production without a real way out still
 * starts (the shop works, codes only reach the log), but says so loudly.
 */
export function createMessageDelivery(
  config: Pick<Config, 'isProduction' | 'smtpUrl' | 'smtpFrom' | 'smsProvider'> & Partial<Pick<Config, 'smtpTlsCa'>>,
  log: Log,
  overrides: Partial<Record<MessageChannel, MessageSender>> = {},
): MessageDelivery {
  const sink = new DevelopmentSink(log, { showBody: !config.isProduction });
  const email = overrides.email ?? (config.smtpUrl ? SmtpEmailSender.fromUrl(config.smtpUrl, config.smtpFrom, { tlsCa: config.smtpTlsCa }) : sink);
  const sms = overrides.sms ?? createSmsSender(config.smsProvider) ?? sink;
  if (config.isProduction) {
    if (email === sink) log.warn('SMTP_URL is not set: emails (one-time codes included) are only logged, never sent');
    if (sms === sink) log.warn('SMS_PROVIDER is not set: text messages (one-time codes included) are only logged, never sent');
  }
  return new MessageDelivery({ email, sms });
}
