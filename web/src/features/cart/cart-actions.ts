import type { ApolloClient } from '@apollo/client';
import { toaster } from '../../components/app-toaster';
import { GUEST_CART_TOO_LONG, MAX_QUANTITY_PER_LINE } from '@fruit-shop/common/cart.rules';
import { addToGuestCart } from '../../lib/guest-cart';
import { TOAST_DURATION_MS } from '../../lib/ui-timings';
import { writeCart } from './cart-edits';
import { ADD_FAILED, addedToCart, serverMessage } from './cart-messages';
import { CartAddItemMutation } from './cart-operations';

/** Add from a card or the product page (signed in): the server's cart comes back and the badge moves. */
export async function addToCart(client: ApolloClient, product: { id: string; name: string }, quantity: number): Promise<boolean> {
  try {
    await client.mutate({
      mutation: CartAddItemMutation,
      variables: { productId: product.id, quantity },
      update: (cache, { data }) => writeCart(cache, data?.addToCart),
    });
    toaster.create({ type: 'success', title: addedToCart(quantity, product.name), duration: TOAST_DURATION_MS });
    return true;
  } catch (error) {
    toaster.create({ type: 'error', title: serverMessage(error, ADD_FAILED), duration: TOAST_DURATION_MS });
    return false;
  }
}

/**
 * A guest's Add (decisions: Guest cart): the line goes into the cart on this device, the badge
 * moves at once and the same toast says so; it joins the server cart at sign-in.
 */
export function addToGuestCartAndSay(product: { id: string; name: string }, quantity: number): boolean {
  const result = addToGuestCart(product.id, quantity);
  if (!result.ok) {
    toaster.create({ type: 'error', title: GUEST_CART_TOO_LONG, duration: TOAST_DURATION_MS });
    return false;
  }
  if (result.capped) {
    // The server's words for the same limit (api cart.service checkQuantity).
    toaster.create({ type: 'warning', title: `You can add at most ${MAX_QUANTITY_PER_LINE} of one product`, duration: TOAST_DURATION_MS });
  } else {
    toaster.create({ type: 'success', title: addedToCart(quantity, product.name), duration: TOAST_DURATION_MS });
  }
  return true;
}
