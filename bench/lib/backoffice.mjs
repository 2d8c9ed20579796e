// BENCH_SCENARIO=backoffice (issue 36): the back office's delivery-morning reads on a big shop.
// The built app (production mode, demo catalogue) on a database that also holds
// BENCH_BACKOFFICE_ORDERS orders (100,000 by default) of 20,000 customers over 60 days; an admin
// made with `admin:create` asks what staff ask: the orders page, a day's slot, a search by phone,
// email and order number, the run sheet and the pick list. Each target runs BENCH_RUNS times
// (3) for BENCH_DURATION seconds with 2 connections (a few staff, not a crowd); the verdict is
// the median of the runs' p99 against the budget (BENCH_BACKOFFICE_BUDGET_MS, 250 ms).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ROOT } from '../../scripts/lib/build.mjs';

const ADMIN = { email: 'bench.admin@example.com', name: 'Bench Admin', password: 'Bench@123456' };
const CUSTOMERS = 20_000;

/** India's calendar day `offset` days from today (YYYY-MM-DD). */
const shopDay = (offset = 0) => new Date(Date.now() + 330 * 60_000 + offset * 86_400_000).toISOString().slice(0, 10);

async function seedOrders(url, orders) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    await client.query(`insert into "app_user" ("first_name", "last_name", "email", "phone", "password_hash", "verified_at")
      select 'Bench', 'Buyer ' || i, 'buyer' || i || '@bench.example', (9600000000 + i)::text, 'x', now() from generate_series(1, ${CUSTOMERS}) i`);
    const { rows: slots } = await client.query(`select "id", "start_minute", "end_minute" from "delivery_slot" where "pincode" is null and "is_active" order by "start_minute"`);
    const { rows: [product] } = await client.query(`select "id", "name" from "product" where "is_active" order by "id" limit 1`);
    const { rows: [first] } = await client.query(`select min("id") as "id" from "app_user" where "email" like '%@bench.example'`);
    await client.query(
      `insert into "shop_order" ("user_id", "status", "payment_method", "payment_status", "subtotal", "savings", "delivery_fee", "handling_fee",
         "coupon_discount", "total", "shipping_first_name", "shipping_last_name", "shipping_email", "shipping_phone", "shipping_address",
         "shipping_city", "shipping_state", "shipping_country", "shipping_postcode", "delivery_slot_id", "delivery_date", "delivery_start",
         "delivery_end", "created_at", "updated_at")
       select $1::int + i % ${CUSTOMERS}, (array['pending', 'processing', 'shipped', 'delivered', 'cancelled'])[1 + i % 5],
              case when i % 3 = 0 then 'card' else 'cash' end, case when i % 3 = 0 then 'paid' else 'cash_on_delivery' end,
              160, 0, 0, 9, 0, 169, 'Bench', 'Buyer ' || (i % ${CUSTOMERS}), 'buyer' || (i % ${CUSTOMERS}) || '@bench.example',
              (9600000000 + i % ${CUSTOMERS})::text, i || ' Long Street', 'Pune', 'Maharashtra', 'India', '411001',
              ($2::int[])[1 + i % $3::int], ($4::date - (i % 60)), ($5::int[])[1 + i % $3::int], ($6::int[])[1 + i % $3::int],
              now() - make_interval(mins => i), now()
         from generate_series(1, $7::int) as i`,
      [first.id, slots.map((s) => s.id), slots.length, shopDay(0), slots.map((s) => s.start_minute), slots.map((s) => s.end_minute), orders],
    );
    await client.query(
      `insert into "order_item" ("order_id", "product_id", "product_name", "unit", "quantity", "list_price", "price_at_purchase", "sub_total")
       select o."id", $1, $2, 'kg', 1 + o."id" % 3, 80, 80, 160 from "shop_order" o where o."shipping_email" like '%@bench.example'`,
      [product.id, product.name],
    );
    await client.query('analyze');
    const { rows: [probe] } = await client.query(`select "id", "shipping_phone", "shipping_email" from "shop_order" where "shipping_email" like '%@bench.example' order by "id" desc limit 1`);
    return { slotId: slots[0].id, probe, seconds: (Date.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

function createAdmin(url) {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'api/dist/api/src/cli/admin-create.js'), '--email', ADMIN.email, '--name', ADMIN.name], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url, ADMIN_PASSWORD: ADMIN.password, ALLOW_SIMULATED_PAYMENTS: 'true', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`admin:create failed: ${r.stderr || r.stdout}`);
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length - 1) * p))];
const median = (values) => percentile(values, 0.5);

/**
 * @param {{ url: string | undefined, kind: string }} db
 * @param {{ url: string }} app the running bench app on `db`
 * @param {{ orders: number, runs: number, duration: number, budgetMs: number }} settings
 */
export async function runBackoffice(db, app, settings) {
  if (!db.url) throw new Error('the backoffice scenario needs PostgreSQL (127.0.0.1:5432 or TEST_PG_URL): it seeds the orders with SQL');
  createAdmin(db.url);
  const seeded = await seedOrders(db.url, settings.orders);
  console.log(`bench: backoffice: ${settings.orders.toLocaleString('en-IN')} orders of ${CUSTOMERS.toLocaleString('en-IN')} customers seeded in ${seeded.seconds.toFixed(1)} s`);
  const login = await fetch(`${app.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: app.url }, body: JSON.stringify({ identifier: ADMIN.email, password: ADMIN.password }) });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}: ${await login.text()}`);
  const { token } = await login.json();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const page = 'query($f: AdminOrderFilter, $o: Int!) { adminOrderPage(filter: $f, limit: 50, offset: $o) { total items { id orderNumber status total shipping { firstName phone } deliverySlot { date start end } customer { fullName } items { productName quantity } } } }';
  const number = `FS-${String(seeded.probe.id).padStart(6, '0')}`;
  const today = shopDay(0);
  const targets = [
    { name: 'orders page 1 (by slot)', query: page, variables: { f: null, o: 0 } },
    { name: 'orders page 40', query: page, variables: { f: null, o: 2000 } },
    { name: "today's slot, processing", query: page, variables: { f: { slotDate: today, slotId: String(seeded.slotId), status: 'PROCESSING' }, o: 0 } },
    { name: 'search: phone', query: page, variables: { f: { search: `+91 ${seeded.probe.shipping_phone}` }, o: 0 } },
    { name: 'search: email', query: page, variables: { f: { search: seeded.probe.shipping_email }, o: 0 } },
    { name: 'search: order number', query: page, variables: { f: { search: number }, o: 0 } },
    { name: "run sheet: today's slot", query: 'query($d: String!, $s: ID) { runSheet(date: $d, slotId: $s) { cashTotal stops { id orderNumber shipping { address phone } items { productName quantity } } } }', variables: { d: today, s: String(seeded.slotId) } },
    { name: 'pick list: today, all slots', query: 'query($d: String!) { pickList(date: $d) { orderCount lines { productName quantity } } }', variables: { d: today } },
  ];
  for (const target of targets) {
    const res = await fetch(`${app.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: target.query, variables: target.variables }) });
    const json = await res.json();
    if (res.status !== 200 || json.errors) throw new Error(`${target.name}: ${res.status} ${JSON.stringify(json.errors ?? json).slice(0, 300)}`);
  }
  console.log(`bench: backoffice: ${targets.length} targets × ${settings.runs} runs of ${settings.duration} s, 2 connections\n`);
  for (const target of targets) {
    target.runs = [];
    for (let run = 0; run < settings.runs; run++) {
      const result = await autocannon({ url: `${app.url}/graphql`, method: 'POST', headers, body: JSON.stringify({ query: target.query, variables: target.variables }), connections: 2, duration: settings.duration });
      if (result.non2xx || result.errors || result.timeouts) throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
      target.runs.push({ p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average });
    }
    target.p50 = median(target.runs.map((r) => r.p50));
    target.p99 = median(target.runs.map((r) => r.p99));
    target.ok = target.p99 <= settings.budgetMs;
  }
  console.log(`| target | p50 ms (median) | p99 ms (median) | p99 of each run | within ${settings.budgetMs} ms |`);
  console.log('|---|---|---|---|---|');
  for (const t of targets) console.log(`| ${t.name} | ${t.p50} | ${t.p99} | ${t.runs.map((r) => r.p99).join(' / ')} | ${t.ok ? 'yes' : '**no**'} |`);
  return { orders: settings.orders, budgetMs: settings.budgetMs, targets: targets.map(({ name, p50, p99, runs, ok }) => ({ name, p50, p99, runs, ok })), ok: targets.every((t) => t.ok) };
}
