import { queryText, type RestRoute } from '../../core/rest-route.js';
import { inventoryService, type InventoryLogRecord } from '../catalog/inventory.service.js';
import { jsonBody, page, pick, text, wholeNumber } from './admin-fields.js';
import { actingAdmin } from './admin-log.service.js';

/* Stock movements (spec §7 Inventory logs): read, and an admin's stock edit, over catalog's own service. */

const restInventoryLog = (l: InventoryLogRecord) => ({
  id: l.id,
  product_id: l.productId,
  product_name: l.productName,
  change: l.change,
  stock_after: l.stockAfter,
  reason: l.reason,
  order_id: l.orderId,
  admin_id: l.adminId,
  admin_name: l.adminName,
  created_at: l.createdAt.toISOString(),
});

export const adminInventoryRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/inventory-logs',
    role: 'admin',
    async handler(ctx, req) {
      const { limit, offset } = page(req);
      return (await inventoryService.list(ctx.em, { productId: queryText(req, 'product_id'), reason: queryText(req, 'reason'), limit, offset })).map(restInventoryLog);
    },
  },
  {
    method: 'POST',
    url: '/inventory-logs',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      const b = jsonBody(req);
      const result = await inventoryService.adjust(ctx.em, actingAdmin(ctx), {
        productId: text(pick(b, 'product_id'), 'product_id') ?? '',
        change: wholeNumber(pick(b, 'change'), 'change'),
        stockQuantity: wholeNumber(pick(b, 'stock_quantity'), 'stock_quantity'),
      });
      return { success: true, product_id: result.productId, stock_quantity: result.stockQuantity };
    },
  },
];
