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

export const IDENTIFIER_LIMITS: { login: LimitPolicy; otpRequest: LimitPolicy; passwordReset: LimitPolicy; otpVerify: LimitPolicy } = {
  login: { limit: 10, windowMs: 15 * 60_000 },
  otpRequest: { limit: 10, windowMs: 60 * 60_000 },
  passwordReset: { limit: 5, windowMs: 60 * 60_000 },
  otpVerify: { limit: 10, windowMs: 15 * 60_000 },
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
