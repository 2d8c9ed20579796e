import type { FastifyRequest } from 'fastify';
import { jsonBody, queryInt, queryText, RestReply, sessionUser, type JsonBody, type RestRoute } from '../../core/rest-route.js';
import { AppError, badInput } from '../../lib/errors.js';
import { paiseToRupees } from '../../lib/money.js';
import { actingAdmin } from '../admin/admin-log.service.js';
import { readForm } from '../admin/multipart-form.js';
import type { ImageStore } from '../media/image-store.js';
import type { PaymentService } from '../payments/payment.service.js';
import type { AdminProblemReportRecord, ProblemReportRecord } from './problem-report.queries.js';
import { problemReportService, type OrderStanding, type ReportInput } from './problem-report.service.js';
import type { ProblemReportStatusName } from '@fruit-shop/common/problem-report.rules';

/*
 * Problem reports over REST (docs/decisions/0043-problem-reports.md), snake_case and rupees as
 * the rest of the documented API:
 * - GET  /api/orders/{id}/problem-reports: where the customer's own order stands, and its reports;
 * - POST /api/orders/{id}/problem-reports: a report, as JSON or as multipart/form-data with the
 *   photo in the file field `photo` and `lines` as a JSON text ([{"item_id":…,"quantity":…}]);
 * - POST /api/orders/{id}/problem-reports/photo: a photo on its own (multipart, field `photo`),
 *   for clients that upload first and send its address (the storefront, GraphQL's reportProblem);
 * - GET  /api/admin/problem-reports?status=open|refunded|replaced|refused|all: the back office's queue;
 * - POST /api/admin/problem-reports/{id}/resolve {resolution: refund|replace|refuse, note,
 *   refund_method, refund_reference, delivery_slot_id}.
 * A refusal answers `{error, code, reason?, field?}`: `reason` names the rule (WINDOW_CLOSED,
 * REPORT_OPEN, ALREADY_RESOLVED …), `field` the input it is about.
 */

const param = (req: FastifyRequest, name: string) => String((req.params as Record<string, string>)[name] ?? '');
const text = (value: unknown) => (typeof value === 'string' ? value : null);

export function restProblemReport(r: ProblemReportRecord) {
  return {
    id: r.id,
    order_id: r.orderId,
    order_number: r.orderNumber,
    reason: r.reason,
    note: r.note,
    photo_url: r.photoUrl,
    status: r.status,
    lines: r.lines.map((l) => ({ item_id: l.itemId, product_id: l.productId, product_name: l.productName, unit: l.unit, quantity: l.quantity, unit_price: paiseToRupees(l.unitPrice) })),
    lines_value: paiseToRupees(r.linesValue),
    resolution_note: r.resolutionNote,
    resolved_at: r.resolvedAt?.toISOString() ?? null,
    refund_id: r.refundId,
    refund_amount: r.refundAmount === null ? null : paiseToRupees(r.refundAmount),
    replacement_order_id: r.replacementOrderId,
    replacement_order_number: r.replacementOrderNumber,
    created_at: r.createdAt.toISOString(),
  };
}

const restAdminReport = (r: AdminProblemReportRecord) => ({
  ...restProblemReport(r),
  customer_name: r.customerName,
  customer_email: r.customerEmail,
  customer_phone: r.customerPhone,
  payment_method: r.paymentMethod,
  order_total: paiseToRupees(r.orderTotal),
  shipping_postcode: r.shippingPostcode,
  shipping_city: r.shippingCity,
});

const restStanding = (s: OrderStanding) => ({
  order_id: s.order.id,
  can_report: s.blocked === null,
  blocked_reason: s.blocked?.reason ?? null,
  blocked_message: s.blocked?.message ?? null,
  report_by: s.reportBy?.toISOString() ?? null,
  window_hours: s.windowHours,
  lines: s.lines.map(({ item, reportable }) => ({ item_id: item.id, product_name: item.productName, ordered: item.quantity, reportable })),
  reports: s.reports.map(restProblemReport),
});

/** A refusal with the rule that refused it and the field it is about (the error handler would drop both). */
async function withReason(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    const { reason, field } = error.extensions as { reason?: string; field?: string };
    if (!reason && !field) throw error;
    return new RestReply(error.status, { error: error.message, code: error.code, ...(reason ? { reason } : {}), ...(field ? { field } : {}) });
  }
}

/** `lines` as a list, or as the JSON text a multipart form carries. */
function linesOf(raw: unknown): ReportInput['lines'] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badInput('lines must be a list of {item_id, quantity}', 'lines');
    }
  }
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) throw badInput('lines must be a list of {item_id, quantity}', 'lines');
  return value.map((line: JsonBody) => ({ itemId: (line?.item_id ?? line?.itemId) as string | number, quantity: Number(line?.quantity) }));
}

function statusOf(raw: string | undefined): ProblemReportStatusName | null {
  if (raw === 'all') return null;
  return (raw ?? 'open') as ProblemReportStatusName;
}

/** Built once per app: the photo goes to the image store, a refund through the app's gateway. */
export function problemReportRestRoutes(services: { payments: PaymentService; images: ImageStore }): RestRoute[] {
  return [
    {
      method: 'GET',
      url: '/orders/:id/problem-reports',
      role: 'customer',
      handler: async (ctx, req) => restStanding(await problemReportService.standing(ctx.em, sessionUser(ctx, undefined), param(req, 'id'))),
    },
    {
      method: 'POST',
      url: '/orders/:id/problem-reports',
      role: 'customer',
      status: 201,
      handler: (ctx, req) =>
        withReason(async () => {
          const userId = sessionUser(ctx, undefined);
          const orderId = param(req, 'id');
          // Refused before a byte of the photo is read when the order is not open to a report.
          const standing = await problemReportService.standing(ctx.em, userId, orderId);
          if (standing.blocked) throw new AppError('CONFLICT', standing.blocked.message, { reason: standing.blocked.reason });
          const form = await readForm(req, ['photo']);
          const f = form.fields;
          const report = await problemReportService.create(
            ctx.em,
            services.images,
            userId,
            orderId,
            { lines: linesOf(f.lines), reason: text(f.reason) ?? '', note: text(f.note), photo: text(f.photo) ?? text(f.photo_url) },
            form.image,
          );
          return { success: true, report: restProblemReport(report) };
        }),
    },
    {
      method: 'POST',
      url: '/orders/:id/problem-reports/photo',
      role: 'customer',
      status: 201,
      handler: (ctx, req) =>
        withReason(async () => {
          const userId = sessionUser(ctx, undefined);
          const orderId = param(req, 'id');
          const standing = await problemReportService.standing(ctx.em, userId, orderId);
          if (standing.blocked) throw new AppError('CONFLICT', standing.blocked.message, { reason: standing.blocked.reason });
          if (!req.isMultipart()) throw badInput('Send the photo as multipart/form-data in the field named photo', 'photo');
          const form = await readForm(req, ['photo']);
          return { success: true, photo: await problemReportService.storePhoto(ctx.em, services.images, userId, orderId, form.image) };
        }),
    },
    {
      method: 'GET',
      url: '/admin/problem-reports',
      role: 'admin',
      async handler(ctx, req) {
        const limit = queryInt(req, 'limit');
        const offset = queryInt(req, 'offset');
        if (Number.isNaN(limit) || Number.isNaN(offset)) throw badInput('limit and offset must be whole numbers', 'limit');
        return (await problemReportService.adminList(ctx.em, statusOf(queryText(req, 'status')), limit ?? 100, offset ?? 0)).map(restAdminReport);
      },
    },
    {
      method: 'POST',
      url: '/admin/problem-reports/:id/resolve',
      role: 'admin',
      handler: (ctx, req) =>
        withReason(async () => {
          const b = jsonBody(req);
          const report = await problemReportService.resolve(ctx.em, actingAdmin(ctx), services.payments.refunds, param(req, 'id'), {
            resolution: text(b.resolution) ?? '',
            note: text(b.note),
            refundMethod: text(b.refund_method),
            refundReference: text(b.refund_reference),
            deliverySlotId: text(b.delivery_slot_id),
          });
          return { success: true, report: restAdminReport(report) };
        }),
    },
  ];
}
