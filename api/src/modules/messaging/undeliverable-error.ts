/**
 * What a sender throws when trying again cannot help: the server refused this message for good
 * (SMTP's 5xx: no such mailbox, rejected content; an SMS provider's 4xx: a number that cannot
 * be reached, sms-http.ts). The outbox marks the message failed at once instead of retrying it
 * for hours, and the back office lists it with this reason. Anything else a sender throws (an
 * SMTP 4xx, a refused or dropped connection, a timeout, a login or TLS problem on the shop's
 * side) counts as transient.
 */
export class UndeliverableError extends Error {
  override readonly name = 'UndeliverableError';

  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }
}
