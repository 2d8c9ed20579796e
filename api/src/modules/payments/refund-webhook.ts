import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../lib/errors.js';
import type { RefundService } from './refund.service.js';

type RefundEntity = { id?: unknown; payment_id?: unknown; status?: unknown; receipt?: unknown; notes?: unknown; error_description?: unknown };

const text = (value: unknown, max = 100): string | undefined => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined);

/**
 * Razorpay's `refund.processed` and `refund.failed`, after the payment webhook checked the
 * signature over the raw body (payment.service.ts). The event id is recorded in the same
 * transaction as the change, so a redelivery is acknowledged and ignored. The refund is found
 * by the gateway's id or, when the webhook beats our own record of the gateway's answer, by the
 * idempotency key it carries (receipt and notes). A refund that is not ours (made from the
 * dashboard) is acknowledged and left alone.
 */
export async function refundWebhook(
  em: EntityManager,
  refunds: RefundService,
  event: 'refund.processed' | 'refund.failed',
  body: unknown,
  eventIdHeader: string | undefined,
): Promise<{ handled: boolean; duplicate: boolean }> {
  const parsed = body as { id?: unknown; payload?: { refund?: { entity?: RefundEntity } } };
  const entity = parsed.payload?.refund?.entity;
  const gatewayRefundId = text(entity?.id);
  if (!entity || !gatewayRefundId) throw badInput('The webhook payload lacks the refund');
  const notes = entity.notes && typeof entity.notes === 'object' ? (entity.notes as Record<string, unknown>) : {};
  const key = text(entity.receipt, 40) ?? text(notes.idempotency_key, 40);
  const eventId = ((typeof eventIdHeader === 'string' && eventIdHeader) || text(parsed.id) || `${event}:${gatewayRefundId}`).slice(0, 100);
  return em.transactional(async (tx) => {
    const fresh = await tx.execute<{ event_id: string }[]>('insert into "payment_webhook_event" ("event_id", "event") values (?, ?) on conflict do nothing returning "event_id"', [eventId, event]);
    if (!fresh.length) return { handled: false, duplicate: true };
    const settled = await refunds.settle(
      tx,
      { gatewayRefundId, key },
      {
        gatewayRefundId,
        status: event === 'refund.processed' ? 'processed' : 'failed',
        failureReason: text(entity.error_description, 500) ?? null,
      },
    );
    return { handled: settled !== null, duplicate: false };
  });
}
