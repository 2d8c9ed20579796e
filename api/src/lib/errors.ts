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

/** Parses a positive integer id from a GraphQL ID or a path segment. */
export function parseId(raw: string | number, what = 'id'): number {
  const n = typeof raw === 'number' ? raw : /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > 2147483647) throw badInput(`Invalid ${what}`, what);
  return n;
}
