import type { Log, MessageSender, OutgoingMessage } from './message-sender.js';

/**
 * Where messages go when no real sender is configured: one log line, and the message counts
 * as delivered (the outbox row keeps it for GET /api/dev/outbox outside production). The
 * body, which may hold a one-time code, is logged only outside production.
 */
export class DevelopmentSink implements MessageSender {
  readonly name = 'development-sink';

  constructor(
    private readonly log: Log,
    private readonly options: { showBody: boolean },
  ) {}

  async send({ channel, to, subject, text }: OutgoingMessage): Promise<void> {
    const line = `outbox (development sink, not sent): ${channel} to ${to}, "${subject}"`;
    this.log.info({ channel, to }, this.options.showBody ? `${line}: ${JSON.stringify(text)}` : line);
  }
}
