/*
 * What a cached guest page or answer was computed at (issue 37, docs/decisions/0036): the
 * catalogue's version, which an admin's edit advances, and the stock's, which every order
 * advances. They are kept apart so that orders do not empty the caches: an entry is used while
 * its catalogue version holds and either the stock has not moved since (and had settled when it
 * was computed) or the entry is younger than the stock staleness bound (a few seconds). Stock
 * is exact where it matters (add to cart, checkout); a cached page's "only 3 left" may lag by
 * at most that bound.
 *
 * The catalogue's version also holds for an entry when every change since it was computed is an
 * edit of a product row the entry does not depend on (core/cache-deps.ts): the version reader
 * keeps the log of those edits (`CatalogueLog`, catalog.version.ts).
 */
import { affects, ALL, type Dependencies, type ProductChange } from './cache-deps.js';

/** The product edits this process has read, shared by every version it hands out. */
export interface CatalogueLog {
  /** Entries computed before this sequence number are stale: the log does not go back that far. */
  floor: number;
  /** The last number of a change that was not a product edit (any entry computed before it is stale). */
  structuralAt: number;
  /** Product edits after `floor`, oldest first. */
  changes: ProductChange[];
}

export interface ContentVersion {
  catalogue: string;
  /** The catalogue sequence's number and the log of edits up to it (absent: exact match only). */
  catalogueSeq?: number;
  log?: CatalogueLog;
  stock: string;
  /** No stock write was open when the version was read (its sequence had settled). */
  stockSettled: boolean;
}

export interface VersionStamp {
  catalogue: string;
  catalogueSeq?: number;
  stock: string;
  stockSettled: boolean;
  /** When the entry was computed (ms since the epoch). */
  at: number;
  /** What of the product table the entry shows. */
  deps: Dependencies;
}

export const stampOf = (version: ContentVersion, deps: Dependencies = ALL, at = Date.now()): VersionStamp => ({
  catalogue: version.catalogue,
  catalogueSeq: version.catalogueSeq,
  stock: version.stock,
  stockSettled: version.stockSettled,
  at,
  deps,
});

/** Whether nothing the entry depends on has changed in the catalogue since `stamp`. */
function catalogueHolds(stamp: VersionStamp, current: ContentVersion): boolean {
  if (stamp.catalogue === current.catalogue) return true;
  const log = current.log;
  const since = stamp.catalogueSeq;
  if (!log || since === undefined || stamp.deps.all) return false;
  if (since < log.floor || log.structuralAt > since) return false;
  for (const change of log.changes) if (change.seq > since && affects(stamp.deps, change)) return false;
  return true;
}

/** Whether an entry computed at `stamp` may answer now, at `current`. */
export function isFresh(stamp: VersionStamp, current: ContentVersion, stockStalenessMs: number, now = Date.now()): boolean {
  if (!catalogueHolds(stamp, current)) return false;
  if (stamp.stockSettled && stamp.stock === current.stock) return true;
  return now - stamp.at < stockStalenessMs;
}
