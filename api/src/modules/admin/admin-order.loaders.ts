import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import { selectStaffNotes, selectTimelines, type StaffNoteRecord, type StatusChangeRecord } from '../orders/order-timeline.js';
import { selectOrderPayments, type OrderPaymentRecord } from '../payments/payment.queries.js';

/*
 * Per-request batches (ctx.loaders) for an order's history in the back office: however many
 * orders a page asks it of, each kind costs one statement.
 */

function byOrder<V>(select: (em: EntityManager, ids: number[]) => Promise<Map<number, V[]>>) {
  return (em: EntityManager) =>
    new DataLoader<number, V[]>(async (ids) => {
      const found = await select(em, [...ids]);
      return ids.map((id) => found.get(id) ?? []);
    });
}

export const orderTimelineLoader = byOrder<StatusChangeRecord>(selectTimelines);
export const orderStaffNotesLoader = byOrder<StaffNoteRecord>(selectStaffNotes);
export const orderPaymentsLoader = byOrder<OrderPaymentRecord>(selectOrderPayments);
