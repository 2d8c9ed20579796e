// One Lighthouse run of one page in a fresh headless Chromium, reduced to the numbers the web
// benchmark reports; plus the median and the gzip size of a script as a server sends it.
import { once } from 'node:events';
import http from 'node:http';
import https from 'node:https';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * @typedef {{ url: string, transferSize: number, resourceSize: number }} ScriptRequest
 * @typedef {{
 *   score: number, fcp: number, lcp: number, tbt: number, cls: number, si: number,
 *   scripts: ScriptRequest[], jsTransfer: number, finalUrl: string, warnings: string[], runtimeError?: string,
 *   benchmarkIndex: number, cpuTbt: number,
 * }} Run
 *   score 0–100; fcp, lcp, tbt, si in ms; cls unitless; jsTransfer in bytes as Chrome received
 *   them (whatever Content-Encoding the server chose); scripts: the initial ones (see initialScripts);
 *   cpuTbt: TBT from the CPU time of the page's main-thread tasks (see cpuBlockingTime).
 * @typedef {{ lighthouseVersion: string, userAgent: string, settings: Record<string, unknown> }} RunInfo
 *   the same for every run: versions and the settings Lighthouse used
 */

/**
 * Launches Chromium, runs Lighthouse's default config (mobile, simulated throttling) limited
 * to the performance category, and kills Chromium (and its profile directory) again.
 * @param {string} url
 * @param {{ chromePath: string, onChrome?: (stop: () => Promise<void>) => (() => void) }} options
 *   onChrome registers the stop function for signal cleanup and returns its unregistering.
 * @returns {Promise<{ run: Run, info: RunInfo }>}
 */
export async function runLighthouse(url, { chromePath, onChrome }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    // We clean up on SIGINT ourselves: chrome-launcher's handler would exit before the app
    // server is stopped and the database dropped.
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const stop = () => killChrome(chrome);
  const unregister = onChrome?.(stop);
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) lhr.runtimeError.message += documentFailure(result.artifacts);
    const { formFactor, throttlingMethod, throttling, screenEmulation, onlyCategories } = lhr.configSettings;
    return {
      run: summarize(lhr, result.artifacts),
      info: {
        lighthouseVersion: lhr.lighthouseVersion,
        userAgent: lhr.environment.hostUserAgent,
        settings: { formFactor, throttlingMethod, throttling, screenEmulation, onlyCategories },
      },
    };
  } finally {
    unregister?.();
    await stop();
  }
}

/**
 * Why the document request failed, from the DevTools log (Lighthouse's message only says that
 * Chrome showed an error page).
 * @param {import('lighthouse').Artifacts} artifacts
 */
function documentFailure(artifacts) {
  // After a failed page load the log is kept as DevtoolsLogError instead.
  const log = artifacts.DevtoolsLog ?? artifacts.DevtoolsLogError;
  const failure = log?.find((e) => e.method === 'Network.loadingFailed' && e.params.type === 'Document');
  return failure?.method === 'Network.loadingFailed' ? ` (document request: ${failure.params.errorText})` : '';
}

/** @param {import('chrome-launcher').LaunchedChrome} chrome */
async function killChrome(chrome) {
  const proc = chrome.process;
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  // chrome-launcher removes the temporary profile on 'close'; wait for it (bounded).
  const closed = once(proc, 'close');
  chrome.kill();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
}

/** @param {import('lighthouse').Result} lhr @param {import('lighthouse').Artifacts} artifacts @returns {Run} */
function summarize(lhr, artifacts) {
  const audit = (/** @type {string} */ id) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === 'number' ? value : NaN;
  };
  const scripts = initialScripts(lhr);
  const score = lhr.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : NaN,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    scripts,
    jsTransfer: scripts.reduce((sum, s) => sum + s.transferSize, 0),
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings ?? [],
    runtimeError: lhr.runtimeError?.message,
    // Lighthouse's own measure of the host's CPU speed (higher is faster; it warns below 1000).
    // TBT is the observed main-thread time × 4, so it moves with this from one machine to the next.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuTbt: cpuBlockingTime(artifacts.Trace?.traceEvents ?? [], lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 4),
  };
}

/**
 * Total blocking time as Lighthouse counts it (each main-thread task after the first
 * contentful paint, times the CPU slowdown, blocks for what exceeds 50 ms), but from the CPU
 * time each task used (`tdur`) instead of its wall time. On a busy or shared host a task
 * waits for the CPU and its wall time grows while the page's work does not: a TBT far above
 * this one is the host's, not the page's (bench/NOTES.md, twelfth session). The window
 * runs to the end of the trace, which Lighthouse ends once the page is quiet.
 * @param {any[]} events the trace Lighthouse recorded of the page load
 * @param {number} multiplier Lighthouse's simulated CPU slowdown (4 on the mobile preset)
 * @returns {number} ms; NaN when the trace has no first contentful paint or no main thread
 */
export function cpuBlockingTime(events, multiplier) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return NaN;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === fcp.pid && e.args?.name === 'CrRendererMain');
  if (!main) return NaN;
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === fcp.pid && e.tid === main.tid && e.ts >= fcp.ts)
    .sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  let end = -Infinity;
  for (const task of tasks) {
    // A task nested in another (a nested run loop) is part of the outer one's time.
    if (task.ts < end) continue;
    end = task.ts + (task.dur ?? 0);
    blocking += Math.max(0, ((task.tdur ?? 0) / 1000) * multiplier - 50);
  }
  return blocking;
}

/**
 * Every script request of the page (not workers) during the Lighthouse run, from the
 * network-requests audit. The run has no interaction and lasts until the network and the
 * main thread are quiet, so this is what start-up costs: the storefront fetches its app
 * chunks after the load event (entry-client.tsx), and a cut-off at the load event would
 * leave them out.
 * @param {import('lighthouse').Result} lhr
 * @returns {ScriptRequest[]}
 */
export function initialScripts(lhr) {
  /** @type {any} */
  const details = lhr.audits['network-requests']?.details;
  /** @type {any[]} */
  const items = details?.items ?? [];
  return items
    .filter(
      (r) =>
        r.resourceType === 'Script' &&
        (r.sessionTargetType ?? 'page') === 'page' &&
        !/^(data|blob|chrome-extension):/.test(r.url),
    )
    .map((r) => ({ url: r.url, transferSize: r.transferSize ?? 0, resourceSize: r.resourceSize ?? 0 }));
}

/**
 * Bytes of the response body when asking for gzip only — what a gzip transfer carries. When
 * the server does not compress (small files, other servers) the body is gzipped here at level 9.
 * @param {string} url
 * @returns {Promise<{ bytes: number, encoding: 'server' | 'local' | 'none' }>}
 *   'server': gzipped by the server; 'local': gzipped here; 'none': gzip would be bigger than identity.
 */
export function gzipTransferSize(url) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`GET ${url}: status ${res.statusCode}`));
        const body = Buffer.concat(chunks);
        if (res.headers['content-encoding'] === 'gzip') return resolve({ bytes: body.length, encoding: 'server' });
        const gz = gzipSync(body, { level: 9 }).length;
        resolve(gz < body.length ? { bytes: gz, encoding: 'local' } : { bytes: body.length, encoding: 'none' });
      });
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${url}: timed out`)));
    req.on('error', reject);
  });
}

/** Median of the finite values (mean of the middle two for an even count); NaN when none. @param {number[]} values */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
