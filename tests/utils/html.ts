// Reading server-rendered HTML without a browser: enough to find text and tags in it.

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references React and our head tags emit (`&amp;`, `&#x27;`, `&#39;`, …). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? entity;
  });
}

/** The app's markup: what is inside `<div id="root">`, without the data blocks after it. */
export function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  if (start < 0) throw new Error('no <div id="root"> in the page');
  const end = html.indexOf('<script', start);
  return html.slice(start, end < 0 ? undefined : end);
}

/** The text a reader sees in `markup`, in document order: tags and comments dropped, entities decoded. */
export function visibleText(markup: string): string {
  const text = markup
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ');
  return decodeEntities(text).replace(/\s+/g, ' ');
}

/** The `<head>`'s elements of one tag whose attributes include all of `attrs`, as attribute maps. */
export function headTags(html: string, tag: string, attrs: Record<string, string> = {}): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const found: Record<string, string>[] = [];
  for (const match of head.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attributes: Record<string, string> = {};
    for (const [, name, value] of match[1].matchAll(/([a-z:-]+)(?:="([^"]*)")?/gi)) attributes[name.toLowerCase()] = decodeEntities(value ?? '');
    if (Object.entries(attrs).every(([name, value]) => attributes[name] === value)) found.push(attributes);
  }
  return found;
}
