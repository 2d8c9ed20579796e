import type { ApolloClient } from '@apollo/client';
import { toaster } from '../../components/app-toaster';
import { clearGuestCart, readGuestCart, setGuestCartMergeStatus } from '../../lib/guest-cart';
import { writeCart } from './cart-edits';
import { MergeGuestCartMutation } from './cart-operations';

export const MERGE_FAILED = 'Failed to add the items you picked before signing in. Please try again.';
export const MERGE_ADJUSTED = 'Some items you picked before signing in were changed';
/** A first attempt can be cancelled by the sign-in's own store reset: one more try after this. */
const RETRY_AFTER_MS = 800;

let inFlight: Promise<void> | null = null;

async function mergeOnce(client: ApolloClient): Promise<void> {
  const lines = readGuestCart();
  if (!lines.length) return;
  const result = await client.mutate({
    mutation: MergeGuestCartMutation,
    variables: { lines: lines.map(({ productId, quantity }) => ({ productId, quantity })) },
    update: (cache, { data }) => writeCart(cache, data?.mergeGuestCart.cart),
  });
  const merged = result.data?.mergeGuestCart;
  if (!merged) throw new Error('No merge result');
  // Only now: a failed merge keeps the lines for the next sign-in or page load.
  clearGuestCart();
  if (merged.notes.length) {
    toaster.create({ type: 'warning', title: MERGE_ADJUSTED, description: merged.notes.map((note) => note.message).join('. ') });
  }
}

/**
 * Sign-in (or sign-up) with a guest cart on this device (decisions: Guest cart): one call adds
 * its lines to the customer's server cart, which caps them by stock and the order limit and
 * says what it capped (a toast). Called once per session start; concurrent calls share one.
 */
export function mergeGuestCartIntoAccount(client: ApolloClient): Promise<void> {
  if (inFlight) return inFlight;
  if (!readGuestCart().length) return Promise.resolve();
  setGuestCartMergeStatus('running');
  inFlight = (async () => {
    try {
      try {
        await mergeOnce(client);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
        await mergeOnce(client);
      }
      setGuestCartMergeStatus('idle');
    } catch {
      setGuestCartMergeStatus('failed');
      toaster.create({ type: 'error', title: MERGE_FAILED });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}
