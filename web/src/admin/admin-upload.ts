/**
 * Sends an image file to POST /api/uploads with the admin's session cookie and returns its
 * address for the product form (docs/decisions/0015: GraphQL forms upload first, then pass the
 * address). A refusal carries the server's message as `serverMessage` (see adminErrorMessage).
 */
export async function uploadProductImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const response = await fetch(new URL('/api/uploads', window.location.href).href, { method: 'POST', body, credentials: 'same-origin' });
  const reply = (await response.json().catch(() => ({}))) as { url?: string; error?: string; message?: string };
  if (!response.ok || !reply.url) {
    throw Object.assign(new Error(reply.error ?? reply.message ?? 'Upload failed'), { serverMessage: reply.error ?? reply.message });
  }
  return reply.url;
}
