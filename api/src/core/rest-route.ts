import type { FastifyRequest } from 'fastify';
import { requireCustomer } from '../lib/auth-guards.js';
import { AppError, parseId } from '../lib/errors.js';
import type { RequestContext } from './request-context.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One documented /api path. Handlers are thin: read the request, call one service method,
 * shape the reply in the spec's snake_case. Rules stay in the services.
 */
export interface RestRoute {
  method: HttpMethod;
  /** Path under /api, Fastify syntax (`/product/:productId`). */
  url: string;
  status?: number;
  /**
   * Who may call it, checked by the REST mount before the handler runs (a guest gets 401, the
   * wrong kind of session 403). Declared here, where the route is, so a test can list every
   * admin route from the table itself. Without it the handler decides (public or own rules).
   */
  role?: 'admin' | 'customer';
  /**
   * The body arrives as the exact string that was sent, whatever its content type (a webhook
   * whose signature covers the raw bytes); every other route gets parsed JSON.
   */
  rawBody?: boolean;
  /** What one call counts against the per-IP API budget (default 1; EXPENSIVE_REQUEST_COST for sign-ins, codes, sign-ups, resets). */
  cost?: number;
  /**
   * A GET whose guest answer depends only on its URL and on the catalogue version (the rule of
   * GUEST_CACHED, core/guest-cache.ts): a repeat is answered from memory while the version holds.
   */
  guestCache?: boolean;
  /** Every product read of the handler records itself on `ctx.cacheDeps` (DEPS_TRACKED, core/guest-cache.ts). */
  depsTracked?: boolean;
  handler(ctx: RequestContext, req: FastifyRequest): Promise<unknown>;
}

/** A reply whose status depends on what happened (a replayed submit: 200 instead of 201). */
export class RestReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** Extra headers (a download's content type and file name, a list's total count). */
    readonly headers: Record<string, string> = {},
  ) {}
}

/**
 * For the paths whose documented reply carries `success` (placing an order, payments): an
 * expected refusal answers with its status and `{ success: false, message }` besides the usual
 * `error` and `code`, so either kind of client reads it. Anything else is left to the error handler.
 */
export async function refusalAsReply(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { field, productId, available } = error.extensions as { field?: string; productId?: string; available?: number };
    return new RestReply(error.status, {
      success: false,
      message: error.message,
      error: error.message,
      code: error.code,
      ...(field ? { field } : {}),
      ...(productId ? { product_id: Number(productId) } : {}),
      ...(available !== undefined ? { available } : {}),
    });
  }
}

/** Reads a query-string value as an optional integer; NaN signals "not a number" to the caller. */
export function queryInt(req: FastifyRequest, name: string): number | undefined {
  const raw = (req.query as Record<string, unknown>)[name];
  if (raw === undefined || raw === '') return undefined;
  return /^\d+$/.test(String(raw)) ? Number(raw) : NaN;
}

export function queryText(req: FastifyRequest, name: string): string | undefined {
  const raw = (req.query as Record<string, unknown>)[name];
  return typeof raw === 'string' ? raw : undefined;
}

export type JsonBody = Record<string, unknown>;

/** The parsed JSON body as an object (anything else reads as empty). */
export const jsonBody = (req: FastifyRequest): JsonBody => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as JsonBody) : {});

/**
 * The signed-in customer, checked against a user id the request names (path, body or query):
 * no session is a 401, someone else's id a 403 (decisions: Ownership). An absent id is fine.
 */
export function sessionUser(ctx: RequestContext, namedUserId: unknown, message?: string): number {
  const own = requireCustomer(ctx, message);
  if (namedUserId === undefined || namedUserId === null || namedUserId === '') return own;
  if (parseId(typeof namedUserId === 'number' ? namedUserId : String(namedUserId), 'user_id') !== own) {
    throw new AppError('FORBIDDEN', 'You can only access your own account');
  }
  return own;
}
