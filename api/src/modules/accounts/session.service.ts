import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SESSION_MAX_AGE_DAYS, SESSION_TTL_MS } from '@fruit-shop/common/account.rules';
import { SESSION_REVOKED_CHANNEL, SessionCache, type RevocationNotice } from './session-cache.js';

/**
 * This process's cache of recently authenticated sessions; off (time to live 0) until the app
 * configures it from SESSION_CACHE_TTL_MS.
 */
export const sessionCache = new SessionCache(0);

export interface IssuedSession {
  /** The bearer token: shown to the client once, never stored. */
  token: string;
  sessionId: number;
  expiresAt: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
// 32 random bytes = 256 bits, base64url: 43 characters.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Customer sessions (decisions: opaque random token, stored hashed, 24 h, extended by a
 * successful /users/me, revoked by logout; a password reset ends the other sessions).
 */
export const sessionService = {
  async issue(em: EntityManager, userId: number): Promise<IssuedSession> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    const [row] = await em.execute<{ id: number }[]>(
      'insert into "user_session" ("user_id", "token_hash", "expires_at") values (?, ?, ?) returning "id"',
      [userId, hashToken(token), expiresAt],
    );
    return { token, sessionId: row.id, expiresAt };
  },

  /** The live session a bearer token names, or null (unknown, expired or revoked). */
  async authenticate(em: EntityManager, token: string): Promise<{ userId: number; sessionId: number } | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const tokenHash = hashToken(token);
    const cached = sessionCache.get(tokenHash);
    if (cached) return cached;
    // A session ends at its sliding expiry or at its absolute lifetime, whichever comes first.
    const [row] = await em.execute<{ id: number; user_id: number; expires_at: Date }[]>(
      `select "id", "user_id", least("expires_at", "created_at" + interval '${SESSION_MAX_AGE_DAYS} days') as "expires_at" from "user_session"
        where "token_hash" = ? and "revoked_at" is null and "expires_at" > now() and "created_at" > now() - interval '${SESSION_MAX_AGE_DAYS} days'`,
      [tokenHash],
    );
    if (!row) return null;
    const session = { userId: row.user_id, sessionId: row.id };
    sessionCache.set(tokenHash, session, new Date(row.expires_at));
    return session;
  },

  /**
   * Pushes the expiry 24 h ahead (a successful "who am I"), but never past the session's
   * absolute lifetime (SESSION_MAX_AGE_DAYS after sign-in); returns the new expiry.
   */
  async extend(em: EntityManager, sessionId: number): Promise<Date> {
    const wanted = new Date(Date.now() + SESSION_TTL_MS);
    const [row] = await em.execute<{ expires_at: Date }[]>(
      `update "user_session" set "expires_at" = least(?::timestamptz, "created_at" + interval '${SESSION_MAX_AGE_DAYS} days')
        where "id" = ? and "revoked_at" is null returning "expires_at"`,
      [wanted, sessionId],
    );
    const expiresAt = row ? new Date(row.expires_at) : wanted;
    sessionCache.extend(sessionId, expiresAt);
    return expiresAt;
  },

  /** Ends a session, here at once and in the other app processes when the change commits. */
  async revoke(em: EntityManager, sessionId: number): Promise<void> {
    const notice: RevocationNotice = { sessionId };
    sessionCache.evict(notice);
    await em.execute(
      `with "revoked" as (update "user_session" set "revoked_at" = now() where "id" = ? and "revoked_at" is null returning "id")
       select pg_notify(?, ?) from "revoked"`,
      [sessionId, SESSION_REVOKED_CHANNEL, JSON.stringify(notice)],
    );
    // Again: a request of this process may have read the row before the update.
    sessionCache.evict(notice);
  },

  /** Ends every session of a user but `keepSessionId` (the one asking, if any). */
  async revokeAllFor(em: EntityManager, userId: number, keepSessionId?: number): Promise<void> {
    const notice: RevocationNotice = keepSessionId === undefined ? { userId } : { userId, keepSessionId };
    sessionCache.evict(notice);
    await em.execute(
      `with "revoked" as (update "user_session" set "revoked_at" = now() where "user_id" = ? and "revoked_at" is null and "id" <> ? returning "id")
       select pg_notify(?, ?) where exists (select 1 from "revoked")`,
      [userId, keepSessionId ?? 0, SESSION_REVOKED_CHANNEL, JSON.stringify(notice)],
    );
    sessionCache.evict(notice);
  },
};
