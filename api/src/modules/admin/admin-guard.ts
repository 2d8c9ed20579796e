import { Authorized, Extensions, type AuthCheckerFn } from 'type-graphql';
import type { RequestContext } from '../../core/request-context.js';
import { requireAdmin } from '../../lib/auth-guards.js';

export const ADMIN_ROLE = 'ADMIN';

/**
 * type-graphql's authChecker (buildSchema): the ADMIN role is checked by the same guard as the
 * REST routes, so GraphQL answers with the same codes and messages (UNAUTHENTICATED for a
 * guest, FORBIDDEN for a customer). `@Authorized()` without a role asks for any session.
 */
export const authChecker: AuthCheckerFn<RequestContext> = ({ context }, roles) => {
  if (roles.includes(ADMIN_ROLE)) {
    requireAdmin(context);
    return true;
  }
  return roles.length === 0 && context.viewer.kind !== 'guest';
};

/**
 * Declares a query or mutation admin-only where it is declared: the guard (`@Authorized`) and a
 * schema extension `role: 'admin'` that tools and tests can read from the built schema.
 */
export function AdminOnly(): MethodDecorator {
  const guard = Authorized(ADMIN_ROLE);
  const mark = Extensions({ role: 'admin' });
  return (target, key, descriptor) => {
    guard(target, key, descriptor);
    mark(target, key, descriptor);
  };
}
