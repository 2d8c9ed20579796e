import type { EntityManager } from '@mikro-orm/postgresql';
import {
  nextDelivery,
  pauseSchedule,
  pauseUntilError,
  resumeSchedule,
  SKIPS_PER_PERIOD,
  skipSchedule,
  skipsInPeriod,
  todayDay,
  addDays,
  deliveriesBetween,
  type DeliverySchedule,
  type ScheduleChange,
} from '@fruit-shop/common/subscription-schedule';
import { subscriptionOrderService } from '../orders/subscription-order.service.js';
import { AppError, badInput, notFound, parseId } from '../../lib/errors.js';
import { subscriptionUserService, type SubscriptionRecord } from './subscription-user.service.js';

/*
 * Pause, resume and skip (issue 29; docs/decisions/0022). The owner's row is locked for the
 * whole change, so two skips (or a skip and a pause) in a race are applied one after the other
 * and the second sees the first: the skip limit cannot be passed. The date arithmetic is the
 * pure common/subscription-schedule module; this file reads the row, checks the rules, writes.
 */

/** A refusal of a change the subscription's state does not allow; `reason` is stable. */
const refused = (reason: string, message: string) => new AppError('INVALID_STATUS_CHANGE', message, { reason });

function runningOrRefuse(sub: SubscriptionRecord, doing: string): void {
  if (sub.status === 'cancelled') throw refused('SUBSCRIPTION_CANCELLED', `A cancelled subscription cannot be ${doing}`);
  if (sub.status === 'expired') throw refused('SUBSCRIPTION_EXPIRED', `An expired subscription cannot be ${doing}`);
}

/** `until` as the customer sent it: absent or null pauses until resumed; otherwise a day after today and within 8 weeks. */
export function pauseUntilOf(raw: unknown, today = todayDay()): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const until = typeof raw === 'string' ? raw.trim() : '';
  const error = pauseUntilError(until, today);
  if (error) throw badInput(error, 'until');
  return until;
}

async function change(em: EntityManager, userId: number, rawId: string | number, apply: (sub: SubscriptionRecord, today: string) => (ScheduleChange & { endBeforePause?: string | null; openEnded?: boolean }) | null): Promise<SubscriptionRecord> {
  const id = parseId(rawId, 'subscriptionId');
  await em.transactional(async (tx) => {
    // Lock first, then read through the same transaction (one session on the embedded database).
    const [row] = await tx.execute<{ user_id: number }[]>('select "user_id" from "subscription_user" where "id" = ? for update', [id]);
    if (!row || row.user_id !== userId) throw notFound('Subscription not found');
    const sub = (await subscriptionUserService.byId(tx, id))!;
    // A delivery past its cut-off is being packed and goes ahead: the change applies from the
    // delivery after it (issue 38), and the account says so (packingDate).
    const today = sub.packingDate && sub.packingDate > todayDay() ? sub.packingDate : todayDay();
    const next = apply(sub, today);
    if (!next) return;
    await tx.execute(
      `update "subscription_user"
          set "end_date" = ?::date, "paused_from" = ?::date, "paused_until" = ?::date, "pause_open_ended" = ?,
              "end_before_pause" = ?::date, "skipped_dates" = ?::date[], "updated_at" = now()
        where "id" = ?`,
      [
        next.endDate,
        next.pause?.from ?? null,
        next.pause?.until ?? null,
        next.openEnded ?? sub.pauseOpenEnded,
        next.endBeforePause === undefined ? sub.endBeforePause : next.endBeforePause,
        `{${next.skippedDates.join(',')}}`,
        id,
      ],
    );
    // Orders already made for days the change drops, still before their cut-off, are cancelled:
    // their stock and their place in the slot go back.
    const after: DeliverySchedule = { ...sub.schedule, endDate: next.endDate, pause: next.pause, skippedDates: next.skippedDates };
    for (const order of sub.deliveryOrders) {
      if (order.packing) continue;
      if (deliveriesBetween(after, addDays(order.date, -1), order.date).includes(order.date)) continue;
      await subscriptionOrderService.release(tx, order.orderId, next.pause ? 'Subscription paused' : 'Delivery skipped');
    }
  });
  return (await subscriptionUserService.byId(em, id))!;
}

export const subscriptionControlsService = {
  /** Pauses from today until `until` (deliveries restart that day) or, with null, until resumed (8 weeks at most). */
  pause(em: EntityManager, userId: number, rawId: string | number, rawUntil: unknown): Promise<SubscriptionRecord> {
    const until = pauseUntilOf(rawUntil);
    return change(em, userId, rawId, (sub, today) => {
      runningOrRefuse(sub, 'paused');
      if (sub.paused) throw refused('ALREADY_PAUSED', 'This subscription is already paused');
      return { ...pauseSchedule(sub.schedule, today, until), endBeforePause: sub.endDate, openEnded: until === null };
    });
  },

  /** Ends a pause today: the deliveries up to today stay missed (and the end date keeps them); later ones run. */
  resume(em: EntityManager, userId: number, rawId: string | number): Promise<SubscriptionRecord> {
    return change(em, userId, rawId, (sub, today) => {
      runningOrRefuse(sub, 'resumed');
      if (!sub.paused) throw refused('NOT_PAUSED', 'This subscription is not paused');
      return { ...resumeSchedule(sub.schedule, sub.endBeforePause ?? sub.endDate, today), openEnded: false };
    });
  },

  /** Drops the next delivery and adds one at the end; at most 2 in each 4-week period; never while paused. */
  skipNext(em: EntityManager, userId: number, rawId: string | number): Promise<SubscriptionRecord> {
    return change(em, userId, rawId, (sub, today) => {
      runningOrRefuse(sub, 'skipped');
      if (sub.paused) throw refused('PAUSED', 'Resume this subscription before skipping a delivery');
      const day = nextDelivery(sub.schedule, today);
      if (!day) throw refused('NO_DELIVERY_TO_SKIP', 'There is no coming delivery to skip');
      if (skipsInPeriod(sub.schedule, day) >= SKIPS_PER_PERIOD) {
        throw refused('SKIP_LIMIT', `You can skip at most ${SKIPS_PER_PERIOD} deliveries in each 4-week period`);
      }
      return skipSchedule(sub.schedule, today, day);
    });
  },
};
