// The overload scenario of `npm run bench` (BENCH_SCENARIO=overload, issue 37): the soak's
// shopping mix (soak.mjs) first at an easy rate and then up a ramp, with load shedding off, to
// read the unloaded p99 and the capacity (the most requests a second served); then at twice
// that capacity with the shop's load shedding on (its defaults), and once more with it off for
// comparison. It judges the shedding run: the requests that are served keep a p99 within 2× the
// unloaded one, the rest are refused with 503 at once (no timeouts, no other error), and every
// order either completed or was refused cleanly (stock and orders exact: soak.mjs's ledger).
import { runSoak } from './soak.mjs';

/**
 * @param {{ db: { url: string | undefined, kind: string }, scratch: string, baseRate: number, ramp: number[], stepSeconds: number,
 *   seconds: number, customers: number, mix: Record<string, number>, seed: number, compare: boolean, appEnv?: Record<string, string> }} options
 */
export async function runOverload({ db, scratch, baseRate, ramp, stepSeconds, seconds, customers, mix, seed, compare, appEnv = {} }) {
  const common = { db, scratch, warmupSeconds: 0, customers, mix, gc: false, snapshotDir: undefined, seed };
  const phases = [{ name: 'unloaded', rate: baseRate, seconds: 20 }, ...ramp.map((rate) => ({ name: `ramp ${rate}/s`, rate, seconds: stepSeconds }))];
  console.log(`bench: overload: calibrating (shedding off): ${baseRate} req/s for 20 s, then ${ramp.join(', ')} req/s for ${stepSeconds} s each…`);
  const calibration = await runSoak({ ...common, phases, appEnv });
  const unloaded = phaseFigures(calibration.requests, 'unloaded', 20, 5);
  const steps = ramp.map((rate) => ({ rate, ...phaseFigures(calibration.requests, `ramp ${rate}/s`, stepSeconds, 2) }));
  const capacity = Math.max(...steps.map((s) => s.servedPerSecond));
  const rate = Math.round(2 * capacity);
  const runs = [];
  for (const [name, shedding] of /** @type {[string, boolean][]} */ ([['shedding on', true], ...(compare ? [['shedding off', false]] : [])])) {
    console.log(`bench: overload: ${name}: ${rate} req/s (2 × capacity ${Math.round(capacity)} req/s) for ${seconds} s…`);
    const run = await runSoak({ ...common, phases: [{ name, rate, seconds }], appEnv, shedding });
    runs.push({ name, ...phaseFigures(run.requests, name, seconds, 3), stock: run.stock, loopDelayP99: Math.max(0, ...run.samples.map((s) => s.loopDelayP99)) });
  }
  const shed = runs[0];
  const problems = [];
  if (!(shed.p99 <= 2 * unloaded.p99)) problems.push(`served p99 ${fmt(shed.p99)} ms under overload, over 2 × the unloaded ${fmt(unloaded.p99)} ms`);
  if (shed.failed > 0) problems.push(`${shed.failed} requests failed other than by a 503 (${JSON.stringify(shed.failures)})`);
  if (shed.refused === 0) problems.push('no request was refused at twice the capacity: the shedder never acted');
  // The calibration's ramp and the run without shedding go past capacity unprotected: their
  // timeouts may leave orders the shopper never heard of (reported, not judged).
  if (!shed.stock.ok) problems.push(...shed.stock.problems);
  return { database: db.kind, unloaded, steps, capacity, rate, runs, calibrationStock: calibration.stock, ok: problems.length === 0, problems };
}

/**
 * One phase's figures, from `skip` seconds into it (the queue of the phase before drains first):
 * requests sent, served (2xx/3xx and right), refused (503), failed (anything else but a checkout
 * shopper all busy, which sends nothing), served per second and the served requests' latency.
 * @param {{ t: number, phase?: string, op: string, ms: number, error?: string, detail?: string }[]} requests
 */
function phaseFigures(requests, phase, seconds, skip) {
  const mine = requests.filter((r) => r.phase === phase && r.error !== 'backlog');
  const first = Math.min(...mine.map((r) => r.t));
  const counted = mine.filter((r) => r.t >= first + skip);
  const served = counted.filter((r) => !r.error).map((r) => r.ms).sort((a, b) => a - b);
  const refused = counted.filter((r) => r.error === 'http 503').length;
  const failures = {};
  const samples = [];
  for (const r of counted) {
    if (!r.error || r.error === 'http 503') continue;
    failures[r.error] = (failures[r.error] ?? 0) + 1;
    if (samples.length < 5) samples.push(`${r.op}: ${r.error} ${r.detail ?? ''}`.trim());
  }
  const q = (p) => (served.length ? served[Math.min(served.length - 1, Math.floor(p * served.length))] : NaN);
  return {
    sent: counted.length,
    served: served.length,
    refused,
    failed: Object.values(failures).reduce((a, b) => a + b, 0),
    failures,
    samples,
    servedPerSecond: served.length / (seconds - skip),
    p50: q(0.5),
    p99: q(0.99),
    max: served.at(-1) ?? NaN,
  };
}

const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');

/** @param {Awaited<ReturnType<typeof runOverload>>} r @param {(rows: string[][]) => void} printColumns */
export function printOverload(r, printColumns) {
  console.log(`\nOverload (${r.database} database): unloaded ${r.unloaded.servedPerSecond.toFixed(0)} req/s served, p99 ${fmt(r.unloaded.p99)} ms; capacity ${r.capacity.toFixed(0)} req/s; overload at ${r.rate} req/s\n`);
  printColumns([
    ['phase', 'sent', 'served/s', 'refused (503)', 'failed', 'p50 ms', 'p99 ms', 'max ms', 'p99 ÷ unloaded'],
    ...[{ name: 'unloaded', ...r.unloaded }, ...r.steps.map((s) => ({ name: `ramp ${s.rate}/s`, ...s })), ...r.runs].map((p) => [
      p.name,
      String(p.sent),
      p.servedPerSecond.toFixed(0),
      String(p.refused),
      p.failed ? `${p.failed} ${JSON.stringify(p.failures)}` : '0',
      fmt(p.p50),
      fmt(p.p99),
      fmt(p.max),
      (p.p99 / r.unloaded.p99).toFixed(2) + '×',
    ]),
  ]);
  for (const run of r.runs) for (const sample of run.samples) console.log(`${run.name}: failed: ${sample}`);
  for (const run of r.runs) console.log(`${run.name}: stock ${run.stock.ok ? 'exact' : 'WRONG'} (${run.stock.orders} orders), event-loop delay p99 up to ${fmt(run.loopDelayP99)} ms`);
  console.log(r.ok ? '\nOverload: PASS' : `\nOverload: FAIL: ${r.problems.join('; ')}`);
}
