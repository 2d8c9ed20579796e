/*
 * The cart's limits, shared by the api (the server cart, the guest cart's pricing and merge)
 * and the web app (the guest's cart on this device). Imports nothing.
 */

/** Spec §9: the most of one product a cart line may hold, whatever the stock (stock limit default 99). */
export const MAX_QUANTITY_PER_LINE = 99;

/** The most lines a guest's cart on one device may hold (and the api accepts in one merge). */
export const MAX_GUEST_CART_LINES = 50;

/** Messages of the guest cart's checks, the same on both sides. */
export const GUEST_CART_TOO_LONG = `A cart can hold at most ${MAX_GUEST_CART_LINES} different products`;
export const QUANTITY_AT_LEAST_ONE = 'Quantity must be at least 1';

/** One line of a guest's cart: a product id and a quantity, nothing the shop would have to trust. */
export interface GuestCartLine {
  productId: string;
  quantity: number;
}

/** A whole quantity from 1 up; anything else is not a line. */
export const isLineQuantity = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;
