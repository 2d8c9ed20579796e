import { ChangeSetType, LockMode, type EventSubscriber, type FlushEventArgs, type TransactionEventArgs } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { MessageDelivery } from './message-delivery.js';
import type { Log } from './message-sender.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { RetryLaterError } from './retry-later-error.js';
import { UndeliverableError } from './undeliverable-error.js';

/** Waits after the 1st, 2nd … failed attempt (at the default base); the last one repeats until MAX_ATTEMPTS. */
export const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000] as const;
/** The first wait; later ones keep RETRY_DELAYS_MS's proportions (×6, ×24, ×120, ×720). OUTBOX_RETRY_BASE_MS. */
export const DEFAULT_RETRY_BASE_MS = RETRY_DELAYS_MS[0];
/** After this many failed attempts a message is `failed` and no longer retried. */
export const MAX_ATTEMPTS = 8;

export const retryDelayMs = (failedAttempts: number, baseMs: number = DEFAULT_RETRY_BASE_MS): number =>
  Math.round((RETRY_DELAYS_MS[Math.min(Math.max(failedAttempts, 1), RETRY_DELAYS_MS.length) - 1] * baseMs) / DEFAULT_RETRY_BASE_MS);

/** The longest wait a Retry-After may ask for (the back-off's own longest). */
export const MAX_RETRY_AFTER_MS = RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1];

export interface OutboxWorkerOptions {
  log: Log;
  /** How often to look for due messages when nothing nudges the worker. */
  pollMs: number;
  /** Rows claimed (and locked) per transaction. */
  batchSize?: number;
  maxAttempts?: number;
  /** The wait after a first failed attempt (retryDelayMs); tests shorten it. */
  retryBaseMs?: number;
  /** A delivery that takes longer counts as failed, so a hung server cannot hold the row locks. */
  deliveryTimeoutMs?: number;
  /** Blank the body (which may hold a one-time code) once sent; on in production. */
  redactSentBodies?: boolean;
}

/**
 * Delivers the outbox. Each pass claims due rows with `for update skip locked` in a
 * transaction, hands them to the senders and records the outcome before committing: two
 * workers (or two app instances) never take the same row, and a crash before the commit
 * leaves the rows pending for the next pass or the next start. So delivery is at least
 * once: a crash between a send and its commit would send that message again.
 */
export class OutboxWorker {
  private readonly batchSize: number;
  private readonly maxAttempts: number;
  private readonly deliveryTimeoutMs: number;
  private readonly retryBaseMs: number;
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private again = false;
  private listening = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly delivery: MessageDelivery,
    private readonly options: OutboxWorkerOptions,
  ) {
    this.batchSize = options.batchSize ?? 10;
    this.maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
    this.deliveryTimeoutMs = options.deliveryTimeoutMs ?? 30_000;
    this.retryBaseMs = options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  }

  /** Starts polling at once (delivering whatever an earlier run left pending) and on every commit that enqueues. */
  start(): void {
    if (this.running) return;
    this.running = true;
    if (!this.listening) {
      this.orm.em.getEventManager().registerSubscriber(new OutboxCommitSignal(() => this.nudge()));
      this.listening = true;
    }
    this.schedule(0);
  }

  /** Looks for due messages now instead of at the next poll. */
  nudge(): void {
    if (!this.running) return;
    if (this.pass) this.again = true;
    else this.schedule(0);
  }

  /** Stops polling and waits for the pass in progress to commit. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.pass;
  }

  /** Delivers every due message; returns how many were attempted. The loop calls it; tests may too. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.deliverBatch();
      total += claimed;
      if (claimed < this.batchSize) return total;
    }
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.runPass(), ms);
    this.timer.unref();
  }

  private runPass(): void {
    if (!this.running || this.pass) return;
    this.pass = this.drain()
      .then(
        () => undefined,
        (error: unknown) => this.options.log.error({ err: error }, 'outbox: a delivery pass failed'),
      )
      .finally(() => {
        this.pass = undefined;
        if (this.running) this.schedule(this.again ? 0 : this.options.pollMs);
        this.again = false;
      });
  }

  private deliverBatch(): Promise<number> {
    // Kept out of the SQL query log: a poll twice a second would drown what a developer (or a
    // query-count test) is looking at. Failures still reach the app's logger.
    return this.orm.em.fork({ loggerContext: { enabled: false } }).transactional(async (tx) => {
      const due = await tx.find(
        OutboxMessage,
        { status: 'pending', nextAttemptAt: { $lte: new Date() } },
        { orderBy: { nextAttemptAt: 'asc', id: 'asc' }, limit: this.batchSize, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      // Independent messages: one slow recipient does not delay the others.
      await Promise.all(due.map((message) => this.deliverOne(message)));
      return due.length;
    });
  }

  private async deliverOne(message: OutboxMessage): Promise<void> {
    const { log } = this.options;
    message.attempts += 1;
    try {
      await withTimeout(
        this.delivery.deliver({ channel: message.channel, to: message.recipient, subject: message.subject, text: message.body }),
        this.deliveryTimeoutMs,
      );
      message.status = 'sent';
      message.sentAt = new Date();
      message.lastError = null;
      if (this.options.redactSentBodies) message.body = '';
    } catch (error) {
      message.lastError = describe(error);
      if (error instanceof UndeliverableError) {
        // The server said never (SMTP's 5xx, a provider's 4xx for this message): retrying would only repeat it.
        message.status = 'failed';
        message.failedAt = new Date();
        log.error({ outboxId: message.id, channel: message.channel, attempts: message.attempts, error: message.lastError }, 'outbox: a message was refused for good');
      } else if (message.attempts >= this.maxAttempts) {
        message.status = 'failed';
        message.failedAt = new Date();
        log.error({ outboxId: message.id, channel: message.channel, attempts: message.attempts, error: message.lastError }, 'outbox: giving up on a message');
      } else {
        // A provider's 429 with Retry-After says when to come back; otherwise the back-off.
        const asked = error instanceof RetryLaterError ? error.retryAfterMs : undefined;
        const delay = asked === undefined ? retryDelayMs(message.attempts, this.retryBaseMs) : Math.min(asked, MAX_RETRY_AFTER_MS);
        message.nextAttemptAt = new Date(Date.now() + delay);
        log.warn({ outboxId: message.id, channel: message.channel, attempts: message.attempts, retryInMs: delay, error: message.lastError }, 'outbox: delivery failed, will retry');
      }
    }
  }
}

/**
 * Nudges the worker when a commit added outbox rows, so a code leaves within milliseconds
 * instead of at the next poll. Inside a transaction the nudge waits for the commit (the
 * worker could not see the rows before it); a rolled-back transaction never nudges.
 */
class OutboxCommitSignal implements EventSubscriber {
  private readonly waitingForCommit = new WeakSet<object>();

  constructor(private readonly nudge: () => void) {}

  afterFlush({ em, uow }: FlushEventArgs): void {
    const added = uow.getChangeSets().some((cs) => cs.type === ChangeSetType.CREATE && cs.entity instanceof OutboxMessage);
    if (!added) return;
    if (em.isInTransaction()) this.waitingForCommit.add(em);
    else this.nudge();
  }

  afterTransactionCommit({ em }: TransactionEventArgs): void {
    if (!this.waitingForCommit.has(em)) return;
    this.waitingForCommit.delete(em);
    this.nudge();
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`delivery timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 1000);
}
