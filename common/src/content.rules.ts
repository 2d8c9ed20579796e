/*
 * Blog and comment rules shared by the api and the web (spec §5 Admin "Comment: text
 * required", §9 blog constants). No imports, so the browser bundle takes it as is. A rule
 * returns the message to show, or `true` when the value passes (react-hook-form's convention).
 */

export type RuleResult = string | true;

/** Spec §9: reading speed. */
export const READING_WORDS_PER_MINUTE = 200;
/** Spec §9: a blog card shows at most this many tags. */
export const CARD_MAX_TAGS = 3;
/** Not in the spec: long enough for a real comment, short enough to moderate. */
export const COMMENT_MAX_LENGTH = 1000;
export const BLOG_SEARCH_MAX_LENGTH = 100;

export const COMMENT_REQUIRED = 'Comment is required';
export const COMMENT_TOO_LONG = `Comment can be at most ${COMMENT_MAX_LENGTH} characters`;
/** What a customer is told after posting: comments are public once an admin approves them. */
export const COMMENT_PENDING_MESSAGE = 'Thank you! Your comment has been submitted and will appear once it is approved.';

export const commentRules = {
  comment: (value: string | null | undefined): RuleResult => {
    const text = (value ?? '').trim();
    if (!text) return COMMENT_REQUIRED;
    return text.length <= COMMENT_MAX_LENGTH ? true : COMMENT_TOO_LONG;
  },
};

/** How a comment's author is shown when the server gives no name (spec §3: 'User #id'). */
export const commentAuthorLabel = (userId: number | string | null | undefined) => (userId == null ? 'User' : `User #${userId}`);

/**
 * A commenter as readers see them: first name and last initial ("Asha K."), or the first name
 * alone. Replaces the spec's 'User #id' (issue 40); never the email or the phone.
 */
export function commenterName(firstName: string | null | undefined, lastName: string | null | undefined): string | null {
  const first = (firstName ?? '').trim();
  if (!first) return null;
  const initial = Array.from((lastName ?? '').trim())[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** Words in a text that has no markup left (what a reader reads). */
export function countWords(plainText: string): number {
  const words = plainText.trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}

/** Spec §9: 200 words per minute, rounded up, at least one minute. */
export function readingTimeMinutes(plainText: string): number {
  return Math.max(1, Math.ceil(countWords(plainText) / READING_WORDS_PER_MINUTE));
}

/**
 * A stored list as a clean list of strings: the spec's tags and features come as an array,
 * a JSON string ('["a","b"]') or a comma string ('a, b'). Blank entries and repeats are dropped.
 */
export function parseTextList(value: unknown): string[] {
  let items: unknown[];
  if (Array.isArray(value)) items = value;
  else if (typeof value === 'string') {
    const text = value.trim();
    let parsed: unknown = undefined;
    if (text.startsWith('[') || text.startsWith('"')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    if (Array.isArray(parsed)) items = parsed;
    else items = (typeof parsed === 'string' ? parsed : text).split(',');
  } else items = [];
  const seen = new Set<string>();
  for (const item of items) {
    if (typeof item !== 'string' && typeof item !== 'number') continue;
    const clean = String(item).trim();
    if (clean && !seen.has(clean)) seen.add(clean);
  }
  return [...seen];
}
