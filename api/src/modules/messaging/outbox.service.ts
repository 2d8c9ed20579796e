import type { EntityManager } from '@mikro-orm/postgresql';
import type { OutgoingMessage } from './message-delivery.js';
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

/** The development outbox: newest first, optionally for one recipient. */
export function listOutboxMessages(em: EntityManager, { to, limit }: { to?: string; limit: number }): Promise<OutboxMessage[]> {
  return em.find(OutboxMessage, to ? { recipient: to.trim() } : {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
}

export type { OutgoingMessage };
