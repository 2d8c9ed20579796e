import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContentVersion } from '../../core/content-version.js';

/**
 * The catalogue's version: a sequence that every write to a catalogue table advances (see
 * the catalog_version migration), and the stock's, which stock writes (orders, restocks)
 * advance instead (the stock_version migration; core/content-version.ts). Cached guest pages and API answers are valid while it is
 * unchanged; it lives in the database, so every app process sees the same one.
 *
 * - A write still open (it holds the shared advisory lock its trigger takes, see the
 *   catalog_version_settled migration) has advanced the sequence but its rows are not
 *   visible yet: there is no settled version then (undefined), and nothing may be served
 *   from or stored in a cache until the write ends. The exclusive try-lock is held only for
 *   the read's own statement.
 * - Concurrent callers share reads, so a burst of requests costs a few round trips, not one
 *   each; but a caller never takes the answer of a read sent before it arrived (that read may
 *   predate a commit the caller has already seen, such as an admin's own edit): it waits for
 *   the next read, which starts when the one in flight ends.
 */
export function catalogVersionReader(em: EntityManager): () => Promise<ContentVersion | undefined> {
  const read = () =>
    em
      .getConnection()
      .execute<{ c_value: string; c_called: boolean; s_value: string; s_called: boolean; settled: boolean; stock_settled: boolean }[]>(
        `select c.last_value as c_value, c.is_called as c_called, s.last_value as s_value, s.is_called as s_called,
                pg_try_advisory_xact_lock(7001, 1) as settled, pg_try_advisory_xact_lock(7001, 2) as stock_settled
           from catalog_version_seq c, stock_version_seq s`,
      )
      .then(([row]): ContentVersion | undefined =>
        row.settled ? { catalogue: `${row.c_value}:${row.c_called}`, stock: `${row.s_value}:${row.s_called}`, stockSettled: row.stock_settled } : undefined,
      );
  let inFlight: Promise<ContentVersion | undefined> | null = null;
  let queued: Promise<ContentVersion | undefined> | null = null;
  const start = (): Promise<ContentVersion | undefined> => {
    const current = read().finally(() => {
      if (inFlight === current) inFlight = null;
    });
    inFlight = current;
    return current;
  };
  return () => {
    if (!inFlight) return start();
    queued ??= inFlight
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}
