import type { MikroORM } from '@mikro-orm/postgresql';
import type { Category } from '../../api/src/modules/catalog/category.entity.js';
import { apiUrl } from './api-client.js';
import { removeShelves } from './catalog-shelf.js';
import { DEMO_ADMIN } from '../../api/src/db/seed/seed.js';

export { DEMO_ADMIN };

let serial = 0;

/** A fresh admin email and 10-digit phone, so per-identifier limits never collide. */
export function freshAdminIdentity() {
  serial += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${serial}`;
  const phone = `7${String((Date.now() + serial * 104729) % 1e9).padStart(9, '0')}`;
  return { email: `admin.${stamp}@example.com`, phone };
}

export interface HttpReply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A request to `base` (the shared test server unless given) with JSON in and out. */
export async function call<T = unknown>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; cookie?: string; origin?: string | null; referer?: string; base?: string } = {},
): Promise<HttpReply<T>> {
  const base = options.base ?? apiUrl();
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  // A browser sends its page's origin with every write; `null` leaves it out.
  const origin = options.origin === undefined ? base : options.origin;
  if (origin) headers.origin = origin;
  if (options.referer) headers.referer = options.referer;
  const res = await fetch(`${base}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}

/** The `admin_session=…` pair of a reply's Set-Cookie, ready for a Cookie header. */
export function sessionCookieOf(headers: Headers): string | undefined {
  const line = headers.getSetCookie().find((c) => c.startsWith('admin_session='));
  return line?.split(';')[0];
}

export interface AdminSession {
  token: string;
  cookie: string;
  admin: { id: number; name: string; email: string; phone: string | null };
}

/** Signs an admin in through POST /api/admin/login (the demo admin by default). */
export async function adminLogin(identifier: string = DEMO_ADMIN.email, password: string = DEMO_ADMIN.password, base?: string): Promise<AdminSession> {
  const reply = await call<{ token: string; admin: AdminSession['admin'] }>('POST', '/api/admin/login', { body: { identifier, password }, base });
  if (reply.status !== 200) throw new Error(`admin login answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return { token: reply.body.token, cookie: sessionCookieOf(reply.headers)!, admin: reply.body.admin };
}

/** A GraphQL operation with a bearer token or the admin cookie (and the page's origin). */
export async function adminGql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  auth: { token?: string; cookie?: string; origin?: string | null; base?: string } = {},
) {
  const reply = await call<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>('POST', '/graphql', {
    body: { query, variables },
    ...auth,
  });
  return { status: reply.status, headers: reply.headers, ...reply.body };
}

/** Removes test shelves with the orders that bought from them (orders keep their products otherwise). */
export async function removeShelvesAndOrders(orm: MikroORM, categories: Category[]): Promise<void> {
  if (!categories.length) return;
  await orm.em.fork().execute(
    `delete from "shop_order" where "id" in (select i."order_id" from "order_item" i join "product" p on p."id" = i."product_id" where p."category_id" = any(?::int[]))`,
    [`{${categories.map((c) => c.id).join(',')}}`],
  );
  await removeShelves(orm, categories);
}
