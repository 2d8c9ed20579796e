import { isVariantPath, variantPaths } from '@fruit-shop/common/pictures';
import { AppError } from '../../lib/errors.js';
import type { ImageStore } from './image-store.js';
import { storeVariants, wholeBody } from './picture-variants.js';

export interface ConvertSummary {
  /** Pictures that got the variants they lacked. */
  converted: number;
  /** Pictures that had all their variants already (an earlier run, an upload, or a page asked). */
  present: number;
  /** Variants stored. */
  variants: number;
  /** Pictures over 40 MP or unreadable: left as they are, never rendered (pages show the placeholder). */
  refused: string[];
}

interface ConvertLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Renders the variants of every stored picture that lacks some (pictures seeded, imported or
 * uploaded before decision 0035). Idempotent: a later run only lists the store and asks which
 * variants are missing, one statement per picture. A picture's own bytes and address are left
 * as they are: a stored path never changes what it shows (decision 0027).
 */
export async function convertStoredPictures(store: ImageStore, log?: ConvertLog): Promise<ConvertSummary> {
  const summary: ConvertSummary = { converted: 0, present: 0, variants: 0, refused: [] };
  for await (const path of store.list()) {
    if (isVariantPath(path) || !/\.(jpe?g|png|webp)$/i.test(path)) continue;
    if (!(await store.missing(variantPaths(path))).length) {
      summary.present++;
      continue;
    }
    const image = await store.get(path);
    const bytes = image && (await wholeBody(image));
    if (!bytes) {
      summary.refused.push(path);
      continue;
    }
    try {
      summary.variants += await storeVariants(store, path, bytes);
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
