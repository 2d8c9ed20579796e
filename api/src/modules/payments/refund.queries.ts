import type { EntityManager } from '@mikro-orm/postgresql';
import { decimalToPaise, type Paise } from '../../lib/money.js';

export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatusName = (typeof REFUND_STATUSES)[number];
export const REFUND_METHODS = ['gateway', 'upi', 'bank_transfer', 'cash', 'other'] as const;
export type RefundMethodName = (typeof REFUND_METHODS)[number];
/** Ways an admin pays back a cash-on-delivery order by hand; these need a reference. */
export const REFERENCED_METHODS: readonly RefundMethodName[] = ['upi', 'bank_transfer'];

export interface RefundLine {
  itemId: number;
  quantity: number;
}

/** One refund of an order, as the customer and the back office read it (decision 0041). */
export interface RefundRecord {
  id: number;
  orderId: number;
  paymentId: number | null;
  amount: Paise;
  reason: string;
  actor: 'system' | 'customer' | 'admin';
  adminId: number | null;
  method: RefundMethodName;
  reference: string | null;
  lines: RefundLine[] | null;
  gatewayRefundId: string | null;
  status: RefundStatusName;
  failureReason: string | null;
  createdAt: Date;
  updatedAt: Date;
  processedAt: Date | null;
}

export type RefundRow = {
  id: number;
  order_id: number;
  payment_id: number | null;
  amount: string;
  reason: string;
  actor: RefundRecord['actor'];
  admin_id: number | null;
  method: RefundMethodName;
  reference: string | null;
  lines: RefundLine[] | null;
  gateway_refund_id: string | null;
  status: RefundStatusName;
  failure_reason: string | null;
  idempotency_key: string;
  announced_at: Date | null;
  created_at: Date;
  updated_at: Date;
  processed_at: Date | null;
};

export const REFUND_COLUMNS = `"id", "order_id", "payment_id", "amount"::text, "reason", "actor", "admin_id", "method", "reference", "lines",
  "gateway_refund_id", "status", "failure_reason", "idempotency_key", "announced_at", "created_at", "updated_at", "processed_at"`;

export function refundRecord(row: RefundRow): RefundRecord {
  return {
    id: row.id,
    orderId: row.order_id,
    paymentId: row.payment_id,
    amount: decimalToPaise(row.amount),
    reason: row.reason,
    actor: row.actor,
    adminId: row.admin_id,
    method: row.method,
    reference: row.reference,
    lines: row.lines,
    gatewayRefundId: row.gateway_refund_id,
    status: row.status,
    failureReason: row.failure_reason,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    processedAt: row.processed_at ? new Date(row.processed_at) : null,
  };
}

/** An order's refunds, oldest first. */
export async function selectRefunds(em: EntityManager, orderId: number): Promise<RefundRecord[]> {
  const rows = await em.execute<RefundRow[]>(`select ${REFUND_COLUMNS} from "refund" where "order_id" = ? order by "id"`, [orderId]);
  return rows.map(refundRecord);
}

export async function selectRefund(em: EntityManager, where: string, params: unknown[], lock = false): Promise<RefundRow | undefined> {
  const [row] = await em.execute<RefundRow[]>(`select ${REFUND_COLUMNS} from "refund" where ${where} limit 1${lock ? ' for update' : ''}`, params);
  return row;
}

/** What each captured card payment of an order paid and what is already refunded of it (failed refunds do not count). */
export async function capturedPayments(em: EntityManager, orderId: number): Promise<{ id: number; providerPaymentId: string; amount: Paise; refunded: Paise }[]> {
  const rows = await em.execute<{ id: number; provider_payment_id: string; amount: string; refunded: string }[]>(
    `select p."id", p."provider_payment_id", p."amount"::text,
            coalesce((select sum(r."amount") from "refund" r where r."payment_id" = p."id" and r."status" <> 'failed'), 0)::text as "refunded"
       from "payment" p where p."order_id" = ? and p."status" in ('paid', 'refund_due') and p."provider_payment_id" is not null order by p."id"`,
    [orderId],
  );
  return rows.map((r) => ({ id: r.id, providerPaymentId: r.provider_payment_id, amount: decimalToPaise(r.amount), refunded: decimalToPaise(r.refunded) }));
}

/** What an order's refunds paid by other means add up to (cash on delivery), failed ones aside. */
export async function manualRefunded(em: EntityManager, orderId: number): Promise<Paise> {
  const [row] = await em.execute<{ sum: string }[]>(`select coalesce(sum("amount"), 0)::text as "sum" from "refund" where "order_id" = ? and "method" <> 'gateway' and "status" <> 'failed'`, [orderId]);
  return decimalToPaise(row.sum);
}
