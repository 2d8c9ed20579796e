import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../lib/errors.js';
import { decimalToPaise, type Paise } from '../../lib/money.js';
import { clampLimit } from './admin-log.service.js';
import { LOW_STOCK_THRESHOLD } from './admin.rules.js';

export interface DashboardSummary {
  /** Every order's total except cancelled and returned ones. */
  totalSales: Paise;
  totalOrders: number;
  /** Customers who signed up in the last 30 days. */
  newCustomers: number;
}

export interface LowStockProduct {
  id: number;
  name: string;
  image: string | null;
  stockQuantity: number;
  isActive: boolean;
  categoryName: string;
}

/** The dashboard's figures (spec §2 Dashboard, §3 Dashboard summary): one statement each. */
export const dashboardService = {
  async summary(em: EntityManager): Promise<DashboardSummary> {
    const [row] = await em.execute<{ total_sales: string; total_orders: number; new_customers: number }[]>(
      `select (select coalesce(sum("total"), 0) from "shop_order" where "status" not in ('cancelled', 'returned'))::text as "total_sales",
              (select count(*) from "shop_order")::int as "total_orders",
              (select count(*) from "app_user" where "created_at" >= now() - interval '30 days')::int as "new_customers"`,
    );
    return { totalSales: decimalToPaise(row.total_sales), totalOrders: row.total_orders, newCustomers: row.new_customers };
  },

  /** Products at or below the threshold (default 10), emptiest first; active ones before hidden ones. */
  async lowStock(em: EntityManager, threshold?: number | null, limit?: number | null): Promise<LowStockProduct[]> {
    const at = threshold ?? LOW_STOCK_THRESHOLD;
    if (!Number.isInteger(at) || at < 0) throw badInput('threshold must be a whole number of 0 or more', 'threshold');
    const rows = await em.execute<{ id: number; name: string; image: string | null; stock_quantity: number; is_active: boolean; category_name: string }[]>(
      `select p."id", p."name", p."image", p."stock_quantity", p."is_active", c."name" as "category_name"
         from "product" p join "category" c on c."id" = p."category_id"
        where p."stock_quantity" <= ?
        order by p."is_active" desc, p."stock_quantity", p."name" limit ?`,
      [at, clampLimit(limit, 50, 200)],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, image: r.image, stockQuantity: r.stock_quantity, isActive: r.is_active, categoryName: r.category_name }));
  },
};
