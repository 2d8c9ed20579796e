import { removeFromGuestCart, setGuestCartQuantity } from '../../lib/guest-cart';
import type { CartEdits, CartEditsState } from './cart-edits';

const IDLE: CartEditsState = { pending: new Map(), removing: new Set(), error: null };

/**
 * A guest's edits (decisions: Guest cart): the lines live on this device, so a change is made
 * at once and cannot fail; the views re-price the lines from the catalogue when they change.
 */
export const guestCartEdits: CartEdits = {
  subscribe: () => () => undefined,
  state: () => IDLE,
  setQuantity: (productId, quantity) => setGuestCartQuantity(productId, quantity),
  remove: (productId) => {
    removeFromGuestCart(productId);
    return Promise.resolve(true);
  },
  dismissError: () => undefined,
  attachView: () => () => undefined,
};
