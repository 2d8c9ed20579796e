/** The element holding the server's Apollo cache: JSON in a non-executed script (CSP allows it). */
export const APOLLO_STATE_ID = '__APOLLO_STATE__';
/** The emotion rule ids the server's <style data-ssr-css> already holds. */
export const EMOTION_IDS_ID = '__EMOTION_IDS__';
/** The scripts the page needs (the app and the page's chunks), which the entry preloads after the page's load event. */
export const PAGE_CHUNKS_ID = '__PAGE_CHUNKS__';
/** Present (`true`) when the server's render used Chakra's system: the browser loads it before hydrating. */
export const CHAKRA_AT_START_ID = '__CHAKRA_AT_START__';

/** Reads one of the server's JSON data blocks; undefined when absent (dev) or unreadable. */
export function readServerData<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
