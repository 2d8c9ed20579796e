/*
 * Text helpers for the blog pages. The API sends article content as sanitised HTML; cards,
 * head descriptions and reading excerpts need its words only. The result is rendered as
 * React text (escaped), never as markup, so a plain tag strip is enough here.
 */

const BLOCK_TAG = /<\/?(?:p|div|h[1-6]|ul|ol|li|br|hr|blockquote|pre|table|thead|tbody|tr|td|th|figure|figcaption|img|section|article)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“' };

function decodeEntity(entity: string, body: string): string {
  if (body[0] === '#') {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
}

/** The words of an HTML fragment: block elements become spaces, inline ones vanish, entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(ANY_TAG, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : text.slice(0, max)).replace(/[\s,.;:–—-]+$/, '')}…`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** India Standard Time has no daylight saving: a fixed +05:30. */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * '12 March 2025', the day in India (the shop's time zone). Computed by hand, not with
 * toLocaleDateString: the server's and the browser's time zones and locale data differ,
 * and a different text would be a hydration mismatch.
 */
export function formatBlogDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const day = new Date(time + IST_OFFSET_MS);
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** The API's reading time (200 words per minute, spec §9) as the card shows it. */
export const readingTimeLabel = (minutes: number) => `${minutes} min read`;
