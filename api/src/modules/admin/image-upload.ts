import { AppError, badInput } from '../../lib/errors.js';
import { imageUrl, type ImageStore } from '../media/image-store.js';
import { imageTypeOf } from '../media/image-types.js';
import { normalizePicture } from '../media/picture-encoder.js';
import { storeVariants } from '../media/picture-variants.js';

/** Spec: images only; the size a phone photo needs, not more. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Images can be at most 5 MB';
export const NOT_AN_IMAGE = 'Please upload a JPEG, PNG or WebP image';

/**
 * Stores an uploaded image in the image store under `<folder>/<sha256>.<type>` and returns its
 * public path (/uploads/<folder>/<sha256>.<type>); every instance serves it. The caller's file
 * name plays no part in the path. Storing the same picture twice stores it once: a form that
 * was refused and is sent again reuses the picture it left behind.
 *
 * The picture is decoded and encoded again first (decision 0035): upright, metadata (EXIF, GPS)
 * gone, at most 2,000 px on the long side, refused over 40 MP. Its phone-sized AVIF/WebP
 * variants are rendered and stored with it, so the first shopper to see it waits for nothing.
 * A customer's problem-report photo (folder `reports`) goes through the same handling.
 */
export async function storeImage(images: ImageStore, folder: 'products' | 'blogs' | 'reports', bytes: Buffer, truncated = false): Promise<string> {
  if (truncated || bytes.length > MAX_IMAGE_BYTES) throw new AppError('BAD_USER_INPUT', IMAGE_TOO_LARGE, { field: 'image', reason: 'TOO_LARGE' });
  if (!bytes.length) throw badInput(NOT_AN_IMAGE, 'image');
  const type = imageTypeOf(bytes);
  if (!type) throw new AppError('BAD_USER_INPUT', NOT_AN_IMAGE, { field: 'image', reason: 'NOT_AN_IMAGE' });
  const clean = await normalizePicture(bytes, type);
  const path = await images.put(folder, clean, type);
  // A problem report's photo (decision 0043) is looked at once, at its own size, in the back
  // office: no phone-sized variants for a shop window it never appears in.
  if (folder !== 'reports') await storeVariants(images, path, clean);
  return imageUrl(path);
}
