// The soak's figures and verdict from its raw records (bench/lib/soak.mjs): per minute,
// per kind, and the comparison of the first window after the warm-up with the last one.
// See bench/README.md, "Soak".
import { soakWindows } from './soak.mjs';
import { REQUEST_TIMEOUT_MS } from './soak-traffic.mjs';

/** Memory may grow by less than this from the first window after the warm-up to the last. */
export const MEMORY_GROWTH_LIMIT = 0.1;
/** Of a guest's pages and catalogue answers after the warm-up, the share at least served from a cache. */
export const GUEST_HIT_GOAL = 0.9;
/** The last window's p99 may be at most this many times the first's. */
export const P99_RATIO_LIMIT = 1.5;

const MB = 1024 * 1024;

/**
 * @param {Awaited<ReturnType<typeof import('./soak.mjs').runSoak>>} run
 */
export function soakReport(run) {
  const { requests, samples, settings } = run;
  const D = settings.durationSeconds;
  const warm = settings.warmupSeconds;
  const plain = samples.filter((s) => !s.gc).sort((a, b) => a.t - b.t);
  const collected = samples.filter((s) => s.gc).sort((a, b) => a.t - b.t);

  const windows = soakWindows(D, warm);
  const W = windows.seconds;
  // Requests by when they were sent; the end window's memory samples are those after D − W up
  // to the one at D, as many as the start window's.
  const inStart = (t) => t >= warm && t < warm + W;
  const inEnd = (t) => t >= D - W && t < D;
  const sampleInEnd = (t) => t > D - W && t <= D;

  const kindNames = [...new Set(requests.map((r) => r.kind))];
  const minutes = [];
  for (let m = 0; m * 60 < D; m++) {
    const from = m * 60;
    const to = Math.min(D, from + 60);
    const last = to === D;
    const reqs = requests.filter((r) => r.t >= from && (r.t < to || (last && r.t <= to)));
    const mem = plain.filter((s) => s.t >= from && (s.t < to || (last && s.t <= to)));
    const atFrom = plain.find((s) => s.t === from);
    const atTo = plain.find((s) => s.t === to);
    const retained = collected.find((s) => s.t === to);
    minutes.push({
      minute: m + 1,
      from,
      to,
      warmup: from < warm,
      ...requestFigures(reqs, to - from),
      kinds: Object.fromEntries(kindNames.map((kind) => [kind, requestFigures(reqs.filter((r) => r.kind === kind), to - from)])),
      rssMB: median(mem.map((s) => s.rss)) / MB,
      heapTotalMB: median(mem.map((s) => s.heapTotal)) / MB,
      outsideHeapMB: median(mem.map(outsideHeapOf)) / MB,
      heapUsedMB: median(mem.map((s) => s.heapUsed)) / MB,
      externalMB: median(mem.map((s) => s.external)) / MB,
      retainedHeapMB: retained ? retained.heapUsed / MB : undefined,
      gcMs: retained?.gcMs,
      appCpu: atFrom?.appCpuTicks !== undefined && atTo?.appCpuTicks !== undefined ? (atTo.appCpuTicks - atFrom.appCpuTicks) / 100 / (to - from) : undefined,
      loopDelayP99Ms: Math.max(0, ...plain.filter((s) => s.t > from && s.t <= to).map((s) => s.loopDelayP99)),
      loadAverage: atTo?.loadAverage ?? mem[mem.length - 1]?.loadAverage,
    });
  }

  const measured = requests.filter((r) => r.t >= warm);
  const overallGuestHits = requestFigures(measured, D - warm).guestHits;
  const kinds = kindNames.map((kind) => {
    const of = measured.filter((r) => r.kind === kind);
    return {
      kind,
      ...requestFigures(of, D - warm),
      startWindowP99: quantile(latencies(of.filter((r) => inStart(r.t))), 0.99),
      endWindowP99: quantile(latencies(of.filter((r) => inEnd(r.t))), 0.99),
      ops: [...new Set(of.map((r) => r.op))].map((op) => ({ op, ...requestFigures(of.filter((r) => r.op === op), D - warm) })),
    };
  });

  const startSamples = plain.filter((s) => inStart(s.t));
  const endSamples = plain.filter((s) => sampleInEnd(s.t));
  const growth = (/** @type {(s: import('./soak.mjs').MemorySample) => number} */ of) => {
    const a = median(startSamples.map(of));
    const b = median(endSamples.map(of));
    return { startMB: a / MB, endMB: b / MB, growth: b / a - 1, samples: [startSamples.length, endSamples.length] };
  };
  const rss = growth((s) => s.rss);
  const heap = growth((s) => s.heapUsed);
  const heapTotal = growth((s) => s.heapTotal);
  const outsideHeap = growth(outsideHeapOf);
  const gcStart = collected.find((s) => s.t === warm);
  const gcEnd = collected.find((s) => s.t === D);
  const retainedHeap = gcStart && gcEnd ? { startMB: gcStart.heapUsed / MB, endMB: gcEnd.heapUsed / MB, growth: gcEnd.heapUsed / gcStart.heapUsed - 1 } : undefined;
  const p99Start = quantile(latencies(requests.filter((r) => inStart(r.t))), 0.99);
  const p99End = quantile(latencies(requests.filter((r) => inEnd(r.t))), 0.99);
  const errors = errorFigures(requests);

  // RSS is V8's heap (as much as V8 has reserved) plus everything outside it. V8 sizes its heap
  // by the garbage it lets pile up between collections: it read 140–390 MB over one run whose
  // live heap stayed at 87–92 MB, so RSS itself follows V8's cycle more than any leak. A leak
  // shows in one of the two parts judged here instead: the heap a full collection leaves (what
  // JavaScript keeps), or the memory outside V8's heap (native: buffers, compression, sockets,
  // code and stacks), the median of RSS − heap total over each window.
  const checks = {
    outsideHeap: outsideHeap.growth < MEMORY_GROWTH_LIMIT,
    // Without the forced collections (BENCH_SOAK_GC=0) the samples' medians are all there is.
    heap: (retainedHeap ?? heap).growth < MEMORY_GROWTH_LIMIT,
    p99: p99End <= P99_RATIO_LIMIT * p99Start,
    errors: errors.total === 0,
    stock: run.stock.ok,
    // Caches that survive orders (issue 37): stock changes with every order, the pages do not.
    guestHits: (overallGuestHits ?? 1) >= GUEST_HIT_GOAL,
  };
  return {
    windows,
    minutes,
    kinds,
    errors,
    verdict: {
      pass: Object.values(checks).every(Boolean),
      checks,
      rss,
      heapTotal,
      outsideHeap,
      heap,
      retainedHeap,
      p99: { startMs: p99Start, endMs: p99End, ratio: p99End / p99Start },
    },
    overall: requestFigures(measured, D - warm),
  };
}

/** @param {import('./soak.mjs').RequestRecord[]} reqs @param {number} seconds */
function requestFigures(reqs, seconds) {
  const ms = latencies(reqs);
  const failed = reqs.filter((r) => r.error);
  const pages = reqs.filter((r) => r.pageCache);
  const guest = reqs.filter((r) => r.pageCache || r.responseCache);
  return {
    requests: reqs.length,
    perSecond: seconds > 0 ? reqs.length / seconds : 0,
    // Of the server-rendered pages answered, the share served from the page cache.
    pageCacheHits: pages.length ? pages.filter((r) => r.pageCache === 'hit').length / pages.length : undefined,
    // Of a guest's pages and cacheable catalogue answers (GraphQL and REST), the share from a cache.
    guestHits: guest.length ? guest.filter((r) => (r.pageCache ?? r.responseCache) === 'hit').length / guest.length : undefined,
    guestRequests: guest.length,
    p50: quantile(ms, 0.5),
    p99: quantile(ms, 0.99),
    max: ms.length ? ms[ms.length - 1] : 0,
    errors: failed.length,
    timeouts: failed.filter((r) => r.error === 'timeout').length,
  };
}

/** Every error of the run (warm-up included), by kind and class, with the first two of each class to read. */
function errorFigures(requests) {
  const byKind = {};
  const samples = [];
  let total = 0;
  for (const r of requests) {
    if (!r.error) continue;
    total += 1;
    byKind[r.kind] ??= {};
    const seen = byKind[r.kind][r.error] ?? 0;
    byKind[r.kind][r.error] = seen + 1;
    if (seen < 2) samples.push(`${r.t.toFixed(1)} s ${r.kind} ${r.op}: ${r.error}${r.detail ? ` ${r.detail}` : ''}`);
  }
  return { total, byKind, samples };
}

/** Resident memory outside V8's heap: RSS less the heap V8 has reserved. @param {import('./soak.mjs').MemorySample} s */
const outsideHeapOf = (s) => s.rss - s.heapTotal;

/** Sorted latencies of the requests that reached the server (a backlog never left). */
const latencies = (reqs) => reqs.filter((r) => r.error !== 'backlog').map((r) => r.ms).sort((a, b) => a - b);

function quantile(sorted, q) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

function median(values) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** @param {ReturnType<typeof soakReport>} report @param {Awaited<ReturnType<typeof import('./soak.mjs').runSoak>>} run @param {(table: string[][]) => void} printColumns */
export function printSoak(report, run, printColumns) {
  const f1 = (n) => (n === undefined || Number.isNaN(n) ? '—' : n.toFixed(1));
  const f0 = (n) => (n === undefined || Number.isNaN(n) ? '—' : n.toFixed(0));
  console.log();
  printColumns([
    ['minute', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'timeouts', 'page hits %', 'guest hits %', 'RSS MB', 'V8 heap MB', 'heap used MB', 'after GC MB', 'outside heap MB', 'app CPU %', 'loop p99 ms', 'load'],
    ...report.minutes.map((m) => [
      `${m.minute}${m.warmup ? ' (warm-up)' : ''}`,
      String(m.requests),
      f1(m.perSecond),
      f1(m.p50),
      f1(m.p99),
      f0(m.max),
      String(m.errors),
      String(m.timeouts),
      m.pageCacheHits === undefined ? '—' : f0(m.pageCacheHits * 100),
      m.guestHits === undefined ? '—' : f0(m.guestHits * 100),
      f1(m.rssMB),
      f1(m.heapTotalMB),
      f1(m.heapUsedMB),
      f1(m.retainedHeapMB),
      f1(m.outsideHeapMB),
      m.appCpu === undefined ? '—' : f0(m.appCpu * 100),
      f1(m.loopDelayP99Ms),
      m.loadAverage === undefined ? '—' : m.loadAverage.toFixed(2),
    ]),
  ]);
  const kindNames = report.kinds.map((k) => k.kind);
  console.log('\np99 ms by kind, per minute:\n');
  printColumns([
    ['minute', ...kindNames],
    ...report.minutes.map((m) => [`${m.minute}${m.warmup ? ' (warm-up)' : ''}`, ...kindNames.map((k) => (m.kinds[k]?.requests ? f1(m.kinds[k].p99) : '—'))]),
  ]);
  const w = report.windows;
  console.log(`\nAfter the warm-up (${run.settings.warmupSeconds} s), by kind; p99 of the first window (${w.start[0]}–${w.start[1]} s) and the last (${w.end[0]}–${w.end[1]} s):\n`);
  printColumns([
    ['kind', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'first p99', 'last p99', 'errors'],
    ...report.kinds.map((k) => [k.kind, String(k.requests), f1(k.perSecond), f1(k.p50), f1(k.p99), f1(k.startWindowP99), f1(k.endWindowP99), String(k.errors)]),
    ['all', String(report.overall.requests), f1(report.overall.perSecond), f1(report.overall.p50), f1(report.overall.p99), f1(report.verdict.p99.startMs), f1(report.verdict.p99.endMs), String(report.overall.errors)],
  ]);
  if (report.errors.total) {
    console.log(`\nErrors (${report.errors.total}, warm-up included):`);
    for (const [kind, classes] of Object.entries(report.errors.byKind)) console.log(`  ${kind}: ${Object.entries(classes).map(([c, n]) => `${n} × ${c}`).join(', ')}`);
    for (const sample of report.errors.samples) console.log(`  ${sample}`);
  }
  for (const problem of run.sampleProblems) console.log(`  memory sample missed: ${problem}`);

  const v = report.verdict;
  const mark = (ok) => (ok ? '✓' : '✗');
  const pct = (g) => `${g >= 0 ? '+' : ''}${(g * 100).toFixed(1)} %`;
  console.log(
    `\nVerdict: the first window after the warm-up (${w.start[0]}–${w.start[1]} s) against the last (${w.end[0]}–${w.end[1]} s); medians of the samples (every ${run.settings.sampleSeconds} s) in each:`,
  );
  const goal = `goal < ${MEMORY_GROWTH_LIMIT * 100} %`;
  if (v.retainedHeap) {
    console.log(
      `  ${mark(v.checks.heap)} heap after a full GC   ${f1(v.retainedHeap.startMB)} → ${f1(v.retainedHeap.endMB)} MB (${pct(v.retainedHeap.growth)}; at ${run.settings.warmupSeconds} s and at ${run.settings.durationSeconds} s; ${goal})`,
    );
  } else {
    console.log(`  ${mark(v.checks.heap)} heap used              ${f1(v.heap.startMB)} → ${f1(v.heap.endMB)} MB (${pct(v.heap.growth)}; ${goal}; no forced GC, so garbage included)`);
  }
  console.log(`  ${mark(v.checks.outsideHeap)} RSS outside V8's heap  ${f1(v.outsideHeap.startMB)} → ${f1(v.outsideHeap.endMB)} MB (${pct(v.outsideHeap.growth)}; RSS − heap total; ${goal})`);
  console.log(
    `  · RSS                    ${f1(v.rss.startMB)} → ${f1(v.rss.endMB)} MB (${pct(v.rss.growth)}; of which V8's heap ${f1(v.heapTotal.startMB)} → ${f1(v.heapTotal.endMB)} MB, sized by V8 to the garbage it holds; shown, not judged)`,
  );
  if (v.retainedHeap) console.log(`  · heap used (samples)    ${f1(v.heap.startMB)} → ${f1(v.heap.endMB)} MB (${pct(v.heap.growth)}; garbage included; shown, not judged)`);
  console.log(`  ${mark(v.checks.p99)} p99                    ${f1(v.p99.startMs)} → ${f1(v.p99.endMs)} ms (${v.p99.ratio.toFixed(2)}×; goal ≤ ${P99_RATIO_LIMIT}×)`);
  console.log(`  ${mark(v.checks.errors)} errors                 ${report.errors.total} (non-2xx/3xx, GraphQL errors, wrong replies, timeouts over ${REQUEST_TIMEOUT_MS / 1000} s, no free shopper; goal 0)`);
  const hits = report.overall.guestHits;
  console.log(`  ${mark(v.checks.guestHits)} guest cache hits       ${hits === undefined ? '—' : `${(hits * 100).toFixed(1)} %`} of ${report.overall.guestRequests} guest pages and catalogue answers after the warm-up (page and response caches; goal ≥ ${GUEST_HIT_GOAL * 100} %)`);
  console.log(`  ${mark(v.checks.stock)} stock                  ${run.stock.ok ? `exact (${run.stock.orders} orders: initial + restocks − sold for every product sold, order lines agree)` : 'WRONG'}`);
  for (const problem of run.stock.problems) console.log(`    ✗ ${problem}`);
  if (!run.stock.ok && report.errors.total) console.log('    (after errors the ledger is unsure: a request this client gave up on may still have been applied)');
  console.log(`  ${v.pass ? 'PASS' : 'FAIL'}`);
  console.log(
    `\nLoad average (1 min) at start ${run.loadAverage.start.toFixed(2)}, at end ${run.loadAverage.end.toFixed(2)} (${run.cores} cores); this load generator used ${(run.generator.cpuMs / 1000 / run.settings.durationSeconds * 100).toFixed(0)} % of a core${run.generator.maxLagMs > 50 ? `, and once fell ${run.generator.maxLagMs.toFixed(0)} ms behind its schedule` : ''}.`,
  );
  if (run.snapshots.length) console.log(`Heap snapshots: ${run.snapshots.join(', ')}`);
}
