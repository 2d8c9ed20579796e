import { GraphQLError } from 'graphql';

/** Stable codes shared by GraphQL (`extensions.code`) and REST (`code`). */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'BAD_REQUEST'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'OUT_OF_STOCK'
  | 'COUPON_INVALID'
  | 'PAYMENT_FAILED'
  | 'INVALID_STATUS_CHANGE'
  | 'NOT_SERVICEABLE'
  | 'SLOT_UNAVAILABLE'
  | 'PHONE_CODES_UNAVAILABLE'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  OUT_OF_STOCK: 409,
  COUPON_INVALID: 400,
  PAYMENT_FAILED: 400,
  INVALID_STATUS_CHANGE: 409,
  NOT_SERVICEABLE: 422,
  SLOT_UNAVAILABLE: 409,
  // A code for a phone number in a shop that cannot send texts (production without an SMS provider).
  PHONE_CODES_UNAVAILABLE: 422,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

/**
 * An expected failure with a message the user may read. Extends GraphQLError so that
 * resolvers can throw it as is; the REST shim turns it into `{ error, code }`.
 */
export class AppError extends GraphQLError {
  readonly code: ErrorCode;
  readonly status: number;
  constructor(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { extensions: { code, ...extra } });
    this.code = code;
    this.status = HTTP_STATUS[code];
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const badInput = (message: string, field?: string) =>
  new AppError('BAD_USER_INPUT', message, field ? { field } : {});

/** The largest value of an integer column (int4): counts, limits, days. */
export const MAX_INT = 2_147_483_647;

/** Dates the shop stores (availability, coupon validity) fall in this range; year 0 or 9999 is a mistake. */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2100-12-31';

export function checkDateRange(date: Date, field: string): Date {
  const day = Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
  if (!day || day < EARLIEST_DATE || day > LATEST_DATE) throw badInput(`${field} must be a date from ${EARLIEST_DATE} to ${LATEST_DATE}`, field);
  return date;
}

/** Parses a positive integer id from a GraphQL ID or a path segment. */
export function parseId(raw: string | number, what = 'id'): number {
  const n = typeof raw === 'number' ? raw : /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > 2147483647) throw badInput(`Invalid ${what}`, what);
  return n;
}

/** The reply when the database cannot be reached or has no free connection in time. */
export const serviceUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The shop is busy right now. Please try again in a moment.', { retryAfterSeconds: 5 });

// Connection-level failures: the pool had nothing free in time, the server went away, is
// starting or shutting down (SQLSTATE class 08, 57P01–57P03), or a statement ran out of time.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '57014']);
const UNAVAILABLE_MESSAGES = /Timeout acquiring a connection|Connection terminated|connection error|Connection ended|timeout exceeded when trying to connect/i;

/**
 * What a failure that is not an AppError means to the client, when it is not a bug: the
 * database being unavailable (503, with Retry-After), or a value the database refused as data
 * (SQLSTATE class 22: too long, out of range, a NUL byte, an impossible date), which is the
 * client's (400). The edge validation should have refused such a value first; this is the
 * backstop that keeps it from ever becoming a 500. Undefined for anything else (a bug).
 */
export function classifyFailure(error: unknown): AppError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const e = current as { name?: string; code?: unknown; message?: unknown; cause?: unknown; originalError?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    // 08P01 (protocol violation) is a value PostgreSQL could not even read, such as a NUL byte.
    if (/^22[0-9A-Z]{3}$/.test(code) || code === '08P01') return new AppError('BAD_USER_INPUT', 'A value in the request is not allowed or out of range.', { reason: 'INVALID_VALUE' });
    if (e.name === 'KnexTimeoutError' || UNAVAILABLE_CODES.has(code) || code.startsWith('08') || UNAVAILABLE_MESSAGES.test(message)) return serviceUnavailable();
    current = e.cause ?? e.originalError;
  }
  return undefined;
}
