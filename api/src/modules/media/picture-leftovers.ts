import sharp from 'sharp';
import { MAX_PICTURE_SIDE } from '@fruit-shop/common/pictures';
import { imageTypeOf } from './image-types.js';

/*
 * Whether a stored picture is one the shop's encoder wrote (picture-encoder.ts): what
 * `npm run images:convert` asks of every older picture before rewriting it in place, so that a
 * second run rewrites nothing (decision 0035). sharp's own metadata() reports EXIF, XMP, IPTC and
 * ICC, but not a JPEG comment, other APP segments (MPF, Photoshop, maker blocks) or bytes after
 * the picture's end (a phone's depth map, or anything appended): the file's structure is walked
 * too, and only what our encoder writes passes.
 */

/** PNG chunks sharp writes (`pHYs` included); anything else (tEXt, eXIf, iCCP, tIME, gAMA…) was written by something else. */
const PNG_CHUNKS = new Set(['IHDR', 'PLTE', 'tRNS', 'pHYs', 'IDAT', 'IEND']);
/** WebP chunks sharp writes for a still picture. */
const WEBP_CHUNKS = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH']);
const AFTER_END = 'bytes after the end';
const TRUNCATED = 'truncated';

function jpegLeftovers(b: Buffer): string[] {
  const found = new Set<string>();
  let i = 2;
  for (;;) {
    if (i + 2 > b.length) return [...found, TRUNCATED];
    if (b[i] !== 0xff) return [...found, 'not a JPEG segment'];
    const marker = b[i + 1];
    // Fill bytes, then the markers that have no length (restarts, TEM).
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === 0xd9) break;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    if (i + 4 > b.length) return [...found, TRUNCATED];
    if (marker >= 0xe0 && marker <= 0xef) found.add(`APP${marker - 0xe0}`);
    if (marker === 0xfe) found.add('COM');
    i += 2 + b.readUInt16BE(i + 2);
    if (marker === 0xda) {
      // Entropy-coded data, up to the next marker (0xff 0x00 is a stuffed byte, 0xff 0xd0–d7 a restart).
      while (i + 1 < b.length && !(b[i] === 0xff && b[i + 1] !== 0x00 && (b[i + 1] < 0xd0 || b[i + 1] > 0xd7))) i++;
    }
  }
  if (i + 2 < b.length) found.add(AFTER_END);
  return [...found];
}

function pngLeftovers(b: Buffer): string[] {
  const found = new Set<string>();
  let i = 8;
  for (;;) {
    if (i + 12 > b.length) return [...found, TRUNCATED];
    const length = b.readUInt32BE(i);
    const name = b.toString('latin1', i + 4, i + 8);
    if (!PNG_CHUNKS.has(name)) found.add(name);
    i += 12 + length;
    if (name === 'IEND') break;
  }
  if (i < b.length) found.add(AFTER_END);
  return [...found];
}

function webpLeftovers(b: Buffer): string[] {
  const found = new Set<string>();
  const end = 8 + b.readUInt32LE(4);
  let i = 12;
  while (i + 8 <= Math.min(end, b.length)) {
    const name = b.toString('latin1', i, i + 4);
    if (!WEBP_CHUNKS.has(name)) found.add(name.trim());
    const length = b.readUInt32LE(i + 4);
    i += 8 + length + (length & 1);
  }
  if (end > b.length || i > end) found.add(TRUNCATED);
  else if (end < b.length) found.add(AFTER_END);
  return [...found];
}

/**
 * What this picture holds that the shop would not have stored: metadata blocks and chunks by
 * name (`exif`, `APP1`, `COM`, `tEXt`…), `orientation`, a size over 2,000 px on the long side,
 * bytes after its end. Empty for a picture as an upload is stored since decision 0035; an
 * unreadable picture or one of another type is never empty.
 */
export async function pictureLeftovers(bytes: Buffer): Promise<string[]> {
  const type = imageTypeOf(bytes);
  if (!type) return ['not a JPEG, PNG or WebP'];
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return ['unreadable'];
  }
  const found: string[] = [];
  for (const key of ['exif', 'xmp', 'iptc', 'icc', 'tifftagPhotoshop', 'comments'] as const) if (meta[key]) found.push(key);
  if (meta.orientation !== undefined) found.push('orientation');
  if (!meta.width || !meta.height) found.push('no size');
  else if (Math.max(meta.width, meta.height) > MAX_PICTURE_SIDE) found.push(`${meta.width}×${meta.height} px`);
  const structure = type.ext === 'jpg' ? jpegLeftovers(bytes) : type.ext === 'png' ? pngLeftovers(bytes) : webpLeftovers(bytes);
  return [...new Set([...found, ...structure])];
}
