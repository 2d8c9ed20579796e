import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_SESSION_TTL_MS } from './admin.rules.js';

/** The cookie that carries an admin's session token (HttpOnly, SameSite=Strict). */
export const ADMIN_COOKIE = 'admin_session';

/**
 * Admin tokens carry a prefix, so a bearer token says which table to look in (one lookup,
 * never two) and a leaked log line shows at once what kind of secret it was.
 */
export const ADMIN_TOKEN_PREFIX = 'adm_';
// The prefix and 32 random bytes in base64url (43 characters).
const TOKEN_SHAPE = /^adm_[A-Za-z0-9_-]{43}$/;

export const isAdminToken = (token: string) => token.startsWith(ADMIN_TOKEN_PREFIX);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedAdminSession {
  /** Shown once (cookie and login reply); only its SHA-256 is stored. */
  token: string;
  sessionId: number;
  expiresAt: Date;
}

/**
 * Admin sessions (decisions: Admins): an opaque random token stored hashed, 24 h, revocable.
 * A session only signs in an admin who is still active.
 */
export const adminSessionService = {
  async issue(em: EntityManager, adminId: number): Promise<IssuedAdminSession> {
    const token = `${ADMIN_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const expiresAt = new Date(Date.now() + ADMIN_SESSION_TTL_MS);
    const [row] = await em.execute<{ id: number }[]>(
      'insert into "admin_session" ("admin_id", "token_hash", "expires_at") values (?, ?, ?) returning "id"',
      [adminId, hashToken(token), expiresAt],
    );
    return { token, sessionId: row.id, expiresAt };
  },

  /** The live session a token names (unknown, expired, revoked or a no longer active admin: null). */
  async authenticate(em: EntityManager, token: string): Promise<{ adminId: number; sessionId: number } | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const [row] = await em.execute<{ id: number; admin_id: number }[]>(
      `select s."id", s."admin_id" from "admin_session" s join "admin" a on a."id" = s."admin_id"
        where s."token_hash" = ? and s."revoked_at" is null and s."expires_at" > now() and a."status" = 'active'`,
      [hashToken(token)],
    );
    return row ? { adminId: row.admin_id, sessionId: row.id } : null;
  },

  /** Ends the session a token names; true when one was live. */
  async revokeToken(em: EntityManager, token: string): Promise<{ adminId: number } | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const [row] = await em.execute<{ admin_id: number }[]>(
      'update "admin_session" set "revoked_at" = now() where "token_hash" = ? and "revoked_at" is null and "expires_at" > now() returning "admin_id"',
      [hashToken(token)],
    );
    return row ? { adminId: row.admin_id } : null;
  },
};
