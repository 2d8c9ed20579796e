import { isVariantPath, variantPaths } from '@fruit-shop/common/pictures';
import { AppError } from '../../lib/errors.js';
import type { ImageStore } from './image-store.js';
import { imageTypeOf } from './image-types.js';
import { normalizePicture } from './picture-encoder.js';
import { pictureLeftovers } from './picture-leftovers.js';
import { storeVariants, wholeBody } from './picture-variants.js';

export interface ConvertSummary {
  /** Pictures that got the variants they lacked. */
  converted: number;
  /** Pictures that had all their variants already (an earlier run, an upload, or a page asked). */
  present: number;
  /** Variants stored. */
  variants: number;
  /** Originals encoded again in place, at the same path: upright, no metadata, ≤ 2,000 px. */
  rewritten: number;
  /** Pictures over 40 MP or unreadable: left as they are, never rendered (pages show the placeholder). */
  refused: string[];
}

interface ConvertLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Converts every stored picture once (pictures seeded, imported or uploaded before decision
 * 0035):
 * - an original the shop's encoder did not write (EXIF and GPS tags, a comment, an orientation
 *   tag, more than 2,000 px on the long side…; picture-leftovers.ts) is decoded and encoded
 *   again exactly as an upload is, in its own format, and replaces what its path shows
 *   (`ImageStore.replace`): the path, and so every address saved in the database, stays;
 * - the variants it lacks are rendered.
 * A picture over 40 MP, or that cannot be decoded, is left exactly as it is and reported.
 * Idempotent: a later run reads each original, finds nothing to remove, and asks which variants
 * are missing; it writes nothing.
 */
export async function convertStoredPictures(store: ImageStore, log?: ConvertLog): Promise<ConvertSummary> {
  const summary: ConvertSummary = { converted: 0, present: 0, variants: 0, rewritten: 0, refused: [] };
  for await (const path of store.list()) {
    if (isVariantPath(path) || !/\.(jpe?g|png|webp)$/i.test(path)) continue;
    const image = await store.get(path);
    const bytes = image && (await wholeBody(image));
    const type = bytes && imageTypeOf(bytes);
    if (!image || !bytes || !type) {
      summary.refused.push(path);
      log?.warn(`left ${path} as it is: not a JPEG, PNG or WebP picture the shop can read`);
      continue;
    }
    try {
      let source = bytes;
      const leftovers = await pictureLeftovers(bytes);
      if (leftovers.length) {
        // Throws for a picture over 40 MP or one that cannot be decoded, before anything is written.
        source = await normalizePicture(bytes, type);
        if (await store.replace(path, source, type.mime, image.etag)) {
          summary.rewritten++;
          log?.info(`rewrote ${path} as an upload is stored, without: ${leftovers.join(', ')}`);
        }
      }
      if (!(await store.missing(variantPaths(path))).length) {
        summary.present++;
        continue;
      }
      summary.variants += await storeVariants(store, path, source);
      summary.converted++;
      log?.info(`converted ${path}`);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      summary.refused.push(path);
      log?.warn(`left ${path} as it is: ${error.message}`);
    }
  }
  return summary;
}
