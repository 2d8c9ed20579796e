import type { Dirent } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isImagePath, type ImageStore } from './image-store.js';
import { imageTypeOf } from './image-types.js';

/** The upload limit; a larger file in the old folder was never one of ours. */
const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

export interface ImportSummary {
  /** Stored now. */
  imported: number;
  /** Already in the store (an earlier start, or another instance). */
  present: number;
  /** Not pictures, too large or oddly named: left on disk, never served. */
  skipped: string[];
}

interface ImportLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Every regular file under `dir`, as slash-separated paths relative to it; dot-files, dot-folders and links are left out. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/**
 * Brings pictures from the folder the shop used to serve (UPLOAD_DIR, by default
 * $DATA_DIR/uploads) into the store, each at the path its old address named, so addresses
 * already saved in the database (/uploads/products/<name>.jpg) keep working on every instance.
 *
 * Runs at every start and is idempotent: the store itself tells which paths it holds, so a
 * later start only lists the folder and asks once per 500 files, and a file is read only when
 * its path is new. Two instances starting at once on the same files both succeed (a stored path
 * is never overwritten). The files stay where they are.
 */
export async function importUploadFolder(store: ImageStore, dir: string | undefined, log?: ImportLog): Promise<ImportSummary> {
  const summary: ImportSummary = { imported: 0, present: 0, skipped: [] };
  if (!dir) return summary;
  const files = await filesUnder(dir);
  const named = files.filter((file) => isImagePath(file));
  summary.skipped.push(...files.filter((file) => !isImagePath(file)));
  const missing = await store.missing(named);
  summary.present = named.length - missing.length;
  for (const file of missing) {
    const full = path.join(dir, ...file.split('/'));
    if ((await stat(full)).size > MAX_IMPORT_BYTES) {
      summary.skipped.push(file);
      continue;
    }
    const bytes = await readFile(full);
    const type = imageTypeOf(bytes);
    if (!type) {
      summary.skipped.push(file);
      continue;
    }
    if (await store.putAt(file, bytes, type.mime)) summary.imported++;
    else summary.present++;
  }
  if (summary.imported) log?.info({ dir, imported: summary.imported, present: summary.present }, `imported ${summary.imported} pictures from ${dir} into the image store`);
  if (summary.skipped.length) log?.warn({ dir, skipped: summary.skipped.slice(0, 20), count: summary.skipped.length }, 'files in the upload folder that are not pictures the shop serves were left out of the image store');
  return summary;
}
