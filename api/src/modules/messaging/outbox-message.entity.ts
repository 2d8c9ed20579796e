import { Entity, Enum, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

export type MessageChannel = 'email' | 'sms';
export type OutboxStatus = 'pending' | 'sent' | 'failed';

/**
 * A message waiting to leave the shop (or that has left). Written in the same transaction as
 * the change that causes it, so a code is sent if and only if the code was stored; the
 * worker (outbox.worker.ts) delivers it afterwards and records the outcome here.
 */
@Entity({ tableName: 'outbox_message' })
// What the worker scans: only pending rows, in the order they fall due.
@Index({
  name: 'outbox_message_due_index',
  expression: `create index "outbox_message_due_index" on "outbox_message" ("next_attempt_at", "id") where "status" = 'pending'`,
})
// The back office's list of undelivered messages, newest first.
@Index({
  name: 'outbox_message_failed_index',
  expression: `create index "outbox_message_failed_index" on "outbox_message" ("failed_at" desc, "id" desc) where "status" = 'failed'`,
})
@Index({
  name: 'outbox_message_recipient_index',
  expression: `create index "outbox_message_recipient_index" on "outbox_message" ("recipient", "created_at" desc)`,
})
export class OutboxMessage {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: ['email', 'sms'] })
  channel!: MessageChannel;

  /** An email address or a phone number, as the caller gave it. */
  @Property({ type: 'string', length: 254 })
  recipient!: string;

  @Property({ type: 'string', length: 200 })
  subject!: string;

  /** Plain text. Holds one-time codes: never logged in production, cleared there once sent. */
  @Property({ type: 'text', hidden: true })
  body!: string;

  @Enum({ items: ['pending', 'sent', 'failed'], default: 'pending' })
  status: Opt<OutboxStatus> = 'pending';

  /** Delivery attempts so far, successful or not. */
  @Property({ type: 'smallint', default: 0 })
  attempts: Opt<number> = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextAttemptAt: Opt<Date> = new Date();

  @Property({ type: 'text', nullable: true })
  lastError?: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onCreate: () => new Date() })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null = null;

  /** When it became `failed` (refused for good, or given up after its retries); `lastError` says why. */
  @Property({ type: 'datetime', nullable: true })
  failedAt?: Date | null = null;

  /** Set for a message that must leave once per event (enqueueMessageOnce): unique where set. */
  @Property({ type: 'string', length: 200, nullable: true })
  dedupeKey?: string | null = null;
}
