import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ImageType } from './image-types.js';

/*
 * Pictures (product and blog images, seeded and uploaded) live behind one seam so that every app
 * instance serves every picture, whatever disk it runs on (docs/decisions/0027-image-store.md).
 * A picture has a path (`products/<name>.png`), served at /uploads/<path>. A path never changes
 * what it shows once stored, which is what lets instances and browsers cache pictures. The one
 * exception is `replace`: `npm run images:convert` rewrites an older picture once, in place, as
 * an upload is stored (decision 0035) — the same picture, without its metadata.
 */

/** One picture as the store answers for it. */
export interface StoredImage {
  /** A strong entity tag, quoted (`"…"`). */
  etag: string;
  mime: string;
  size: number;
  /**
   * The bytes: a Buffer for a small picture, a stream for a large one (read in chunks, so a slow
   * client holds no whole picture in memory). Absent when the caller's copy is current.
   */
  body?: Buffer | Readable;
}

export interface ImageStore {
  readonly backend: 'postgres' | 's3';
  /** Stores an upload under its content's name in `folder` (same bytes, same path, stored once); returns the path. */
  put(folder: string, bytes: Buffer, type: ImageType): Promise<string>;
  /** Stores a picture at a given path unless something is there already (seeding, importing old files); true when stored. */
  putAt(path: string, bytes: Buffer, mime: string): Promise<boolean>;
  /**
   * The picture at `path`, or null. With `ifNoneMatch` (a request's If-None-Match header) the body
   * is left out when the picture still has one of those tags.
   */
  get(path: string, options?: { ifNoneMatch?: string }): Promise<StoredImage | null>;
  /**
   * Puts `bytes` at a path that holds a picture already, in place of it, if it still has the tag
   * `etag` (as `get` gave it): true when replaced; false when the path is empty or shows something
   * else by now (another run replaced it first). Nothing else uses it: it is for the one-off
   * conversion of older pictures (`npm run images:convert`), which stores the same picture
   * without its metadata. The old bytes are not kept (PostgreSQL drops their blob when no other
   * path shows it; S3 overwrites the object).
   */
  replace(path: string, bytes: Buffer, mime: string, etag: string): Promise<boolean>;
  /** Which of these paths hold no picture yet. */
  missing(paths: readonly string[]): Promise<string[]>;
  /** Every stored path, in order (the one-off conversion of older pictures, `npm run images:convert`). */
  list(): AsyncIterable<string>;
  close(): Promise<void>;
}

/** Pictures are served from this prefix, as they were when they were files on disk. */
export const IMAGE_URL_PREFIX = '/uploads/';

export const imageUrl = (path: string) => `${IMAGE_URL_PREFIX}${path}`;

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A new upload's path: its folder and its content's hash (so a name tells what the bytes are). */
export const contentPath = (folder: string, bytes: Buffer, type: ImageType) => `${folder}/${sha256Hex(bytes)}.${type.ext}`;

/**
 * Whether a path is named by its content's hash, or is a variant of such a picture (rendered from
 * bytes that never change): what it shows can never change, so browsers may keep it for good.
 * (An original uploaded before decision 0035 is encoded again once by `images:convert`: the same
 * picture without its metadata. A browser that kept the first bytes keeps showing them.)
 */
export const isContentAddressed = (path: string) => /(^|\/)[0-9a-f]{64}\.(jpg|png|webp)(\.w\d+\.(avif|webp|jpg|png))?$/.test(path);

/**
 * A path the store takes: slash-separated names, none empty or starting with a dot (so no `..`),
 * no backslash or control character, at most 255 characters (the column's width).
 */
export function isImagePath(path: string): boolean {
  const allowed = (name: string) => name.length > 0 && !name.startsWith('.') && ![...name].some((c) => c === '\\' || c <= '\u001f' || c === '\u007f');
  return path.length <= 255 && path.split('/').every(allowed);
}

/**
 * Whether an If-None-Match header names this tag (RFC 9110 §13.1.2: weak comparison, `*` matches
 * any picture that exists).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
