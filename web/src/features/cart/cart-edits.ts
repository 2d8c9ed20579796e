import type { ApolloCache, ApolloClient } from '@apollo/client';
import { toaster } from '../../components/app-toaster';
import { createListeners } from '../../lib/listeners';
import type { CartContentsQuery as CartContentsData } from '../../gql/graphql';
import {
  CART_FETCH_DEBOUNCE_MS,
  CART_REQUEST_TIMEOUT_MS,
  CART_UPDATE_DEBOUNCE_MS,
  CartTimeoutError,
  REMOVE_FAILED,
  UPDATE_FAILED,
  UPDATE_TIMED_OUT,
  serverMessage,
} from './cart-messages';
import { CartContentsQuery, CartRemoveItemMutation, CartUpdateItemMutation } from './cart-operations';

/** What the cart views need besides the server's cart: the shopper's unsaved changes. */
export interface CartEditsState {
  /** Quantities chosen but not yet confirmed by the server, by product id. */
  pending: ReadonlyMap<string, number>;
  /** Lines whose removal is running (shown dimmed). */
  removing: ReadonlySet<string>;
  /** The last failure, for the cart's error banner. */
  error: string | null;
}

export interface CartEdits {
  subscribe(listener: () => void): () => void;
  state(): CartEditsState;
  /** Shows `quantity` at once and saves it 500 ms after the shopper's last change. */
  setQuantity(productId: string, quantity: number): void;
  /** Removes the line; resolves false when the server refused (the error is set). */
  remove(productId: string): Promise<boolean>;
  dismissError(): void;
  /** A mounted cart view shows errors in its banner; with none mounted they become toasts. */
  attachView(): () => void;
}

/** Writes a mutation's cart over the `cart` query, so every view and the badge read it. */
export function writeCart(cache: ApolloCache, cart: CartContentsData['cart'] | undefined) {
  if (cart) cache.writeQuery({ query: CartContentsQuery, data: { cart } });
}

/** Rejects with CartTimeoutError after 5 s and aborts the request (spec §7: update and remove time out). */
async function withTimeout<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new CartTimeoutError());
      controller.abort();
    }, CART_REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([run(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function createCartEdits(client: ApolloClient): CartEdits {
  let state: CartEditsState = { pending: new Map(), removing: new Set(), error: null };
  const { subscribe, notify } = createListeners();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  // One request at a time per line, so answers cannot arrive out of order.
  const inFlight = new Map<string, Promise<unknown>>();
  let views = 0;

  const set = (next: Partial<CartEditsState>) => {
    state = { ...state, ...next };
    notify();
  };
  const withoutPending = (productId: string) => {
    const pending = new Map(state.pending);
    pending.delete(productId);
    return pending;
  };
  const fail = (message: string) => {
    if (views > 0) set({ error: message });
    else toaster.create({ type: 'error', title: message });
  };
  /**
   * After a failure the server's cart is the truth again (a timed-out call may still have landed).
   * Debounced (spec §9): failures close together reload the cart once.
   */
  let reloadTimer: ReturnType<typeof setTimeout> | undefined;
  const reloadCart = () => {
    clearTimeout(reloadTimer);
    reloadTimer = setTimeout(() => void client.refetchQueries({ include: [CartContentsQuery] }).catch(() => undefined), CART_FETCH_DEBOUNCE_MS);
  };

  const send = async (productId: string, quantity: number) => {
    try {
      await withTimeout((signal) =>
        client.mutate({
          mutation: CartUpdateItemMutation,
          variables: { productId, quantity },
          context: { fetchOptions: { signal } },
          update: (cache, { data }) => writeCart(cache, data?.updateCartItem),
        }),
      );
      // Saved: the server's line now says the same, unless the shopper changed it again since.
      if (state.pending.get(productId) === quantity && !timers.has(productId)) set({ pending: withoutPending(productId) });
    } catch (error) {
      // The quantity reverts to the server's (spec §4), unless a newer change is on its way.
      if (state.pending.get(productId) === quantity && !timers.has(productId)) set({ pending: withoutPending(productId) });
      fail(error instanceof CartTimeoutError ? UPDATE_TIMED_OUT : serverMessage(error, UPDATE_FAILED));
      reloadCart();
    }
  };

  const flush = (productId: string) => {
    timers.delete(productId);
    const quantity = state.pending.get(productId);
    if (quantity === undefined) return;
    const previous = inFlight.get(productId) ?? Promise.resolve();
    const next = previous.then(() => send(productId, quantity));
    inFlight.set(productId, next);
    void next.finally(() => {
      if (inFlight.get(productId) === next) inFlight.delete(productId);
    });
  };

  return {
    subscribe,
    state: () => state,
    setQuantity(productId, quantity) {
      const pending = new Map(state.pending);
      pending.set(productId, quantity);
      set({ pending });
      clearTimeout(timers.get(productId));
      timers.set(
        productId,
        setTimeout(() => flush(productId), CART_UPDATE_DEBOUNCE_MS),
      );
    },
    async remove(productId) {
      clearTimeout(timers.get(productId));
      timers.delete(productId);
      set({ removing: new Set(state.removing).add(productId) });
      try {
        await inFlight.get(productId);
        await withTimeout((signal) =>
          client.mutate({
            mutation: CartRemoveItemMutation,
            variables: { productId },
            context: { fetchOptions: { signal } },
            update: (cache, { data }) => writeCart(cache, data?.removeCartItem),
          }),
        );
        set({ pending: withoutPending(productId) });
        return true;
      } catch (error) {
        fail(error instanceof CartTimeoutError ? REMOVE_FAILED : serverMessage(error, REMOVE_FAILED));
        set({ pending: withoutPending(productId) });
        reloadCart();
        return false;
      } finally {
        const removing = new Set(state.removing);
        removing.delete(productId);
        set({ removing });
      }
    },
    dismissError: () => set({ error: null }),
    attachView() {
      views += 1;
      return () => {
        views -= 1;
      };
    },
  };
}

// One set of edits per Apollo client: the browser has one; each web test makes its own.
const editsByClient = new WeakMap<ApolloClient, CartEdits>();

export function cartEditsFor(client: ApolloClient): CartEdits {
  let edits = editsByClient.get(client);
  if (!edits) {
    edits = createCartEdits(client);
    editsByClient.set(client, edits);
  }
  return edits;
}
