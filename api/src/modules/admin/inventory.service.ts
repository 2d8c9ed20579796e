import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput, notFound, parseId } from '../../lib/errors.js';
import { adminLogService, clampLimit } from './admin-log.service.js';

export const INVENTORY_REASONS = ['order', 'order_cancelled', 'order_returned', 'payment_expired', 'admin_adjustment'] as const;

export interface InventoryLogRecord {
  id: number;
  productId: number;
  productName: string;
  change: number;
  stockAfter: number;
  reason: string;
  orderId: number | null;
  adminId: number | null;
  adminName: string | null;
  createdAt: Date;
}

type Raw = {
  id: string;
  product_id: number;
  product_name: string;
  change: number;
  stock_after: number;
  reason: string;
  order_id: number | null;
  admin_id: number | null;
  admin_name: string | null;
  created_at: Date | string;
};

/** Stock movements (every order, cancel, return, expired payment and admin edit writes one). */
export const inventoryService = {
  async list(em: EntityManager, query: { productId?: string | number | null; reason?: string | null; limit?: number | null; offset?: number | null } = {}): Promise<InventoryLogRecord[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.productId !== undefined && query.productId !== null && query.productId !== '') {
      where.push('l."product_id" = ?');
      params.push(parseId(query.productId, 'product_id'));
    }
    if (query.reason) {
      if (!(INVENTORY_REASONS as readonly string[]).includes(query.reason)) throw badInput(`reason must be one of ${INVENTORY_REASONS.join(', ')}`, 'reason');
      where.push('l."reason" = ?');
      params.push(query.reason);
    }
    const rows = await em.execute<Raw[]>(
      `select l."id"::text, l."product_id", p."name" as "product_name", l."change", l."stock_after", l."reason", l."order_id", l."admin_id",
              a."name" as "admin_name", l."created_at"
         from "inventory_log" l join "product" p on p."id" = l."product_id" left join "admin" a on a."id" = l."admin_id"
        ${where.length ? `where ${where.join(' and ')}` : ''}
        order by l."created_at" desc, l."id" desc limit ? offset ?`,
      [...params, clampLimit(query.limit, 50, 500), Math.max(query.offset ?? 0, 0)],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      productId: r.product_id,
      productName: r.product_name,
      change: r.change,
      stockAfter: r.stock_after,
      reason: r.reason,
      orderId: r.order_id,
      adminId: r.admin_id,
      adminName: r.admin_name,
      createdAt: new Date(r.created_at),
    }));
  },

  /**
   * An admin's stock edit inside the caller's transaction: one conditional update (stock never
   * below 0, concurrent orders never lost), an inventory log row (admin_adjustment) and an
   * admin log row. Returns the stock after it.
   */
  async adjustIn(tx: EntityManager, adminId: number, productId: number, change: number): Promise<number> {
    if (!Number.isInteger(change) || change === 0 || Math.abs(change) > 1_000_000) throw badInput('The stock change must be a whole number other than 0', 'change');
    const [row] = await tx.execute<{ stock_quantity: number }[]>(
      `update "product" set "stock_quantity" = "stock_quantity" + ?, "updated_at" = now() where "id" = ? and "stock_quantity" + ? >= 0 returning "stock_quantity"`,
      [change, productId, change],
    );
    if (!row) {
      const [exists] = await tx.execute<{ stock_quantity: number }[]>('select "stock_quantity" from "product" where "id" = ?', [productId]);
      if (!exists) throw notFound('Product not found');
      throw new AppError('CONFLICT', `Stock cannot go below 0 (${exists.stock_quantity} in stock)`, { field: 'stock_quantity', available: exists.stock_quantity });
    }
    await tx.execute(`insert into "inventory_log" ("product_id", "change", "stock_after", "reason", "admin_id") values (?, ?, ?, 'admin_adjustment', ?)`, [
      productId,
      change,
      row.stock_quantity,
      adminId,
    ]);
    await adminLogService.write(tx, {
      adminId,
      action: 'stock_adjusted',
      targetType: 'product',
      targetId: productId,
      changes: { stockQuantity: { from: row.stock_quantity - change, to: row.stock_quantity } },
    });
    return row.stock_quantity;
  },

  /** `change` (+/−) or an absolute `stockQuantity`; returns the product's stock after it. */
  async adjust(em: EntityManager, adminId: number, input: { productId: string | number; change?: number | null; stockQuantity?: number | null }): Promise<{ productId: number; stockQuantity: number }> {
    const productId = parseId(input.productId, 'product_id');
    return em.transactional(async (tx) => {
      let change = input.change ?? null;
      if (change === null) {
        const target = input.stockQuantity;
        if (target === null || target === undefined || !Number.isInteger(target) || target < 0) throw badInput('Please give a change or a stock quantity of 0 or more', 'stock_quantity');
        const [row] = await tx.execute<{ stock_quantity: number }[]>('select "stock_quantity" from "product" where "id" = ? for update', [productId]);
        if (!row) throw notFound('Product not found');
        change = target - row.stock_quantity;
        if (change === 0) return { productId, stockQuantity: target };
      }
      return { productId, stockQuantity: await this.adjustIn(tx, adminId, productId, change) };
    });
  },
};
