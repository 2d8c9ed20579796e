import type { EntityManager } from '@mikro-orm/postgresql';
import { SHOP_UTC_OFFSET_MINUTES, slotLabel } from '@fruit-shop/common/delivery.rules';
import { toCsv } from '../../lib/csv.js';
import { paiseToDecimal } from '../../lib/money.js';
import type { AdminOrderQuery } from '../orders/order-admin.service.js';
import type { PickList } from '../orders/delivery-day.service.js';
import { adminOrderService, type AdminOrderRecord, type AdminRunSheet } from './admin-orders.service.js';

/* The back office's CSV exports: the filtered orders list, the pick list and the run sheet. */

/** The most rows one export holds; past it the file says so in its last line. */
export const MAX_EXPORT_ROWS = 20_000;
const BATCH = 200;

/** '27 Nov 2026 14:05' in India time. */
function indiaDateTime(at: Date): string {
  const shifted = new Date(at.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000).toISOString();
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${Number(shifted.slice(8, 10))} ${months[Number(shifted.slice(5, 7)) - 1]} ${shifted.slice(0, 4)} ${shifted.slice(11, 16)}`;
}

const itemsText = (o: AdminOrderRecord) => o.items.map((i) => `${i.quantity} × ${i.productName}`).join('; ');
const nameOf = (o: AdminOrderRecord) => `${o.shipping.firstName} ${o.shipping.lastName}`.trim();
const addressOf = (o: AdminOrderRecord) => `${o.shipping.address}, ${o.shipping.city}, ${o.shipping.state} ${o.shipping.postcode}`;

const ORDER_HEADER = ['Order', 'Placed (IST)', 'Status', 'Payment method', 'Payment status', 'Total (₹)', 'Cash to collect (₹)', 'Customer', 'Phone', 'Email', 'Address', 'Pincode', 'Slot', 'Items', 'Delivery note'];

function orderRow(o: AdminOrderRecord) {
  return [
    o.orderNumber,
    indiaDateTime(o.createdAt),
    o.status,
    o.paymentMethod,
    o.paymentStatus,
    paiseToDecimal(o.total),
    paiseToDecimal(o.cashToCollect),
    nameOf(o),
    o.shipping.phone,
    o.shipping.email,
    addressOf(o),
    o.shipping.postcode,
    o.deliverySlot ? slotLabel(o.deliverySlot) : '',
    itemsText(o),
    o.customerNote ?? '',
  ];
}

/** Every order the filters match (in the list's order), in batches: a fixed number of statements per batch. */
export async function ordersCsv(em: EntityManager, query: AdminOrderQuery): Promise<string> {
  const rows: ReturnType<typeof orderRow>[] = [];
  let total = 0;
  for (let offset = 0; offset < MAX_EXPORT_ROWS; offset += BATCH) {
    const page = await adminOrderService.page(em, { ...query, limit: BATCH, offset });
    total = page.total;
    rows.push(...page.items.map(orderRow));
    if (page.items.length < BATCH) break;
  }
  const csv = toCsv(ORDER_HEADER, rows);
  return total > rows.length ? `${csv}${`"Only the first ${rows.length} of ${total} orders: narrow the filters to export the rest"`}\r\n` : csv;
}

export function pickListCsv(list: PickList): string {
  return toCsv(
    ['Product', 'Unit', 'Quantity', 'Orders'],
    list.lines.map((l) => [l.productName, l.unit, l.quantity, l.orders]),
  );
}

export function runSheetCsv(sheet: AdminRunSheet): string {
  return toCsv(
    ['Stop', 'Order', 'Slot', 'Customer', 'Phone', 'Address', 'Pincode', 'Items', 'Cash to collect (₹)', 'Delivery note'],
    sheet.stops.map((o, i) => [i + 1, o.orderNumber, o.deliverySlot ? `${o.deliverySlot.start}–${o.deliverySlot.end}` : '', nameOf(o), o.shipping.phone, addressOf(o), o.shipping.postcode, itemsText(o), paiseToDecimal(o.cashToCollect), o.customerNote ?? '']),
  );
}
