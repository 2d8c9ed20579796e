import type { EntityManager } from '@mikro-orm/postgresql';
import type { Paise } from '../lib/money.js';

/*
 * The one seam for side effects that cross modules (docs/decisions/0020-one-way-modules.md),
 * after Vendure's EventBus: the module where something happens publishes a typed event; the
 * module that owns what must follow subscribes at start-up (app.ts) and does it with its own
 * service. Neither imports the other.
 *
 * Every handler is what Vendure calls a blocking event handler (registerBlockingEventHandler,
 * not its after-commit `ofType` stream): it runs inside the publisher's transaction, with its
 * EntityManager, in the order they subscribed, and the publisher waits for it. A payment and the
 * order it pays commit together or not at all; a handler that throws rolls the whole back.
 */

/** Every event, by name, with what it carries. */
export interface ShopEvents {
  /**
   * A card payment for an order was captured and still pays the order's total (payments →
   * orders): the order becomes paid, or owes a refund when it was cancelled meanwhile.
   */
  'order-payment-captured': { paymentId: number; orderId: number };
  /**
   * A plan's payment was captured (payments → subscriptions): the subscription it bought starts;
   * or, when it `renews` one (a renewal payment, issue 38), that subscription's next period is paid.
   */
  'plan-payment-captured': { paymentId: number; userId: number; planId: number; amount: Paise; delivery?: unknown; renews?: number | null };
  /**
   * An unpaid order's figures changed (orders → payments), with the order's row locked: a
   * payment window opened for the old total can no longer pay it.
   */
  'order-repriced': { orderId: number };
  /**
   * Units came back to products (orders → catalog: a cancel, a return, an expired payment), with
   * the products' rows updated in this transaction: customers waiting for one that is now in
   * stock get their back-in-stock message.
   */
  'stock-restored': { productIds: number[] };
  /**
   * A product is about to be deleted (catalog → subscriptions), its row locked: a plan's box
   * that names it refuses (the handler throws), and nothing is deleted.
   */
  'product-deleting': { productId: number };
  /** A category is about to be deleted (catalog → subscriptions): a box's seasonal pick of it refuses. */
  'category-deleting': { categoryId: number };
  /**
   * A paid order was cancelled, its row locked (orders → payments): payments records a full
   * refund of what it captured, made through the gateway once the cancel committed (decision 0041).
   */
  'order-refund-due': { orderId: number; actor: 'system' | 'customer' | 'admin'; adminId: number | null; reason: string | null };
  'order-refunded': { orderId: number; refundId: number; amount: Paise };
  /**
   * An order was delivered, its row locked (orders → invoices): its GST invoice is issued, with the
   * next number of the financial year, in this transaction (decision 0042).
   */
  'order-delivered': { orderId: number };
}

export type ShopEventName = keyof ShopEvents;

/** Runs in the publisher's transaction: use `tx` for every statement. */
export type ShopEventHandler<N extends ShopEventName> = (tx: EntityManager, event: ShopEvents[N]) => Promise<void>;

export class EventBus {
  private readonly handlers = new Map<ShopEventName, Set<ShopEventHandler<ShopEventName>>>();

  /** Adds a handler; subscribing the same function again changes nothing (every app start subscribes). */
  subscribe<N extends ShopEventName>(name: N, handler: ShopEventHandler<N>): void {
    let set = this.handlers.get(name);
    if (!set) this.handlers.set(name, (set = new Set()));
    set.add(handler as ShopEventHandler<ShopEventName>);
  }

  /**
   * Runs every handler of `name`, one after the other, inside `tx`. An event nobody handles is
   * refused: a side effect that silently did not happen (a paid payment, an unpaid order) is
   * worse than an error.
   */
  async publish<N extends ShopEventName>(tx: EntityManager, name: N, event: ShopEvents[N]): Promise<void> {
    const set = this.handlers.get(name);
    if (!set?.size) throw new Error(`No handler for the event '${name}': the app subscribes them at start-up (app.ts)`);
    for (const handler of set) await handler(tx, event);
  }
}

/** The process's bus: owning modules subscribe at start-up, publishers publish inside their transaction. */
export const shopEvents = new EventBus();
