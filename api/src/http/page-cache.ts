import { LRUCache } from 'lru-cache';
import { isFresh, type ContentVersion, type VersionStamp } from '../core/content-version.js';

/**
 * A short-lived cache of rendered guest pages. Every storefront page is rendered for a guest
 * (a customer's token lives in the browser, so signed-in parts fill in after hydration), so one
 * rendering serves every visitor of a URL. An entry is used only while it is younger than the
 * TTL and the catalogue's version is the one it was rendered at; a write to the catalogue
 * therefore shows on the next request. Orders move only the stock's version: a page outlives
 * them by at most `stockStalenessMs` (core/content-version.ts). Least recently used entries go first past `maxEntries`,
 * so random query strings cannot grow memory without bound.
 *
 * lru-cache keeps the order, the bound and the time to live; this class adds the version check.
 */
export interface CachedPage {
  status: number;
  html: string;
  /** What it was rendered at; null with the cache off. */
  version: VersionStamp | null;
  /** Compressed bodies, made on first demand: a cached page is compressed once, not per request. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

export type Encoding = 'br' | 'gzip';

export class PageCache {
  /** Absent when the TTL is 0 (the cache is off). */
  private readonly entries: LRUCache<string, CachedPage> | undefined;

  constructor(
    ttlMs: number,
    maxEntries = 500,
    private readonly stockStalenessMs = 5_000,
  ) {
    this.entries = ttlMs > 0 ? new LRUCache({ max: maxEntries, ttl: ttlMs }) : undefined;
  }

  get enabled(): boolean {
    return this.entries !== undefined;
  }

  /** The page stored for `key`, if it is younger than the TTL and still fresh at `version` (isFresh). */
  get(key: string, version: ContentVersion): CachedPage | undefined {
    const entry = this.entries?.get(key);
    if (entry && (!entry.version || !isFresh(entry.version, version, this.stockStalenessMs))) {
      this.entries?.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, page: Omit<CachedPage, 'encoded'>): CachedPage {
    const entry: CachedPage = { ...page, encoded: {} };
    this.entries?.set(key, entry);
    return entry;
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }
}
