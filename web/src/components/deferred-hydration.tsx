import { Suspense, use, useId, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Server-rendered content that is hydrated when it is about to scroll into view, or at the
 * shopper's first interaction, instead of during page load. Until then the server's HTML
 * stays on screen as it is (links work as plain links): React keeps a Suspense boundary's
 * server markup while a component inside it suspends during hydration.
 *
 * Only the first render of server HTML is deferred: when the content is rendered in the
 * browser (client navigation), it renders at once.
 */
export function DeferredHydration({ children, className }: { children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <Suspense>
      <Gate id={id}>
        <div data-deferred-hydration={id} className={className}>
          {children}
        </div>
      </Gate>
    </Suspense>
  );
}

const noSubscription = () => () => {};
/** True while React hydrates server HTML (it reads the server snapshot only then). */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useIsHydrating();
  if (hydrating && typeof document !== 'undefined') use(whenWanted(id));
  return children;
}

type GatePromise = Promise<void> & { status?: 'fulfilled'; value?: undefined };
const gates = new Map<string, { promise: GatePromise; open: () => void }>();
let observer: IntersectionObserver | undefined;

function openAll() {
  for (const gate of gates.values()) gate.open();
}

// The first interaction opens every gate before React sees the event, so the element the
// shopper touched hydrates synchronously and receives the event (React drops discrete events
// on content it cannot hydrate).
if (typeof window !== 'undefined') {
  const options = { capture: true, passive: true } as const;
  for (const type of ['pointerdown', 'keydown', 'click', 'focusin'] as const) window.addEventListener(type, openAll, options);
}

function whenWanted(id: string): Promise<void> {
  let gate = gates.get(id);
  if (gate) return gate.promise;
  let resolve!: () => void;
  const promise: GatePromise = new Promise<void>((r) => (resolve = r));
  const open = () => {
    if (promise.status) return;
    // Marked fulfilled at once, so React's `use` reads it synchronously inside the same event.
    promise.status = 'fulfilled';
    promise.value = undefined;
    resolve();
  };
  gate = { promise, open };
  gates.set(id, gate);

  const element = document.querySelector(`[data-deferred-hydration="${CSS.escape(id)}"]`);
  if (!element || typeof IntersectionObserver === 'undefined') {
    open();
    return promise;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const key = entry.target.getAttribute('data-deferred-hydration');
        if (key) gates.get(key)?.open();
      }
    },
    // Start a little before it enters the screen, so it is ready when it arrives.
    { rootMargin: '200px 0px' },
  );
  observer.observe(element);
  return promise;
}
