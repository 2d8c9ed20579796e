/*
 * Tolerant readers for the product's free-form columns. Admins and older imports write
 * galleries, tags and attributes as JSON lists, JSON text or comma-separated text (spec §3);
 * a page must never fail on one of them, so whatever cannot be read becomes empty.
 */

/** A JSON list, JSON text of a list, or comma-separated text → its non-empty strings. Anything else → []. */
export function stringList(value: unknown): string[] {
  let list = value;
  if (typeof list === 'string') {
    const text = list.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text);
      } catch {
        return [];
      }
    } else if (text.startsWith('{') || text.startsWith('"')) {
      return [];
    } else {
      list = text.split(',');
    }
  }
  if (!Array.isArray(list)) return [];
  // A plain loop: this runs for every product of every list read (flatMap measured slower).
  const strings: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') continue;
    const text = item.trim();
    if (text) strings.push(text);
  }
  return strings;
}

// An image address: a URL or a path, with nothing a broken JSON text would leave behind.
const IMAGE_ADDRESS = /^[^\s"'<>[\]{}\\]+$/;

/** The gallery's image addresses; a malformed gallery is empty (spec §8), never an error. */
export function galleryOf(value: unknown): string[] {
  return stringList(value).filter((item) => IMAGE_ADDRESS.test(item));
}

export interface Attribute {
  key: string;
  value: string;
}

/** Custom attributes (a JSON object or its text) as key/value pairs; scalars become text, the rest is skipped. */
export function attributesOf(value: unknown): Attribute[] {
  let map = value;
  if (typeof map === 'string') {
    try {
      map = JSON.parse(map);
    } catch {
      return [];
    }
  }
  if (map === null || typeof map !== 'object' || Array.isArray(map)) return [];
  const attributes: Attribute[] = [];
  for (const [rawKey, raw] of Object.entries(map as Record<string, unknown>)) {
    const key = rawKey.trim();
    const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : '';
    if (key && text) attributes.push({ key, value: text });
  }
  return attributes;
}
