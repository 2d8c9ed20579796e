import type { EntityManager } from '@mikro-orm/postgresql';
import { diffChanges, type AdminActor } from '../../core/audit.js';
import { badInput } from '../../lib/errors.js';
import { firstShopProfileError, normalizeShopPhone, SHOP_PROFILE_FIELDS, type ShopProfileFields } from '@fruit-shop/common/shop-profile.rules';

/*
 * The shop's own details, one row (issue 36; issue 39 adds the legal and tax details): read by
 * the storefront and the first-run checklist, edited in the back office. Its changes advance
 * the catalogue version (a trigger), so cached pages follow them.
 */

export interface ShopProfileRecord extends ShopProfileFields {
  updatedAt: Date | null;
}

type Raw = { trade_name: string; phone: string; email: string; address: string; support_hours: string; updated_at: Date };

const EMPTY: ShopProfileRecord = { tradeName: '', phone: '', email: '', address: '', supportHours: '', updatedAt: null };
const toRecord = (r: Raw | undefined): ShopProfileRecord =>
  r ? { tradeName: r.trade_name, phone: r.phone, email: r.email, address: r.address, supportHours: r.support_hours, updatedAt: new Date(r.updated_at) } : { ...EMPTY };

export const shopProfileService = {
  async get(em: EntityManager): Promise<ShopProfileRecord> {
    const [row] = await em.execute<Raw[]>('select "trade_name", "phone", "email", "address", "support_hours", "updated_at" from "shop_profile" where "id" = 1');
    return toRecord(row);
  },

  /** Replaces the profile (every field; an empty one is cleared), logged with what changed. */
  async update(em: EntityManager, by: AdminActor, input: Partial<Record<keyof ShopProfileFields, string | null>>): Promise<ShopProfileRecord> {
    const problem = firstShopProfileError(input);
    if (problem) throw badInput(problem.message, problem.field);
    const next = Object.fromEntries(SHOP_PROFILE_FIELDS.map((f) => [f, (input[f] ?? '').trim().replace(/\s+/g, ' ')])) as ShopProfileFields;
    next.phone = next.phone ? normalizeShopPhone(next.phone) : '';
    next.email = next.email.toLowerCase();
    return em.transactional(async (tx) => {
      const before = toRecord((await tx.execute<Raw[]>('select "trade_name", "phone", "email", "address", "support_hours", "updated_at" from "shop_profile" where "id" = 1 for update'))[0]);
      const [row] = await tx.execute<Raw[]>(
        `insert into "shop_profile" ("id", "trade_name", "phone", "email", "address", "support_hours", "updated_at") values (1, ?, ?, ?, ?, ?, now())
         on conflict ("id") do update set "trade_name" = excluded."trade_name", "phone" = excluded."phone", "email" = excluded."email",
           "address" = excluded."address", "support_hours" = excluded."support_hours", "updated_at" = now()
         returning "trade_name", "phone", "email", "address", "support_hours", "updated_at"`,
        [next.tradeName, next.phone, next.email, next.address, next.supportHours],
      );
      const old = Object.fromEntries(SHOP_PROFILE_FIELDS.map((f) => [f, before[f]]));
      const changes = diffChanges(old, next);
      if (Object.keys(changes).length) await by.record(tx, { action: 'shop_profile_updated', targetType: 'shop_profile', targetId: 1, changes });
      return toRecord(row);
    });
  },
};
