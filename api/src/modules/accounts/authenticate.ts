import type { RequestContext, Viewer } from '../../core/request-context.js';
import { bearerToken, sessionService } from './session.service.js';

/** A customer's bearer token → who is asking. Anything else (none, unknown, expired) is a guest. */
export async function authenticate(ctx: RequestContext, authorization: string): Promise<Viewer> {
  const token = bearerToken(authorization);
  if (!token) return { kind: 'guest' };
  const session = await sessionService.authenticate(ctx.em, token);
  return session ? { kind: 'customer', userId: session.userId, sessionId: session.sessionId } : { kind: 'guest' };
}
