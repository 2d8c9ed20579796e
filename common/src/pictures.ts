/*
 * Pictures for phones (docs/decisions/0035-pictures-for-phones.md). The api stores each picture
 * in a few widths and formats next to it; the storefront names those variants in `srcset` from
 * the picture's own address, so no query has to carry them. Both sides build and read the
 * variant addresses here.
 */

/** No picture is decoded past this many pixels (a 20000 × 20000 PNG would take ~1.6 GB). */
export const MAX_PICTURE_PIXELS = 40_000_000;
/** A stored picture's long side, at most. */
export const MAX_PICTURE_SIDE = 2000;

export const PICTURE_MESSAGES = {
  tooManyPixels: 'Pictures can be at most 40 megapixels',
  unreadable: 'This picture could not be read. Please upload a JPEG, PNG or WebP image',
} as const;

/**
 * The widths each picture is stored in (its shorter side, never enlarged). 360: a card on a
 * phone at DPR 2 or a desktop card; 600: a card on a 390–430 px phone at DPR 3 (≈ 175–195 CSS px
 * × 3); 1200: the product page on a phone at DPR 3 (≈ 360–400 CSS px × 3) or on a desktop.
 */
export const PICTURE_WIDTHS = [360, 600, 1200] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
/** The one width of the JPEG/PNG fallback, for browsers with neither AVIF nor WebP. */
export const FALLBACK_WIDTH: PictureWidth = 600;

/** Modern formats, best first: the order of a `<picture>`'s sources. */
export const MODERN_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = 'avif' | 'webp' | 'jpg' | 'png';
export const VARIANT_MIME: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** A stored picture's own path (`products/mango.png`), which its variants are named after. */
const SOURCE = /^(?:[^?#]+\/)?[^/?#]+\.(jpg|jpeg|png|webp)$/i;
const VARIANT = /^(.+)\.w(\d+)\.(avif|webp|jpg|png)$/;

/** The fallback's format: the source's own (a PNG keeps its transparency). */
export function fallbackFormat(sourcePath: string): VariantFormat {
  const ext = sourcePath.slice(sourcePath.lastIndexOf('.') + 1).toLowerCase();
  return ext === 'png' ? 'png' : ext === 'webp' ? 'webp' : 'jpg';
}

/** `products/mango.png` → `products/mango.png.w600.avif` (works on paths and on /uploads/… addresses alike). */
export const variantPath = (source: string, width: PictureWidth, format: VariantFormat) => `${source}.w${width}.${format}`;

/** Every variant a stored picture has. */
export function variantPaths(source: string): string[] {
  return [...PICTURE_WIDTHS.flatMap((w) => MODERN_FORMATS.map((f) => variantPath(source, w, f))), variantPath(source, FALLBACK_WIDTH, fallbackFormat(source))];
}

export interface VariantName {
  source: string;
  width: PictureWidth;
  format: VariantFormat;
}

/** A variant's path back to its source, width and format; null for anything that is not one of ours. */
export function parseVariantPath(path: string): VariantName | null {
  const match = VARIANT.exec(path);
  if (!match) return null;
  const [, source, w, f] = match;
  if (!SOURCE.test(source)) return null;
  const width = Number(w) as PictureWidth;
  const format = f as VariantFormat;
  if (!PICTURE_WIDTHS.includes(width)) return null;
  const allowed = MODERN_FORMATS.includes(format as 'avif') || (width === FALLBACK_WIDTH && format === fallbackFormat(source));
  return allowed ? { source, width, format } : null;
}

export const isVariantPath = (path: string) => parseVariantPath(path) !== null;

export interface PictureSources {
  /** The fallback `<img src>`. */
  src: string;
  /** `<source type srcset>` pairs, AVIF first. */
  sources: { type: string; srcSet: string }[];
}

/**
 * The `<picture>` for a picture the shop stores (an /uploads/… address), or null for anything
 * else (no picture, the placeholder, another site's address), which is shown as it is.
 */
export function pictureSources(src: string | null | undefined): PictureSources | null {
  if (!src || !src.startsWith('/uploads/') || !SOURCE.test(src) || isVariantPath(src)) return null;
  return {
    src: variantPath(src, FALLBACK_WIDTH, fallbackFormat(src)),
    sources: MODERN_FORMATS.map((format) => ({
      type: VARIANT_MIME[format],
      srcSet: PICTURE_WIDTHS.map((w) => `${variantPath(src, w, format)} ${w}w`).join(', '),
    })),
  };
}
