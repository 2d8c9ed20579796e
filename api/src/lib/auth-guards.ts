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

export const ADMIN_SIGN_IN_REQUIRED = 'Admin sign-in required';
export const ADMIN_ACCESS_REQUIRED = 'Admin access required';

/**
 * The signed-in admin's id (decisions: Admins): a guest gets 401, a customer 403. A pending
 * admin never gets a session, so never reaches this far.
 */
export function requireAdmin(ctx: RequestContext): number {
  if (ctx.viewer.kind === 'admin') return ctx.viewer.adminId;
  if (ctx.viewer.kind === 'customer') throw new AppError('FORBIDDEN', ADMIN_ACCESS_REQUIRED);
  throw new AppError('UNAUTHENTICATED', ADMIN_SIGN_IN_REQUIRED);
}
