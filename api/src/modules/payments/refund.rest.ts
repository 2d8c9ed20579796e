import type { FastifyRequest } from 'fastify';
import { jsonBody, sessionUser, type JsonBody, type RestRoute } from '../../core/rest-route.js';
import { requireAdmin } from '../../lib/auth-guards.js';
import { badInput } from '../../lib/errors.js';
import { rupeesToPaise, type Paise } from '../../lib/money.js';
import type { PaymentService } from './payment.service.js';
import type { RefundRecord } from './refund.queries.js';
import type { RefundSummary } from './refund.service.js';

/*
 * Refunds over REST (docs/decisions/0041-refunds.md): the customer reads an own order's; the
 * back office reads them and makes one. Amounts in rupees, as the rest of the documented API.
 */

const id = (req: FastifyRequest) => String((req.params as Record<string, string>).id ?? '');
const rupees = (paise: Paise) => paise / 100;

export const restRefund = (r: RefundRecord) => ({
  id: r.id,
  order_id: r.orderId,
  amount: rupees(r.amount),
  reason: r.reason,
  status: r.status,
  method: r.method,
  reference: r.reference,
  gateway_refund_id: r.gatewayRefundId,
  failure_reason: r.failureReason,
  lines: r.lines?.map((l) => ({ item_id: l.itemId, quantity: l.quantity })) ?? null,
  actor: r.actor,
  created_at: r.createdAt.toISOString(),
  processed_at: r.processedAt?.toISOString() ?? null,
});

const restSummary = (s: RefundSummary) => ({ refunds: s.refunds.map(restRefund), paid: rupees(s.paid), refunded: rupees(s.refunded), refundable: rupees(s.refundable), kind: s.kind });

function amountOf(raw: unknown): Paise | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const value = typeof raw === 'string' && /^\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw badInput('amount must be a number of rupees', 'amount');
  try {
    return rupeesToPaise(value);
  } catch {
    throw badInput('amount must be a number of rupees', 'amount');
  }
}

function linesOf(raw: unknown): { itemId: string | number; quantity: number }[] | null {
  if (raw === undefined || raw === null) return null;
  if (!Array.isArray(raw)) throw badInput('lines must be a list', 'lines');
  return raw.map((line: JsonBody) => ({ itemId: (line?.item_id ?? line?.itemId) as string | number, quantity: Number(line?.quantity) }));
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export function refundRestRoutes(payments: PaymentService): RestRoute[] {
  return [
    {
      method: 'GET',
      url: '/orders/:id/refunds',
      role: 'customer',
      handler: async (ctx, req) => (await payments.refunds.mine(ctx.em, sessionUser(ctx, undefined), id(req))).map(restRefund),
    },
    {
      method: 'GET',
      url: '/admin/orders/:id/refunds',
      role: 'admin',
      handler: async (ctx, req) => restSummary(await payments.refunds.summary(ctx.em, id(req))),
    },
    {
      method: 'POST',
      url: '/admin/orders/:id/refunds',
      role: 'admin',
      status: 201,
      async handler(ctx, req) {
        const b = jsonBody(req);
        const header = req.headers['idempotency-key'];
        const refund = await payments.refunds.request(ctx.em, requireAdmin(ctx), id(req), {
          lines: linesOf(b.lines),
          amount: amountOf(b.amount),
          reason: text(b.reason) ?? '',
          method: text(b.method),
          reference: text(b.reference),
          idempotencyKey: text(b.idempotency_key) ?? (Array.isArray(header) ? header[0] : header) ?? null,
        });
        return { success: true, refund: restRefund(refund) };
      },
    },
  ];
}
