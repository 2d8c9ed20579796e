import type { EntityManager } from '@mikro-orm/postgresql';
import { requireCustomer } from '../../lib/auth-guards.js';
import { AppError, notFound, parseId } from '../../lib/errors.js';
import type { RequestContext } from '../../core/request-context.js';
import { enqueueMessage } from '../messaging/outbox.service.js';
import { shopLinks } from '../../core/links.js';

export const NOTIFY_SIGN_IN_MESSAGE = 'Please sign in to be notified when this product is back in stock';
export const NOTIFY_IN_STOCK_MESSAGE = 'This product is in stock: you can add it to your cart now';

export interface StockAlertRecord {
  productId: number;
  createdAt: Date;
  /** False when the customer was already waiting for this product (nothing new was stored). */
  created: boolean;
}

const backInStockText = (firstName: string, name: string, productId: number) =>
  [`Hello ${firstName},`, '', `Good news: ${name} is back in stock.`, `Order it while it lasts: ${shopLinks.to(`/product/${productId}`)}`, '', 'You asked us to tell you once; this alert is now used up.'].join('\n');

/**
 * Back-in-stock alerts (decisions: "Notify me" on out-of-stock items). The catalog owns them
 * with the stock they wait for. Stored and released with plain SQL, like the inventory log.
 *
 * Exactly once: a restock stamps the waiting alerts in one `update … where notified_at is null
 * returning`, inside the transaction that raised the stock. Two restocks that race are
 * serialized by the product's row (both update it first) and by the alerts' own rows: the second
 * finds nothing left to stamp. "Notify me" reads the product `for share`, so it either sees the
 * restock (and answers "in stock") or the restock waits for it and then sees its alert.
 */
export const stockAlertService = {
  async notify(ctx: RequestContext, rawProductId: string | number): Promise<StockAlertRecord> {
    const userId = requireCustomer(ctx, NOTIFY_SIGN_IN_MESSAGE);
    const productId = parseId(rawProductId, 'productId');
    return ctx.em.transactional(async (tx) => {
      const [product] = await tx.execute<{ stock_quantity: number }[]>('select "stock_quantity" from "product" where "id" = ? and "is_active" for share', [productId]);
      if (!product) throw notFound('Product not found');
      if (product.stock_quantity > 0) throw new AppError('CONFLICT', NOTIFY_IN_STOCK_MESSAGE, { field: 'productId', stockQuantity: product.stock_quantity });
      const [inserted] = await tx.execute<{ created_at: Date | string }[]>(
        `insert into "stock_alert" ("user_id", "product_id") values (?, ?)
         on conflict ("user_id", "product_id") where "notified_at" is null do nothing returning "created_at"`,
        [userId, productId],
      );
      if (inserted) return { productId, createdAt: new Date(inserted.created_at), created: true };
      const [waiting] = await tx.execute<{ created_at: Date | string }[]>(
        'select "created_at" from "stock_alert" where "user_id" = ? and "product_id" = ? and "notified_at" is null',
        [userId, productId],
      );
      return { productId, createdAt: new Date(waiting.created_at), created: false };
    });
  },

  /** The products the signed-in customer is waiting for (a guest waits for none). */
  async waitingProductIds(ctx: RequestContext): Promise<number[]> {
    if (ctx.viewer.kind !== 'customer') return [];
    const rows = await ctx.em.execute<{ product_id: number }[]>(
      'select "product_id" from "stock_alert" where "user_id" = ? and "notified_at" is null order by "created_at" desc, "id" desc limit 200',
      [ctx.viewer.userId],
    );
    return rows.map((r) => r.product_id);
  },

  /**
   * Inside the transaction that raised these products' stock: every customer waiting for one
   * that is now on sale and in stock gets one email through the outbox, and the alert is used up.
   * Returns how many messages were queued.
   */
  async release(tx: EntityManager, productIds: readonly number[]): Promise<number> {
    const ids = [...new Set(productIds)];
    if (!ids.length) return 0;
    const released = await tx.execute<{ product_id: number; name: string; email: string; first_name: string }[]>(
      `with used as (
         update "stock_alert" a set "notified_at" = now()
           from "product" p
          where a."product_id" = p."id" and a."notified_at" is null and p."id" = any(string_to_array(?, ',')::int[])
            and p."is_active" and p."stock_quantity" > 0
         returning a."user_id", a."product_id", p."name"
       )
       select used."product_id", used."name", u."email", u."first_name" from used join "app_user" u on u."id" = used."user_id"
        order by used."product_id", u."id"`,
      [ids.join(',')],
    );
    for (const row of released) {
      enqueueMessage(tx, { channel: 'email', to: row.email, subject: `${row.name} is back in stock`, text: backInStockText(row.first_name, row.name, row.product_id) });
    }
    if (released.length) await tx.flush();
    return released.length;
  },
};
