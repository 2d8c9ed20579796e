import type { RequestContext, Viewer } from '../../core/request-context.js';
import { adminSessionService, isAdminToken } from '../admin/admin-session.service.js';
import { bearerToken, sessionService } from './session.service.js';

/** What a request presents: an `Authorization` header and/or the admin session cookie. */
export interface Credentials {
  authorization?: string;
  adminCookie?: string;
}

/**
 * Who is asking. A bearer token wins over the cookie: an admin token (prefixed `adm_`) names an
 * admin session, any other a customer session. Without a header, the admin cookie is read.
 * Anything else (none, unknown, expired, revoked, an admin no longer active) is a guest.
 */
export async function authenticate(ctx: RequestContext, { authorization, adminCookie }: Credentials): Promise<Viewer> {
  if (authorization) {
    const token = bearerToken(authorization);
    if (!token) return { kind: 'guest' };
    if (isAdminToken(token)) {
      const admin = await adminSessionService.authenticate(ctx.em, token);
      return admin ? { kind: 'admin', adminId: admin.adminId, sessionId: admin.sessionId, viaCookie: false } : { kind: 'guest' };
    }
    const session = await sessionService.authenticate(ctx.em, token);
    return session ? { kind: 'customer', userId: session.userId, sessionId: session.sessionId } : { kind: 'guest' };
  }
  if (adminCookie) {
    const admin = await adminSessionService.authenticate(ctx.em, adminCookie);
    if (admin) return { kind: 'admin', adminId: admin.adminId, sessionId: admin.sessionId, viaCookie: true };
  }
  return { kind: 'guest' };
}
