import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../../api/src/db/orm-config.js';
import type { ClusterClient, Reply, SendOptions } from './client.js';
import { SHIPPING } from '../../utils/shipping.js';

/** The test's own connection to the cluster's database, for arranging data and checking what was written. */
export function openOrm(url: string): Promise<MikroORM> {
  return MikroORM.init(ormConfig(url, { pool: { min: 0, max: 4 } }));
}

export async function sql<T>(orm: MikroORM, query: string, params: unknown[] = []): Promise<T[]> {
  return orm.em.fork().execute<T[]>(query, params);
}


export interface OrderReply {
  success?: boolean;
  orderId?: number;
  replayed?: boolean;
  code?: string;
  message?: string;
  payment?: { razorpay_order_id: string } | null;
}

/** POST /api/orders as the storefront's REST client sends it (the server prices it). */
export function placeOrder(
  client: ClusterClient,
  shopper: { token: string; ip: string },
  order: { items: { productId: number; quantity: number }[]; slot: string; method?: 'cash' | 'card'; coupon?: string; key?: string },
  options: SendOptions = {},
) {
  return client.post<OrderReply>(
    '/api/orders',
    {
      items: order.items.map((i) => ({ product_id: i.productId, quantity: i.quantity })),
      shipping_info: SHIPPING,
      payment_method: order.method ?? 'cash',
      coupon_code: order.coupon ?? null,
      delivery_slot_id: order.slot,
    },
    { ...options, token: shopper.token, ip: shopper.ip, headers: { ...options.headers, ...(order.key ? { 'idempotency-key': order.key } : {}) } },
  );
}

/**
 * As a client that honours the shop's load shedding (decision 0036): a "busy" 503 (refused
 * before any work, with Retry-After) is sent again after the time it asks for, a few times. A
 * burst of checkouts on a 2-core CI machine may stand past the in-flight limit long enough to
 * be shed; the invariants (exactly the stock sold, one coupon use) must hold all the same.
 */
export async function placeOrderHonouringRetryAfter(
  client: ClusterClient,
  shopper: { token: string; ip: string },
  order: Parameters<typeof placeOrder>[2],
  tries = 6,
): Promise<Reply<OrderReply> & { shed: number }> {
  let shed = 0;
  // One key for every try: a try that did get through is answered again, not made twice.
  const key = order.key ?? `retry-${process.pid}-${serial++}`;
  for (;;) {
    const reply = await placeOrder(client, shopper, { ...order, key });
    const retryAfter = reply.headers?.get('retry-after');
    const busy = reply.status === 503 && reply.body?.code === 'SERVICE_UNAVAILABLE' && retryAfter != null;
    if (!busy || shed + 1 >= tries) return { ...reply, shed };
    shed += 1;
    await new Promise((resolve) => setTimeout(resolve, Number(retryAfter) * 1000));
  }
}

let serial = 0;

/** Signs a customer up through one instance (the code read from that instance's dev outbox): a session made there. */
export async function signUpThrough(client: ClusterClient, via: number, ip: string): Promise<{ token: string; userId: number; email: string; password: string }> {
  serial += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${serial}`;
  const email = `cluster.${stamp}@example.com`;
  const phone = `9${String((Date.now() + serial * 7919) % 1e9).padStart(9, '0')}`;
  const password = 'Mango@2026';
  const sent = await client.post('/api/users/request-otp', { identifier: email, type: 'signup' }, { via, ip });
  if (sent.status !== 200) throw new Error(`request-otp answered ${sent.status}: ${sent.text}`);
  const outbox = await client.get<{ to: string; text: string }[]>(`/api/dev/outbox?to=${encodeURIComponent(email)}`, { via, ip: null });
  const code = /one-time code is (\d{6})/.exec(outbox.body?.find((m) => /one-time code is \d{6}/.test(m.text))?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${email} in the outbox (${outbox.status})`);
  const reply = await client.post<{ token: string; user: { id: number } }>(
    '/api/users/verify-otp',
    { identifier: email, otp_code: code, type: 'signup', user: { name: 'Cluster', last_name: 'Shopper', email, password, phone, address: '1 Test Road', pincode: '411001', city: 'Pune' } },
    { via, ip },
  );
  if (reply.status !== 200) throw new Error(`verify-otp answered ${reply.status}: ${reply.text}`);
  return { token: reply.body.token, userId: reply.body.user.id, email, password };
}

export interface Ledger {
  stock: number;
  orders: number;
  items: number;
  unitsSold: number;
  logRows: number;
  unitsLogged: number;
  ordersWithoutItems: number;
  itemsWithoutLog: number;
}

/**
 * What the database says about one product's sales, to check that orders, their items, the
 * stock and the inventory log agree: nothing half written.
 */
export async function ledgerOf(orm: MikroORM, productId: number): Promise<Ledger> {
  const [row] = await sql<Ledger>(
    orm,
    `select
       (select "stock_quantity" from "product" where "id" = ?) as "stock",
       (select count(distinct i."order_id")::int from "order_item" i where i."product_id" = ?) as "orders",
       (select count(*)::int from "order_item" i where i."product_id" = ?) as "items",
       (select coalesce(sum(i."quantity"), 0)::int from "order_item" i join "shop_order" o on o."id" = i."order_id" where i."product_id" = ? and o."status" <> 'cancelled') as "unitsSold",
       (select count(*)::int from "inventory_log" l where l."product_id" = ? and l."reason" = 'order') as "logRows",
       (select coalesce(-sum(l."change"), 0)::int from "inventory_log" l where l."product_id" = ? and l."order_id" is not null) as "unitsLogged",
       (select count(*)::int from "shop_order" o where not exists (select 1 from "order_item" i where i."order_id" = o."id")) as "ordersWithoutItems",
       (select count(*)::int from "order_item" i where i."product_id" = ? and not exists
          (select 1 from "inventory_log" l where l."order_id" = i."order_id" and l."product_id" = i."product_id" and l."change" = -i."quantity")) as "itemsWithoutLog"`,
    [productId, productId, productId, productId, productId, productId, productId],
  );
  return row;
}
