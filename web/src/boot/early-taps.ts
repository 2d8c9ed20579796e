/**
 * The other half of the inline script in index.html: until the app runs, that script keeps
 * every tap on one of the page's buttons (Add, the heart, the quantity stepper, the header's
 * buttons) instead of losing it, marked `data-tap-pending`. Once the page has hydrated (its
 * region committed: a lazily loaded page component is there, so React can hydrate whatever the
 * tap lands in), each kept tap is clicked again and React answers it, hydrating a card that was
 * still the server's HTML first (selective hydration). From then on taps go to React directly.
 *
 * Not at hydrateRoot: a tap React receives while the page's region still waits for its chunk
 * is dropped (React 19 replays an event only into a boundary it can hydrate at once).
 */
declare global {
  interface Window {
    __earlyTaps?: HTMLElement[];
    __appLive?: boolean;
  }
}

/** However the start-up goes, taps are never kept for longer than this. */
const MAX_KEEP_MS = 10_000;

function replay(): void {
  if (window.__appLive) return;
  window.__appLive = true;
  const taps = window.__earlyTaps ?? [];
  window.__earlyTaps = [];
  for (const button of taps) {
    button.removeAttribute('data-tap-pending');
    if (button.isConnected) button.click();
  }
}

/**
 * The page has hydrated: marks <html data-hydrated> (tests and tools wait for it) and answers
 * the taps kept until now, after this commit.
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = '';
  setTimeout(replay, 0);
}

/** Called once the app has started: no page hydrates (a client render), or as a safety net. */
export function answerKeptTapsBy(delayMs: number = MAX_KEEP_MS): void {
  setTimeout(replay, delayMs);
}
