/*
 * The one cookie the api reads and sets (the admin session). Parsing a Cookie header and
 * writing one Set-Cookie line is a few lines of RFC 6265; a plugin would add a dependency
 * and a hook on every request for it.
 */

/** The value of cookie `name` in a Cookie request header, if present. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
  sameSite: 'Strict' | 'Lax';
}

/** A Set-Cookie value: HttpOnly always, for the whole site; max-age 0 clears it. */
export function serializeCookie(name: string, value: string, { maxAgeSeconds, secure, sameSite }: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, 'HttpOnly', `SameSite=${sameSite}`];
  if (maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
