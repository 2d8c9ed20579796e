import type { FastifyRequest } from 'fastify';
import { queryText, RestReply, type RestRoute } from '../../core/rest-route.js';
import { paiseToRupees } from '../../lib/money.js';
import type { AdminOrderQuery } from '../orders/order-admin.service.js';
import type { StaffNoteRecord, StatusChangeRecord } from '../orders/order-timeline.js';
import type { OrderPaymentRecord } from '../payments/payment.queries.js';
import { restOrder } from '../orders/order.rest.js';
import { ordersCsv, pickListCsv, runSheetCsv } from './admin-exports.js';
import { jsonBody, page, pathParam, pick, text } from './admin-fields.js';
import { actingAdmin } from './admin-log.service.js';
import { orderPaymentsLoader, orderStaffNotesLoader, orderTimelineLoader } from './admin-order.loaders.js';
import { adminOrderService, type AdminOrderRecord } from './admin-orders.service.js';
import { ADMIN_MESSAGES } from './admin.rules.js';
import { deliveryDayService } from '../orders/delivery-day.service.js';

/*
 * The back office's orders (spec §7 Orders): every customer's, filtered and paged, exported,
 * their history, their status changed; and the delivery day's pick list, run sheet and
 * "mark all as shipped" (issue 36).
 */

export const restAdminOrder = (o: AdminOrderRecord) => ({
  ...restOrder(o),
  customer: o.customer ? { id: o.customer.id, name: o.customer.fullName, email: o.customer.email, phone: o.customer.phone, address: o.customer.address } : null,
  next_statuses: o.nextStatuses,
  cash_to_collect: paiseToRupees(o.cashToCollect),
});

const restChange = (c: StatusChangeRecord) => ({ id: c.id, from: c.from, to: c.to, actor: c.actor, admin_id: c.adminId, admin_name: c.adminName, reason: c.reason, at: c.at.toISOString() });
const restNote = (n: StaffNoteRecord) => ({ id: n.id, order_id: n.orderId, text: n.text, admin_id: n.adminId, admin_name: n.adminName, created_at: n.createdAt.toISOString() });
const restPayment = (p: OrderPaymentRecord) => ({
  id: p.id,
  provider: p.provider,
  razorpay_order_id: p.providerOrderId,
  razorpay_payment_id: p.providerPaymentId,
  amount: paiseToRupees(p.amount),
  status: p.status,
  failure_reason: p.failureReason,
  created_at: p.createdAt.toISOString(),
  paid_at: p.paidAt?.toISOString() ?? null,
});

/** The list's filters from the query string (snake_case, as the spec's paths name things). */
function filtersOf(req: FastifyRequest): AdminOrderQuery {
  const sort = queryText(req, 'sort');
  return {
    search: queryText(req, 'search') ?? queryText(req, 'q'),
    status: queryText(req, 'status'),
    paymentMethod: queryText(req, 'payment_method'),
    paymentStatus: queryText(req, 'payment_status'),
    slotDate: queryText(req, 'slot_date'),
    slotId: queryText(req, 'slot_id'),
    sort: sort === 'newest' ? 'newest' : sort === 'slot' ? 'slot' : undefined,
  };
}

const dayOf = (req: FastifyRequest) => ({ date: queryText(req, 'date') ?? '', slotId: queryText(req, 'slot_id') ?? null });
const wantsCsv = (req: FastifyRequest) => queryText(req, 'format') === 'csv';
const csvReply = (body: string, name: string) =>
  new RestReply(200, body, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' });
const fileDay = (date: string, slotId: string | null) => `${date}${slotId ? `-slot-${slotId}` : ''}`.replace(/[^\w-]/g, '');

export const adminOrderRestRoutes: RestRoute[] = [
  {
    // Newest first (the spec's list) unless `sort=slot`; the count of all matches in X-Total-Count.
    method: 'GET',
    url: '/admin/orders',
    role: 'admin',
    async handler(ctx, req) {
      const { limit, offset } = page(req);
      const result = await adminOrderService.page(ctx.em, { sort: 'newest', ...stripUndefined(filtersOf(req)), limit, offset });
      return new RestReply(200, result.items.map(restAdminOrder), { 'x-total-count': String(result.total) });
    },
  },
  {
    method: 'GET',
    url: '/admin/orders.csv',
    role: 'admin',
    async handler(ctx, req) {
      return csvReply(await ordersCsv(ctx.em, { sort: 'slot', ...stripUndefined(filtersOf(req)) }), 'orders.csv');
    },
  },
  {
    method: 'GET',
    url: '/admin/orders/:id',
    role: 'admin',
    async handler(ctx, req) {
      const order = await adminOrderService.byId(ctx.em, pathParam(req));
      const [timeline, notes, payments] = await Promise.all([
        ctx.loaders.get(orderTimelineLoader).load(order.id),
        ctx.loaders.get(orderStaffNotesLoader).load(order.id),
        ctx.loaders.get(orderPaymentsLoader).load(order.id),
      ]);
      return { ...restAdminOrder(order), timeline: timeline.map(restChange), staff_notes: notes.map(restNote), payments: payments.map(restPayment) };
    },
  },
  {
    method: 'POST',
    url: '/admin/orders/:id/notes',
    role: 'admin',
    status: 201,
    async handler(ctx, req) {
      const note = await adminOrderService.addNote(ctx.em, actingAdmin(ctx), pathParam(req), pick(jsonBody(req), 'text', 'note'));
      return { success: true, note: restNote(note) };
    },
  },
  {
    // The spec's PUT /orders/{id} {status}; `reason` too (a cancel's reason goes to the customer).
    method: 'PUT',
    url: '/orders/:id',
    role: 'admin',
    async handler(ctx, req) {
      const body = jsonBody(req);
      const status = text(pick(body, 'status'), 'status') ?? '';
      const reason = text(pick(body, 'reason', 'cancel_reason'), 'reason') ?? null;
      const order = await adminOrderService.changeStatus(ctx.em, actingAdmin(ctx), pathParam(req), status, reason);
      return { success: true, message: ADMIN_MESSAGES.orderStatusUpdated, order: restAdminOrder(order), next_statuses: order.nextStatuses };
    },
  },
  {
    method: 'GET',
    url: '/admin/delivery-day/slots',
    role: 'admin',
    async handler(ctx, req) {
      return (await deliveryDayService.slotsOfDay(ctx.em, dayOf(req).date)).map((s) => ({ slot_id: s.slotId, start: s.start, end: s.end, orders: s.orders }));
    },
  },
  {
    // ?date=YYYY-MM-DD&slot_id=N (none: every slot of the date)&format=csv
    method: 'GET',
    url: '/admin/delivery-day/pick-list',
    role: 'admin',
    async handler(ctx, req) {
      const day = dayOf(req);
      const list = await adminOrderService.pickList(ctx.em, day);
      if (wantsCsv(req)) return csvReply(pickListCsv(list), `pick-list-${fileDay(list.date, day.slotId)}.csv`);
      return {
        date: list.date,
        slot_id: list.slotId,
        order_count: list.orderCount,
        lines: list.lines.map((l) => ({ product_id: l.productId, product_name: l.productName, unit: l.unit, quantity: l.quantity, orders: l.orders })),
      };
    },
  },
  {
    method: 'GET',
    url: '/admin/delivery-day/run-sheet',
    role: 'admin',
    async handler(ctx, req) {
      const day = dayOf(req);
      const sheet = await adminOrderService.runSheet(ctx.em, day);
      if (wantsCsv(req)) return csvReply(runSheetCsv(sheet), `run-sheet-${fileDay(sheet.date, day.slotId)}.csv`);
      return { date: sheet.date, slot_id: sheet.slotId, cash_total: paiseToRupees(sheet.cashTotal), stops: sheet.stops.map(restAdminOrder) };
    },
  },
  {
    // Mark all as shipped: { date, slot_id }.
    method: 'POST',
    url: '/admin/delivery-day/ship',
    role: 'admin',
    async handler(ctx, req) {
      const body = jsonBody(req);
      const ids = await adminOrderService.shipAll(ctx.em, actingAdmin(ctx), { date: text(pick(body, 'date'), 'date') ?? '', slotId: text(pick(body, 'slot_id', 'slotId'), 'slot_id') ?? null });
      return { success: true, shipped: ids.length, order_ids: ids };
    },
  },
];

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
}
