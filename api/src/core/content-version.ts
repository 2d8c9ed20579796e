/*
 * What a cached guest page or answer was computed at (issue 37, docs/decisions/0036): the
 * catalogue's version, which an admin's edit advances, and the stock's, which every order
 * advances. They are kept apart so that orders do not empty the caches: an entry is used while
 * its catalogue version holds and either the stock has not moved since (and had settled when it
 * was computed) or the entry is younger than the stock staleness bound (a few seconds). Stock
 * is exact where it matters (add to cart, checkout); a cached page's "only 3 left" may lag by
 * at most that bound.
 */

export interface ContentVersion {
  catalogue: string;
  stock: string;
  /** No stock write was open when the version was read (its sequence had settled). */
  stockSettled: boolean;
}

export interface VersionStamp extends ContentVersion {
  /** When the entry was computed (ms since the epoch). */
  at: number;
}

export const stampOf = (version: ContentVersion, at = Date.now()): VersionStamp => ({ ...version, at });

/** Whether an entry computed at `stamp` may answer now, at `current`. */
export function isFresh(stamp: VersionStamp, current: ContentVersion, stockStalenessMs: number, now = Date.now()): boolean {
  if (stamp.catalogue !== current.catalogue) return false;
  if (stamp.stockSettled && stamp.stock === current.stock) return true;
  return now - stamp.at < stockStalenessMs;
}
