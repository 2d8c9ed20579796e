import type { ApolloClient } from '@apollo/client';
import { toaster } from '../../components/app-toaster';
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
