import { act, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { CartSummaryContext, createCartCountStore, useCartActions, useCartSummary, type CartCountStore } from '../../web/src/app/cart-summary-context';
import { CartButton } from '../../web/src/app/layouts/cart-button';

// The shell's header and bottom bar are Suspense boundaries, hydrated after the root commits;
// a signed-in customer's cart count can be known by then (CartSync loads once the session is
// read). Such a region must still hydrate with the count the server rendered. And a part that
// only adds (a page's cards) must not re-render when hydration ends or the count moves.

const actions = { openCart: () => {}, addToCart: async () => true };
let pageRenders = 0;

function Page() {
  useCartActions();
  pageRenders++;
  return null;
}

function Shell({ count }: { count: CartCountStore }) {
  return (
    <CartSummaryContext.Provider value={{ ...actions, count }}>
      <Suspense>
        <CartButton />
      </Suspense>
      <Page />
    </CartSummaryContext.Provider>
  );
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
let container: HTMLElement;
afterEach(() => {
  vi.restoreAllMocks();
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

it('hydrates a cart button with the server’s empty count when the count has arrived first, then shows it', async () => {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Shell count={createCartCountStore()} />);
  document.body.append(container);
  const serverButton = container.querySelector('button')!;
  expect(serverButton.getAttribute('aria-label')).toBe('Cart');

  const count = createCartCountStore();
  count.set(3);
  const recoverable = vi.fn();
  const consoleErrors = vi.spyOn(console, 'error');
  pageRenders = 0;
  await act(async () => {
    root = hydrateRoot(container, <Shell count={count} />, { onRecoverableError: recoverable });
  });

  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleErrors).not.toHaveBeenCalled();
  // The same node (hydrated, not replaced), now with the count.
  expect(container.querySelector('button')).toBe(serverButton);
  expect(serverButton.getAttribute('aria-label')).toBe('Cart, 3 items');
  expect(container.textContent).toBe('3');

  // The count moves: the badge follows, the page that only adds is not rendered again.
  await act(async () => count.set(5));
  expect(serverButton.getAttribute('aria-label')).toBe('Cart, 5 items');
  expect(pageRenders).toBe(1);
});

it('renders nothing again after hydration while the count stays 0 (a guest)', async () => {
  let probeRenders = 0;
  function CountProbe() {
    const { itemCount } = useCartSummary();
    probeRenders++;
    return <output>{itemCount}</output>;
  }
  const guestShell = () => (
    <CartSummaryContext.Provider value={{ ...actions, count: createCartCountStore() }}>
      <CountProbe />
      <Page />
    </CartSummaryContext.Provider>
  );
  container = document.createElement('div');
  container.innerHTML = renderToString(guestShell());
  document.body.append(container);
  probeRenders = 0;
  pageRenders = 0;
  await act(async () => {
    root = hydrateRoot(container, guestShell());
  });
  expect(container.textContent).toBe('0');
  expect(probeRenders).toBe(1);
  expect(pageRenders).toBe(1);
});
