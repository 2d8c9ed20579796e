import { CombinedGraphQLErrors } from '@apollo/client/errors';

// Spec §8 (Cart), used as written.
export const LOAD_FAILED = 'Failed to load cart. Please try again.';
export const ADD_FAILED = 'Failed to add item to cart. Please try again.';
export const UPDATE_FAILED = 'Failed to update cart item. Please try again.';
export const UPDATE_TIMED_OUT = 'Request timed out. Please check your connection.';
export const REMOVE_FAILED = 'Failed to remove item. Please try again.';
export const addedToCart = (quantity: number, name: string) => `${quantity} ${name} added to cart!`;

/** Spec §9: cart updates and removals give up after 5 s. */
export const CART_REQUEST_TIMEOUT_MS = 5000;
/** Spec §9: a quantity change is sent 500 ms after the last one. */
export const CART_UPDATE_DEBOUNCE_MS = 500;
/** Spec §9: reloading the cart waits 300 ms for other reloads (several lines failing at once fetch it once). */
export const CART_FETCH_DEBOUNCE_MS = 300;

export class CartTimeoutError extends Error {
  constructor() {
    super(UPDATE_TIMED_OUT);
    this.name = 'CartTimeoutError';
  }
}

/** The server's message when it sent one (e.g. 'Only 3 of Mango can be ordered'), else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => typeof e.message === 'string' && e.message.trim())?.message;
    if (message) return message;
  }
  return fallback;
}
