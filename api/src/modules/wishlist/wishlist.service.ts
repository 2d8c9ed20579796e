import type { EntityManager } from '@mikro-orm/postgresql';
import { parseId } from '../../lib/errors.js';
import { selectActiveProductsByIds } from '../catalog/catalog.queries.js';
import type { ProductView } from '../catalog/catalog.views.js';

/** A guest's hearts can be many, but not unbounded. */
export const MAX_MERGE = 200;

/**
 * A signed-in customer's wishlist (decisions: persisted per customer; local storage for
 * guests, merged into the account on login). Adds and merges are idempotent; a product that
 * does not exist is ignored rather than failing a whole merge.
 */
export const wishlistService = {
  async productIds(em: EntityManager, userId: number): Promise<number[]> {
    const rows = await em.execute<{ product_id: number }[]>(
      'select "product_id" from "wishlist_item" where "user_id" = ? order by "created_at" desc, "product_id"',
      [userId],
    );
    return rows.map((row) => row.product_id);
  },

  /** The hearted products still on sale, newest heart first. */
  async products(em: EntityManager, userId: number): Promise<ProductView[]> {
    return selectActiveProductsByIds(em, await this.productIds(em, userId));
  },

  async add(em: EntityManager, userId: number, rawProductId: string | number): Promise<number[]> {
    await this.merge(em, userId, [rawProductId]);
    return this.productIds(em, userId);
  },

  async remove(em: EntityManager, userId: number, rawProductId: string | number): Promise<number[]> {
    const productId = parseId(rawProductId, 'productId');
    await em.execute('delete from "wishlist_item" where "user_id" = ? and "product_id" = ?', [userId, productId]);
    return this.productIds(em, userId);
  },

  /** Adds every product id (one statement); unknown ids are skipped. */
  async merge(em: EntityManager, userId: number, rawProductIds: readonly (string | number)[]): Promise<number[]> {
    const ids = [...new Set(rawProductIds.slice(0, MAX_MERGE).map((raw) => parseId(raw, 'productId')))];
    if (ids.length) {
      await em.execute(
        `insert into "wishlist_item" ("user_id", "product_id")
         select ?, p."id" from "product" p where p."id" = any(string_to_array(?, ',')::int[])
         on conflict do nothing`,
        [userId, ids.join(',')],
      );
    }
    return this.productIds(em, userId);
  },
};
