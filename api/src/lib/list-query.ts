import { badInput } from './errors.js';

/** A list size between 1 and `max`; `fallback` when none is given. */
export function clampLimit(limit: number | null | undefined, fallback: number, max: number): number {
  if (limit === undefined || limit === null) return fallback;
  if (!Number.isInteger(limit) || limit < 1) throw badInput('limit must be a whole number of 1 or more', 'limit');
  return Math.min(limit, max);
}

/** A list's start: 0 when none is given; a whole number of 0 or more. */
export function listOffset(offset: number | null | undefined): number {
  if (offset === undefined || offset === null) return 0;
  if (!Number.isInteger(offset) || offset < 0) throw badInput('offset must be 0 or more', 'offset');
  return offset;
}

/** Search text: trimmed, at most 100 characters, empty as none. */
export function searchText(raw: string | null | undefined): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  if (text.length > 100) throw badInput('Search text is too long', 'search');
  return text;
}

/** `text` with LIKE's wildcards escaped, to be wrapped in `%…%`. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
