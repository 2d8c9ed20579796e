import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutgoingMessage } from './message-sender.js';
import { clampLimit } from '../../lib/list-query.js';
import { OutboxMessage } from './outbox-message.entity.js';

const SUBJECT_MAX = 200;

/** Adds a message to the outbox in the caller's unit of work: it is committed (or rolled back) with the change that causes it. */
export function enqueueMessage(em: EntityManager, message: { channel: 'email' | 'sms'; to: string; subject: string; text: string }): OutboxMessage {
  const to = message.to.trim();
  // A caller's bug, not a user's mistake: the callers validate identifiers before they get here.
  if (!to) throw new Error('enqueueMessage: the recipient is empty');
  if (message.channel !== 'email' && message.channel !== 'sms') throw new Error(`enqueueMessage: unknown channel "${String(message.channel)}"`);
  const row = em.create(OutboxMessage, {
    channel: message.channel,
    recipient: to,
    subject: message.subject.slice(0, SUBJECT_MAX),
    body: message.text,
  });
  em.persist(row);
  return row;
}

/**
 * Adds a message that must leave once per event (`dedupeKey`, e.g. `order-status:42:shipped`),
 * in the caller's transaction. A second insert with the same key (another instance, a retried
 * job) is dropped by the unique index; returns whether this call queued it. Written with one
 * statement rather than the unit of work, so the conflict cannot fail the caller's flush; the
 * worker's next poll (OUTBOX_POLL_MS) picks it up.
 */
export async function enqueueMessageOnce(
  tx: EntityManager,
  message: { channel: 'email' | 'sms'; to: string; subject: string; text: string },
  dedupeKey: string,
): Promise<boolean> {
  const to = message.to.trim();
  if (!to) throw new Error('enqueueMessageOnce: the recipient is empty');
  if (message.channel !== 'email' && message.channel !== 'sms') throw new Error(`enqueueMessageOnce: unknown channel "${String(message.channel)}"`);
  const rows = await tx.execute<{ id: number }[]>(
    `insert into "outbox_message" ("channel", "recipient", "subject", "body", "status", "attempts", "next_attempt_at", "created_at", "dedupe_key")
     values (?, ?, ?, ?, 'pending', 0, now(), now(), ?) on conflict ("dedupe_key") where "dedupe_key" is not null do nothing returning "id"`,
    [message.channel, to, message.subject.slice(0, SUBJECT_MAX), message.text, dedupeKey.slice(0, 200)],
  );
  return rows.length > 0;
}

/** Messages that failed for good (refused, or given up after their retries), newest first: the back office's list, with `lastError`. */
export function listUndeliveredMessages(em: EntityManager, query: { limit?: number | null; offset?: number | null } = {}): Promise<OutboxMessage[]> {
  return em.find(OutboxMessage, { status: 'failed' }, { orderBy: { failedAt: 'desc', id: 'desc' }, limit: clampLimit(query.limit, 50, 200), offset: Math.max(query.offset ?? 0, 0) });
}

/** The development outbox: newest first, optionally for one recipient. */
export function listOutboxMessages(em: EntityManager, { to, limit }: { to?: string; limit: number }): Promise<OutboxMessage[]> {
  return em.find(OutboxMessage, to ? { recipient: to.trim() } : {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
}

export type { OutgoingMessage };
