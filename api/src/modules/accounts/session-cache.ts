import { LRUCache } from 'lru-cache';

/**
 * Recently authenticated customer sessions, kept in memory for a few seconds so that a shopper's
 * burst of requests (add to cart, then place the order) does not look the same token up in
 * PostgreSQL each time (docs/decisions/0016-session-cache-and-checkout-throughput.md).
 *
 * Revocation stays immediate: `sessionService.revoke`/`revokeAllFor` evict here at once and
 * notify the other app processes through PostgreSQL (`NOTIFY`, delivered at commit), whose
 * listener evicts too. The time to live bounds what a lost notification could cost. An entry
 * never outlives its session's `expires_at`.
 *
 * lru-cache holds the entries and keeps them bounded (least recently used out first). The two
 * expiries are checked here, against a clock the caller may pass: freshness and the session's
 * own end, which a successful "who am I" moves (`extend`).
 */
export const SESSION_REVOKED_CHANNEL = 'fruitshop_session_revoked';

export interface CachedSession {
  userId: number;
  sessionId: number;
}

interface Entry extends CachedSession {
  /** The session's own expiry (ms since the epoch). */
  expiresAt: number;
  /** When this copy stops being trusted (ms since the epoch). */
  freshUntil: number;
}

/** What a revocation notice says: one session, or every session of a user but one. */
export type RevocationNotice = { sessionId: number } | { userId: number; keepSessionId?: number };

export class SessionCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Set while revocations from other processes could go unheard (their listener is down). */
  private suspended = false;

  constructor(
    private ttlMs: number,
    maxEntries = 10_000,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && !this.suspended;
  }

  configure(ttlMs: number): void {
    this.ttlMs = ttlMs;
    this.entries.clear();
  }

  /** Forgets everything and caches nothing until resume(). */
  suspend(): void {
    this.suspended = true;
    this.entries.clear();
  }

  resume(): void {
    this.suspended = false;
  }

  get(tokenHash: string, now = Date.now()): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.freshUntil <= now || entry.expiresAt <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return { userId: entry.userId, sessionId: entry.sessionId };
  }

  set(tokenHash: string, session: CachedSession, expiresAt: Date, now = Date.now()): void {
    if (!this.enabled) return;
    this.entries.set(tokenHash, { ...session, expiresAt: expiresAt.getTime(), freshUntil: now + this.ttlMs });
  }

  /** A session's expiry moved (a successful "who am I"). */
  extend(sessionId: number, expiresAt: Date): void {
    for (const entry of this.entries.values()) if (entry.sessionId === sessionId) entry.expiresAt = expiresAt.getTime();
  }

  evict(notice: RevocationNotice): void {
    const gone: string[] = [];
    for (const [key, entry] of this.entries.entries()) {
      if ('sessionId' in notice ? entry.sessionId === notice.sessionId : entry.userId === notice.userId && entry.sessionId !== notice.keepSessionId) gone.push(key);
    }
    for (const key of gone) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Parses a `NOTIFY` payload; anything unexpected clears the whole cache (the safe answer). */
export function parseRevocationNotice(payload: string | undefined): RevocationNotice | undefined {
  try {
    const value = JSON.parse(payload ?? '') as Record<string, unknown>;
    if (Number.isSafeInteger(value.sessionId)) return { sessionId: value.sessionId as number };
    if (Number.isSafeInteger(value.userId)) {
      return { userId: value.userId as number, ...(Number.isSafeInteger(value.keepSessionId) ? { keepSessionId: value.keepSessionId as number } : {}) };
    }
  } catch {
    // fall through
  }
  return undefined;
}
