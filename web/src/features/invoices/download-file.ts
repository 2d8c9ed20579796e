import { readToken } from '../accounts/session-store';

/**
 * Downloads a file of the customer's own with their bearer token (the shop keeps the session in
 * the browser, not in a cookie, so a plain link would arrive signed out): fetch it, then save the
 * bytes under the server's file name through a temporary object URL.
 */
export async function downloadWithSession(path: string, fallbackName: string): Promise<void> {
  const token = readToken();
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(res.status === 404 ? 'The invoice is not ready yet' : 'The download failed, please try again');
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Released after the click has handed the bytes over.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
