// The long main-thread tasks of a page load and what ran in them: Chromium's trace (tasks) plus
// a V8 CPU profile (samples), mapped through the build's source maps to the app's source. For
// each task of at least minTaskMs after the first contentful paint it prints the nearest app
// function on the stack (DETAIL=1 adds the top files and functions). A diagnosis aid, not a
// benchmark: the profiler itself slows script compilation. Needs a running server (production
// build, web/dist/client with its .map files):
//   node bench/profile-tasks.mjs http://localhost:3000/ [runs=1] [minTaskMs=12]
import { chromium } from 'playwright-core';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
const [url, runsArg, minArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 1), minMs = Number(minArg ?? 12);
const DIST = fileURLToPath(new URL('../web/dist/client', import.meta.url));
const maps = new Map();
function mapFor(u) {
  const m = u.match(/\/assets\/[^?#]+\.js/);
  if (!m) return null;
  if (maps.has(m[0])) return maps.get(m[0]);
  const f = path.join(DIST, m[0] + '.map');
  const tm = fs.existsSync(f) ? new TraceMap(JSON.parse(fs.readFileSync(f, 'utf8'))) : null;
  maps.set(m[0], tm);
  return tm;
}
function where(cf) {
  const tm = cf.url ? mapFor(cf.url) : null;
  if (tm && cf.lineNumber >= 0) {
    const p = originalPositionFor(tm, { line: cf.lineNumber + 1, column: cf.columnNumber });
    if (p.source) {
      const src = p.source.replace(/^.*node_modules\//, 'nm:').replace(/^(\.\.\/)+/, '');
      return { file: src, fn: `${p.name ?? cf.functionName ?? '?'} ${src}:${p.line}` };
    }
  }
  const u = cf.url ? cf.url.replace(/^https?:\/\/[^/]+/, '') : '';
  return { file: u || `(${cf.functionName || 'native'})`, fn: `${cf.functionName || '(anon)'} ${u}:${cf.lineNumber}` };
}
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let r = 0; r < runs; r++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const done = new Promise((res) => cdp.once('Tracing.tracingComplete', res));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,loading', transferMode: 'ReportEvents' });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.send('Tracing.end');
  await done;
  const threads = new Set();
  for (const e of events) if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') threads.add(`${e.pid}:${e.tid}`);
  const byThread = new Map();
  for (const e of events) { const k = `${e.pid}:${e.tid}`; if (!threads.has(k) || e.ph !== 'X') continue; (byThread.get(k) ?? byThread.set(k, []).get(k)).push(e); }
  let evs = [];
  for (const v of byThread.values()) if (v.length > evs.length) evs = v;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  const tasks = evs.filter((e) => e.name === 'RunTask' && e.dur >= minMs * 1000 && e.ts + e.dur > fcp).sort((a, b) => a.ts - b.ts);
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = profile.startTime;
  const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i]; return { id, t, w: (profile.timeDeltas[i + 1] ?? 0) / 1000 }; });
  const t0 = evs.filter((e) => e.name === 'RunTask').reduce((m, e) => Math.min(m, e.ts), Infinity);
  console.log(`run ${r + 1}: FCP @${((fcp - t0) / 1000).toFixed(0)}`);
  const total = new Map();
  for (const task of tasks) {
    const inTask = samples.filter((s) => s.t >= task.ts && s.t <= task.ts + task.dur);
    const byFile = new Map(), byFn = new Map(), byApp = new Map();
    for (const s of inTask) {
      const n = nodes.get(s.id);
      const w = where(n.callFrame);
      // attribute to nearest app (non node_modules) frame too
      let id = s.id, app = null;
      while (id && !app) { const cf = nodes.get(id).callFrame; const ww = where(cf); if (cf.url && !ww.file.startsWith('nm:') && ww.file.includes('src/')) app = ww.fn; id = parent.get(id); }
      byFile.set(w.file, (byFile.get(w.file) ?? 0) + s.w * 10);
      byFn.set(w.fn, (byFn.get(w.fn) ?? 0) + s.w * 10);
      if (app) { total.set(app, (total.get(app) ?? 0) + s.w * 10); byApp.set(app, (byApp.get(app) ?? 0) + s.w * 10); }
    }
    const fmt = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, c]) => `${n} ${(c / 10).toFixed(1)}`).join(' | ');
    console.log(`  @${((task.ts - t0) / 1000).toFixed(0).padStart(5)} ${(task.dur / 1000).toFixed(1).padStart(6)} ms, sampled ${inTask.reduce((a, s) => a + s.w, 0).toFixed(1)} (${inTask.length} samples)`);
    if (inTask.length) { console.log(`      app: ${fmt(byApp, 3)}`); if (process.env.DETAIL) console.log(`      files: ${fmt(byFile, 10)}`); if (process.env.DETAIL) console.log(`      fns:   ${fmt(byFn, 14)}`); }
  }
  console.log('  nearest app frame over long tasks: ' + [...total].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([n, c]) => `${n} ${(c / 10).toFixed(1)}`).join('\n     '));
  await ctx.close();
}
await browser.close();
