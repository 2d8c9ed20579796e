// The checkout scenario of `npm run bench`: signed-in customers each adding to their cart and
// placing cash orders through GraphQL, as fast as the server lets them, against ample stock.
// It reports orders/s, latency and errors, then checks the database: every unit sold is gone
// from stock exactly once, every order is there, every cart is empty. A wrong count or any
// error fails the run. See bench/README.md.
import { Agent, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../../scripts/lib/build.mjs';
import { startBenchApp } from './bench-app.mjs';
import { cpuSample } from './cpu.mjs';
import { startPgWireCounter } from './pg-wire-counter.mjs';
import { onCleanup } from './run-with-cleanup.mjs';

const STOCK = 1_000_000;
/** The bench customers' password (also the soak's). */
export const PASSWORD = 'Bench@2026';

const ADD_TO_CART = `mutation BenchAddToCart($productId: ID!, $quantity: Int!) {
  addToCart(productId: $productId, quantity: $quantity) { itemCount totals { subtotal total } }
}`;
const PLACE_ORDER = `mutation BenchPlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) { success orderId replayed order { id status total itemCount items { productId quantity } } }
}`;
const SHIPPING = {
  firstName: 'Bench',
  lastName: 'Shopper',
  email: 'bench.shopper@bench.local',
  phone: '9876543210',
  address: '1 Load Test Lane',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  postcode: '411001',
};

/**
 * @param {{ db: { url: string | undefined, kind: string }, scratch: string,
 *   customers: number, products: number, duration: number, warmup: number, profileOrders: number }} options
 * @returns {Promise<CheckoutResult>}
 * @typedef {{ database: string, customers: number, products: number, durationSeconds: number, orders: number,
 *   ordersPerSecond: number, requestsPerSecond: number, placeOrder: Latency, addToCart: Latency, iteration: Latency,
 *   errors: number, errorSamples: string[], stock: { ok: boolean, problems: string[] }, cpu: CpuUse | undefined,
 *   loadAverage: { start: number, end: number }, profile: Profile | undefined }} CheckoutResult
 * @typedef {{ p50: number, p90: number, p99: number, max: number }} Latency
 */
export async function runCheckout({ db, scratch, customers, products, duration, warmup, profileOrders }) {
  const embeddedDir = db.url ? undefined : path.join(scratch, 'data', 'pglite');
  // The first start migrates and seeds; the embedded database then has to be free for us.
  // BENCH_APP_WORKERS app processes (APP_WORKERS, PostgreSQL only). Default 1: on this 2-core
  // machine a second process competes with PostgreSQL and the load generator and measured slower
  // (146 against 170 orders/s); on more cores it is the way past one process's ceiling.
  const workers = Number(process.env.BENCH_APP_WORKERS || 1);
  let app = await startBenchApp(db, scratch, { workers });
  let stopApp = onCleanup(() => app.stop());
  if (embeddedDir) {
    await app.stop();
    stopApp();
  }
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const passwordHash = await benchPasswordHash();
  const arranged = await withDatabase(db.url, embeddedDir, async (query) => {
    const shelf = await query('select "id" from "product" where "is_active" order by "id" limit $1', [products]);
    if (shelf.length < products) throw new Error(`only ${shelf.length} active products to sell, ${products} asked for`);
    const productIds = shelf.map((r) => Number(r.id));
    await query('update "product" set "stock_quantity" = $1, "max_order_limit" = null where "id" = any($2::int[])', [STOCK, productIds]);
    const users = await query(
      `insert into "app_user" ("first_name", "last_name", "email", "password_hash", "verified_at")
       select 'Bench', 'Shopper ' || g, 'bench.' || g || '.' || $1 || '@bench.local', $2, now() from generate_series(1, $3) g
       returning "id", "email"`,
      [stamp, passwordHash, customers],
    );
    // Every order books a delivery slot: one of the bench's own, tomorrow (shop time, UTC+05:30),
    // with room for every order the run can place, so the bench measures checkout, not capacity.
    const [slot] = await query(
      `insert into "delivery_slot" ("pincode", "start_minute", "end_minute", "capacity") values (null, 720, 780, 100000) returning "id"`,
    );
    const tomorrow = new Date(Date.now() + (330 + 24 * 60) * 60_000).toISOString().slice(0, 10);
    return { productIds, users: users.map((u) => ({ id: Number(u.id), email: String(u.email) })), deliverySlotId: `${slot.id}:${tomorrow}` };
  });
  if (embeddedDir) {
    app = await startBenchApp(db, scratch);
    stopApp = onCleanup(() => app.stop());
  }

  const client = httpClient(app.url, customers + 2);
  const shoppers = await mapLimit(arranged.users, 4, async (user) => ({ ...user, deliverySlotId: arranged.deliverySlotId, token: await logIn(client, user.email) }));

  const loadAverage = { start: os.loadavg()[0], end: 0 };
  const databaseName = db.url ? decodeURIComponent(new URL(db.url).pathname.slice(1)) : undefined;
  const run = await load(client, shoppers, arranged.productIds, { duration, warmup, pid: app.child.pid, databaseName });
  client.close();
  loadAverage.end = os.loadavg()[0];

  let profile;
  if (db.url && profileOrders > 0) profile = await profileOrder(db, scratch, shoppers[0], arranged.productIds[0], profileOrders);

  // The check reads the database after the app is gone (the embedded one allows one user).
  await app.stop();
  stopApp();
  const stock = await withDatabase(db.url, embeddedDir, (query) =>
    checkStock(query, arranged, run.sold, run.placed + (profile?.orders ?? 0), profile ? { productId: arranged.productIds[0], quantity: profile.orders } : undefined),
  );

  return {
    database: db.kind,
    customers,
    products,
    durationSeconds: duration,
    orders: run.measured.orders,
    ordersPerSecond: run.measured.orders / duration,
    requestsPerSecond: (run.measured.orders * 2) / duration,
    placeOrder: summarize(run.measured.place),
    addToCart: summarize(run.measured.add),
    iteration: summarize(run.measured.iteration),
    errors: run.errors,
    errorSamples: run.errorSamples,
    stock,
    cpu: run.cpu,
    loadAverage,
    profile,
  };
}

/** A real Argon2id hash of the bench password, made with the app's own settings. */
export async function benchPasswordHash() {
  const { hashPassword } = await import(path.join(ROOT, 'api/dist/api/src/lib/passwords.js'));
  return hashPassword(PASSWORD);
}

/**
 * Runs `fn` with a query function on the bench database: PostgreSQL through `pg`, or the
 * embedded one opened straight from its folder (the app must be stopped).
 * @template T @param {string | undefined} url @param {string | undefined} dir
 * @param {(query: (sql: string, params?: unknown[]) => Promise<any[]>) => Promise<T>} fn @returns {Promise<T>}
 */
export async function withDatabase(url, dir, fn) {
  if (url) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return await fn(async (sql, params) => (await c.query(sql, params)).rows);
    } finally {
      await c.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const lite = await PGlite.create(/** @type {string} */ (dir));
  try {
    return await fn(async (sql, params) => (await lite.query(sql, params)).rows);
  } finally {
    await lite.close();
  }
}

/** A keep-alive JSON client: lighter than fetch, so the load generator leaves the cores to the server. */
function httpClient(baseUrl, sockets) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const base = new URL(baseUrl);
  /** @returns {Promise<{ status: number, body: any }>} */
  const post = (pathname, body, token) =>
    new Promise((resolve, reject) => {
      const payload = Buffer.from(JSON.stringify(body));
      const req = request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          path: pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': payload.length, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            try {
              resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
            } catch {
              resolve({ status: res.statusCode ?? 0, body: text });
            }
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return {
    post,
    graphql: (query, variables, token) => post('/graphql', { query, variables }, token),
    close: () => agent.destroy(),
  };
}

async function logIn(client, email) {
  const reply = await client.post('/api/users/login', { identifier: email, password: PASSWORD });
  if (reply.status !== 200 || !reply.body?.token) throw new Error(`login of ${email} answered ${reply.status}: ${JSON.stringify(reply.body).slice(0, 200)}`);
  return String(reply.body.token);
}

/** One order: add a product to the cart, then order the cart. Returns the quantity bought, or an error. */
async function oneOrder(client, shopper, productId, quantity, serial) {
  const t0 = performance.now();
  const added = await client.graphql(ADD_TO_CART, { productId: String(productId), quantity }, shopper.token);
  const t1 = performance.now();
  if (added.status !== 200 || added.body?.errors || !(added.body?.data?.addToCart?.itemCount >= quantity)) {
    return { error: `addToCart ${added.status}: ${JSON.stringify(added.body).slice(0, 200)}` };
  }
  const placed = await client.graphql(
    PLACE_ORDER,
    { input: { shipping: SHIPPING, paymentMethod: 'CASH', deliverySlotId: shopper.deliverySlotId, idempotencyKey: `bench-${shopper.id}-${serial}` } },
    shopper.token,
  );
  const t2 = performance.now();
  const result = placed.body?.data?.placeOrder;
  const line = result?.order?.items?.[0];
  if (placed.status !== 200 || placed.body?.errors || !result?.success || result.replayed || result.order.items.length !== 1 || Number(line.productId) !== productId || line.quantity !== quantity) {
    return { error: `placeOrder ${placed.status}: ${JSON.stringify(placed.body).slice(0, 300)}` };
  }
  return { add: t1 - t0, place: t2 - t1, iteration: t2 - t0, end: t2 };
}

/**
 * Every shopper loops add → order for warm-up + duration seconds; only what completes inside
 * the measured window counts towards the rate and latencies, everything towards the stock check.
 */
async function load(client, shoppers, productIds, { duration, warmup, pid, databaseName }) {
  const sold = new Map(productIds.map((id) => [id, 0]));
  const measured = { orders: 0, add: [], place: [], iteration: [] };
  let errors = 0;
  let placed = 0;
  const errorSamples = [];
  const start = performance.now();
  const windowStart = start + warmup * 1000;
  const windowEnd = windowStart + duration * 1000;
  let cpuAtStart;
  let benchCpuAtStart;
  const cpuTimer = setTimeout(() => {
    cpuAtStart = cpuSample(pid, databaseName);
    benchCpuAtStart = process.cpuUsage();
  }, warmup * 1000);
  let serial = 0;

  await Promise.all(
    shoppers.map(async (shopper, n) => {
      let i = 0;
      while (performance.now() < windowEnd) {
        // Spread over the products, with several shoppers on each: their rows are locked in turn.
        const productId = productIds[(n + i) % productIds.length];
        const quantity = 1 + (i % 3);
        i += 1;
        serial += 1;
        let outcome;
        try {
          outcome = await oneOrder(client, shopper, productId, quantity, serial);
        } catch (error) {
          outcome = { error: error instanceof Error ? error.message : String(error) };
        }
        if ('error' in outcome) {
          errors += 1;
          if (errorSamples.length < 5) errorSamples.push(outcome.error);
          // A failed add may have left the line in the cart: start the next order from empty.
          await client.graphql('mutation { clearCart { itemCount } }', {}, shopper.token).catch(() => undefined);
          continue;
        }
        placed += 1;
        sold.set(productId, (sold.get(productId) ?? 0) + quantity);
        if (outcome.end >= windowStart && outcome.end <= windowEnd) {
          measured.orders += 1;
          measured.add.push(outcome.add);
          measured.place.push(outcome.place);
          measured.iteration.push(outcome.iteration);
        }
      }
    }),
  );
  clearTimeout(cpuTimer);
  const cpuAtEnd = cpuSample(pid, databaseName);
  const benchCpu = benchCpuAtStart ? process.cpuUsage(benchCpuAtStart) : undefined;
  const cpu = cpuAtStart && cpuAtEnd ? { ...cpuUse(cpuAtStart, cpuAtEnd, measured.orders), loadGeneratorMsPerOrder: benchCpu && measured.orders ? (benchCpu.user + benchCpu.system) / 1000 / measured.orders : 0 } : undefined;
  return { sold, placed, measured, errors, errorSamples, cpu };
}

/**
 * Stock is exact: for every product, initial − what the shoppers were told they bought; the
 * order lines say the same; every order is there and no cart kept anything.
 */
async function checkStock(query, arranged, sold, ordersPlaced, profiled) {
  const problems = [];
  const expected = new Map(sold);
  if (profiled) expected.set(profiled.productId, (expected.get(profiled.productId) ?? 0) + profiled.quantity);
  const userIds = arranged.users.map((u) => u.id);
  const rows = await query('select "id", "stock_quantity" from "product" where "id" = any($1::int[])', [arranged.productIds]);
  const lines = await query(
    `select i."product_id", sum(i."quantity")::int as "q" from "order_item" i join "shop_order" o on o."id" = i."order_id"
     where o."user_id" = any($1::int[]) and o."status" <> 'cancelled' group by i."product_id"`,
    [userIds],
  );
  const ordered = new Map(lines.map((l) => [Number(l.product_id), Number(l.q)]));
  for (const row of rows) {
    const id = Number(row.id);
    const want = STOCK - (expected.get(id) ?? 0);
    if (Number(row.stock_quantity) !== want) problems.push(`product ${id}: stock ${row.stock_quantity}, expected ${want} (${STOCK} − ${expected.get(id) ?? 0} sold)`);
    if ((ordered.get(id) ?? 0) !== (expected.get(id) ?? 0)) problems.push(`product ${id}: order lines hold ${ordered.get(id) ?? 0}, shoppers bought ${expected.get(id) ?? 0}`);
  }
  const [{ n: orders }] = await query('select count(*)::int as n from "shop_order" where "user_id" = any($1::int[])', [userIds]);
  if (Number(orders) !== ordersPlaced) problems.push(`${orders} orders in the database, ${ordersPlaced} placed`);
  const [{ n: left }] = await query('select count(*)::int as n from "cart_item" where "user_id" = any($1::int[])', [userIds]);
  if (Number(left) !== 0) problems.push(`${left} cart lines left after cash orders`);
  return { ok: problems.length === 0, problems };
}

/**
 * Where an order's time goes: a second app on the same database, through a proxy that counts
 * statements and round trips, places `orders` orders one after another for one shopper.
 * @returns {Promise<Profile>}
 * @typedef {{ orders: number, addToCart: { statements: number, roundTrips: number }, placeOrder: { statements: number, roundTrips: number },
 *   perOrder: { statements: number, roundTrips: number }, latencyMs: { addToCart: number, placeOrder: number }, top: [string, number][] }} Profile
 */
async function profileOrder(db, scratch, shopper, productId, orders) {
  const counter = await startPgWireCounter(/** @type {string} */ (db.url));
  const removeCounter = onCleanup(() => counter.close());
  const app = await startBenchApp({ url: counter.url }, scratch);
  const removeApp = onCleanup(() => app.stop());
  const client = httpClient(app.url, 2);
  try {
    // One order first, so that first-use costs (prepared plans, caches) are not counted.
    const warm = await oneOrder(client, shopper, productId, 1, 'profile-warm');
    if ('error' in warm) throw new Error(`profile: ${warm.error}`);
    const add = { statements: 0, roundTrips: 0 };
    const place = { statements: 0, roundTrips: 0 };
    const latency = { add: [], place: [] };
    await new Promise((resolve) => setTimeout(resolve, 1000));
    counter.reset();
    let before = counter.snapshot();
    for (let i = 0; i < orders - 1; i++) {
      const t0 = performance.now();
      const added = await client.graphql(ADD_TO_CART, { productId: String(productId), quantity: 1 }, shopper.token);
      const t1 = performance.now();
      const mid = counter.snapshot();
      const placed = await client.graphql(PLACE_ORDER, { input: { shipping: SHIPPING, paymentMethod: 'CASH', deliverySlotId: shopper.deliverySlotId, idempotencyKey: `profile-${i}` } }, shopper.token);
      const t2 = performance.now();
      const after = counter.snapshot();
      if (added.body?.errors || !placed.body?.data?.placeOrder?.success) throw new Error(`profile: ${JSON.stringify(placed.body).slice(0, 200)}`);
      add.statements += mid.statements - before.statements;
      add.roundTrips += mid.roundTrips - before.roundTrips;
      place.statements += after.statements - mid.statements;
      place.roundTrips += after.roundTrips - mid.roundTrips;
      latency.add.push(t1 - t0);
      latency.place.push(t2 - t1);
      before = after;
    }
    // Let the outbox worker deliver the confirmations: its statements are part of an order's cost too.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const total = counter.snapshot();
    const n = orders - 1;
    return {
      orders,
      addToCart: { statements: add.statements / n, roundTrips: add.roundTrips / n },
      placeOrder: { statements: place.statements / n, roundTrips: place.roundTrips / n },
      perOrder: { statements: total.statements / n, roundTrips: total.roundTrips / n },
      latencyMs: { addToCart: summarize(latency.add).p50, placeOrder: summarize(latency.place).p50 },
      top: [...total.sql].sort((a, b) => b[1] - a[1]).map(([sql, count]) => [sql, count / n]),
    };
  } finally {
    client.close();
    await app.stop();
    removeApp();
    await counter.close();
    removeCounter();
  }
}

/** @param {number[]} values @returns {Latency} */
function summarize(values) {
  if (!values.length) return { p50: 0, p90: 0, p99: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted[sorted.length - 1] };
}

async function mapLimit(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]);
      }
    }),
  );
  return out;
}

/**
 * @typedef {{ appMsPerOrder: number, appUserShare: number, appCores: number, loadGeneratorMsPerOrder?: number, postgresMsPerOrder: number | undefined, machineBusy: number, cores: number }} CpuUse
 */
function cpuUse(a, b, orders) {
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  const seconds = (b.at - a.at) / 1000;
  const appMs = (b.app - a.app) * tick;
  return {
    appMsPerOrder: orders ? appMs / orders : 0,
    appUserShare: appMs ? ((b.appUser - a.appUser) * tick) / appMs : 0,
    appCores: appMs / 1000 / seconds,
    postgresMsPerOrder: a.postgres !== undefined && b.postgres !== undefined && orders ? ((b.postgres - a.postgres) * tick) / orders : undefined,
    machineBusy: 1 - (b.idle - a.idle) / Math.max(1, b.total - a.total),
    cores: os.cpus().length,
  };
}
