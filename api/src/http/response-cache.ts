import { LRUCache } from 'lru-cache';
import { isFresh, type ContentVersion, type VersionStamp } from '../core/content-version.js';

/**
 * Guest answers of the catalogue's read paths (GraphQL queries whose root fields are marked
 * GUEST_CACHED, REST routes with `guestCache`), kept as the exact bytes sent the first time. An
 * entry is used only while the catalogue's version is the one it was computed at, and that
 * version is read from the database for every request (`contentVersion`), so an admin's edit
 * shows on the next request in every app process. Stock moves on its own version: an entry
 * outlives orders by at most `stockStalenessMs` (core/content-version.ts). The version is read before the answer is
 * computed: an edit racing with a miss can only make the entry look older than it is, never
 * newer. Memory is bounded by total size (keys and bodies); least recently used entries go
 * first, so random variables or query strings cannot grow it. The TTL bounds how long an
 * entry lives at all.
 */
export interface CachedResponse {
  version: VersionStamp;
  status: number;
  headers: readonly (readonly [string, string])[];
  body: string;
}

/** Entries larger than this are not kept (a page of 100 products is ~60 KB). */
const MAX_ENTRY_BYTES = 512 * 1024;

/**
 * A request saying `Cache-Control: no-cache` (or `no-store`) is answered afresh, as HTTP
 * caches do (RFC 9111 §5.2.1.4), and skips the cache altogether (no version read, nothing
 * stored): it costs what a signed-in shopper's request costs.
 */
export const wantsFresh = (cacheControl: string | undefined): boolean => cacheControl !== undefined && /\bno-(cache|store)\b/i.test(cacheControl);

export class ResponseCache {
  /** Absent when the TTL is 0 (the cache is off). */
  private readonly entries: LRUCache<string, CachedResponse> | undefined;

  constructor(
    ttlMs: number,
    maxBytes = 32 * 1024 * 1024,
    private readonly stockStalenessMs = 5_000,
  ) {
    this.entries =
      ttlMs > 0
        ? new LRUCache({ ttl: ttlMs, maxSize: maxBytes, maxEntrySize: MAX_ENTRY_BYTES, sizeCalculation: (entry, key) => key.length + entry.body.length + 64 })
        : undefined;
  }

  get enabled(): boolean {
    return this.entries !== undefined;
  }

  /** The response stored for `key`, if it is still fresh at `version` (isFresh). */
  get(key: string, version: ContentVersion): CachedResponse | undefined {
    const entry = this.entries?.get(key);
    if (entry && !isFresh(entry.version, version, this.stockStalenessMs)) {
      this.entries?.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: CachedResponse): void {
    this.entries?.set(key, entry);
  }

  get size(): number {
    return this.entries?.size ?? 0;
  }
}
