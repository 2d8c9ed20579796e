import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminActor } from '../../core/audit.js';
import { badInput, notFound, parseId } from '../../lib/errors.js';
import { scheduleColumns, subscriptionFromRow, subscriptionUserService, type SubscriptionRaw, type SubscriptionRecord, type SubscriptionStatusName } from './subscription-user.service.js';
import { clampLimit } from '../../lib/list-query.js';

export interface AdminSubscriptionRecord extends SubscriptionRecord {
  userEmail: string;
}

type Raw = SubscriptionRaw & { user_email: string };

const STATUSES: readonly SubscriptionStatusName[] = ['active', 'cancelled', 'expired'];
// The same reading of the status as the customer's side: an active row past its end is expired.
const STATUS = `case when s."status" = 'active' and s."end_date" < current_date then 'expired' else s."status" end`;

const toRecord = (r: Raw): AdminSubscriptionRecord => ({ ...subscriptionFromRow(r), userEmail: r.user_email });

/** Subscription users in the back office (spec §2 subscription-users): list, cancel, reactivate. */
export const subscriptionAdminService = {
  async list(em: EntityManager, query: { status?: string | null; limit?: number | null; offset?: number | null } = {}): Promise<AdminSubscriptionRecord[]> {
    const status = query.status?.trim().toLowerCase() || undefined;
    if (status && !(STATUSES as readonly string[]).includes(status)) throw badInput('status must be active, cancelled or expired', 'status');
    const rows = await em.execute<Raw[]>(
      `select s."id", s."user_id", s."plan_id", s."plan_type", s."plan_name", s."price"::text, s."start_date"::text, s."end_date"::text,
              ${STATUS} as "status", s."auto_renew", s."created_at",
              concat_ws(' ', u."first_name", u."last_name") as "user_name", u."email" as "user_email", ${scheduleColumns('s')}
         from "subscription_user" s join "app_user" u on u."id" = s."user_id"
        ${status ? `where ${STATUS} = ?` : ''}
        order by s."created_at" desc, s."id" desc limit ? offset ?`,
      [...(status ? [status] : []), clampLimit(query.limit, 100, 500), Math.max(query.offset ?? 0, 0)],
    );
    return rows.map(toRecord);
  },

  async byId(em: EntityManager, id: number): Promise<AdminSubscriptionRecord> {
    const [row] = await em.execute<Raw[]>(
      `select s."id", s."user_id", s."plan_id", s."plan_type", s."plan_name", s."price"::text, s."start_date"::text, s."end_date"::text,
              ${STATUS} as "status", s."auto_renew", s."created_at",
              concat_ws(' ', u."first_name", u."last_name") as "user_name", u."email" as "user_email", ${scheduleColumns('s')}
         from "subscription_user" s join "app_user" u on u."id" = s."user_id" where s."id" = ?`,
      [id],
    );
    if (!row) throw notFound('Subscription not found');
    return toRecord(row);
  },

  /** Cancel or reactivate with the customer side's rules (an ended subscription cannot come back). */
  async setStatus(em: EntityManager, by: AdminActor, rawId: string | number, rawStatus: string, autoRenew = true): Promise<AdminSubscriptionRecord> {
    const id = parseId(rawId, 'subscriptionId');
    const to = String(rawStatus ?? '').trim().toLowerCase();
    if (to !== 'cancelled' && to !== 'active') throw badInput("status must be 'active' or 'cancelled'", 'status');
    await em.transactional(async (tx) => {
      const [row] = await tx.execute<{ user_id: number }[]>('select "user_id" from "subscription_user" where "id" = ? for update', [id]);
      if (!row) throw notFound('Subscription not found');
      const before = (await subscriptionUserService.byId(tx, id))!;
      const after =
        to === 'cancelled' ? await subscriptionUserService.cancel(tx, row.user_id, id) : await subscriptionUserService.reactivate(tx, row.user_id, id, autoRenew);
      if (before.status !== after.status || before.autoRenew !== after.autoRenew) {
        await by.record(tx, {
          action: to === 'cancelled' ? 'subscription_cancelled' : 'subscription_reactivated',
          targetType: 'subscription_user',
          targetId: id,
          changes: { status: { from: before.status, to: after.status }, autoRenew: { from: before.autoRenew, to: after.autoRenew } },
        });
      }
    });
    return this.byId(em, id);
  },
};
