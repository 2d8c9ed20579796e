/**
 * What no text field accepts, on either API (decisions: Running for real): a NUL or another
 * control character (tab, line feed and carriage return are text), or more characters than
 * the longest field holds. Each service still checks its own fields (lengths that match their
 * columns, ranges, enums); the edge (http/input-guard.ts) refuses this much before any of them
 * runs. A NUL would otherwise reach PostgreSQL, which refuses it as a broken protocol message.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** The longest text any field holds (a blog post's content); anything longer is refused. */
export const MAX_TEXT_LENGTH = 100_000;
const MAX_DEPTH = 32;

export type TextProblem = { path: string; message: string };

export function textProblem(value: string, path: string): TextProblem | undefined {
  if (CONTROL_CHARACTER.test(value)) return { path, message: `${path || 'Text'} may not contain control characters` };
  if (value.length > MAX_TEXT_LENGTH) return { path, message: `${path || 'Text'} is too long (at most ${MAX_TEXT_LENGTH} characters)` };
  return undefined;
}

/** The first text in `value` (a parsed body, query or params, at any depth, keys included) that breaks the rules. */
export function findTextProblem(value: unknown, path = '', depth = 0): TextProblem | undefined {
  if (typeof value === 'string') return textProblem(value, path);
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) return { path, message: `${path || 'The request'} is nested too deeply` };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findTextProblem(value[i], `${path}[${i}]`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const found = textProblem(key, at) ?? findTextProblem(inner, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

