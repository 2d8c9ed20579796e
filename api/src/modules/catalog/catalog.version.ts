import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The catalogue's version: a sequence that every write to a catalogue table advances (see
 * the catalog_version migration). Cached guest pages and API answers are valid while it is
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
export function catalogVersionReader(em: EntityManager): () => Promise<string | undefined> {
  const read = () =>
    em
      .getConnection()
      .execute<{ last_value: string; is_called: boolean; settled: boolean }[]>(
        'select last_value, is_called, pg_try_advisory_xact_lock(7001, 1) as settled from catalog_version_seq',
      )
      .then(([row]) => (row.settled ? `${row.last_value}:${row.is_called}` : undefined));
  let inFlight: Promise<string | undefined> | null = null;
  let queued: Promise<string | undefined> | null = null;
  const start = (): Promise<string | undefined> => {
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
