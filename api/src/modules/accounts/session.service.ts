import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SESSION_TTL_MS } from './account.rules.js';

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
    const [row] = await em.execute<{ id: number; user_id: number }[]>(
      'select "id", "user_id" from "user_session" where "token_hash" = ? and "revoked_at" is null and "expires_at" > now()',
      [hashToken(token)],
    );
    return row ? { userId: row.user_id, sessionId: row.id } : null;
  },

  /** Pushes the expiry 24 h ahead (a successful "who am I"); returns the new expiry. */
  async extend(em: EntityManager, sessionId: number): Promise<Date> {
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await em.execute('update "user_session" set "expires_at" = ? where "id" = ? and "revoked_at" is null', [expiresAt, sessionId]);
    return expiresAt;
  },

  async revoke(em: EntityManager, sessionId: number): Promise<void> {
    await em.execute('update "user_session" set "revoked_at" = now() where "id" = ? and "revoked_at" is null', [sessionId]);
  },

  /** Ends every session of a user but `keepSessionId` (the one asking, if any). */
  async revokeAllFor(em: EntityManager, userId: number, keepSessionId?: number): Promise<void> {
    await em.execute('update "user_session" set "revoked_at" = now() where "user_id" = ? and "revoked_at" is null and "id" <> ?', [
      userId,
      keepSessionId ?? 0,
    ]);
  },
};

/** The token of an `Authorization: Bearer …` header, if there is one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
