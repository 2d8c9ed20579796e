import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductChange } from '../../core/cache-deps.js';
import type { CatalogueLog, ContentVersion } from '../../core/content-version.js';

/** How long this process remembers a product edit (longer than any cache's time to live). */
export const CHANGE_LOG_KEEP_MS = 10 * 60_000;
/** Past this many numbers since the last read, the edits are not fetched: everything is stale. */
const MAX_FETCH = 5_000;

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
 * - An edit of a product row records which product and columns it changed under its sequence
 *   number (the product_changes migration). When the number has moved, the reader fetches those
 *   records into this process's log (`CatalogueLog`): an entry that does not depend on the edited
 *   product stays fresh (core/cache-deps.ts). A number with no record was another kind of write
 *   (or a rolled-back one): every entry computed before it is stale. Since the version had
 *   settled, every number up to it belongs to a finished transaction, so the records are final.
 * - Concurrent callers share reads, so a burst of requests costs a few round trips, not one
 *   each; but a caller never takes the answer of a read sent before it arrived (that read may
 *   predate a commit the caller has already seen, such as an admin's own edit): it waits for
 *   the next read, which starts when the one in flight ends.
 */
export function catalogVersionReader(em: EntityManager): () => Promise<ContentVersion | undefined> {
  const log: CatalogueLog = { floor: 0, structuralAt: 0, changes: [] };
  /** The last sequence number whose edits are in the log (undefined: none read yet). */
  let seen: number | undefined;
  const received = new Map<number, number>();

  async function follow(seq: number): Promise<void> {
    if (seen !== undefined && seq <= seen) return;
    if (seen === undefined || seq - seen > MAX_FETCH) {
      // Nothing cached predates the first read; after a long gap, nothing is trusted.
      log.floor = seq;
      log.structuralAt = seq;
      log.changes = [];
      seen = seq;
      return;
    }
    const rows = await em
      .getConnection()
      .execute<{ seq: string; product_id: number; categories: string[]; columns: string[]; names: string[] }[]>(
        `select seq::text as seq, product_id, categories, columns, names from catalog_product_change where seq > ? and seq <= ? order by seq`,
        [seen, seq],
      );
    const now = Date.now();
    const bySeq = new Map(rows.map((r) => [Number(r.seq), r]));
    for (let n = seen + 1; n <= seq; n++) {
      const row = bySeq.get(n);
      if (!row) {
        log.structuralAt = n;
        continue;
      }
      const change: ProductChange = {
        seq: n,
        productId: row.product_id,
        categories: row.categories.map((c) => c.toLowerCase()),
        columns: row.columns,
        ...(row.names.length ? { names: row.names } : {}),
      };
      log.changes.push(change);
      received.set(n, now);
    }
    seen = seq;
    // Forget edits older than any entry can be; entries from before them are then stale.
    while (log.changes.length && now - (received.get(log.changes[0].seq) ?? 0) > CHANGE_LOG_KEEP_MS) {
      const dropped = log.changes.shift()!;
      received.delete(dropped.seq);
      log.floor = Math.max(log.floor, dropped.seq);
    }
  }

  const read = () =>
    em
      .getConnection()
      .execute<{ c_value: string; c_called: boolean; s_value: string; s_called: boolean; settled: boolean; stock_settled: boolean }[]>(
        `select c.last_value as c_value, c.is_called as c_called, s.last_value as s_value, s.is_called as s_called,
                pg_try_advisory_xact_lock(7001, 1) as settled, pg_try_advisory_xact_lock(7001, 2) as stock_settled
           from catalog_version_seq c, stock_version_seq s`,
      )
      .then(async ([row]): Promise<ContentVersion | undefined> => {
        if (!row.settled) return undefined;
        const catalogueSeq = Number(row.c_value) - (row.c_called ? 0 : 1);
        await follow(catalogueSeq);
        return {
          catalogue: `${row.c_value}:${row.c_called}`,
          catalogueSeq,
          log,
          stock: `${row.s_value}:${row.s_called}`,
          stockSettled: row.stock_settled,
        };
      });
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
