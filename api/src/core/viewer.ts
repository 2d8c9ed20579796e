import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext, Viewer } from './request-context.js';

/** What a request presents: an `Authorization` header and/or the admin session cookie. */
export interface Credentials {
  authorization?: string;
  adminCookie?: string;
}

/**
 * Where sessions are looked up: customer sessions (accounts) and admin sessions (admin). The
 * app passes both in, so that resolving a viewer imports neither module and neither module
 * imports the other.
 */
export interface SessionLookups {
  customers: { authenticate(em: EntityManager, token: string): Promise<{ userId: number; sessionId: number } | null> };
  admins: {
    /** Whether a bearer token is an admin's (its prefix says which table to look in: one lookup, never two). */
    owns(token: string): boolean;
    authenticate(em: EntityManager, token: string): Promise<{ adminId: number; sessionId: number } | null>;
  };
}

/** The token of an `Authorization: Bearer …` header, if there is one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Who is asking. A bearer token wins over the cookie: an admin token names an admin session,
 * any other a customer session. Without a header, the admin cookie is read. Anything else
 * (none, unknown, expired, revoked, an admin no longer active) is a guest.
 */
export function viewerResolver({ customers, admins }: SessionLookups) {
  return async function resolveViewer(ctx: RequestContext, { authorization, adminCookie }: Credentials): Promise<Viewer> {
    if (authorization) {
      const token = bearerToken(authorization);
      if (!token) return { kind: 'guest' };
      if (admins.owns(token)) {
        const admin = await admins.authenticate(ctx.em, token);
        return admin ? { kind: 'admin', adminId: admin.adminId, sessionId: admin.sessionId, viaCookie: false } : { kind: 'guest' };
      }
      const session = await customers.authenticate(ctx.em, token);
      return session ? { kind: 'customer', userId: session.userId, sessionId: session.sessionId } : { kind: 'guest' };
    }
    if (adminCookie) {
      const admin = await admins.authenticate(ctx.em, adminCookie);
      if (admin) return { kind: 'admin', adminId: admin.adminId, sessionId: admin.sessionId, viaCookie: true };
    }
    return { kind: 'guest' };
  };
}
