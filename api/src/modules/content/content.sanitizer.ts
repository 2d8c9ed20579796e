import sanitizeHtml from 'sanitize-html';

/*
 * Blog markup and comment text are cleaned with sanitize-html (a parser-based allow-list, not
 * regular expressions): on save, by the column types in sanitized-text.type.ts, and again on
 * display by the read model, so a row written around the ORM still cannot carry a script.
 */

const BLOG_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code',
    'strong', 'b', 'em', 'i', 'u', 's', 'del', 'mark', 'small', 'sub', 'sup', 'span',
    'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: {
    // `rel` is always replaced by the transform below.
    a: ['href', 'title', 'rel', { name: 'target', multiple: false, values: ['_blank'] }],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // Links may go to the web or to mail and phone; images only over http(s) or to our own
  // paths (/uploads/...). No javascript:, data: or protocol-relative URLs.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Tags outside the list are dropped with their attributes; script/style bodies vanish too.
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }),
  },
};

const NO_TAGS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

/** Control characters PostgreSQL text cannot hold (NUL) or a reader cannot see; newlines and tabs stay. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** The few entities sanitize-html writes into text; everything else was decoded while parsing. */
const decodeBasic = (text: string) =>
  text.replace(/&(lt|gt|quot|#39|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name]!);

/** Blog content as safe HTML: basic formatting, links with safe schemes, images; nothing that runs. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html.replace(CONTROL, ''), BLOG_HTML);
}

/**
 * Text with every tag removed, as plain characters ('Tom & Jerry', 'I <3 mangoes'). Decoding
 * can reveal markup that was sent escaped ('&lt;script&gt;'), so it repeats until nothing changes.
 */
export function toPlainText(text: string): string {
  let current = text.replace(CONTROL, '');
  for (let i = 0; i < 5; i++) {
    const next = decodeBasic(sanitizeHtml(current, NO_TAGS));
    if (next === current) return next;
    current = next;
  }
  return current.replace(/[<>]/g, '');
}

/**
 * Reading a blog cleans its content again (defence in depth); the same content cleans to the
 * same result, so a small memo keeps a busy list page from re-parsing every article.
 */
const MEMO_LIMIT = 200;
const memo = new Map<string, { html: string; plainText: string }>();

export function cleanBlogContent(stored: string): { html: string; plainText: string } {
  const hit = memo.get(stored);
  if (hit) return hit;
  const html = sanitizeBlogHtml(stored);
  const result = { html, plainText: toPlainText(html.replace(/<\/?(p|br|h\d|li|tr|td|th|blockquote|pre)\b[^>]*>/g, ' ')) };
  memo.set(stored, result);
  if (memo.size > MEMO_LIMIT) memo.delete(memo.keys().next().value!);
  return result;
}
