import type { Config } from '../../config.js';
import { DevelopmentSink } from './development-sink.js';
import type { Log, MessageSender, OutgoingMessage } from './message-sender.js';
import type { MessageChannel } from './outbox-message.entity.js';
import { createSmsSender } from './sms-sender.js';
import { SmtpEmailSender } from './smtp-email-sender.js';

// The senders' own types live in message-sender.ts (so no sender imports this file back).
export type { Log, MessageSender, OutgoingMessage };

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
 * starts (the shop works, codes only reach the log), but says so loudly; without an SMS
 * provider it also stops offering codes by text (phone-codes.ts, set by the app).
 */
export function createMessageDelivery(
  config: Pick<Config, 'isProduction' | 'smtpUrl' | 'smtpFrom' | 'smsProvider'> & Partial<Pick<Config, 'smtpTlsCa' | 'sms'>>,
  log: Log,
  overrides: Partial<Record<MessageChannel, MessageSender>> = {},
): MessageDelivery {
  const sink = new DevelopmentSink(log, { showBody: !config.isProduction });
  const email = overrides.email ?? (config.smtpUrl ? SmtpEmailSender.fromUrl(config.smtpUrl, config.smtpFrom, { tlsCa: config.smtpTlsCa }) : sink);
  const sms = overrides.sms ?? createSmsSender(config.smsProvider, config.sms) ?? sink;
  if (config.isProduction) {
    if (email === sink) log.warn('SMTP_URL is not set: emails (one-time codes included) are only logged, never sent');
    if (sms === sink) {
      const why = config.smsProvider === 'log' ? 'SMS_PROVIDER=log' : 'SMS_PROVIDER is not set';
      log.warn(`${why}: text messages are only logged, never sent, and sign-in or password reset by phone code is off (set SMS_PROVIDER=msg91 or twilio)`);
    }
  }
  return new MessageDelivery({ email, sms });
}
