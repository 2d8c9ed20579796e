import { act, screen, waitFor } from '@testing-library/react';
import { delay, graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CartButton } from '../../web/src/app/layouts/cart-button';
import CheckoutPage from '../../web/src/app/routes/checkout-page';
import { chakraToaster } from '../../web/src/components/app-toaster-view';
import { closeDialogs } from '../../web/src/features/accounts/auth-dialog-store';
import { saveSession } from '../../web/src/features/accounts/session-store';
import { MERGE_ADJUSTED, MERGE_FAILED } from '../../web/src/features/cart/guest-cart-merge';
import { setGuestCartMergeStatus } from '../../web/src/lib/guest-cart';
import { cartLine, makeCart } from '../fixtures/cart.fixture';
import { checkoutHandlers, CUSTOMER } from '../fixtures/checkout.fixture';
import { banana, mango } from '../fixtures/products.fixture';
import { server } from './msw-server';
import { renderPage } from './render';

/*
 * Sign-in with a guest cart on this device (decisions: Guest cart): one merge call, the
 * server's capped cart on the badge, a toast naming each cap, and the device's copy cleared
 * only once the merge worked.
 */

afterEach(() => {
  chakraToaster.remove();
  closeDialogs();
  setGuestCartMergeStatus('idle');
});

const GUEST_LINES = [
  { productId: '1', quantity: 2 },
  { productId: '3', quantity: 6 },
];
const storeGuestCart = () => window.localStorage.setItem('guestCart', JSON.stringify(GUEST_LINES));

/** The api's merge: Banana (stock 4) capped; `fail` answers errors that many times first. */
function serveMerge({ fail = 0, wait = 0 } = {}) {
  const state = { calls: [] as unknown[], cartAsked: 0 };
  const merged = makeCart([cartLine(mango, 2), cartLine(banana, 4)]);
  server.use(
    graphql.mutation('MergeGuestCart', async ({ variables }) => {
      state.calls.push(variables);
      if (wait) await delay(wait);
      if (state.calls.length <= fail) return HttpResponse.json({ errors: [{ message: 'Database unavailable' }] });
      return HttpResponse.json({
        data: {
          mergeGuestCart: {
            __typename: 'GuestCartMerge',
            cart: merged,
            notes: [{ __typename: 'GuestCartMergeNote', productId: '3', kind: 'capped', quantity: 4, message: 'Only 4 of Banana can be ordered' }],
          },
        },
      });
    }),
    graphql.query('CartContents', () => {
      state.cartAsked += 1;
      return HttpResponse.json({ data: { cart: state.calls.length > fail ? merged : makeCart([]) } });
    }),
  );
  return state;
}

describe('guest cart merge at sign-in', () => {
  it("merges the device's lines once, shows the capped server cart and says what was capped, then forgets the device's copy", async () => {
    storeGuestCart();
    const served = serveMerge();
    renderPage(<CartButton />, { path: '/' });
    // The guest's count on this device first.
    expect(await screen.findByRole('button', { name: 'Cart, 8 items' })).toBeInTheDocument();
    act(() => saveSession('tok-7', CUSTOMER));
    expect(await screen.findByText(MERGE_ADJUSTED)).toBeInTheDocument();
    expect(screen.getByText('Only 4 of Banana can be ordered')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cart, 6 items' })).toBeInTheDocument();
    expect(served.calls).toEqual([{ lines: GUEST_LINES }]);
    expect(window.localStorage.getItem('guestCart')).toBeNull();
  });

  it("keeps the device's lines when the merge fails (after one more try) and says so", async () => {
    storeGuestCart();
    const served = serveMerge({ fail: 2 });
    saveSession('tok-7', CUSTOMER);
    renderPage(<CartButton />, { path: '/' });
    expect(await screen.findByText(MERGE_FAILED, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(served.calls).toHaveLength(2);
    expect(JSON.parse(window.localStorage.getItem('guestCart') ?? '[]')).toEqual(GUEST_LINES);
  });

  it('checkout waits for the merge, then goes on with the merged cart', async () => {
    storeGuestCart();
    const api = checkoutHandlers();
    server.use(...api.handlers);
    serveMerge({ wait: 300 });
    saveSession('tok-7', CUSTOMER);
    renderPage(<CheckoutPage />, { path: '/checkout' });
    expect(await screen.findByText('Loading checkout...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Billing Details' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('guestCart')).toBeNull());
  });
});
