import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProblemReasonName, ProblemReportStatusName } from '@fruit-shop/common/problem-report.rules';
import { decimalToPaise, type Paise } from '../../lib/money.js';
import { orderNumberOf, selectOrders, type OrderRecord } from '../orders/order.queries.js';

/*
 * Reads of this module's tables (`problem_report`, `problem_report_line`). What a report shows of
 * its order (product names, prices paid, the customer) comes from the orders module's own reads,
 * for a whole list at once: a list costs a fixed number of statements.
 */

export interface ProblemReportLineRecord {
  itemId: number;
  productId: number;
  productName: string;
  productImage: string | null;
  unit: string;
  quantity: number;
  /** What one unit cost in the order. */
  unitPrice: Paise;
}

export interface ProblemReportRecord {
  id: number;
  orderId: number;
  orderNumber: string;
  userId: number;
  reason: ProblemReasonName;
  note: string | null;
  /** The photo's address in the image store (/uploads/reports/<sha256>.jpg), or null. */
  photoUrl: string | null;
  status: ProblemReportStatusName;
  lines: ProblemReportLineRecord[];
  /** The reported lines at the prices paid. */
  linesValue: Paise;
  resolutionNote: string | null;
  resolvedAt: Date | null;
  resolvedByAdminId: number | null;
  refundId: number | null;
  refundAmount: Paise | null;
  replacementOrderId: number | null;
  replacementOrderNumber: string | null;
  createdAt: Date;
}

/** A report as the back office's queue shows it: with its order's customer and payment. */
export interface AdminProblemReportRecord extends ProblemReportRecord {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  paymentMethod: OrderRecord['paymentMethod'];
  orderTotal: Paise;
  shippingPostcode: string;
  shippingCity: string;
}

export type ReportRow = {
  id: number;
  order_id: number;
  user_id: number;
  reason: ProblemReasonName;
  note: string | null;
  photo: string | null;
  status: ProblemReportStatusName;
  resolution_note: string | null;
  resolved_by_admin_id: number | null;
  resolved_at: Date | null;
  refund_id: number | null;
  refund_amount: string | null;
  replacement_order_id: number | null;
  created_at: Date;
};

export const REPORT_COLUMNS = `r."id", r."order_id", r."user_id", r."reason", r."note", r."photo", r."status", r."resolution_note", r."resolved_by_admin_id",
  r."resolved_at", r."refund_id", r."refund_amount"::text, r."replacement_order_id", r."created_at"`;

/** The lines of these reports, by report id (one statement). */
export async function selectLines(em: EntityManager, reportIds: number[]): Promise<Map<number, { itemId: number; quantity: number }[]>> {
  const byReport = new Map<number, { itemId: number; quantity: number }[]>();
  if (!reportIds.length) return byReport;
  const rows = await em.execute<{ report_id: number; order_item_id: number; quantity: number }[]>(
    `select "report_id", "order_item_id", "quantity" from "problem_report_line" where "report_id" = any(string_to_array(?, ',')::int[]) order by "report_id", "order_item_id"`,
    [reportIds.join(',')],
  );
  for (const r of rows) {
    const list = byReport.get(r.report_id) ?? [];
    list.push({ itemId: r.order_item_id, quantity: r.quantity });
    byReport.set(r.report_id, list);
  }
  return byReport;
}

/** Report rows with their lines, priced from their orders (given, or read in one go). */
export async function toRecords(em: EntityManager, rows: ReportRow[], orders?: Map<number, OrderRecord>): Promise<{ records: ProblemReportRecord[]; orders: Map<number, OrderRecord> }> {
  const lines = await selectLines(em, rows.map((r) => r.id));
  const known = orders ?? new Map<number, OrderRecord>();
  const missing = [...new Set(rows.map((r) => r.order_id))].filter((id) => !known.has(id));
  if (missing.length) for (const order of await selectOrders(em, 'o."id" = any(string_to_array(?, \',\')::int[])', [missing.join(',')], missing.length)) known.set(order.id, order);
  const records = rows.map((r) => {
    const order = known.get(r.order_id);
    const reported = (lines.get(r.id) ?? []).map((l) => {
      const item = order?.items.find((i) => i.id === l.itemId);
      return {
        itemId: l.itemId,
        productId: item?.productId ?? 0,
        productName: item?.productName ?? 'Item',
        productImage: item?.productImage ?? null,
        unit: item?.unit ?? '',
        quantity: l.quantity,
        unitPrice: item?.priceAtPurchase ?? 0,
      };
    });
    return {
      id: r.id,
      orderId: r.order_id,
      orderNumber: orderNumberOf(r.order_id),
      userId: r.user_id,
      reason: r.reason,
      note: r.note,
      photoUrl: r.photo,
      status: r.status,
      lines: reported,
      linesValue: reported.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0),
      resolutionNote: r.resolution_note,
      resolvedAt: r.resolved_at ? new Date(r.resolved_at) : null,
      resolvedByAdminId: r.resolved_by_admin_id,
      refundId: r.refund_id,
      refundAmount: r.refund_amount === null ? null : decimalToPaise(r.refund_amount),
      replacementOrderId: r.replacement_order_id,
      replacementOrderNumber: r.replacement_order_id ? orderNumberOf(r.replacement_order_id) : null,
      createdAt: new Date(r.created_at),
    };
  });
  return { records, orders: known };
}

/** The reports of one order, oldest first. */
export async function selectReportsOfOrder(em: EntityManager, order: OrderRecord): Promise<ProblemReportRecord[]> {
  const rows = await em.execute<ReportRow[]>(`select ${REPORT_COLUMNS} from "problem_report" r where r."order_id" = ? order by r."id"`, [order.id]);
  return (await toRecords(em, rows, new Map([[order.id, order]]))).records;
}

export async function selectReportRow(em: EntityManager, id: number, lock = false): Promise<ReportRow | undefined> {
  const [row] = await em.execute<ReportRow[]>(`select ${REPORT_COLUMNS} from "problem_report" r where r."id" = ?${lock ? ' for update' : ''}`, [id]);
  return row;
}

/** Adds the customer and payment of each report's order (read already by `toRecords`). */
export function forAdmin(records: ProblemReportRecord[], orders: Map<number, OrderRecord>): AdminProblemReportRecord[] {
  return records.map((r) => {
    const order = orders.get(r.orderId);
    const s = order?.shipping;
    return {
      ...r,
      customerName: s ? `${s.firstName} ${s.lastName}`.trim() : '',
      customerEmail: s?.email ?? '',
      customerPhone: s?.phone ?? '',
      paymentMethod: order?.paymentMethod ?? 'cash',
      orderTotal: order?.total ?? 0,
      shippingPostcode: s?.postcode ?? '',
      shippingCity: s?.city ?? '',
    };
  });
}
