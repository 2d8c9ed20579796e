/**
 * A short-lived cache of rendered guest pages. Every storefront page is rendered for a guest
 * (a customer's token lives in the browser, so signed-in parts fill in after hydration), so one
 * rendering serves every visitor of a URL. An entry is used only while it is younger than the
 * TTL and the catalogue's version is the one it was rendered at; a write to the catalogue
 * therefore shows on the next request. Least recently used entries go first past `maxEntries`,
 * so random query strings cannot grow memory without bound.
 */
export interface CachedPage {
  status: number;
  html: string;
  version: string;
  storedAt: number;
  /** Compressed bodies, made on first demand: a cached page is compressed once, not per request. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

export type Encoding = 'br' | 'gzip';

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, version: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || this.now() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert: Map keeps insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, page: Omit<CachedPage, 'storedAt' | 'encoded'>): CachedPage {
    const entry: CachedPage = { ...page, storedAt: this.now(), encoded: {} };
    if (!this.enabled) return entry;
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}
