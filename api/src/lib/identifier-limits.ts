import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from './errors.js';

/**
 * Limits per identifier (an email, a phone number), on top of the per-IP limit: an attacker
 * with many addresses still gets only so many guesses at one account. Counters live in
 * PostgreSQL (table rate_limit_counter) so that a restart or a second instance does not hand
 * out a fresh budget.
 */
export interface LimitPolicy {
  /** Attempts allowed per window; the next one is refused until the window ends. */
  limit: number;
  windowMs: number;
}

/**
 * Guesses (passwords, codes) are limited so that a stranger cannot lock the owner out: strictly
 * per (identifier, client address), and per identifier only at a much higher ceiling. Ten wrong
 * passwords from one address are refused there for the rest of the window, while the owner,
 * from their own address, still signs in; locking an account for everyone takes guesses from
 * ten addresses, and a brute force stays bounded at the ceiling per window.
 */
export interface AttemptPolicy {
  perAddress: LimitPolicy;
  perIdentifier: LimitPolicy;
}

export const ATTEMPT_LIMITS: { login: AttemptPolicy; otpVerify: AttemptPolicy; otpRequest: AttemptPolicy; passwordReset: AttemptPolicy } = {
  /** Password checks (customer and admin sign-in). */
  login: { perAddress: { limit: 10, windowMs: 15 * 60_000 }, perIdentifier: { limit: 100, windowMs: 15 * 60_000 } },
  /** Code checks; each code also voids itself after 5 wrong tries. */
  otpVerify: { perAddress: { limit: 10, windowMs: 15 * 60_000 }, perIdentifier: { limit: 50, windowMs: 15 * 60_000 } },
  /** Codes sent (each an email or SMS); besides the 60 s cooldown between two codes. */
  otpRequest: { perAddress: { limit: 10, windowMs: 60 * 60_000 }, perIdentifier: { limit: 40, windowMs: 60 * 60_000 } },
  /** New passwords set with a code. */
  passwordReset: { perAddress: { limit: 5, windowMs: 60 * 60_000 }, perIdentifier: { limit: 30, windowMs: 60 * 60_000 } },
};

// A fixed window in one statement: the row is created, or counted up, or restarted when its
// window is over; the row lock of ON CONFLICT serialises concurrent attempts on one key, so
// none is lost and no read-then-write race exists. Times come from the database's clock.
const CONSUME = `
insert into "rate_limit_counter" as c ("key", "count", "window_started_at")
values (?, 1, now())
on conflict ("key") do update set
  "count" = case when c."window_started_at" <= now() - ?::double precision * interval '1 millisecond' then 1 else c."count" + 1 end,
  "window_started_at" = case when c."window_started_at" <= now() - ?::double precision * interval '1 millisecond' then now() else c."window_started_at" end
returning "count",
  greatest(ceil(extract(epoch from c."window_started_at" + ?::double precision * interval '1 millisecond' - now())), 1)::int as "retry_after"`;

/**
 * Counts one attempt for `key` (e.g. 'login:user@example.com'); atomic (one upsert
 * statement, no read-then-write). It runs on the `em` it is given: the request's own (no
 * transaction) counts at once, so a failed attempt is counted whatever follows; a
 * transaction's `tx` counts only if that transaction commits. Never pass the outer `em` from
 * inside a transaction: that is a second connection, which the embedded database cannot serve.
 */
export async function consumeLimit(em: EntityManager, key: string, policy: LimitPolicy): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const [row] = await em.execute<{ count: number; retry_after: number }[]>(CONSUME, [key, policy.windowMs, policy.windowMs, policy.windowMs]);
  const allowed = row.count <= policy.limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : row.retry_after };
}

/** Throws AppError('RATE_LIMITED', 'Too many attempts. Please try again in N minutes.', { retryAfterSeconds }) when over the limit. */
export async function enforceLimit(em: EntityManager, key: string, policy: LimitPolicy): Promise<void> {
  const { allowed, retryAfterSeconds } = await consumeLimit(em, key, policy);
  if (allowed) return;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { retryAfterSeconds });
}

/** Forgets the attempts for `key` (e.g. after a successful login). */
export async function resetLimit(em: EntityManager, key: string): Promise<void> {
  await em.execute('delete from "rate_limit_counter" where "key" = ?', [key]);
}

const addressKey = (scope: string, identifier: string, ip: string | undefined) => `${scope}:${identifier}@${ip ?? 'unknown'}`;

/**
 * Counts a guess at `identifier` from `ip` (e.g. scope 'login'): first against the address's own
 * budget (so an address over its limit adds nothing to the identifier's), then the identifier's.
 */
export async function enforceAttemptLimit(em: EntityManager, scope: string, identifier: string, ip: string | undefined, policy: AttemptPolicy): Promise<void> {
  await enforceLimit(em, addressKey(scope, identifier, ip), policy.perAddress);
  await enforceLimit(em, `${scope}:${identifier}`, policy.perIdentifier);
}

/**
 * After a success from `ip`, forgets that address's guesses. The identifier's count stays: a
 * sign-in by the owner must not hand a guesser elsewhere a fresh budget.
 */
export async function resetAttemptLimit(em: EntityManager, scope: string, identifier: string, ip: string | undefined): Promise<void> {
  await resetLimit(em, addressKey(scope, identifier, ip));
}
