import { LRUCache } from 'lru-cache';
import { isVariantPath } from '@fruit-shop/common/pictures';
import { etagMatches, type ImageStore, type StoredImage } from './image-store.js';
import type { ImageType } from './image-types.js';

interface CachedImage {
  etag: string;
  mime: string;
  body: Buffer;
}

/**
 * An original (not a variant) is kept in memory this long at most: `npm run images:convert`
 * may rewrite it in place once (decision 0035), from another process, and it must not go on
 * showing the old bytes (and their GPS tags) from an instance's memory after that.
 */
export const ORIGINAL_CACHE_MS = 10 * 60 * 1000;

/**
 * Keeps this instance's most requested small pictures in memory, bounded by total bytes. A
 * stored path never changes what it shows (image-store.ts), so an entry can only be dropped,
 * never wrong — except an older original that `images:convert` rewrites once: this instance
 * drops it when it does the replacing, any other one after ORIGINAL_CACHE_MS. Variants (what
 * pages show) are never rewritten and stay until pushed out. Misses are not remembered (another
 * instance may store the picture a moment later).
 */
export class CachedImageStore implements ImageStore {
  private readonly cache: LRUCache<string, CachedImage>;
  private readonly largestEntry: number;

  constructor(
    private readonly inner: ImageStore,
    maxBytes: number,
    /** The clock ORIGINAL_CACHE_MS is counted on (tests move it). */
    clock?: { now(): number },
  ) {
    this.cache = new LRUCache<string, CachedImage>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.body.length + 256, perf: clock });
    // One large picture must not push out dozens of product thumbnails.
    this.largestEntry = Math.min(1024 * 1024, Math.floor(maxBytes / 16));
  }

  get backend() {
    return this.inner.backend;
  }

  put(folder: string, bytes: Buffer, type: ImageType): Promise<string> {
    return this.inner.put(folder, bytes, type);
  }

  putAt(path: string, bytes: Buffer, mime: string): Promise<boolean> {
    return this.inner.putAt(path, bytes, mime);
  }

  async replace(path: string, bytes: Buffer, mime: string, etag: string): Promise<boolean> {
    try {
      return await this.inner.replace(path, bytes, mime, etag);
    } finally {
      this.cache.delete(path);
    }
  }

  async get(path: string, options: { ifNoneMatch?: string } = {}): Promise<StoredImage | null> {
    const hit = this.cache.get(path);
    if (hit) {
      const image = { etag: hit.etag, mime: hit.mime, size: hit.body.length };
      return etagMatches(options.ifNoneMatch, hit.etag) ? image : { ...image, body: hit.body };
    }
    const image = await this.inner.get(path, options);
    if (image && Buffer.isBuffer(image.body) && image.body.length <= this.largestEntry) {
      this.cache.set(path, { etag: image.etag, mime: image.mime, body: image.body }, { ttl: isVariantPath(path) ? undefined : ORIGINAL_CACHE_MS });
    }
    return image;
  }

  missing(paths: readonly string[]): Promise<string[]> {
    return this.inner.missing(paths);
  }

  list(): AsyncIterable<string> {
    return this.inner.list();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
