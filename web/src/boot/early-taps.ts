/**
 * The other half of the inline script in index.html: until the app runs, that script keeps
 * every tap on one of the page's buttons (Add, the heart, the quantity stepper, the header's
 * buttons) instead of losing it, marked `data-tap-pending`. Once the page has hydrated (its
 * region committed: a lazily loaded page component is there, so React can hydrate whatever the
 * tap lands in), each kept tap is clicked again and React answers it, hydrating a card that was
 * still the server's HTML first (selective hydration). From then on taps go to React directly.
 *
 * Not at hydrateRoot: a tap React receives while the page's region still waits for its chunk
 * is dropped (React 19 replays an event only into a boundary it can hydrate at once). The same
 * can happen to a card whose part of the page is still hydrating, so each tap is offered until
 * React has taken it (`answer`).
 *
 * A toggle marked `data-early-toggle` (the wishlist hearts) is answered at once by the keeper,
 * which flips its aria-pressed (the heart fills); the app then makes it true. Until then the
 * heart is drawn as busy (`data-tap-pending`): the wishlist is saved once the app runs.
 */
declare global {
  interface Window {
    __earlyTaps?: HTMLElement[];
    __appLive?: boolean;
  }
}

/** However the start-up goes, taps are never kept for longer than this. */
const MAX_KEEP_MS = 10_000;

/** Whether React has adopted this element (it hydrated the part of the page it is in). */
const adopted = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** How often, and how far apart, a tap is offered again while React cannot take it yet. */
const ATTEMPTS = 40;
const ATTEMPT_GAP_MS = 50;

/**
 * Clicks the button again until React has taken the tap. React either answers it (hydrating the
 * button's part of the page at once if need be: the button is then adopted) or, when that part
 * cannot hydrate yet, drops it and hydrates the part soon after: then the tap is offered again.
 * A tap is answered once, never twice: a click on an adopted button always reaches its handler.
 */
async function answer(button: HTMLElement): Promise<void> {
  const toggle = button.hasAttribute('data-early-toggle');
  for (let attempt = 0; attempt < ATTEMPTS && button.isConnected; attempt++) {
    const wasAdopted = adopted(button);
    // The keeper flipped a toggle when it was tapped; React still has it as it rendered it. Put
    // it back for the click, which flips it for real (React writes aria-pressed from its state
    // before the next paint, so nothing flickers); if React did not take the click, show the
    // tap again until it does.
    if (toggle) flip(button);
    button.removeAttribute('data-tap-pending');
    button.click();
    if (wasAdopted || adopted(button)) return;
    // Still kept, and drawn as busy, until React takes it: "not busy" means saved.
    if (toggle) flip(button);
    button.setAttribute('data-tap-pending', '');
    await new Promise((resolve) => setTimeout(resolve, ATTEMPT_GAP_MS));
  }
  button.removeAttribute('data-tap-pending');
}

function flip(button: HTMLElement): void {
  button.setAttribute('aria-pressed', button.getAttribute('aria-pressed') === 'true' ? 'false' : 'true');
}

function replay(): void {
  if (window.__appLive) return;
  window.__appLive = true;
  const taps = window.__earlyTaps ?? [];
  window.__earlyTaps = [];
  void (async () => {
    for (const button of taps) await answer(button);
  })();
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
