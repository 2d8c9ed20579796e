import { act, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { CartSummaryContext, type CartSummary } from '../../web/src/app/cart-summary-context';
import { CartButton } from '../../web/src/app/layouts/cart-button';

// The shell's header and bottom bar are Suspense boundaries, hydrated after the root commits;
// a signed-in customer's cart count can be known by then (CartSync loads once the session is
// read). Such a region must still hydrate with the count the server rendered.

const summary = (itemCount: number): CartSummary => ({ itemCount, openCart: () => {}, addToCart: async () => true });

function Shell({ itemCount }: { itemCount: number }) {
  return (
    <CartSummaryContext.Provider value={summary(itemCount)}>
      <Suspense>
        <CartButton />
      </Suspense>
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
  container.innerHTML = renderToString(<Shell itemCount={0} />);
  document.body.append(container);
  const serverButton = container.querySelector('button')!;
  expect(serverButton.getAttribute('aria-label')).toBe('Cart');

  const recoverable = vi.fn();
  const consoleErrors = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, <Shell itemCount={3} />, { onRecoverableError: recoverable });
  });

  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleErrors).not.toHaveBeenCalled();
  // The same node (hydrated, not replaced), now with the count.
  expect(container.querySelector('button')).toBe(serverButton);
  expect(serverButton.getAttribute('aria-label')).toBe('Cart, 3 items');
  expect(container.textContent).toBe('3');
});
