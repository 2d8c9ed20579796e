/**
 * What a sender throws when the other side asked it to come back later (HTTP 429 with
 * Retry-After): the outbox waits that long, instead of its own back-off, before the next
 * attempt. The attempt still counts towards the outbox's limit.
 */
export class RetryLaterError extends Error {
  override readonly name = 'RetryLaterError';

  constructor(
    message: string,
    /** How long the other side asked us to wait; undefined when it did not say (the outbox's back-off applies). */
    readonly retryAfterMs: number | undefined,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
