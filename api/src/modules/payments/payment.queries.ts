import type { EntityManager } from '@mikro-orm/postgresql';
import { decimalToPaise, type Paise } from '../../lib/money.js';

/** A payment attempt as the back office reads it on an order (issue 36: the Razorpay ids). */
export interface OrderPaymentRecord {
  id: number;
  orderId: number;
  provider: 'razorpay' | 'simulated';
  /** Razorpay's order id (order_…). */
  providerOrderId: string;
  /** Razorpay's payment id (pay_…) once a payment came. */
  providerPaymentId: string | null;
  amount: Paise;
  status: 'created' | 'paid' | 'failed' | 'voided' | 'refund_due';
  failureReason: string | null;
  createdAt: Date;
  paidAt: Date | null;
}

/** The payment attempts of these orders, oldest first, by order id (one statement). */
export async function selectOrderPayments(em: EntityManager, orderIds: number[]): Promise<Map<number, OrderPaymentRecord[]>> {
  const byOrder = new Map<number, OrderPaymentRecord[]>();
  if (!orderIds.length) return byOrder;
  const rows = await em.execute<{ id: number; order_id: number; provider: OrderPaymentRecord['provider']; provider_order_id: string; provider_payment_id: string | null; amount: string; status: OrderPaymentRecord['status']; failure_reason: string | null; created_at: Date; paid_at: Date | null }[]>(
    `select "id", "order_id", "provider", "provider_order_id", "provider_payment_id", "amount"::text, "status", "failure_reason", "created_at", "paid_at"
       from "payment" where "order_id" = any(string_to_array(?, ',')::int[]) order by "order_id", "id"`,
    [orderIds.join(',')],
  );
  for (const r of rows) {
    const list = byOrder.get(r.order_id) ?? [];
    list.push({
      id: r.id,
      orderId: r.order_id,
      provider: r.provider,
      providerOrderId: r.provider_order_id,
      providerPaymentId: r.provider_payment_id,
      amount: decimalToPaise(r.amount),
      status: r.status,
      failureReason: r.failure_reason,
      createdAt: new Date(r.created_at),
      paidAt: r.paid_at ? new Date(r.paid_at) : null,
    });
    byOrder.set(r.order_id, list);
  }
  return byOrder;
}
