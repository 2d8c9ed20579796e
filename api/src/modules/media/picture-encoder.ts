import sharp, { type Sharp } from 'sharp';
import { MAX_PICTURE_PIXELS, MAX_PICTURE_SIDE, PICTURE_MESSAGES, type PictureWidth, type VariantFormat } from '@fruit-shop/common/pictures';
import { AppError } from '../../lib/errors.js';
import type { ImageType } from './image-types.js';

/*
 * Every picture the shop keeps is decoded and encoded again here (decision 0035): what a camera
 * wrote besides the pixels (EXIF with GPS, maker notes, XMP, comments) is left behind, the
 * pixels are turned upright first, and nothing larger than 40 MP is ever decoded.
 */

export const tooManyPixels = () => new AppError('BAD_USER_INPUT', PICTURE_MESSAGES.tooManyPixels, { field: 'image', reason: 'TOO_MANY_PIXELS' });
const unreadable = () => new AppError('BAD_USER_INPUT', PICTURE_MESSAGES.unreadable, { field: 'image', reason: 'NOT_AN_IMAGE' });

/**
 * Opens a picture for decoding after reading its header: a picture claiming more than 40 MP is
 * refused before any pixel is decoded (sharp's own limit stays on as a second guard), and one
 * whose header cannot be read is refused as not a picture.
 */
export async function openPicture(bytes: Buffer): Promise<{ image: Sharp; width: number; height: number }> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  const { width, height } = meta;
  if (!width || !height) throw unreadable();
  if (width * height > MAX_PICTURE_PIXELS) throw tooManyPixels();
  // Upright before anything else: the orientation tag goes with the rest of the metadata.
  const image = sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).rotate();
  const upright = (meta.orientation ?? 1) >= 5;
  return { image, width: upright ? height : width, height: upright ? width : height };
}

/** Runs an encode, turning a decoder's refusal (truncated or corrupt data) into the upload's message. */
async function encoded(run: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (/pixel limit/i.test(String(error))) throw tooManyPixels();
    throw unreadable();
  }
}

/**
 * An upload as the shop stores it: upright, at most 2,000 px on the long side, without metadata,
 * in the format it came in (a PNG keeps its transparency, a WebP stays small).
 */
export async function normalizePicture(bytes: Buffer, type: ImageType): Promise<Buffer> {
  const { image } = await openPicture(bytes);
  const sized = image.resize({ width: MAX_PICTURE_SIDE, height: MAX_PICTURE_SIDE, fit: 'inside', withoutEnlargement: true });
  // sharp keeps no metadata unless asked to (no withMetadata/keepExif here).
  const out = type.ext === 'png' ? sized.png({ compressionLevel: 8 }) : type.ext === 'webp' ? sized.webp({ quality: 82 }) : sized.jpeg({ quality: 84, mozjpeg: true });
  return encoded(() => out.toBuffer());
}

/** One format's encoder settings for variants, chosen for small files that still look sharp on a phone. */
function encode(image: Sharp, format: VariantFormat): Sharp {
  switch (format) {
    case 'avif':
      // effort 2: a 1200 px AVIF in ~0.15 s on one core (effort 4 took ~1.3 s for a few % less).
      return image.avif({ quality: 50, effort: 2 });
    case 'webp':
      return image.webp({ quality: 75, effort: 4 });
    case 'png':
      return image.png({ compressionLevel: 9, palette: true, quality: 90 });
    case 'jpg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true });
  }
}

/**
 * One variant: the picture scaled so that its shorter side is `width` (never enlarged; cards and
 * the product page crop to a square, so that side is what must be sharp), in `format`.
 */
export function renderVariant(image: Sharp, width: PictureWidth, format: VariantFormat): Promise<Buffer> {
  return encoded(() => encode(image.clone().resize({ width, height: width, fit: 'outside', withoutEnlargement: true }), format).toBuffer());
}
