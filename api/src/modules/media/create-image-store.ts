import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { CachedImageStore } from './cached-image-store.js';
import type { ImageStore } from './image-store.js';
import { PgImageStore } from './pg-image-store.js';

/**
 * The configured store: a bucket when S3_BUCKET is set, else the shop's database; with a memory
 * cache in front unless IMAGE_CACHE_MB is 0. The S3 SDK is only loaded when a bucket is used.
 */
export async function createImageStore(config: Pick<Config, 'imageStore' | 'imageCacheBytes'>, em: EntityManager): Promise<ImageStore> {
  const settings = config.imageStore;
  const store = settings.backend === 's3' ? new (await import('./s3-image-store.js')).S3ImageStore(settings) : new PgImageStore(em);
  return config.imageCacheBytes > 0 ? new CachedImageStore(store, config.imageCacheBytes) : store;
}
