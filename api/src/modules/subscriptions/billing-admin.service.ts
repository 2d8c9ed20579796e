import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminActor } from '../../core/audit.js';
import { badInput, notFound, parseId } from '../../lib/errors.js';
import { decimalToPaise, paiseToDecimal, type Paise } from '../../lib/money.js';
import type { BillingRecord } from './subscription-user.service.js';

/* The back office's billing records (spec §7): every subscription's, listed, added, edited, deleted. */

type RawBilling = { id: number; subscription_user_id: number; user_id: number; amount: string; status: 'paid' | 'refunded'; period_start: string; period_end: string; created_at: Date | string };

const BILLING_COLUMNS = `"id", "subscription_user_id", "user_id", "amount"::text, "status", "period_start"::text, "period_end"::text, "created_at"`;

const toBilling = (r: RawBilling): BillingRecord => ({
  id: r.id,
  subscriptionId: r.subscription_user_id,
  userId: r.user_id,
  amount: decimalToPaise(r.amount),
  status: r.status,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  createdAt: new Date(r.created_at),
});

export interface BillingFields {
  subscriptionId?: unknown;
  amount?: Paise | null;
  status?: unknown;
  periodStart?: unknown;
  periodEnd?: unknown;
}

function statusOf(raw: unknown): 'paid' | 'refunded' | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'paid' || raw === 'refunded') return raw;
  throw badInput('status must be paid or refunded', 'status');
}

function dayOf(raw: unknown, field: string): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(raw))) throw badInput(`${field} must be a date (YYYY-MM-DD)`, field);
  return raw;
}

export const billingAdminService = {
  async list(em: EntityManager, { subscriptionId, limit = 100, offset = 0 }: { subscriptionId?: number; limit?: number; offset?: number }): Promise<BillingRecord[]> {
    const rows = await em.execute<RawBilling[]>(
      `select ${BILLING_COLUMNS} from "billing_record" ${subscriptionId ? 'where "subscription_user_id" = ?' : ''} order by "created_at" desc, "id" desc limit ? offset ?`,
      subscriptionId ? [subscriptionId, Math.min(limit, 200), offset] : [Math.min(limit, 200), offset],
    );
    return rows.map(toBilling);
  },

  async byId(em: EntityManager, rawId: unknown): Promise<BillingRecord> {
    const [row] = await em.execute<RawBilling[]>(`select ${BILLING_COLUMNS} from "billing_record" where "id" = ?`, [parseId(rawId as string, 'id')]);
    if (!row) throw notFound('Billing record not found');
    return toBilling(row);
  },

  async create(em: EntityManager, by: AdminActor, fields: BillingFields): Promise<BillingRecord> {
    const subscriptionId = parseId(fields.subscriptionId as string, 'subscription_id');
    if (fields.amount === undefined || fields.amount === null || fields.amount < 0) throw badInput('Please enter the amount', 'amount');
    const status = statusOf(fields.status) ?? 'paid';
    const id = await em.transactional(async (tx) => {
      const [sub] = await tx.execute<{ user_id: number; start_date: string; end_date: string }[]>('select "user_id", "start_date"::text, "end_date"::text from "subscription_user" where "id" = ?', [subscriptionId]);
      if (!sub) throw notFound('Subscription not found');
      const [row] = await tx.execute<{ id: number }[]>(
        `insert into "billing_record" ("subscription_user_id", "user_id", "amount", "status", "period_start", "period_end") values (?, ?, ?, ?, ?::date, ?::date) returning "id"`,
        [subscriptionId, sub.user_id, paiseToDecimal(fields.amount!), status, dayOf(fields.periodStart, 'period_start') ?? sub.start_date, dayOf(fields.periodEnd, 'period_end') ?? sub.end_date],
      );
      await by.record(tx, { action: 'billing_record_created', targetType: 'billing_record', targetId: row.id, changes: { subscription_id: subscriptionId, amount: paiseToDecimal(fields.amount!), status } });
      return row.id;
    });
    return this.byId(em, id);
  },

  async update(em: EntityManager, by: AdminActor, rawId: unknown, fields: BillingFields): Promise<BillingRecord> {
    const before = await this.byId(em, rawId);
    const next = {
      amount: fields.amount ?? before.amount,
      status: statusOf(fields.status) ?? before.status,
      periodStart: dayOf(fields.periodStart, 'period_start') ?? before.periodStart,
      periodEnd: dayOf(fields.periodEnd, 'period_end') ?? before.periodEnd,
    };
    if (next.amount < 0) throw badInput('Please enter the amount', 'amount');
    await em.transactional(async (tx) => {
      await tx.execute(`update "billing_record" set "amount" = ?, "status" = ?, "period_start" = ?::date, "period_end" = ?::date where "id" = ?`, [paiseToDecimal(next.amount), next.status, next.periodStart, next.periodEnd, before.id]);
      await by.record(tx, { action: 'billing_record_updated', targetType: 'billing_record', targetId: before.id, changes: { before: { ...before, amount: paiseToDecimal(before.amount) }, after: { ...next, amount: paiseToDecimal(next.amount) } } });
    });
    return this.byId(em, before.id);
  },

  async remove(em: EntityManager, by: AdminActor, rawId: unknown): Promise<void> {
    const before = await this.byId(em, rawId);
    await em.transactional(async (tx) => {
      await tx.execute('delete from "billing_record" where "id" = ?', [before.id]);
      await by.record(tx, { action: 'billing_record_deleted', targetType: 'billing_record', targetId: before.id, changes: { amount: paiseToDecimal(before.amount), subscription_id: before.subscriptionId } });
    });
  },
};
