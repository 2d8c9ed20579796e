import { Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';

/*
 * Hydrating a part of the server's page only when it is needed (bench/NOTES.md, "Cards
 * hydrated when they near the screen"). A product grid repeats 24-40 cards, most of them below
 * the first screen; hydrating them all at start-up was most of the page's script work. Each
 * card sits in its own Suspense boundary with a gate inside: while the page hydrates, a closed
 * gate suspends, so React keeps the server's HTML for that card (visible, styled, its links
 * plain anchors) and hydrates it when the gate opens: the card nears the screen.
 *
 * The gate suspends only the FIRST time React asks it, and only while hydrating. Any later
 * attempt is React hydrating that card because it must: a click, a key or a focus inside it
 * (React hydrates the target's boundary at once and then replays the event), or an update or
 * a context change reaching it (a search, a wishlist heart, a navigation). React hydrates such a
 * boundary before applying the update; were it to stay suspended, React would throw the
 * server's HTML away and render the card from scratch (react#24476), or hold a transition. So
 * none of those paths waits for the screen position. A client-side render (a page reached by
 * navigation) never suspends: there is no server HTML to keep.
 */

export interface HydrationGate {
  /** closed: not asked yet; waiting: suspended once; open: hydrates whenever asked. */
  state: 'closed' | 'waiting' | 'open';
  promise: Promise<void>;
  open: () => void;
  /** True the first time it is asked while closed (and marks the gate waiting), false after. */
  shouldWait: () => boolean;
}

export function createHydrationGate(): HydrationGate {
  let resolve!: () => void;
  const gate: HydrationGate = {
    state: 'closed',
    promise: new Promise<void>((r) => (resolve = r)),
    open: () => {
      if (gate.state === 'open') return;
      gate.state = 'open';
      resolve();
    },
    shouldWait: () => {
      if (gate.state !== 'closed') return false;
      gate.state = 'waiting';
      return true;
    },
  };
  return gate;
}

/** An already-settled promise in the shape React's `use` reads without suspending. */
const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

const subscribeNever = () => () => {};
const onClient = () => false;
const onServerOrHydrating = () => true;

/** Renders its children, or keeps the server's HTML for them while the gate is closed (see above). */
export function HydrationGate({ gate, children }: { gate: HydrationGate; children: ReactNode }) {
  // The server snapshot is what React reads while hydrating; a client render reads false.
  const hydrating = useSyncExternalStore(subscribeNever, onClient, onServerOrHydrating);
  const wait = hydrating && typeof window !== 'undefined' && gate.shouldWait();
  // `use` on every render, not only the waiting one: React checks that a component that
  // suspended in `use` calls it again.
  use(wait ? gate.promise : READY);
  return children;
}

/** How far ahead of the screen a card starts hydrating: half a screen above and below. */
const ROOT_MARGIN = '50% 0px';

let observer: IntersectionObserver | null = null;
const gates = new WeakMap<Element, HydrationGate>();

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        gates.get(entry.target)?.open();
        gates.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: ROOT_MARGIN },
  );
  return observer;
}

/**
 * A gate for the element `ref` points at (outside the boundary, so already hydrated), opened
 * when that element comes within half a screen of the viewport. Without IntersectionObserver
 * the gate opens at once.
 */
export function useNearScreenGate(ref: RefObject<Element | null>): HydrationGate {
  const [gate] = useState(createHydrationGate);
  useEffect(() => {
    const element = ref.current;
    if (gate.state === 'open' || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    gates.set(element, gate);
    sharedObserver().observe(element);
    return () => {
      gates.delete(element);
      observer?.unobserve(element);
    };
  }, [gate, ref]);
  return gate;
}

/**
 * A below-the-fold part that hydrates when it nears the screen (or when the shopper reaches it
 * first): `as` is the wrapping element the observer watches, outside the part's own Suspense
 * boundary so that it is hydrated from the start.
 */
export function NearScreenHydration({ as: Tag = 'div', className, children }: { as?: 'div' | 'li'; className?: string; children: ReactNode }) {
  // Typed as both, so that either tag takes it.
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);
  const gate = useNearScreenGate(ref);
  return (
    <Tag ref={ref} className={className}>
      <Suspense>
        <HydrationGate gate={gate}>{children}</HydrationGate>
      </Suspense>
    </Tag>
  );
}
