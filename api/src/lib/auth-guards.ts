import type { RequestContext } from '../core/request-context.js';
import { AppError } from './errors.js';

/** The signed-in customer's id; anyone else gets a 401 with a message the client can show. */
export function requireCustomer(ctx: RequestContext, message = 'Please log in to continue'): number {
  if (ctx.viewer.kind !== 'customer') throw new AppError('UNAUTHENTICATED', message);
  return ctx.viewer.userId;
}

/**
 * A user id named in a path or argument must be the session's own (decisions: Ownership);
 * the id never chooses whose data is read.
 */
export function requireSelf(ctx: RequestContext, userId: number): number {
  const own = requireCustomer(ctx);
  if (own !== userId) throw new AppError('FORBIDDEN', 'You can only access your own account');
  return own;
}
