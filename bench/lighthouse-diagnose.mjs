// One Lighthouse run (mobile, simulated throttling) of a URL, printed for diagnosis rather than
// scoring: the metrics, the LCP element and its phases, the long tasks (simulated start and
// duration, attributed script), script boot-up and the network requests in order. Use it to see
// what a change moved before running `npm run bench:web`. Needs a running server:
//   node bench/lighthouse-diagnose.mjs http://localhost:3000/shop
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS } from './lib/lighthouse.mjs';

const url = process.argv[2];
if (!url) {
  console.error('usage: node bench/lighthouse-diagnose.mjs <url>');
  process.exit(2);
}
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
let lhr;
try {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  lhr = result?.lhr;
  if (process.env.TRACE_JSON && result?.artifacts?.Trace) (await import('node:fs')).writeFileSync(process.env.TRACE_JSON, JSON.stringify(result.artifacts.Trace));
} finally {
  chrome.kill();
}
if (!lhr) throw new Error('Lighthouse returned no result');
if (process.env.LHR_JSON) (await import('node:fs')).writeFileSync(process.env.LHR_JSON, JSON.stringify(lhr));
/** @type {Record<string, any>} */
const audits = lhr.audits;
const value = (/** @type {string} */ id) => Math.round(audits[id]?.numericValue ?? NaN);
const path = (/** @type {string} */ u) => u.replace(/^https?:\/\/[^/]+/, '');
console.log(
  `performance ${Math.round((lhr.categories.performance.score ?? 0) * 100)}  FCP ${value('first-contentful-paint')} ms  ` +
    `LCP ${value('largest-contentful-paint')} ms  TBT ${value('total-blocking-time')} ms  SI ${value('speed-index')} ms  ` +
    `CLS ${audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}  benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`,
);
const lcp = audits['lcp-breakdown-insight']?.details?.items ?? [];
const node = lcp.find((/** @type {any} */ item) => item.type === 'node');
if (node) console.log(`LCP element: ${node.snippet}`);
for (const part of lcp.find((/** @type {any} */ item) => item.type === 'table')?.items ?? []) console.log(`  ${part.label}: ${Math.round(part.duration)} ms`);
console.log('long tasks (simulated start ms, duration ms, attributed to):');
for (const task of audits['long-tasks']?.details?.items ?? []) console.log(`  ${String(Math.round(task.startTime)).padStart(6)} ${String(Math.round(task.duration)).padStart(5)}  ${path(task.url)}`);
console.log('main-thread work by kind (simulated ms):');
for (const item of audits['mainthread-work-breakdown']?.details?.items ?? []) console.log(`  ${String(Math.round(item.duration)).padStart(6)}  ${item.groupLabel ?? item.group}`);
console.log('script boot-up (total ms, scripting ms):');
for (const item of audits['bootup-time']?.details?.items ?? []) console.log(`  ${String(Math.round(item.total)).padStart(6)} ${String(Math.round(item.scripting)).padStart(6)}  ${path(item.url)}`);
console.log('requests (observed start ms, end ms, bytes, type):');
for (const r of audits['network-requests']?.details?.items ?? []) {
  console.log(`  ${String(Math.round(r.networkRequestTime)).padStart(6)} ${String(Math.round(r.networkEndTime)).padStart(6)} ${String(r.transferSize).padStart(7)} ${String(r.resourceType).padEnd(10)} ${path(r.url)}`);
}
