import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError, badInput } from '../../lib/errors.js';

/** Spec: images only; the size a phone photo needs, not more. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TOO_LARGE = 'Images can be at most 5 MB';
export const NOT_AN_IMAGE = 'Please upload a JPEG, PNG or WebP image';

const TYPES = [
  { ext: 'jpg', mime: 'image/jpeg', matches: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'png', mime: 'image/png', matches: (b: Buffer) => b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'webp', mime: 'image/webp', matches: (b: Buffer) => b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
] as const;

/**
 * The image type from the file's own bytes, never from its name or the type the browser
 * claims: a text file named .png, or an SVG (which can carry script), is refused.
 */
export function imageTypeOf(bytes: Buffer): { ext: string; mime: string } | null {
  const type = TYPES.find((t) => t.matches(bytes));
  return type ? { ext: type.ext, mime: type.mime } : null;
}

/**
 * Stores an uploaded image under `uploadDir/<folder>` with a random name and returns its
 * public path (/uploads/<folder>/<name>). The caller's name plays no part in the path.
 */
export async function storeImage(uploadDir: string, folder: 'products' | 'blogs', bytes: Buffer, truncated = false): Promise<string> {
  if (truncated || bytes.length > MAX_IMAGE_BYTES) throw new AppError('BAD_USER_INPUT', IMAGE_TOO_LARGE, { field: 'image', reason: 'TOO_LARGE' });
  if (!bytes.length) throw badInput(NOT_AN_IMAGE, 'image');
  const type = imageTypeOf(bytes);
  if (!type) throw new AppError('BAD_USER_INPUT', NOT_AN_IMAGE, { field: 'image', reason: 'NOT_AN_IMAGE' });
  const dir = path.join(uploadDir, folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return `/uploads/${folder}/${name}`;
}
