import type { Readable } from 'node:stream';
import { VARIANT_MIME, parseVariantPath, variantPaths, type VariantName } from '@fruit-shop/common/pictures';
import type { ImageStore, StoredImage } from './image-store.js';
import { openPicture, renderVariant } from './picture-encoder.js';

/** A source larger than this is not one the shop stored (uploads stop at 5 MB); it is not rendered. */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
/** Pictures rendered at once by one instance when asked for a variant it lacks (sharp uses a thread each, and more). */
const RENDERS_AT_ONCE = 2;

/**
 * Renders and stores every variant of a picture the store lacks (both modern formats in every
 * width, and the fallback), from its bytes. Returns how many were stored. Throws the upload's
 * AppError for a picture over 40 MP or one that cannot be read.
 */
export async function storeVariants(store: Pick<ImageStore, 'missing' | 'putAt'>, sourcePath: string, bytes: Buffer): Promise<number> {
  const wanted = await store.missing(variantPaths(sourcePath));
  if (!wanted.length) return 0;
  const { image } = await openPicture(bytes);
  let stored = 0;
  for (const path of wanted) {
    const name = parseVariantPath(path)!;
    if (await store.putAt(path, await renderVariant(image, name.width, name.format), VARIANT_MIME[name.format])) stored++;
  }
  return stored;
}

export async function wholeBody(image: StoredImage): Promise<Buffer | null> {
  if (!image.body) return null;
  if (Buffer.isBuffer(image.body)) return image.body;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of image.body as Readable) {
    size += (chunk as Buffer).length;
    if (size > MAX_SOURCE_BYTES) {
      (image.body as Readable).destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Variants that were never rendered (pictures seeded, imported or uploaded before variants
 * existed, until `npm run images:convert` has run) are rendered the first time someone asks
 * for one, and stored, so every instance serves that one from then on. One render per variant
 * per instance at a time, at most RENDERS_AT_ONCE renders at once.
 */
export class VariantRenderer {
  private readonly inFlight = new Map<string, Promise<boolean>>();
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly store: ImageStore) {}

  /** Renders and stores the variant at `path` if its source exists; false when there is nothing to render from. */
  render(path: string): Promise<boolean> {
    const name = parseVariantPath(path);
    if (!name) return Promise.resolve(false);
    let job = this.inFlight.get(path);
    if (!job) {
      job = this.limited(() => this.renderOne(path, name)).finally(() => this.inFlight.delete(path));
      this.inFlight.set(path, job);
    }
    return job;
  }

  private async renderOne(path: string, name: VariantName): Promise<boolean> {
    const source = await this.store.get(name.source);
    const bytes = source && (await wholeBody(source));
    if (!bytes) return false;
    let rendered: Buffer;
    try {
      rendered = await renderVariant((await openPicture(bytes)).image, name.width, name.format);
    } catch {
      // Over 40 MP (stored before the limit) or unreadable: no variant, and the page's picture
      // falls back to the placeholder instead of a phone decoding it.
      return false;
    }
    await this.store.putAt(path, rendered, VARIANT_MIME[name.format]);
    return true;
  }

  private async limited<T>(run: () => Promise<T>): Promise<T> {
    // A finished render hands its slot straight to the next one waiting.
    if (this.running >= RENDERS_AT_ONCE) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.running++;
    try {
      return await run();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}
