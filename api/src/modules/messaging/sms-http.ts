import { RetryLaterError } from './retry-later-error.js';
import { UndeliverableError } from './undeliverable-error.js';

/*
 * What the SMS providers' adapters share: the number a text goes to, one bounded HTTP call,
 * and what an answer means for the outbox (docs/decisions/0044-sms-providers.md):
 *   2xx           handed over;
 *   429           come back later: Retry-After when given, else the outbox's back-off;
 *   401, 403, 404 the shop's own setup (keys, account, address): every text would fail alike
 *                 until someone fixes it, so it stays transient and the backlog leaves then;
 *   408           transient;
 *   other 4xx     this message is refused for good (a number that cannot be reached, a text
 *                 or template the provider will not take): undeliverable, no retry;
 *   5xx, network  transient: retried with the outbox's back-off.
 */

/** An answer read in full. */
export interface ProviderAnswer {
  status: number;
  headers: Headers;
  body: string;
}

/** A call that takes longer counts as failed (and is retried): it must end well inside the outbox's 30 s. */
const CALL_TIMEOUT_MS = 15_000;
const DETAIL_MAX = 300;

/**
 * A phone number as E.164 (+91…). Accounts hold the 10-digit Indian mobile number
 * (normalizeIdentifier); a +91, 91 or 0 prefix is dropped first. Another country's number
 * written with its + passes as it is. Anything else (a landline-looking 10 digits, letters)
 * cannot receive a text: undeliverable, without asking the provider.
 */
export function e164(to: string): string {
  const compact = to.replace(/[\s().-]/g, '');
  let digits = compact.replace(/^\+/, '');
  if (compact.startsWith('+') && !digits.startsWith('91') && /^[1-9]\d{6,14}$/.test(digits)) return `+${digits}`;
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (/^[6-9]\d{9}$/.test(digits)) return `+91${digits}`;
  throw new UndeliverableError(`"${to.slice(0, 40)}" is not a mobile number a text can reach (an Indian mobile number has 10 digits and starts with 6, 7, 8 or 9)`);
}

/** POSTs to a provider; a refused connection, a reset or a timeout is a transient failure naming it. */
export async function postToProvider(provider: string, url: string, init: { headers: Record<string, string>; body: string }): Promise<ProviderAnswer> {
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers: init.headers, body: init.body, redirect: 'error', signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch (error) {
    throw new Error(`${provider} could not be reached (${networkReason(error)})`, { cause: error });
  }
  let body = '';
  try {
    body = await res.text();
  } catch (error) {
    throw new Error(`${provider} answered ${res.status} but the answer was cut off (${networkReason(error)})`, { cause: error });
  }
  return { status: res.status, headers: res.headers, body };
}

/** The error for an answer that did not hand the message over, per the table above. */
export function failureOf(provider: string, status: number, headers: Headers, detail: string): Error {
  const why = detail ? `: ${detail.slice(0, DETAIL_MAX)}` : '';
  if (status === 429) {
    const wait = retryAfterMs(headers.get('retry-after'));
    return new RetryLaterError(`${provider} asked the shop to slow down (429${wait === undefined ? '' : `, retry after ${Math.ceil(wait / 1000)} s`})${why}`, wait);
  }
  if (status === 401 || status === 403 || status === 404) {
    return new Error(`${provider} refused the shop's settings (${status}): check its keys, account and base URL${why}`);
  }
  if (status === 408 || status >= 500 || status < 400) return new Error(`${provider} failed (${status})${why}`);
  return new UndeliverableError(`${provider} refused the message (${status})${why}`);
}

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** A JSON answer, or undefined. */
export function jsonOf(body: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function networkReason(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${CALL_TIMEOUT_MS / 1000} s`;
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}
