import { useLayoutEffect, useSyncExternalStore } from 'react';
import { ROUTE_SPINNER_DELAY_MS, ROUTE_SPINNER_MAX_MS } from './ui-timings';

/*
 * When the route spinner shows (shared/spec/decisions.md, "Spinners"): never on the first,
 * server-rendered page; after a navigation to another path, only when the next page cannot
 * render within ROUTE_SPINNER_DELAY_MS, and only until it can.
 *
 * "Cannot render yet" is either of:
 * - its page chunk is still downloading (router.tsx reports each load it starts; the old page
 *   stays up meanwhile, since navigations run in a transition);
 * - it shows a loading placeholder for its data (LoadingState and the other page placeholders
 *   call usePageWaiting while they are mounted).
 * A navigation is over once its new path has committed and nothing is waiting.
 */

let armed = false;
let pendingChunks = 0;
let waiters = 0;
/** The navigation being waited for: whether its path has committed, and whether 300 ms are up. */
let navigation: { committed: boolean; overdue: boolean; timers: ReturnType<typeof setTimeout>[] } | null = null;
let shown = false;
const listeners = new Set<() => void>();

function update() {
  if (navigation?.committed && pendingChunks === 0 && waiters === 0) end();
  const next = navigation?.overdue === true;
  if (next !== shown) {
    shown = next;
    listeners.forEach((notify) => notify());
  }
}

function end() {
  navigation?.timers.forEach(clearTimeout);
  navigation = null;
}

function begin(committed: boolean) {
  if (!armed) return;
  if (navigation) {
    navigation.committed ||= committed;
  } else {
    const started = { committed, overdue: false, timers: [] as ReturnType<typeof setTimeout>[] };
    navigation = started;
    started.timers.push(
      setTimeout(() => {
        started.overdue = true;
        update();
      }, ROUTE_SPINNER_DELAY_MS),
      // However long a page waits, the spinner never covers it for longer than this: the page's
      // own loading placeholder is there underneath.
      setTimeout(() => {
        if (navigation === started) end();
        update();
      }, ROUTE_SPINNER_MAX_MS),
    );
  }
  update();
}

/** The app has started (the first page is up): navigations from now on count. */
export function armRouteSpinner(): void {
  armed = true;
}

/** A new path has committed (called once per pathname change, after the first render). */
export function routeCommitted(): void {
  begin(true);
}

/** A page chunk started downloading (router.tsx); before the app started, this is the first page's. */
export function pageChunkLoading(load: Promise<unknown>): void {
  if (!armed) return;
  pendingChunks++;
  // Called while React renders the next route: no listener is notified from here (begin only
  // starts the timer), so no component is updated during another's render.
  begin(false);
  const done = () => {
    pendingChunks--;
    update();
  };
  load.then(done, done);
}

/** Marks the page as waiting for its data while the calling component (a loading placeholder) is mounted. */
export function usePageWaiting(): void {
  // A layout effect: registered in the same commit as the new path, before the spinner's
  // passive effect reports that commit (which would otherwise find nothing waiting).
  useLayoutEffect(() => {
    waiters++;
    return () => {
      waiters--;
      // After React's commit, not inside it.
      queueMicrotask(update);
    };
  }, []);
}

/** For placeholders that are not components of their own: renders nothing, marks the page as waiting. */
export function PageWaiting(): null {
  usePageWaiting();
  return null;
}

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

/** Whether the route spinner is due now. */
export function useRouteSpinnerShown(): boolean {
  return useSyncExternalStore(subscribe, () => shown, () => false);
}
