import type { EntityManager } from '@mikro-orm/postgresql';
import { inventoryService, type LowStockProduct } from '../catalog/inventory.service.js';
import { orderAdminService, type DashboardSummary } from '../orders/order-admin.service.js';
import { LOW_STOCK_THRESHOLD } from './admin.rules.js';

/** The dashboard's figures (spec §2 Dashboard, §3 Dashboard summary), from the modules that own them: one statement each. */
export const dashboardService = {
  summary(em: EntityManager): Promise<DashboardSummary> {
    return orderAdminService.summary(em);
  },

  /** Products at or below the threshold (default 10), emptiest first; active ones before hidden ones. */
  lowStock(em: EntityManager, threshold?: number | null, limit?: number | null): Promise<LowStockProduct[]> {
    return inventoryService.lowStock(em, threshold ?? LOW_STOCK_THRESHOLD, limit);
  },
};
