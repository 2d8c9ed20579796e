import type { EntityManager } from '@mikro-orm/postgresql';
import {
  PROBLEM_LINES_MAX,
  PROBLEM_MESSAGES,
  PROBLEM_NOTE_MAX,
  PROBLEM_REASONS,
  PROBLEM_REASON_LABELS,
  PROBLEM_REPORT_STATUSES,
  RESOLUTION_NOTE_MAX,
  tooManyMessage,
  type ProblemReasonName,
  type ProblemReportStatusName,
} from '@fruit-shop/common/problem-report.rules';
import type { AdminActor } from '../../core/audit.js';
import { AppError, badInput, notFound, parseId } from '../../lib/errors.js';
import { paiseToDecimal } from '../../lib/money.js';
import { storeImage } from '../admin/image-upload.js';
import type { ImageStore } from '../media/image-store.js';
import type { OrderItemRecord, OrderRecord } from '../orders/order.queries.js';
import { selectTimelines } from '../orders/order-timeline.js';
import { orderService } from '../orders/order.service.js';
import { replacementOrderService } from '../orders/replacement-order.service.js';
import type { RefundService } from '../payments/refund.service.js';
import { shopProfileService } from '../settings/shop-profile.service.js';
import { queueOutcomeMessage } from './problem-report-messages.js';
import {
  forAdmin,
  REPORT_COLUMNS,
  selectReportRow,
  selectReportsOfOrder,
  toRecords,
  type AdminProblemReportRecord,
  type ProblemReportRecord,
  type ReportRow,
} from './problem-report.queries.js';

/*
 * Problem reports (issue 39 part 3, docs/decisions/0043-problem-reports.md). A customer reports
 * lines of their own delivered order within the shop profile's window; an admin resolves each
 * report once, by a refund (part 2's refund service), a free replacement (a ₹0 order made by the
 * orders module) or a refusal, and the customer is emailed the outcome. Every write runs with the
 * order's row locked (the lock refunds take too), then the report's: one report open per order,
 * and a report resolved at most once, whatever races.
 */

export type Blocked = { reason: 'NOT_DELIVERED' | 'WINDOW_CLOSED' | 'REPORT_OPEN' | 'NOTHING_LEFT'; message: string };

/** Where an order stands for a report: what may be reported, until when, and what was reported. */
export interface OrderStanding {
  order: OrderRecord;
  deliveredAt: Date | null;
  /** The end of the report window (delivery + the profile's hours); null before delivery. */
  reportBy: Date | null;
  windowHours: number;
  /** Why no report can be made now; null when one can. */
  blocked: Blocked | null;
  /** Each line of the order, with how many of it may still be reported (what earlier reports did not name). */
  lines: { item: OrderItemRecord; reportable: number }[];
  reports: ProblemReportRecord[];
}

export interface ReportInput {
  lines?: { itemId: string | number; quantity: number }[] | null;
  reason: string;
  note?: string | null;
  /** The address a photo upload answered (/uploads/reports/…), for clients that upload first. */
  photo?: string | null;
}

export const RESOLUTIONS = ['refund', 'replace', 'refuse'] as const;
export type ResolutionName = (typeof RESOLUTIONS)[number];

export interface ResolveInput {
  resolution: string;
  note?: string | null;
  /** Cash on delivery: how the refund was paid back (upi, bank_transfer, cash, other) and its reference. */
  refundMethod?: string | null;
  refundReference?: string | null;
  /** A replacement's slot (`<slotId>:<YYYY-MM-DD>`); none: the soonest open one. */
  deliverySlotId?: string | null;
}

const REFUND_BY: Record<string, string> = { upi: 'UPI', bank_transfer: 'bank transfer', cash: 'cash', other: 'other means' };
const REPORT_PHOTO = /^\/uploads\/(reports\/[0-9a-f]{64}\.(?:jpg|png|webp))$/;
const PHOTO_FIRST = 'Upload the photo first (POST /api/orders/{id}/problem-reports/photo) and send the address it answers';

const refused = (blocked: Blocked) => new AppError('CONFLICT', blocked.message, { reason: blocked.reason });

function cleanText(raw: unknown, field: string, max: number, tooLong: string): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw badInput(tooLong, field);
  const text = raw.trim();
  if (text.length > max) throw badInput(tooLong, field);
  return text || null;
}

function cleanReason(raw: unknown): ProblemReasonName {
  const reason = String(raw ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_') as ProblemReasonName;
  if (!PROBLEM_REASONS.includes(reason)) throw badInput(PROBLEM_MESSAGES.chooseReason, 'reason');
  return reason;
}

/** The chosen lines, one per order item (a line named twice adds up). */
function cleanLines(raw: ReportInput['lines']): { itemId: number; quantity: number }[] {
  if (raw !== undefined && raw !== null && !Array.isArray(raw)) throw badInput(PROBLEM_MESSAGES.chooseLines, 'lines');
  if (!raw?.length) throw badInput(PROBLEM_MESSAGES.chooseLines, 'lines');
  if (raw.length > PROBLEM_LINES_MAX) throw badInput(`A report can name at most ${PROBLEM_LINES_MAX} lines`, 'lines');
  const merged = new Map<number, number>();
  for (const line of raw) {
    const itemId = parseId(line?.itemId as string | number, 'itemId');
    const quantity = Number(line?.quantity);
    if (!Number.isInteger(quantity) || quantity < 1) throw badInput('Each chosen item needs a quantity of at least 1', 'lines');
    merged.set(itemId, (merged.get(itemId) ?? 0) + quantity);
  }
  return [...merged].map(([itemId, quantity]) => ({ itemId, quantity }));
}

/** When the order was delivered (its last move to delivered), from its history. */
async function deliveredAt(em: EntityManager, order: OrderRecord): Promise<Date | null> {
  if (order.status !== 'delivered') return null;
  const history = (await selectTimelines(em, [order.id])).get(order.id) ?? [];
  const last = history.filter((c) => c.to === 'delivered').at(-1);
  // An order delivered before its history was kept: its last change is the delivery.
  return last?.at ?? order.updatedAt;
}

/** Refuses the report unless the order is open to one and every line is within what is left. */
function assertReportable(standing: OrderStanding, wanted: { itemId: number; quantity: number }[] | null): void {
  if (standing.blocked) throw refused(standing.blocked);
  for (const line of wanted ?? []) {
    const found = standing.lines.find((l) => l.item.id === line.itemId);
    if (!found) throw badInput('That item is not in this order', 'lines');
    if (line.quantity > found.reportable) throw badInput(tooManyMessage(found.reportable, found.item.productName), 'lines');
  }
}

/** A photo's address from an earlier upload: one of the store's report photos, or refused. */
async function photoAddress(images: ImageStore | undefined, raw: unknown): Promise<string | null> {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
  const match = typeof raw === 'string' ? REPORT_PHOTO.exec(raw.trim()) : null;
  if (!match || !images || (await images.missing([match[1]])).length) throw badInput(PHOTO_FIRST, 'photo');
  return raw.toString().trim();
}

export const problemReportService = {
  /** Where the customer's own order stands for a problem report (another customer's order is not found). */
  async standing(em: EntityManager, userId: number, rawOrderId: string | number, now = new Date()): Promise<OrderStanding> {
    const order = await orderService.own(em, userId, rawOrderId);
    // One after the other: inside a transaction `em` is one connection (and PGlite one session).
    const reports = await selectReportsOfOrder(em, order);
    const windowHours = (await shopProfileService.get(em)).reportWindowHours;
    const delivered = await deliveredAt(em, order);
    const reportBy = delivered ? new Date(delivered.getTime() + windowHours * 3_600_000) : null;
    const reported = new Map<number, number>();
    for (const report of reports) for (const line of report.lines) reported.set(line.itemId, (reported.get(line.itemId) ?? 0) + line.quantity);
    const lines = order.items.map((item) => ({ item, reportable: Math.max(item.quantity - (reported.get(item.id) ?? 0), 0) }));
    let blocked: Blocked | null = null;
    if (!reportBy) blocked = { reason: 'NOT_DELIVERED', message: PROBLEM_MESSAGES.notDelivered };
    else if (now.getTime() > reportBy.getTime()) blocked = { reason: 'WINDOW_CLOSED', message: PROBLEM_MESSAGES.windowClosed };
    else if (reports.some((r) => r.status === 'open')) blocked = { reason: 'REPORT_OPEN', message: PROBLEM_MESSAGES.reportOpen };
    else if (lines.every((l) => l.reportable === 0)) blocked = { reason: 'NOTHING_LEFT', message: PROBLEM_MESSAGES.nothingLeft };
    return { order, deliveredAt: delivered, reportBy, windowHours, blocked, lines, reports };
  },

  /**
   * Stores a report's photo before the report is sent (clients that upload first, as the
   * storefront does): only for an order the customer may report now, so the shop is nobody's
   * picture host. The photo is decoded and encoded again, without its metadata (decision 0035).
   */
  async storePhoto(em: EntityManager, images: ImageStore, userId: number, rawOrderId: string | number, bytes: Buffer | undefined, now = new Date()): Promise<string> {
    assertReportable(await this.standing(em, userId, rawOrderId, now), null);
    if (!bytes) throw badInput('Please choose a photo', 'photo');
    return storeImage(images, 'reports', bytes);
  },

  /**
   * The customer's report. Checked before the photo is stored (nothing is kept for a refused
   * report), then again with the order's row locked, where the report and its lines are written
   * together. `photoBytes`: a photo sent with the report (REST multipart); else `input.photo`.
   */
  async create(
    em: EntityManager,
    images: ImageStore | undefined,
    userId: number,
    rawOrderId: string | number,
    input: ReportInput,
    photoBytes?: Buffer,
    now = new Date(),
  ): Promise<ProblemReportRecord> {
    const orderId = parseId(rawOrderId, 'orderId');
    const wanted = cleanLines(input.lines);
    const reason = cleanReason(input.reason);
    const note = cleanText(input.note, 'note', PROBLEM_NOTE_MAX, PROBLEM_MESSAGES.noteTooLong);
    assertReportable(await this.standing(em, userId, orderId, now), wanted);
    const photo = photoBytes && images ? await storeImage(images, 'reports', photoBytes) : await photoAddress(images, input.photo);

    const id = await em.transactional(async (tx) => {
      await orderService.lockForPayment(tx, orderId);
      assertReportable(await this.standing(tx, userId, orderId, now), wanted);
      const [report] = await tx.execute<{ id: number }[]>(
        `insert into "problem_report" ("order_id", "user_id", "reason", "note", "photo") values (?, ?, ?, ?, ?) returning "id"`,
        [orderId, userId, reason, note, photo],
      );
      await tx.execute(
        `insert into "problem_report_line" ("report_id", "order_item_id", "quantity") values ${wanted.map(() => '(?, ?, ?)').join(', ')}`,
        wanted.flatMap((l) => [report.id, l.itemId, l.quantity]),
      );
      return report.id;
    });
    return (await this.mine(em, userId, orderId)).find((r) => r.id === id)!;
  },

  /** The reports of the customer's own order, oldest first. */
  async mine(em: EntityManager, userId: number, rawOrderId: string | number): Promise<ProblemReportRecord[]> {
    return selectReportsOfOrder(em, await orderService.own(em, userId, rawOrderId));
  },

  /**
   * The back office's queue: open reports oldest first (the longest waiting on top); resolved
   * ones newest first. Four statements, whatever the count.
   */
  async adminList(em: EntityManager, status: ProblemReportStatusName | null = 'open', limit = 100, offset = 0): Promise<AdminProblemReportRecord[]> {
    if (status !== null && !PROBLEM_REPORT_STATUSES.includes(status)) throw badInput('Unknown report status', 'status');
    const where = status === null ? 'true' : 'r."status" = ?';
    const order = status === 'open' ? 'r."created_at", r."id"' : 'coalesce(r."resolved_at", r."created_at") desc, r."id" desc';
    const rows = await em.execute<ReportRow[]>(`select ${REPORT_COLUMNS} from "problem_report" r where ${where} order by ${order} limit ? offset ?`, [
      ...(status === null ? [] : [status]),
      Math.min(Math.max(limit, 1), 200),
      Math.max(offset, 0),
    ]);
    const { records, orders } = await toRecords(em, rows);
    return forAdmin(records, orders);
  },

  async adminOne(em: EntityManager, rawId: string | number): Promise<AdminProblemReportRecord> {
    const row = await selectReportRow(em, parseId(rawId, 'reportId'));
    if (!row) throw notFound('Problem report not found');
    const { records, orders } = await toRecords(em, [row]);
    return forAdmin(records, orders)[0];
  },

  /**
   * Resolves an open report once: the order's row, then the report's, are locked, and a report
   * no longer open is refused (a second admin, a double click). The outcome, the refund or the
   * replacement order, the customer's email and the admin log entry commit together.
   * - refund: the reported lines at the prices paid, never more than is left to refund (part 2
   *   checks it again under the same lock); through the gateway for card orders (called once this
   *   commits), recorded with its method and reference for cash on delivery;
   * - replace: a ₹0 order of the reported lines, booked into the chosen or the soonest open slot,
   *   its stock taken (all or nothing);
   * - refuse: with a note the customer reads.
   */
  async resolve(em: EntityManager, by: AdminActor, refunds: RefundService, rawReportId: string | number, input: ResolveInput): Promise<AdminProblemReportRecord> {
    const reportId = parseId(rawReportId, 'reportId');
    const resolution = String(input.resolution ?? '').toLowerCase() as ResolutionName;
    if (!RESOLUTIONS.includes(resolution)) throw badInput('Choose a refund, a replacement or a refusal', 'resolution');
    const note = cleanText(input.note, 'note', RESOLUTION_NOTE_MAX, PROBLEM_MESSAGES.resolutionNoteTooLong);
    if (resolution === 'refuse' && !note) throw badInput(PROBLEM_MESSAGES.refusalNeedsNote, 'note');

    await em.transactional(async (tx) => {
      const peek = await selectReportRow(tx, reportId);
      if (!peek) throw notFound('Problem report not found');
      await orderService.lockForPayment(tx, peek.order_id);
      const row = (await selectReportRow(tx, reportId, true))!;
      if (row.status !== 'open') throw new AppError('CONFLICT', PROBLEM_MESSAGES.alreadyResolved, { reason: 'ALREADY_RESOLVED', status: row.status });
      const [report] = (await toRecords(tx, [row])).records;
      const lines = report.lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity }));
      const label = `problem report #${report.id} (${PROBLEM_REASON_LABELS[report.reason].toLowerCase()})`;
      let refundId: number | null = null;
      let refundAmount: number | null = null;
      let refundBy: string | null = null;
      let replacement: OrderRecord | null = null;

      if (resolution === 'refund') {
        if (report.linesValue <= 0) throw new AppError('CONFLICT', 'Nothing was paid for these items: send a replacement instead', { reason: 'NOTHING_PAID' });
        const { refundable } = await refunds.summary(tx, report.orderId);
        if (refundable <= 0) throw new AppError('CONFLICT', 'Nothing is left to refund on this order', { reason: 'NOTHING_TO_REFUND' });
        const refund = await refunds.requestIn(tx, by.adminId, report.orderId, {
          lines,
          // The lines at the prices paid, but never past what was paid and not yet refunded.
          amount: Math.min(report.linesValue, refundable),
          reason: `Refund for ${label}${note ? `: ${note}` : ''}`.slice(0, 500),
          method: input.refundMethod ?? null,
          reference: input.refundReference ?? null,
          idempotencyKey: `pr_${report.id}`,
        });
        refundId = refund.id;
        refundAmount = refund.amount;
        refundBy = refund.method === 'gateway' ? null : (REFUND_BY[refund.method] ?? 'other means');
      } else if (resolution === 'replace') {
        replacement = await replacementOrderService.place(tx, {
          orderId: report.orderId,
          lines,
          deliverySlotId: input.deliverySlotId ?? null,
          adminId: by.adminId,
          reason: `Free replacement for ${report.orderNumber}: ${label}`,
        });
      }

      const status: ProblemReportStatusName = resolution === 'refund' ? 'refunded' : resolution === 'replace' ? 'replaced' : 'refused';
      // Conditional as well as locked: a report leaves 'open' once.
      const [updated] = await tx.execute<ReportRow[]>(
        `update "problem_report" r set "status" = ?, "resolution_note" = ?, "resolved_by_admin_id" = ?, "resolved_at" = now(), "updated_at" = now(),
           "refund_id" = ?, "refund_amount" = ?, "replacement_order_id" = ?
         where r."id" = ? and r."status" = 'open' returning ${REPORT_COLUMNS}`,
        [status, note, by.adminId, refundId, refundAmount === null ? null : paiseToDecimal(refundAmount), replacement?.id ?? null, reportId],
      );
      if (!updated) throw new AppError('CONFLICT', PROBLEM_MESSAGES.alreadyResolved, { reason: 'ALREADY_RESOLVED' });
      const [resolved] = (await toRecords(tx, [updated])).records;
      await queueOutcomeMessage(tx, { report: resolved, replacement, refundBy });
      await by.record(tx, {
        action: 'problem_report_resolved',
        targetType: 'problem_report',
        targetId: reportId,
        changes: {
          orderId: report.orderId,
          status: { from: 'open', to: status },
          ...(refundId ? { refundId, refundAmount: paiseToDecimal(refundAmount!) } : {}),
          ...(replacement ? { replacementOrderId: replacement.id, deliverySlot: replacement.deliverySlot?.id ?? null } : {}),
          ...(note ? { note } : {}),
        },
      });
    });
    return this.adminOne(em, reportId);
  },
};
