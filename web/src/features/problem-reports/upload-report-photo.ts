import { readToken } from '../accounts/session-store';

/** Accepted by the server (checked again there from the file's own bytes). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Sends a report's photo to POST /api/orders/{id}/problem-reports/photo with the customer's
 * bearer token (the session lives in the browser, not in a cookie) and returns its address for
 * the reportProblem mutation (docs/decisions/0015: GraphQL forms upload first, then pass the
 * address). The server stores it without its metadata, and only for an order open to a report.
 */
export async function uploadReportPhoto(orderId: string, file: File): Promise<string> {
  const token = readToken();
  const body = new FormData();
  body.append('photo', file);
  const response = await fetch(new URL(`/api/orders/${encodeURIComponent(orderId)}/problem-reports/photo`, window.location.href).href, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body,
  });
  const reply = (await response.json().catch(() => ({}))) as { photo?: string; error?: string };
  if (!response.ok || !reply.photo) throw new Error(reply.error ?? 'The photo could not be uploaded. Please try again.');
  return reply.photo;
}
