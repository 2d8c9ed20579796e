import type { FastifyRequest } from 'fastify';
import { jsonBody, queryText, sessionUser, type RestRoute } from '../../core/rest-route.js';
import { badInput } from '../../lib/errors.js';
import { paiseToRupees } from '../../lib/money.js';
import { cartTotalOf, restValidation, viewerId } from '../coupons/coupon.rest.js';
import { couponService } from '../coupons/coupon.service.js';
import { NOT_AUTHENTICATED } from './cart.resolver.js';
import { cartService, type Cart, type CartLine } from './cart.service.js';

/*
 * The spec's /cart paths (§7 Cart) over the server cart. The request's user_id is only
 * checked against the session; product names, images and prices sent by the client are
 * ignored: the catalogue prices every line.
 */

/** The spec's cart item (price = list price, discount_price when there is one), plus what the server knows. */
export function restCartLine(line: CartLine) {
  return {
    product_id: line.productId,
    product_name: line.name,
    image: line.image,
    price: paiseToRupees(line.price),
    discount_price: line.discountPrice === null ? null : paiseToRupees(line.discountPrice),
    quantity: line.quantity,
    unit: line.unit,
    unit_price: paiseToRupees(line.unitPrice),
    line_total: paiseToRupees(line.lineTotal),
    savings: paiseToRupees(line.savings),
    stock_quantity: line.stockQuantity,
    max_quantity: line.maxQuantity,
    available: line.available,
    problem: line.problem,
  };
}

export const restCart = (cart: Cart) => cart.lines.map(restCartLine);

/** A quantity as sent (a number, or digits in a string); anything else is left for the service to refuse. */
function quantityOf(raw: unknown, fallback?: number): number {
  if (raw === undefined || raw === null || raw === '') {
    if (fallback === undefined) throw badInput('Quantity must be a whole number', 'quantity');
    return fallback;
  }
  return typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : (raw as number);
}

function productIdOf(raw: unknown): string | number {
  if (typeof raw === 'number' || typeof raw === 'string') return raw;
  throw badInput('Invalid product_id', 'product_id');
}

const pathUserId = (req: FastifyRequest) => (req.params as { userId: string }).userId;

export const cartRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/cart',
    handler: async (ctx, req) => {
      const userId = sessionUser(ctx, queryText(req, 'user_id'), NOT_AUTHENTICATED);
      return restCart(await cartService.get(ctx.em, userId));
    },
  },
  {
    method: 'GET',
    url: '/cart/:userId',
    handler: async (ctx, req) => restCart(await cartService.get(ctx.em, sessionUser(ctx, pathUserId(req), NOT_AUTHENTICATED))),
  },
  {
    method: 'POST',
    url: '/cart/add',
    handler: async (ctx, req) => {
      const b = jsonBody(req);
      const userId = sessionUser(ctx, b.user_id, NOT_AUTHENTICATED);
      return restCart(await cartService.add(ctx.em, userId, productIdOf(b.product_id), quantityOf(b.quantity, 1)));
    },
  },
  {
    method: 'PUT',
    url: '/cart/update',
    handler: async (ctx, req) => {
      const b = jsonBody(req);
      const userId = sessionUser(ctx, b.user_id, 'Please login to update your cart');
      return restCart(await cartService.update(ctx.em, userId, productIdOf(b.product_id), quantityOf(b.quantity)));
    },
  },
  {
    method: 'DELETE',
    url: '/cart/remove',
    handler: async (ctx, req) => {
      const b = jsonBody(req);
      const userId = sessionUser(ctx, b.user_id ?? queryText(req, 'user_id'), 'Please login to modify your cart');
      return restCart(await cartService.remove(ctx.em, userId, productIdOf(b.product_id ?? queryText(req, 'product_id'))));
    },
  },
  {
    method: 'DELETE',
    url: '/cart/clear',
    handler: async (ctx, req) => {
      const userId = sessionUser(ctx, jsonBody(req).user_id ?? queryText(req, 'user_id'), 'Please login to modify your cart');
      return restCart(await cartService.clear(ctx.em, userId));
    },
  },
  {
    // Sign-in with a guest cart (decisions: Guest cart): {items: [{product_id, quantity}]} added
    // to the session's cart, capped; the reply names what was capped or skipped.
    method: 'POST',
    url: '/cart/merge',
    handler: async (ctx, req) => {
      const b = jsonBody(req);
      const userId = sessionUser(ctx, b.user_id, NOT_AUTHENTICATED);
      if (!Array.isArray(b.items)) throw badInput('items must be a list of {product_id, quantity}', 'items');
      const lines = b.items.map((item: unknown) => {
        const { product_id, quantity } = (item ?? {}) as { product_id?: unknown; quantity?: unknown };
        return { productId: productIdOf(product_id), quantity: quantityOf(quantity) };
      });
      const { cart, notes } = await cartService.mergeGuest(ctx.em, userId, lines);
      return {
        cart: restCart(cart),
        notes: notes.map((note) => ({ product_id: note.productId, kind: note.kind, quantity: note.quantity, message: note.message })),
      };
    },
  },
  {
    // The spec's coupon check (§7 Coupons): with a session the server's cart subtotal is what a
    // code is checked against (cart_total only counts for a guest).
    method: 'GET',
    url: '/coupons/validate',
    async handler(ctx, req) {
      const code = queryText(req, 'code') ?? '';
      const userId = viewerId(ctx, queryText(req, 'user_id'));
      if (userId === undefined) return restValidation(await couponService.check(ctx.em, code, cartTotalOf(queryText(req, 'cart_total'))));
      const { totals } = await cartService.totals(ctx.em, userId, await cartService.get(ctx.em, userId));
      return restValidation(await couponService.check(ctx.em, code, totals.subtotal, userId));
    },
  },
];
