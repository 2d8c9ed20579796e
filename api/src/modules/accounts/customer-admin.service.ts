import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound, parseId } from '../../lib/errors.js';
import { decimalToPaise, type Paise } from '../../lib/money.js';
import { clampLimit, escapeLike, searchText } from '../../lib/list-query.js';

/** A customer as the back office lists them (spec §3 User, without any hash). */
export interface CustomerRecord {
  id: number;
  name: string;
  middleName: string | null;
  lastName: string | null;
  fullName: string;
  email: string;
  phone: string | null;
  createdAt: Date;
  /** The primary address (slot 1) on one line, or null. */
  address: string | null;
  orderCount: number;
  /** Orders that are not cancelled or returned, summed. */
  totalSpent: Paise;
}

type Raw = {
  id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string | null;
  email: string;
  phone: string | null;
  created_at: Date | string;
  address: string | null;
  order_count: number;
  total_spent: string;
};

// One statement per list, however many customers: the customers are chosen first (`users`: a
// subquery on app_user aliased u, with its own order and limit), then each one's orders are
// summed through the (user_id, created_at) index, never by grouping every order of the shop;
// the primary address is joined by its slot.
const select = (users: string) => `select u."id", u."first_name", u."middle_name", u."last_name", u."email", u."phone", u."created_at",
    nullif(concat_ws(', ', a."address_line1", a."city", a."state", a."pin_code"), '') as "address",
    o."order_count"::int as "order_count", coalesce(o."total_spent", 0)::text as "total_spent"
  from (${users}) u
  left join "address" a on a."user_id" = u."id" and a."position" = 1
  cross join lateral (select count(*) as "order_count", sum(s."total") filter (where s."status" not in ('cancelled', 'returned')) as "total_spent"
                        from "shop_order" s where s."user_id" = u."id") o`;

const toRecord = (r: Raw): CustomerRecord => ({
  id: r.id,
  name: r.first_name,
  middleName: r.middle_name,
  lastName: r.last_name,
  fullName: [r.first_name, r.middle_name, r.last_name].filter(Boolean).join(' '),
  email: r.email,
  phone: r.phone,
  createdAt: new Date(r.created_at),
  address: r.address,
  orderCount: r.order_count,
  totalSpent: decimalToPaise(r.total_spent),
});

/** The back office's customers (spec §2: list, search by name or email, Customer Details). */
export const customerAdminService = {
  /** Newest first; `search` matches the name, email or phone. */
  async list(em: EntityManager, query: { search?: string | null; limit?: number | null; offset?: number | null } = {}): Promise<CustomerRecord[]> {
    const search = searchText(query.search);
    const like = search ? `%${escapeLike(search)}%` : null;
    const rows = await em.execute<Raw[]>(
      `${select(`select * from "app_user" u
        ${like ? `where concat_ws(' ', u."first_name", u."middle_name", u."last_name") ilike ? or u."email" ilike ? or coalesce(u."phone", '') like ?` : ''}
        order by u."created_at" desc, u."id" desc limit ? offset ?`)}
       order by u."created_at" desc, u."id" desc`,
      [...(like ? [like, like, like] : []), clampLimit(query.limit, 50, 200), Math.max(query.offset ?? 0, 0)],
    );
    return rows.map(toRecord);
  },

  async byId(em: EntityManager, rawId: string | number): Promise<CustomerRecord> {
    const [row] = await em.execute<Raw[]>(select(`select * from "app_user" u where u."id" = ?`), [parseId(rawId, 'userId')]);
    if (!row) throw notFound('Customer not found');
    return toRecord(row);
  },

  /** Several customers by id, in one statement (the orders list's customer column). */
  async byIds(em: EntityManager, ids: number[]): Promise<Map<number, CustomerRecord>> {
    if (!ids.length) return new Map();
    const rows = await em.execute<Raw[]>(select(`select * from "app_user" u where u."id" = any(string_to_array(?, ',')::int[])`), [[...new Set(ids)].join(',')]);
    return new Map(rows.map((r) => [r.id, toRecord(r)]));
  },
};
