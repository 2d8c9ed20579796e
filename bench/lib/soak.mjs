// The soak scenario of `npm run bench` (BENCH_SCENARIO=soak): mixed traffic at a fixed rate for
// minutes (browse, search, cart, checkout, admin edits) against the built app in its own
// process, sampling the app's memory over an IPC channel every few seconds. It reports each
// minute's requests, latency, errors and memory, and judges the run: flat memory, stable p99,
// no errors, stock exact. See bench/README.md, "Soak".
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startBenchApp } from './bench-app.mjs';
import { benchPasswordHash, PASSWORD, withDatabase } from './checkout.mjs';
import { onCleanup } from './run-with-cleanup.mjs';
import { soakClient, soakKinds } from './soak-traffic.mjs';

const STOCK = 1_000_000;
/** Products the checkout shoppers buy (round-robin), and the admin restocks. */
const SELL_PRODUCTS = 10;
/** How often the app's memory is read. */
export const SAMPLE_SECONDS = 5;
const PROBE = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'memory-probe.mjs')).href;

/**
 * @typedef {{ db: { url: string | undefined, kind: string }, scratch: string, rate?: number, durationSeconds?: number,
 *   warmupSeconds: number, customers: number, mix: Record<string, number>, gc: boolean, snapshotDir: string | undefined, seed: number,
 *   phases?: { name: string, rate: number, seconds: number }[], appEnv?: Record<string, string>, shedding?: boolean }} SoakOptions phases replace rate and durationSeconds
 * @typedef {{ t: number, phase?: string, kind: string, op: string, ms: number, error?: string, detail?: string, pageCache?: string, responseCache?: string }} RequestRecord t: seconds since the start, when it was sent
 * @typedef {{ t: number, gc: boolean, rss: number, heapUsed: number, heapTotal: number, external: number, arrayBuffers: number,
 *   gcMs?: number, loopDelayP99: number, loopDelayMax: number, appCpuTicks?: number, loadAverage: number, generatorCpuMs: number, answerMs: number,
 *   inFlight: number }} MemorySample inFlight: requests sent and not yet answered
 */

/** @param {SoakOptions} options */
export async function runSoak(options) {
  const { db, scratch, rate, warmupSeconds, customers, mix, gc, snapshotDir, seed, appEnv, shedding = false } = options;
  // One rate for the whole run, or phases one after another (the overload scenario's ramp).
  const phases = options.phases ?? [{ name: 'soak', rate, seconds: options.durationSeconds }];
  const durationSeconds = phases.reduce((sum, p) => sum + p.seconds, 0);
  const embeddedDir = db.url ? undefined : path.join(scratch, 'data', 'pglite');

  // The first start migrates and seeds; the soak's app starts afresh afterwards, so that its
  // memory is that of a process serving traffic, not one that has just seeded a catalogue.
  const first = await startBenchApp(db, scratch, { env: appEnv, shedding });
  await first.stop();

  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const passwordHash = await benchPasswordHash();
  const arranged = await withDatabase(db.url, embeddedDir, async (query) => {
    const rows = await query(
      `select p."id", p."name", p."price"::text as "price", c."slug" from "product" p join "category" c on c."id" = p."category_id" where p."is_active" order by p."id"`,
    );
    if (rows.length < SELL_PRODUCTS) throw new Error(`only ${rows.length} active products, the soak needs ${SELL_PRODUCTS}`);
    // Ample stock everywhere: carts may hold any product, and stock never runs out in a run.
    await query('update "product" set "stock_quantity" = $1, "max_order_limit" = null where "is_active"', [STOCK]);
    const users = await query(
      `insert into "app_user" ("first_name", "last_name", "email", "password_hash", "verified_at")
       select 'Soak', 'Shopper ' || g, 'soak.' || g || '.' || $1 || '@bench.local', $2, now() from generate_series(1, $3) g
       returning "id", "email"`,
      [stamp, passwordHash, customers * 2],
    );
    const adminEmail = `soak.admin.${stamp}@bench.local`;
    await query(`insert into "admin" ("name", "email", "password_hash", "status") values ('Soak Admin', $1, $2, 'active')`, [adminEmail, passwordHash]);
    // One slot of the bench's own with room for every order (see checkout.mjs).
    const [slot] = await query(`insert into "delivery_slot" ("pincode", "start_minute", "end_minute", "capacity") values (null, 720, 780, 100000) returning "id"`);
    return {
      products: rows.map((r) => ({ id: Number(r.id), name: String(r.name), price: Number(r.price), category: String(r.slug) })),
      users: users.map((u) => ({ id: Number(u.id), email: String(u.email) })),
      adminEmail,
      slot: Number(slot.id),
    };
  });
  const sellIds = arranged.products.slice(0, SELL_PRODUCTS).map((p) => p.id);

  const app = await startBenchApp(db, scratch, { ipc: true, nodeArgs: ['--expose-gc', '--import', PROBE], env: appEnv, shedding });
  const stopApp = onCleanup(() => app.stop());
  const ask = probe(app.child);
  const client = soakClient(app.url);
  const removeClient = onCleanup(() => client.close());

  const logIn = async (pathname, email) => {
    const reply = await client.post(pathname, { identifier: email, password: PASSWORD });
    if (reply.status !== 200 || !reply.body?.token) throw new Error(`sign-in of ${email} answered ${reply.status}: ${JSON.stringify(reply.body).slice(0, 200)}`);
    return String(reply.body.token);
  };
  const shoppers = [];
  for (const user of arranged.users) shoppers.push({ id: user.id, token: await logIn('/api/users/login', user.email), busy: false, lines: new Map(), serial: 0 });
  const adminToken = await logIn('/api/admin/login', arranged.adminEmail);
  const ledger = { sold: new Map(), restocked: new Map(), orders: 0 };
  const world = {
    products: arranged.products,
    sellIds,
    cartShoppers: shoppers.slice(0, customers),
    checkoutShoppers: shoppers.slice(customers),
    adminToken,
    // Tomorrow in shop time (UTC+05:30), worked out per order: a run may cross midnight.
    slotId: () => `${arranged.slot}:${new Date(Date.now() + (330 + 24 * 60) * 60_000).toISOString().slice(0, 10)}`,
    ledger,
  };
  const kinds = soakKinds(client, world);
  const rng = mulberry32(seed);

  // Every request before the clock starts (the cart's several steps, an order placed): a broken
  // request fails here, not for ten minutes.
  const preflight = async (kind, name, run) => {
    const result = await run(rng);
    if (!result || result.error) throw new Error(`${kind} ${result?.op ?? name} failed before the run: ${result?.error ?? 'no free shopper'} ${result?.detail ?? ''}`);
  };
  for (const [kind, { ops }] of Object.entries(kinds)) {
    for (const [name, , run] of ops) {
      if (kind === 'checkout') {
        for (let i = 0; ledger.orders === 0 && i < 4 * customers; i++) await preflight(kind, name, run);
        if (ledger.orders === 0) throw new Error('no order placed before the run');
      } else {
        for (let i = 0; i < (kind === 'cart' ? 8 : 1); i++) await preflight(kind, name, run);
      }
    }
  }

  const choose = chooser(kinds, mix);
  /** @type {RequestRecord[]} */
  const requests = [];
  /** @type {MemorySample[]} */
  const samples = [];
  const snapshots = [];
  const sampleProblems = [];
  const inFlight = new Set();
  const loadAverage = { start: os.loadavg()[0], end: 0 };
  const start = performance.now();
  const seconds = () => (performance.now() - start) / 1000;
  const cpuAtStart = process.cpuUsage();

  const takeSample = async (t, withGc) => {
    try {
      const asked = performance.now();
      const reply = await ask('soak:sample', { gc: withGc });
      samples.push({
        t,
        gc: withGc,
        ...pickMemory(reply.memory),
        gcMs: reply.gcMs,
        loopDelayP99: reply.loopDelay.p99,
        loopDelayMax: reply.loopDelay.max,
        appCpuTicks: cpuTicks(app.child.pid),
        loadAverage: os.loadavg()[0],
        generatorCpuMs: cpuMs(process.cpuUsage(cpuAtStart)),
        answerMs: performance.now() - asked,
        inFlight: inFlight.size,
      });
    } catch (error) {
      sampleProblems.push(`${t} s: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  // Full collections, to read the retained heap: at the end of the warm-up, of every minute and
  // of the run, and at the start of the last window, so that both windows begin at the same point
  // of the heap's cycle (see soak-report.mjs).
  const windows = soakWindows(durationSeconds, warmupSeconds);
  const gcAt = (t) => gc && (t === warmupSeconds || t === windows.end[0] || (t > 0 && t % 60 === 0) || t === durationSeconds);
  const sampler = (async () => {
    for (let k = 0; k * SAMPLE_SECONDS <= durationSeconds; k++) {
      const t = k * SAMPLE_SECONDS;
      await sleep(start + t * 1000 - performance.now());
      await takeSample(t, false);
      if (gcAt(t)) await takeSample(t, true);
      if (snapshotDir && (t === warmupSeconds || t === durationSeconds)) {
        try {
          snapshots.push((await ask('soak:snapshot', { file: path.join(snapshotDir, `soak-${stamp}-${t}s.heapsnapshot`) }, 300_000)).file);
        } catch (error) {
          sampleProblems.push(`snapshot at ${t} s: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  })();

  // Open loop: requests leave on the clock whether or not earlier ones have answered, so a slow
  // server shows as latency and errors, never as a lower rate.
  let maxLagMs = 0;
  let phaseStart = start;
  for (const phase of phases) {
    const phaseEnd = phaseStart + phase.seconds * 1000;
    let sent = 0;
    while (performance.now() < phaseEnd) {
      const due = Math.floor(((performance.now() - phaseStart) / 1000) * phase.rate);
      if (due - sent > 1) maxLagMs = Math.max(maxLagMs, ((due - sent - 1) / phase.rate) * 1000);
      for (; sent < due; sent++) {
        const { kind, op, run } = choose(rng);
        const t = seconds();
        const promise = run(rng).then(
          (result) => requests.push(result ? { t, phase: phase.name, kind, ...result } : { t, phase: phase.name, kind, op, ms: 0, error: 'backlog' }),
          (error) => requests.push({ t, phase: phase.name, kind, op, ms: 0, error: `generator ${error instanceof Error ? error.message : String(error)}` }),
        );
        inFlight.add(promise);
        promise.finally(() => inFlight.delete(promise));
      }
      await sleep(4);
    }
    phaseStart = phaseEnd;
  }
  await Promise.all(inFlight);
  await sampler;
  loadAverage.end = os.loadavg()[0];
  const generatorCpuMs = cpuMs(process.cpuUsage(cpuAtStart));
  const appPid = app.child.pid;

  client.close();
  removeClient();
  await app.stop();
  stopApp();
  const stock = await withDatabase(db.url, embeddedDir, (query) => checkLedger(query, ledger, world));

  return {
    database: db.kind,
    settings: { rate, durationSeconds, warmupSeconds, customers, mix, gc, seed, sampleSeconds: SAMPLE_SECONDS },
    appPid,
    requests,
    samples,
    sampleProblems,
    snapshots,
    ledger: { orders: ledger.orders, sold: Object.fromEntries(ledger.sold), restocked: Object.fromEntries(ledger.restocked) },
    stock,
    loadAverage,
    generator: { cpuMs: generatorCpuMs, maxLagMs },
    cores: os.cpus().length,
  };
}

/**
 * The two windows the verdict compares: the first after the warm-up and the last of the run, a
 * minute each, or each half of the measured span when that is shorter (a 2-minute run), in whole
 * sampling periods so that each holds as many memory samples.
 * @param {number} durationSeconds @param {number} warmupSeconds
 */
export function soakWindows(durationSeconds, warmupSeconds) {
  const seconds = Math.min(60, Math.max(SAMPLE_SECONDS, Math.floor((durationSeconds - warmupSeconds) / 2 / SAMPLE_SECONDS) * SAMPLE_SECONDS));
  return { seconds, start: [warmupSeconds, warmupSeconds + seconds], end: [durationSeconds - seconds, durationSeconds] };
}

/**
 * The database agrees with what the shoppers were told: each sold product's stock is exactly
 * the initial stock plus the admin's restocks minus the units ordered, the order lines say the
 * same, every order is there, and no checkout shopper's cart holds more than their next order.
 */
async function checkLedger(query, ledger, world) {
  const problems = [];
  const rows = await query('select "id", "stock_quantity" from "product" where "id" = any($1::int[])', [world.sellIds]);
  const ids = world.checkoutShoppers.map((s) => s.id);
  const lines = await query(
    `select i."product_id", sum(i."quantity")::int as "q" from "order_item" i join "shop_order" o on o."id" = i."order_id" where o."user_id" = any($1::int[]) group by i."product_id"`,
    [ids],
  );
  const ordered = new Map(lines.map((l) => [Number(l.product_id), Number(l.q)]));
  for (const row of rows) {
    const id = Number(row.id);
    const sold = ledger.sold.get(id) ?? 0;
    const want = STOCK + (ledger.restocked.get(id) ?? 0) - sold;
    if (Number(row.stock_quantity) !== want) problems.push(`product ${id}: stock ${row.stock_quantity}, expected ${want} (${STOCK} + ${ledger.restocked.get(id) ?? 0} restocked − ${sold} sold)`);
    if ((ordered.get(id) ?? 0) !== sold) problems.push(`product ${id}: order lines hold ${ordered.get(id) ?? 0}, shoppers bought ${sold}`);
  }
  const [{ n: orders }] = await query('select count(*)::int as n from "shop_order" where "user_id" = any($1::int[])', [ids]);
  if (Number(orders) !== ledger.orders) problems.push(`${orders} orders in the database, ${ledger.orders} placed`);
  const [{ n: cartLines }] = await query('select count(*)::int as n from "cart_item" where "user_id" = any($1::int[])', [ids]);
  const held = world.checkoutShoppers.reduce((sum, s) => sum + s.lines.size, 0);
  if (Number(cartLines) !== held) problems.push(`${cartLines} cart lines left for the checkout shoppers, ${held} expected`);
  return { ok: problems.length === 0, problems, orders: Number(orders) };
}

/** Asks the app's memory probe over IPC; answers are matched to questions by id. */
function probe(child) {
  let serial = 0;
  const waiting = new Map();
  child.on('message', (message) => {
    const resolve = waiting.get(message?.id);
    if (resolve) {
      waiting.delete(message.id);
      resolve(message);
    }
  });
  return (type, extra = {}, timeoutMs = 30_000) =>
    new Promise((resolve, reject) => {
      const id = ++serial;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`the app did not answer ${type} within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      waiting.set(id, (message) => {
        clearTimeout(timer);
        if (message.error) reject(new Error(message.error));
        else resolve(message);
      });
      child.send({ type, id, ...extra });
    });
}

/** Weighted choice of a kind (by the mix), then of one of its requests (by their weights). */
function chooser(kinds, mix) {
  const entries = Object.entries(mix).filter(([, w]) => w > 0);
  const total = entries.reduce((s, [, w]) => s + w, 0);
  return (rng) => {
    let r = rng() * total;
    const [kind] = entries.find(([, w]) => (r -= w) < 0) ?? entries[entries.length - 1];
    const ops = kinds[kind].ops;
    let o = rng() * ops.reduce((s, [, w]) => s + w, 0);
    const [op, , run] = ops.find(([, w]) => (o -= w) < 0) ?? ops[ops.length - 1];
    return { kind, op, run };
  };
}

/** A small seeded generator, so that two runs send the same sequence of requests. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pickMemory = (m) => ({ rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers });
const cpuMs = (usage) => (usage.user + usage.system) / 1000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The app's CPU time so far in clock ticks (utime + stime from /proc; undefined off Linux). */
function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}
