// The tap check of bench:web (issue 28): what a shopper on a mid-range phone feels while a page
// starts. Real Chromium with DevTools throttling at Lighthouse's mobile figures (Slow 4G as
// DevTools applies it, 4× CPU slowdown, a phone's viewport and touch), not a simulation:
//   1. open the page and tap the first product's wishlist heart the moment it shows;
//   2. if 1 s later the tap has neither taken effect nor shows as heard (the page marks a tap it
//      keeps for the app with data-tap-pending, drawn as a busy control), tap again, and so on (a
//      shopper who thinks the tap was missed); each such tap is a lost tap;
//   3. time from the heart showing to its effect (aria-pressed="true"): "first tap" (the page's
//      keeper answers a heart at once, before the app runs), and to the app having taken it (the
//      heart pressed, no longer drawn as busy, the app live): "saved";
//   4. once the app runs, a scripted interaction (the heart again, the menu, typing a search) and
//      its INP: the longest Event Timing duration of any of its interactions;
//   5. where the heart was below the screen (the home page), the scroll made to reach it during
//      start-up: whether it is still where the shopper left it once the app runs.
// A measurement, not a test; the goals are printed beside the medians.
/* global window, document, requestAnimationFrame, addEventListener, MutationObserver, Node, innerHeight -- pageProbe runs in the page */
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, median } from './lighthouse.mjs';

/** Lighthouse's mobile preset as DevTools throttling applies it (lighthouse constants: mobileSlow4G, "devtools"). */
export const PHONE_NETWORK = { latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };
export const PHONE_CPU_SLOWDOWN = 4;
export const TAP_GOALS = { lost: 0, firstTapMs: 1000, inpMs: 200 };
/** The medians measureTaps reports (scrollKept: the share of runs, 0–1, that made a scroll and kept it). */
export const TAP_KEYS = ['shownMs', 'lost', 'firstTapMs', 'savedMs', 'hydratedMs', 'inpMs'];

const HEART = 'button[aria-label^="Save "][aria-label$=" to wishlist"]';
const RETAP_AFTER_MS = 1000;
const GIVE_UP_MS = 15_000;

/**
 * Watches, from the first byte of the page: when the first heart is in the DOM with a size (it
 * shows), when it turns pressed (the tap took effect), and every Event Timing entry.
 */
function pageProbe(selector) {
  const w = /** @type {any} */ (window);
  w.__tapProbe = { shownAt: undefined, effectAt: undefined, savedAt: undefined, hydratedAt: undefined, taps: [], events: [] };
  const probe = w.__tapProbe;
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute('data-hydrated')) return;
    probe.hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  const look = () => {
    // How far the shopper has scrolled while the app was starting.
    if (!document.documentElement.hasAttribute('data-hydrated')) probe.scrolledBeforeLive = Math.max(probe.scrolledBeforeLive ?? 0, Math.round(window.scrollY));
    const el = document.querySelector(selector);
    const r = el?.getBoundingClientRect();
    if (el && r && r.height > 0) {
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      // In the layout (it may still be below the screen, or under an overlay)…
      if (!probe.boxAt) probe.boxAt = { at: performance.now(), x, y: y + window.scrollY };
      // …and on screen, where a finger reaches it: not covered (builds before issue 37 covered
      // the page with a first-load spinner for its first second).
      const hit = y >= 0 && y <= innerHeight ? document.elementFromPoint(x, y) : null;
      if (probe.shownAt === undefined && hit && el.contains(hit)) {
        probe.shownAt = performance.now();
        probe.shownRect = { x, y };
      }
    }
    if (el && probe.effectAt === undefined && el.getAttribute('aria-pressed') === 'true') probe.effectAt = performance.now();
    if (el && probe.savedAt === undefined && w.__appLive && el.getAttribute('aria-pressed') === 'true' && !el.hasAttribute('data-tap-pending')) probe.savedAt = performance.now();
    if (probe.savedAt === undefined) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  // Each tap on the heart: when, and whether the page heard it (the keeper marked it pending,
  // it was already pending, or the app was live and took it).
  addEventListener(
    'click',
    (e) => {
      const el = document.querySelector(selector);
      if (!el || !(e.target instanceof Node) || !el.contains(e.target)) return;
      const tap = { at: e.timeStamp, live: Boolean(w.__appLive), wasPending: el.hasAttribute('data-tap-pending'), kept: false };
      probe.taps.push(tap);
      setTimeout(() => (tap.kept = el.hasAttribute('data-tap-pending')), 0);
    },
    true,
  );
  if (w.TAP_DEBUG_TOUCH) for (const type of ['touchstart', 'touchend', 'pointerup', 'click']) addEventListener(type, (e) => (probe.touches ??= []).push({ type, at: Math.round(e.timeStamp), now: Math.round(performance.now()), target: e.target?.tagName + '.' + (e.target?.getAttribute?.('aria-label') ?? e.target?.className ?? '').slice(0, 30) }), true);
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const e = /** @type {any} */ (entry);
        // Where an interaction's time went (input delay, handlers, until the next paint): TAP_DEBUG prints it.
        probe.events.push({ name: e.name, id: e.interactionId, duration: e.duration, delay: Math.round(e.processingStart - e.startTime), processing: Math.round(e.processingEnd - e.processingStart), target: e.target?.getAttribute?.('aria-label') ?? e.target?.tagName });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // No Event Timing: INP reads as unknown.
  }
}

/**
 * @param {{ baseUrl: string, paths: string[], runs: number, chromePath: string, onCleanup: (stop: () => Promise<void>) => () => void, log?: (line: string) => void }} options
 */
export async function measureTaps({ baseUrl, paths, runs, chromePath, onCleanup, log = console.log }) {
  /** @type {{ path: string, runs: Array<Record<string, number | string>>, median?: Record<string, number> }[]} */
  const results = paths.map((p) => ({ path: p, runs: [] }));
  for (let run = 1; run <= runs; run++) {
    for (const result of results) {
      process.stdout.write(`  taps ${result.path} run ${run}/${runs}… `);
      result.runs.push(await tapRun(baseUrl + result.path, chromePath, onCleanup, log));
    }
  }
  for (const result of results) result.median = tapMedians(result.runs);
  return results;
}

/**
 * One tap check of one page in a fresh Chromium, logged on one line; a failure is returned as
 * `{ error }`, not thrown.
 * @param {string} url @param {string} chromePath
 * @param {(stop: () => Promise<void>) => () => void} onCleanup @param {(line: string) => void} [log]
 * @returns {Promise<Record<string, number | string | boolean | undefined>>}
 */
export async function tapRun(url, chromePath, onCleanup, log = console.log) {
  try {
    const r = await tapOnce(url, chromePath, onCleanup);
    const scroll = r.scrollKept === undefined ? '' : `, scroll ${r.scrollKept ? 'kept' : `lost (${r.scrollBefore} → ${r.scrollAfter} px)`}`;
    log(`shown ${(r.shownMs / 1000).toFixed(2)} s, lost ${r.lost}, first tap ${r.firstTapMs.toFixed(0)} ms, saved ${(r.savedMs / 1000).toFixed(2)} s, INP ${Number.isFinite(r.inpMs) ? r.inpMs.toFixed(0) : '—'} ms${scroll}`);
    return r;
  } catch (error) {
    log(`failed: ${error instanceof Error ? error.message : error}`);
    const lost = /** @type {{ lost?: number }} */ (error).lost;
    return { error: error instanceof Error ? error.message : String(error), ...(typeof lost === 'number' ? { lost } : {}) };
  }
}

/**
 * Medians of the runs that worked, plus: lostTotal (every lost tap of every run: the goal is
 * none at all), scrollKept (share of the runs that scrolled during start-up and found the page
 * still there; NaN when none scrolled).
 * @param {Array<Record<string, unknown>>} runs
 * @returns {Record<string, number> | undefined}
 */
export function tapMedians(runs) {
  const ok = runs.filter((r) => !r.error);
  if (!ok.length) {
    const lost = runs.filter((r) => typeof r.lost === 'number');
    return lost.length ? { lostTotal: lost.reduce((sum, r) => sum + /** @type {number} */ (r.lost), 0), failedRuns: runs.length } : undefined;
  }
  const medians = Object.fromEntries(TAP_KEYS.map((k) => [k, median(ok.map((r) => /** @type {number} */ (r[k])).filter(Number.isFinite))]));
  const scrolled = ok.filter((r) => r.scrollKept !== undefined);
  return {
    ...medians,
    // A run that gave up with its taps unanswered counts them too.
    lostTotal: runs.reduce((sum, r) => sum + (typeof r.lost === 'number' ? r.lost : 0), 0),
    scrollKept: scrolled.length ? scrolled.filter((r) => r.scrollKept).length / scrolled.length : NaN,
  };
}

/**
 * A touch where the heart showed, as a finger does it: no waiting for the page's main thread
 * before the touch (Playwright's locator.tap first checks that the element is visible, stable and
 * hit, each check a script in the busy page; a finger does not wait for those). The touch itself
 * queues until the page can take it, as a real one does.
 * @param {import('playwright-core').Page} page @param {{ x: number, y: number }} at the heart's centre on screen
 */
function tapLikeAFinger(page, at) {
  return page.touchscreen.tap(at.x, at.y);
}

async function tapOnce(url, chromePath, onCleanup) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
  const unregister = onCleanup(() => browser.close());
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE_NETWORK });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    if (process.env.TAP_DEBUG) await page.addInitScript(() => { /** @type {any} */ (window).TAP_DEBUG_TOUCH = true; });
    await page.addInitScript(pageProbe, HEART);
    const probe = () => page.evaluate(() => /** @type {any} */ (window).__tapProbe);

    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const deadline = Date.now() + 30_000;
    let state = await probe().catch(() => undefined);
    let scrolled = false;
    while (!state?.shownAt) {
      if (Date.now() > deadline) throw new Error('the heart never showed');
      // Below the screen (the home page's cards are under its hero): scroll to it as a shopper
      // does, with a gesture the compositor answers without the page's main thread.
      const viewport = /** @type {{ width: number, height: number }} */ (page.viewportSize());
      if (state?.boxAt && !scrolled && state.boxAt.y > viewport.height - 60) {
        await page.mouse.wheel(0, Math.round(state.boxAt.y - viewport.height / 2));
        scrolled = true;
      }
      await page.waitForTimeout(20);
      state = await probe().catch(() => undefined);
    }
    // Tap until a tap takes effect, one second apart (a shopper who thinks it was missed), but
    // not while the page shows the last tap as heard.
    const heart = page.locator(HEART).first();
    let taps = 0;
    let lost = 0;
    const gaveUp = Date.now() + GIVE_UP_MS;
    while (!state.effectAt) {
      // Every one of those taps was lost: counted as such, not left out of the sum.
      if (Date.now() > gaveUp) throw Object.assign(new Error(`no tap took effect in ${GIVE_UP_MS / 1000} s (${taps} taps)`), { lost: taps });
      await tapLikeAFinger(page, state.shownRect);
      taps++;
      // Heard: the page kept this tap for the app (or it was kept already), as the click
      // record shows; once heard, wait for the app as the shopper does.
      const made = state.taps.length;
      let heard = false;
      const waitUntil = Date.now() + RETAP_AFTER_MS;
      while (!state.effectAt && (heard || Date.now() < waitUntil)) {
        if (Date.now() > gaveUp) break;
        await page.waitForTimeout(20);
        state = await probe();
        const tap = state.taps[made];
        heard = Boolean(tap && (tap.kept || tap.wasPending));
      }
      if (!state.effectAt) lost++;
    }
    const firstTapMs = state.effectAt - state.shownAt;

    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    const hydratedMs = (await probe()).hydratedAt;
    await page.waitForTimeout(1000);
    const savedAt = (await probe()).savedAt;
    const savedMs = savedAt === undefined ? NaN : savedAt - state.shownAt;
    // The app is live: the page is still where the shopper scrolled it (a page that scrolls to the
    // top on its first mount loses it).
    const scrollBefore = scrolled ? (await probe()).scrolledBeforeLive : undefined;
    const scrollAfter = scrolled ? await page.evaluate(() => Math.round(window.scrollY)) : undefined;
    // Undefined when no scroll was made before the app was live (nothing to keep).
    const scrollKept = !scrollBefore || scrollAfter === undefined ? undefined : scrollAfter >= scrollBefore - 2;
    // One tap, one effect: the heart is still pressed (a tap applied twice would have undone it).
    const pressed = await heart.getAttribute('aria-pressed');
    if (pressed !== 'true') throw new Error(`the heart was tapped ${taps} time(s) and ended ${pressed === 'false' ? 'not pressed' : `aria-pressed=${pressed}`}`);
    // The scripted interaction, on the live app.
    const before = (await probe()).events.length;
    await heart.tap();
    await page.waitForTimeout(300);
    const menu = page.getByRole('button', { name: 'Open menu', exact: true }).first();
    if (await menu.isVisible().catch(() => false)) {
      await menu.tap();
      const close = page.getByRole('button', { name: 'Close menu', exact: true });
      await close.tap({ timeout: 10_000 });
      await close.waitFor({ state: 'hidden', timeout: 10_000 });
    }
    const search = page.getByRole('searchbox').first();
    if (await search.isVisible().catch(() => false)) {
      await search.tap();
      await page.keyboard.type('man', { delay: 120 });
      await page.waitForTimeout(800);
    }
    const events = (await probe()).events.slice(before).filter((/** @type {{ id: number }} */ e) => e.id > 0);
    const inpMs = events.length ? Math.max(...events.map((/** @type {{ duration: number }} */ e) => e.duration)) : NaN;
    if (process.env.TAP_DEBUG) console.log(JSON.stringify({ ...(await probe()), events: undefined, interactions: events }));
    return { shownMs: state.shownAt, lost, taps, firstTapMs, savedMs, hydratedMs, inpMs, scrollBefore, scrollAfter, scrollKept };
  } finally {
    unregister();
    await browser.close().catch(() => {});
  }
}
