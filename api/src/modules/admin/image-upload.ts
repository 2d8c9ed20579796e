import { AppError, badInput } from '../../lib/errors.js';
import { imageUrl, type ImageStore } from '../media/image-store.js';
import { imageTypeOf } from '../media/image-types.js';

/** Spec: images only; the size a phone photo needs, not more. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Images can be at most 5 MB';
export const NOT_AN_IMAGE = 'Please upload a JPEG, PNG or WebP image';

/**
 * Stores an uploaded image in the image store under `<folder>/<sha256>.<type>` and returns its
 * public path (/uploads/<folder>/<sha256>.<type>); every instance serves it. The caller's file
 * name plays no part in the path. Storing the same picture twice stores it once: a form that
 * was refused and is sent again reuses the picture it left behind.
 */
export async function storeImage(images: ImageStore, folder: 'products' | 'blogs', bytes: Buffer, truncated = false): Promise<string> {
  if (truncated || bytes.length > MAX_IMAGE_BYTES) throw new AppError('BAD_USER_INPUT', IMAGE_TOO_LARGE, { field: 'image', reason: 'TOO_LARGE' });
  if (!bytes.length) throw badInput(NOT_AN_IMAGE, 'image');
  const type = imageTypeOf(bytes);
  if (!type) throw new AppError('BAD_USER_INPUT', NOT_AN_IMAGE, { field: 'image', reason: 'NOT_AN_IMAGE' });
  return imageUrl(await images.put(folder, bytes, type));
}
