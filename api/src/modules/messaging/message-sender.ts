import type { FastifyBaseLogger } from 'fastify';
import type { MessageChannel } from './outbox-message.entity.js';

/*
 * What a sender is, on its own: the senders (SMTP, the SMS providers, the development sink)
 * and the delivery that routes to them both import it, so neither imports the other back.
 */

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
 * was not: an UndeliverableError (undeliverable-error.ts) when trying again cannot help, a
 * RetryLaterError (retry-later-error.ts) when the other side named a time to come back,
 * anything else for a failure worth retrying after the outbox's usual back-off.
 */
export interface MessageSender {
  /** For logs: 'smtp', 'development-sink', a provider's name. */
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}
