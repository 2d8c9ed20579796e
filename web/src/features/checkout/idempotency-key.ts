/**
 * A key for one checkout attempt (decisions: a repeated submit returns the first order).
 * `crypto.randomUUID` exists only in secure contexts (https, localhost); a shop reached over
 * plain http still gets a random key of the same shape.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
