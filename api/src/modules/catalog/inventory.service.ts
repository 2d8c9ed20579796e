import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminActor } from '../../core/audit.js';
import { AppError, badInput, notFound, parseId } from '../../lib/errors.js';
import { clampLimit } from '../../lib/list-query.js';
import { decimalToPaise, type Paise } from '../../lib/money.js';
import { stockAlertService } from './stock-alert.service.js';

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

export interface LowStockProduct {
  id: number;
  name: string;
  image: string | null;
  stockQuantity: number;
  isActive: boolean;
  categoryName: string;
}

/** What an order line copies from its product when an admin adds it. */
export interface OrderLineProduct {
  name: string;
  image: string | null;
  unit: string;
  price: Paise;
  discountPrice: Paise | null;
  stockQuantity: number;
  maxOrderLimit: number | null;
  isActive: boolean;
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

/**
 * Stock and its movements (every order, cancel, return, expired payment and admin edit writes
 * one): the back office's stock edits, and the stock side of its order edits.
 */
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
  async adjustIn(tx: EntityManager, by: AdminActor, productId: number, change: number): Promise<number> {
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
      by.adminId,
    ]);
    await by.record(tx, {
      action: 'stock_adjusted',
      targetType: 'product',
      targetId: productId,
      changes: { stockQuantity: { from: row.stock_quantity - change, to: row.stock_quantity } },
    });
    if (change > 0) await stockAlertService.release(tx, [productId]);
    return row.stock_quantity;
  },

  /** Products at or below `threshold`, emptiest first; active ones before hidden ones (one statement). */
  async lowStock(em: EntityManager, threshold: number, limit?: number | null): Promise<LowStockProduct[]> {
    if (!Number.isInteger(threshold) || threshold < 0) throw badInput('threshold must be a whole number of 0 or more', 'threshold');
    const rows = await em.execute<{ id: number; name: string; image: string | null; stock_quantity: number; is_active: boolean; category_name: string }[]>(
      `select p."id", p."name", p."image", p."stock_quantity", p."is_active", c."name" as "category_name"
         from "product" p join "category" c on c."id" = p."category_id"
        where p."stock_quantity" <= ?
        order by p."is_active" desc, p."stock_quantity", p."name" limit ?`,
      [threshold, clampLimit(limit, 50, 200)],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, image: r.image, stockQuantity: r.stock_quantity, isActive: r.is_active, categoryName: r.category_name }));
  },

  /** A product as an admin adds it to an order's lines (null when there is no such product). */
  async forOrderLine(tx: EntityManager, productId: number): Promise<OrderLineProduct | null> {
    const [row] = await tx.execute<{ name: string; image: string | null; unit: string; price: string; discount_price: string | null; stock_quantity: number; max_order_limit: number | null; is_active: boolean }[]>(
      'select "name", "image", "unit", "price"::text, "discount_price"::text, "stock_quantity", "max_order_limit", "is_active" from "product" where "id" = ?',
      [productId],
    );
    if (!row) return null;
    return {
      name: row.name,
      image: row.image,
      unit: row.unit,
      price: decimalToPaise(row.price),
      discountPrice: row.discount_price === null ? null : decimalToPaise(row.discount_price),
      stockQuantity: row.stock_quantity,
      maxOrderLimit: row.max_order_limit,
      isActive: row.is_active,
    };
  },

  /**
   * Moves stock by `change` (negative takes) for an admin's edit of an order's lines, inside the
   * order's transaction, refusing to go below zero; logs it as admin_adjustment with the order.
   */
  async moveForOrderEdit(tx: EntityManager, by: AdminActor, productId: number, change: number, orderId: number): Promise<void> {
    if (change === 0) return;
    const [row] = await tx.execute<{ stock_quantity: number }[]>(
      `update "product" set "stock_quantity" = "stock_quantity" + ?, "updated_at" = now() where "id" = ? and "stock_quantity" + ? >= 0 returning "stock_quantity"`,
      [change, productId, change],
    );
    if (!row) throw new AppError('OUT_OF_STOCK', 'Not enough stock for this change');
    await tx.execute(
      `insert into "inventory_log" ("product_id", "change", "stock_after", "reason", "order_id", "admin_id") values (?, ?, ?, 'admin_adjustment', ?, ?)`,
      [productId, change, row.stock_quantity, orderId, by.adminId],
    );
    if (change > 0) await stockAlertService.release(tx, [productId]);
  },

  /** `change` (+/−) or an absolute `stockQuantity`; returns the product's stock after it. */
  async adjust(em: EntityManager, by: AdminActor, input: { productId: string | number; change?: number | null; stockQuantity?: number | null }): Promise<{ productId: number; stockQuantity: number }> {
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
      return { productId, stockQuantity: await this.adjustIn(tx, by, productId, change) };
    });
  },
};
