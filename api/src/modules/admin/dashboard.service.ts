import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../lib/errors.js';
import type { Paise } from '../../lib/money.js';
import { dayStart, monthStart, shopDate } from '../../lib/shop-calendar.js';
import { inventoryService, type LowStockProduct } from '../catalog/inventory.service.js';
import { orderAdminService, type DailySales, type DashboardSummary, type MonthPair, type TopProduct } from '../orders/order-admin.service.js';
import { LOW_STOCK_THRESHOLD } from './admin.rules.js';

/** This month so far against the whole last one; changePercent is null when last month had none (the page shows "—"). */
export interface Trend extends MonthPair {
  changePercent: number | null;
}

export interface DashboardFigures extends Omit<DashboardSummary, 'months'> {
  salesTrend: Trend;
  ordersTrend: Trend;
  customersTrend: Trend;
}

export const SALES_CHART_DAYS = 30;
export const MAX_SALES_CHART_DAYS = 90;
export const TOP_PRODUCTS = 5;

/** The change from last month in percent, one decimal, rounded half away from zero; null with no base. */
export function changePercent(thisMonth: number, lastMonth: number): number | null {
  if (lastMonth === 0) return null;
  const tenths = ((thisMonth - lastMonth) * 1000) / lastMonth;
  return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10 || 0;
}

const trendOf = (pair: MonthPair): Trend => ({ ...pair, changePercent: changePercent(pair.thisMonth, pair.lastMonth) });

/**
 * The dashboard's figures (spec §2 Dashboard, §3 Dashboard summary), from the modules that own
 * them. Months and days are India's (lib/shop-calendar); `now` is the caller's, so tests can fix it.
 */
export const dashboardService = {
  async summary(em: EntityManager, now: Date = new Date()): Promise<DashboardFigures> {
    const { months, ...summary } = await orderAdminService.summary(em, now);
    return { ...summary, salesTrend: trendOf(months.sales), ordersTrend: trendOf(months.orders), customersTrend: trendOf(months.customers) };
  },

  /** One entry per Indian calendar day, the oldest first, ending today: sales and their revenue (0 on a quiet day). */
  async salesByDay(em: EntityManager, days: number = SALES_CHART_DAYS, now: Date = new Date()): Promise<DailySales[]> {
    if (!Number.isInteger(days) || days < 1 || days > MAX_SALES_CHART_DAYS) throw badInput(`days must be between 1 and ${MAX_SALES_CHART_DAYS}`, 'days');
    const found = new Map((await orderAdminService.salesByDay(em, dayStart(now, days - 1), dayStart(now, -1))).map((d) => [d.date, d]));
    return Array.from({ length: days }, (_, n) => {
      const date = shopDate(dayStart(now, days - 1 - n));
      return found.get(date) ?? { date, orders: 0, revenue: 0 as Paise };
    });
  },

  /** This calendar month's best sellers by revenue (default 5, at most 20). */
  topProducts(em: EntityManager, limit: number = TOP_PRODUCTS, now: Date = new Date()): Promise<TopProduct[]> {
    return orderAdminService.topProducts(em, monthStart(now, 0), monthStart(now, -1), limit);
  },

  /** Products at or below the threshold (default 10), emptiest first; active ones before hidden ones. */
  lowStock(em: EntityManager, threshold?: number | null, limit?: number | null): Promise<LowStockProduct[]> {
    return inventoryService.lowStock(em, threshold ?? LOW_STOCK_THRESHOLD, limit);
  },
};
