import { LRUCache } from 'lru-cache';
import { etagMatches, type ImageStore, type StoredImage } from './image-store.js';
import type { ImageType } from './image-types.js';

interface CachedImage {
  etag: string;
  mime: string;
  body: Buffer;
}

/**
 * Keeps this instance's most requested small pictures in memory, bounded by total bytes. Safe
 * without any invalidation: a stored path never changes what it shows (image-store.ts), so an
 * entry can only be dropped, never wrong. Misses are not remembered (another instance may store
 * the picture a moment later).
 */
export class CachedImageStore implements ImageStore {
  private readonly cache: LRUCache<string, CachedImage>;
  private readonly largestEntry: number;

  constructor(
    private readonly inner: ImageStore,
    maxBytes: number,
  ) {
    this.cache = new LRUCache<string, CachedImage>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.body.length + 256 });
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

  async get(path: string, options: { ifNoneMatch?: string } = {}): Promise<StoredImage | null> {
    const hit = this.cache.get(path);
    if (hit) {
      const image = { etag: hit.etag, mime: hit.mime, size: hit.body.length };
      return etagMatches(options.ifNoneMatch, hit.etag) ? image : { ...image, body: hit.body };
    }
    const image = await this.inner.get(path, options);
    if (image && Buffer.isBuffer(image.body) && image.body.length <= this.largestEntry) {
      this.cache.set(path, { etag: image.etag, mime: image.mime, body: image.body });
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
